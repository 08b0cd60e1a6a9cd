import ZoneKit

/// Reads `street_sweeping_by_side_*.csv` (one row per CNN + side + week pattern, with per-weekday
/// hour lists and the centreline as a Python dict string) and joins each weekday window with the
/// holidays-flag file on CNN + side + weekday + hours.
///
/// The week flags `week1..week5` are the structured source; `schedule_summary` is only compared
/// with them. A window the holidays file does not have gets the default ``defaultHolidays``
/// (suspended on holidays: 18,894 of the file's 19,581 rows say so).
struct SweepingBySideReader: Sendable {
    /// The holiday treatment of a window the holidays file has no row for.
    static let defaultHolidays = SFSweepingHolidays.suspended

    /// Join figures for the report.
    struct JoinStatistics: Sendable {
        /// Weekday windows read from the by-side file.
        var windows = 0
        /// Windows that found their flag.
        var joined = 0
        /// Windows whose CNN + side the holidays file has, but not this weekday and hours.
        var sideKnownWindowNot = 0
        /// Windows whose CNN + side the holidays file lacks altogether.
        var sideUnknown = 0
        /// Unjoined windows that start before 06:00 (night windows, where "swept on holidays" occurs).
        var unjoinedNightWindows = 0
        /// Sides (CNN + side) absent from the holidays file.
        var sidesMissing = Set<String>()
    }

    /// How many rows were read.
    private(set) var rowsRead = 0
    /// Rows dropped, by reason.
    private(set) var drops = DropLog()
    /// Join figures.
    private(set) var join = JoinStatistics()
    /// Summary-versus-flags disagreements: "(summary) vs (flags)" → places.
    private(set) var summaryDisagreements: [String: [String]] = [:]
    /// Rows whose summary could not be compared (Multiple schedules, no week pattern) by label.
    private(set) var summaryNotCompared: [String: Int] = [:]
    /// Rows where `block_side` and the side derived from the geometry disagree.
    private(set) var compassDisagreements: [String] = []
    /// Rows where the side could be checked against `block_side` and agreed.
    private(set) var compassAgreements = 0
    /// Spellings of the hour lists.
    private(set) var spellings = SpellingTally()

    /// Reads `table`, joining with `holidays`.
    ///
    /// - Returns: one side per CNN + side, schedules merged and sorted, sides sorted.
    /// - Throws: ``DataBuildError/missingColumn(file:column:)``.
    mutating func read(_ table: CSVTable, holidays: inout SweepingHolidayIndex) throws(DataBuildError)
        -> [SweepingSideRecord]
    {
        let cnnColumn = try table.requireColumn("cnn"), sideColumn = try table.requireColumn("cnn_right_left")
        let lineColumn = try table.requireColumn("line"), summaryColumn = table.column("schedule_summary")
        let corridor = table.column("corridor"), limits = table.column("limits"),
            blockSideColumn = table.column("block_side")
        var dayColumns: [Int] = []
        for day in Weekday.mondayFirst { dayColumns.append(try table.requireColumn(day.fullName + "_hours")) }
        var weekColumns: [Int] = []
        for week in 1...5 { weekColumns.append(try table.requireColumn("week\(week)")) }

        var sides: [String: SweepingSideDraft] = [:]
        for record in table.records {
            rowsRead += 1
            let place = table.place(record)
            let cnn = record[cnnColumn].trimmingSpaces()
            guard !cnn.isEmpty, let side = CurbSide(code: record[sideColumn]) else {
                drops.drop(place, reason: "no CNN or no L/R side")
                continue
            }
            let line: [Coordinate]
            do {
                line = try GeoJSONTree.lineString(PythonLiteralReader.value(of: record[lineColumn]))
            } catch {
                drops.drop(place, reason: "unreadable line: \(error)")
                continue
            }
            let flags = weekColumns.map { SweepingHours.flag(record[$0]) }
            guard flags.allSatisfy({ $0 != nil }) else {
                drops.drop(place, reason: "unreadable week1..week5 flags")
                continue
            }
            let weeks = WeekOfMonthSet(weeks: flags.indices.filter { flags[$0] == true }.map { $0 + 1 })
            guard !weeks.isEmpty else {
                drops.drop(place, reason: "no week of the month flagged")
                continue
            }
            var schedules: [SFSweepingSchedule] = []
            var unreadable: String?
            for day in Weekday.mondayFirst {
                let raw = record[dayColumns[day.mondayFirstIndex]]
                guard let windows = SweepingHours.windows(hourList: raw) else {
                    unreadable = "unreadable weekday hour list"
                    break
                }
                if !raw.isEmpty {
                    spellings.record(
                        "hour list", raw: raw,
                        as: windows.map { MinuteFormat.range(start: $0.start, end: $0.end) }.joined(separator: ", "))
                }
                for window in windows {
                    join.windows += 1
                    let key = SweepingHolidayIndex.Key(
                        cnn: cnn, side: side, day: day, start: window.start, end: window.end)
                    let treatment: SFSweepingHolidays
                    if let found = holidays.treatment(for: key) {
                        join.joined += 1
                        treatment = found
                    } else {
                        treatment = Self.defaultHolidays
                        if holidays.hasSide(cnn: cnn, side: side) {
                            join.sideKnownWindowNot += 1
                        } else {
                            join.sideUnknown += 1
                            join.sidesMissing.insert(cnn + side.rawValue)
                        }
                        if window.start < 360 { join.unjoinedNightWindows += 1 }
                    }
                    do throws(ParkingDataError) {
                        schedules.append(
                            try SFSweepingSchedule(
                                days: WeekdaySet(day), startMinute: window.start, endMinute: window.end, weeks: weeks,
                                holidays: treatment, record: place))
                    } catch {
                        unreadable = "rejected by ZoneKit: \(error)"
                    }
                }
                if unreadable != nil { break }
            }
            if let unreadable {
                drops.drop(place, reason: unreadable)
                continue
            }
            guard !schedules.isEmpty else {
                drops.drop(place, reason: "no sweeping hours on any day")
                continue
            }
            if let summaryColumn { compare(summary: record[summaryColumn], with: weeks, place: place) }
            let blockSide = record[blockSideColumn].trimmingSpaces()
            if !blockSide.isEmpty, let derived = CurbSide.derived(fromCompass: blockSide, line: line) {
                if derived == side { compassAgreements += 1 } else { compassDisagreements.append(place) }
            }
            let key = cnn + "|" + side.rawValue
            if var existing = sides[key] {
                existing.schedules += schedules
                sides[key] = existing
            } else {
                sides[key] = SweepingSideDraft(
                    cnn: cnn, side: side, blockSide: blockSide.nilIfEmpty,
                    street: record[corridor].trimmingSpaces().nilIfEmpty,
                    limits: record[limits].trimmingSpaces().nilIfEmpty,
                    line: line, schedules: schedules, place: place)
            }
        }
        var finished: [SweepingSideRecord] = []
        for draft in sides.values {
            do throws(ParkingDataError) {
                finished.append(try draft.finished())
            } catch {
                drops.drop(draft.place, reason: "rejected by ZoneKit: \(error)")
            }
        }
        return finished.sorted { $0.sortKey < $1.sortKey }
    }

    private mutating func compare(summary raw: String, with weeks: WeekOfMonthSet, place: String) {
        let summary = ScheduleSummary(raw)
        switch summary {
        case .weeks(let stated):
            if stated != weeks {
                summaryDisagreements["summary says \(stated), flags say \(weeks)", default: []].append(place)
            }
        case .multiple, .noWeekPattern:
            summaryNotCompared[summary.label, default: 0] += 1
        }
    }
}
