import ZoneKit

/// The holidays flags of `street_sweeping_holidays_flag_*.csv`, indexed for the join with the
/// by-side file on CNN + side + weekday + hours.
struct SweepingHolidayIndex: Sendable {
    /// The join key of one weekday window of one side.
    struct Key: Hashable, Sendable {
        let cnn: String
        let side: CurbSide
        let day: Weekday
        /// Start and end, minutes of the day.
        let start: Int
        let end: Int
    }

    private var flags: [Key: SFSweepingHolidays] = [:]
    private var rowOfKey: [Key: Int] = [:]
    private var usedRows = Set<Int>()
    /// How many rows were read.
    private(set) var rowsRead = 0
    /// Rows left out of the index, by reason.
    private(set) var drops = DropLog()
    /// `week_day` spellings and what they were read as.
    private(set) var spellings = SpellingTally()
    /// Rows whose `week_day` text names other days than the day-flag columns.
    private(set) var weekdayTextDisagreements: [String] = []
    /// Keys seen twice with different flags (the first is kept).
    private(set) var conflicts: [String] = []

    /// Reads the holidays-flag table.
    ///
    /// - Throws: ``DataBuildError/missingColumn(file:column:)``.
    init(_ table: CSVTable) throws(DataBuildError) {
        let cnn = try table.requireColumn("cnn"), side = try table.requireColumn("cnn_right_left")
        let from = try table.requireColumn("scheduled_from_hour"), to = try table.requireColumn("scheduled_to_hour")
        let holidays = try table.requireColumn("holidays")
        let weekdayText = table.column("week_day")
        var dayColumns: [Int] = []
        for day in Weekday.mondayFirst { dayColumns.append(try table.requireColumn(day.fullName)) }
        for (rowNumber, record) in table.records.enumerated() {
            rowsRead += 1
            let place = table.place(record)
            guard let streetSide = CurbSide(code: record[side]), !record[cnn].trimmingSpaces().isEmpty else {
                drops.drop(place, reason: "no CNN or no L/R side")
                continue
            }
            guard let start = SweepingHours.hour(record[from]), let end = SweepingHours.hour(record[to]),
                start < 1440, start != (end == 0 ? 1440 : end)
            else {
                drops.drop(place, reason: "unreadable hours \"\(record[from])\"–\"\(record[to])\"")
                continue
            }
            guard let flag = SweepingHours.flag(record[holidays]) else {
                drops.drop(place, reason: "unreadable holidays flag \"\(record[holidays])\"")
                continue
            }
            let days = WeekdaySet(
                Weekday.mondayFirst.filter { SweepingHours.flag(record[dayColumns[$0.mondayFirstIndex]]) == true })
            let rawText = record[weekdayText]
            if weekdayText != nil {
                let parsed = WeekdaySet.parse(sweepingWeekday: rawText)
                let codes = parsed.map { $0.days.codes + ($0.includesHolidayDay ? ["holiday"] : []) }
                spellings.record("week_day", raw: rawText, as: codes?.joined(separator: ",") ?? "(unreadable)")
                if let parsed, parsed.days != days || parsed.includesHolidayDay {
                    weekdayTextDisagreements.append(place)
                }
            }
            guard !days.isEmpty else {
                drops.drop(place, reason: "no weekday flag set")
                continue
            }
            let treatment: SFSweepingHolidays = flag ? .swept : .suspended
            for day in days.mondayFirst {
                let key = Key(
                    cnn: record[cnn].trimmingSpaces(), side: streetSide, day: day, start: start,
                    end: end == 0 ? 1440 : end)
                if let existing = flags[key] {
                    if existing != treatment { conflicts.append(place) }
                } else {
                    flags[key] = treatment
                    rowOfKey[key] = rowNumber
                    sides.insert(SideKey(cnn: key.cnn, side: key.side))
                }
            }
        }
    }

    /// The flag for `key`, marking its row as used; `nil` when the file has no such window.
    mutating func treatment(for key: Key) -> SFSweepingHolidays? {
        guard let treatment = flags[key] else { return nil }
        if let row = rowOfKey[key] { usedRows.insert(row) }
        return treatment
    }

    /// Whether the file has any row for this CNN and side.
    func hasSide(cnn: String, side: CurbSide) -> Bool {
        sides.contains(SideKey(cnn: cnn, side: side))
    }

    private struct SideKey: Hashable {
        let cnn: String
        let side: CurbSide
    }

    private var sides = Set<SideKey>()

    /// How many rows of the file supplied at least one joined flag.
    var rowsUsed: Int { usedRows.count }
}
