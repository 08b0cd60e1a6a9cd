import ZoneKit

/// Reads sweeping schedules in the city's official schema (one row per side, weekday and window),
/// so the data can be rebuilt from a fresh DataSF export (dataset yhqp-riqs) instead of the
/// reshaped by-side file. Column names are matched case-insensitively, with the aliases of the
/// 2019 raw export (`cnnrightle`, `week1ofmon`, `Y`/`N` flags) and of the current one
/// (`CNNRightLeft`, `Week1`, `1`/`0`).
///
/// Rows are grouped per CNN + side. A source without CNN and side (the Lone Mountain extract) is
/// grouped per centreline + `BlockSide`, and the L/R side is derived from `BlockSide` and the
/// line's direction (``ZoneKit/CurbSide/derived(fromCompass:line:)``).
struct SweepingOfficialReader: Sendable {
    private enum Column {
        static let cnn = ["cnn"]
        static let side = ["cnnrightleft", "cnnrightle", "cnn_right_left"]
        static let blockSide = ["blockside", "block_side"]
        static let street = ["corridor", "streetname", "street"]
        static let limits = ["limits"]
        static let weekday = ["weekday", "week_day"]
        static let from = ["fromhour", "scheduled_from_hour"]
        static let to = ["tohour", "scheduled_to_hour"]
        static let holidays = ["holidays"]
        static func week(_ number: Int) -> [String] { ["week\(number)", "week\(number)ofmon"] }
    }

    /// The CSV columns that may hold the centreline's WKT, first match wins.
    static let geometryColumns = ["geometry", "line", "shape"]

    /// How many rows were read.
    private(set) var rowsRead = 0
    /// Rows dropped, by reason.
    private(set) var drops = DropLog()
    /// Spellings of weekdays, hours and flags.
    private(set) var spellings = SpellingTally()
    /// Sides whose L/R came from the compass label, and sides left without one.
    private(set) var sidesDerived = 0
    private(set) var sidesUnknown = 0

    /// Groups the rows of `table` into sides with merged, sorted schedules.
    mutating func read(_ table: SourceTable) -> [SweepingSideRecord] {
        var sides: [String: SweepingSideDraft] = [:]
        var order: [String] = []
        for row in table.rows {
            rowsRead += 1
            if let problem = row.problem {
                drops.drop(row.place, reason: problem)
                continue
            }
            guard let schedule = schedule(of: row) else { continue }
            let line: [Coordinate]
            switch row.lines {
            case .success(let parts)? where (parts.first?.count ?? 0) >= 2:
                line = parts[0]
            case .failure(let failure)?:
                drops.drop(row.place, reason: "unreadable geometry: \(failure)")
                continue
            default:
                drops.drop(row.place, reason: "no geometry")
                continue
            }
            let cnn = row.value(Column.cnn).nilIfEmpty
            let blockSide = row.value(Column.blockSide).nilIfEmpty
            var side = CurbSide(code: row.value(Column.side))
            let key: String
            if let cnn, let side {
                key = cnn + "|" + side.rawValue
            } else {
                side = side ?? blockSide.flatMap { CurbSide.derived(fromCompass: $0, line: line) }
                key = (cnn ?? "") + "|" + line.map(\.description).joined() + "|" + (blockSide ?? "")
            }
            if var existing = sides[key] {
                existing.schedules.append(schedule)
                sides[key] = existing
                continue
            }
            if row.value(Column.side).isEmpty {
                if side == nil { sidesUnknown += 1 } else { sidesDerived += 1 }
            }
            order.append(key)
            sides[key] = SweepingSideDraft(
                cnn: cnn, side: side, blockSide: blockSide, street: row.value(Column.street).nilIfEmpty,
                limits: row.value(Column.limits).nilIfEmpty, line: line, schedules: [schedule], place: row.place)
        }
        var finished: [SweepingSideRecord] = []
        for key in order {
            guard let draft = sides[key] else { continue }
            do throws(ParkingDataError) {
                finished.append(try draft.finished())
            } catch {
                drops.drop(draft.place, reason: "rejected by ZoneKit: \(error)")
            }
        }
        return finished.sorted { $0.sortKey < $1.sortKey }
    }

    private mutating func schedule(of row: SourceTable.Row) -> SFSweepingSchedule? {
        let rawDay = row.value(Column.weekday)
        guard let days = WeekdaySet.parse(sweepingWeekday: rawDay) else {
            spellings.record("WeekDay", raw: rawDay, as: "(dropped)")
            drops.drop(row.place, reason: rawDay.isEmpty ? "empty weekday" : "unreadable weekday \"\(rawDay)\"")
            return nil
        }
        spellings.record(
            "WeekDay", raw: rawDay,
            as: (days.days.codes + (days.includesHolidayDay ? ["holiday"] : [])).joined(separator: ","))
        let rawFrom = row.value(Column.from), rawTo = row.value(Column.to)
        guard let from = SweepingHours.hour(rawFrom), let to = SweepingHours.hour(rawTo),
            case let (start, end) = (from % 1440, to == 0 ? 1440 : to), start < end
        else {
            drops.drop(row.place, reason: "unreadable hours \"\(rawFrom)\"–\"\(rawTo)\"")
            return nil
        }
        spellings.record("FromHour–ToHour", raw: rawFrom + "–" + rawTo, as: MinuteFormat.range(start: start, end: end))
        var flags: [Bool] = []
        for week in 1...5 {
            let raw = row.value(Column.week(week))
            guard let flag = SweepingHours.flag(raw) else {
                drops.drop(row.place, reason: "unreadable week \(week) flag \"\(raw)\"")
                return nil
            }
            spellings.record("week flags", raw: raw, as: flag ? "1" : "0")
            flags.append(flag)
        }
        let weeks = WeekOfMonthSet(weeks: flags.indices.filter { flags[$0] }.map { $0 + 1 })
        guard !weeks.isEmpty else {
            drops.drop(row.place, reason: "no week of the month flagged")
            return nil
        }
        let rawHolidays = row.value(Column.holidays)
        let treatment: SFSweepingHolidays
        if let flag = SweepingHours.flag(rawHolidays) {
            treatment = flag ? .swept : .suspended
        } else {
            treatment = SweepingBySideReader.defaultHolidays
            spellings.record("Holidays", raw: rawHolidays, as: "default: \(treatment.rawValue)")
        }
        if SweepingHours.flag(rawHolidays) != nil {
            spellings.record("Holidays", raw: rawHolidays, as: treatment.rawValue)
        }
        do throws(ParkingDataError) {
            return try SFSweepingSchedule(
                days: days.days, startMinute: start, endMinute: end, weeks: weeks, holidays: treatment,
                includesHolidayDay: days.includesHolidayDay, record: row.place)
        } catch {
            drops.drop(row.place, reason: "rejected by ZoneKit: \(error)")
            return nil
        }
    }
}
