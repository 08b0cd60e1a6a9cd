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
    static let defaultHolidays = SweepingSchedule.HolidayTreatment.suspended

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
    /// - Returns: one ``SweepingSide`` per CNN + side, schedules merged and sorted, sides sorted.
    /// - Throws: ``DataBuildError/missingColumn(file:column:)``.
    mutating func read(_ table: CSVTable, holidays: inout SweepingHolidayIndex) throws(DataBuildError) -> [SweepingSide]
    {
        let cnnColumn = try table.requireColumn("cnn"), sideColumn = try table.requireColumn("cnn_right_left")
        let lineColumn = try table.requireColumn("line"), summaryColumn = table.column("schedule_summary")
        let corridor = table.column("corridor"), limits = table.column("limits"),
            blockSideColumn = table.column("block_side")
        var dayColumns: [Int] = []
        for day in Weekday.allCases { dayColumns.append(try table.requireColumn(day.fullName + "_hours")) }
        var weekColumns: [Int] = []
        for week in 1...5 { weekColumns.append(try table.requireColumn("week\(week)")) }

        var sides: [String: SweepingSide] = [:]
        for record in table.records {
            rowsRead += 1
            let place = table.place(record)
            let cnn = record[cnnColumn].trimmingSpaces()
            guard !cnn.isEmpty, let side = StreetSide(code: record[sideColumn]) else {
                drops.drop(place, reason: "no CNN or no L/R side")
                continue
            }
            let line: [Coordinate]
            do {
                line = try GeoJSONGeometry.lineString(PythonLiteralReader.value(of: record[lineColumn]))
            } catch {
                drops.drop(place, reason: "unreadable line: \(error)")
                continue
            }
            let flags = weekColumns.map { SweepingHours.flag(record[$0]) }
            guard flags.allSatisfy({ $0 != nil }) else {
                drops.drop(place, reason: "unreadable week1..week5 flags")
                continue
            }
            let weeks = WeeksOfMonth(flags: flags.map { $0 == true })
            guard !weeks.isEmpty else {
                drops.drop(place, reason: "no week of the month flagged")
                continue
            }
            var schedules: [SweepingSchedule] = []
            var unreadable = false
            for day in Weekday.allCases {
                let raw = record[dayColumns[day.rawValue]]
                guard let windows = SweepingHours.windows(hourList: raw) else {
                    unreadable = true
                    break
                }
                if !raw.isEmpty {
                    spellings.record("hour list", raw: raw, as: windows.map(\.label).joined(separator: ", "))
                }
                for window in windows {
                    join.windows += 1
                    let key = SweepingHolidayIndex.Key(cnn: cnn, side: side, day: day, window: window)
                    let treatment: SweepingSchedule.HolidayTreatment
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
                    schedules.append(
                        SweepingSchedule(days: DaySet([day]), window: window, weeks: weeks, holidays: treatment))
                }
            }
            guard !unreadable else {
                drops.drop(place, reason: "unreadable weekday hour list")
                continue
            }
            guard !schedules.isEmpty else {
                drops.drop(place, reason: "no sweeping hours on any day")
                continue
            }
            if let summaryColumn { compare(summary: record[summaryColumn], with: weeks, place: place) }
            let blockSide = record[blockSideColumn].trimmingSpaces()
            if !blockSide.isEmpty, let derived = StreetSide.derived(fromCompass: blockSide, line: line) {
                if derived == side { compassAgreements += 1 } else { compassDisagreements.append(place) }
            }
            let key = cnn + "|" + side.rawValue
            if var existing = sides[key] {
                existing.schedules += schedules
                sides[key] = existing
            } else {
                sides[key] = SweepingSide(
                    cnn: cnn, side: side, blockSide: blockSide.isEmpty ? nil : blockSide,
                    street: record[corridor].trimmingSpaces().nilIfEmpty,
                    limits: record[limits].trimmingSpaces().nilIfEmpty,
                    geometry: line, schedules: schedules, place: place)
            }
        }
        return sides.values.map { side in
            var merged = side
            merged.schedules = SweepingSchedule.merged(side.schedules)
            return merged
        }
        .sorted { $0.sortKey < $1.sortKey }
    }

    private mutating func compare(summary raw: String, with weeks: WeeksOfMonth, place: String) {
        let summary = ScheduleSummary(raw)
        switch summary {
        case .weeks(let stated):
            if stated != weeks {
                summaryDisagreements["summary says \(stated.label), flags say \(weeks.label)", default: []].append(
                    place)
            }
        case .multiple, .noWeekPattern:
            summaryNotCompared[summary.label, default: 0] += 1
        }
    }
}

extension String {
    /// `nil` for the empty string, else the string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
