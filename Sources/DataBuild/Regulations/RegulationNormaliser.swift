import ZoneKit

/// Turns rows of the regulations export (DataSF hi6h-neyh, as CSV or as GeoJSON) into ZoneKit
/// ``ZoneKit/BlockFaceRegulation`` values, recording every spelling it mapped and every row it
/// dropped.
///
/// Columns are matched case-insensitively: the CSV export writes `REGULATION`, `DAYS`, `HOURS`,
/// `HRS_BEGIN`, `HRS_END`, `FROM_TIME`, `TO_TIME`, `HRLIMIT`, `RPPAREA1..3`, `EXCEPTIONS`,
/// `objectid` and a WKT `shape`; the GeoJSON export (the Lone Mountain extract) the same names in
/// lower case, as feature properties, with some columns absent (no `objectid`: the feature's
/// index is the id).
///
/// Rules, each documented in the generated README and counted in the report:
/// - `REGULATION` is matched ignoring case and punctuation (``ZoneKit/RegulationKind/init(spelling:)``);
///   an empty or unknown value drops the row.
/// - `DAYS`: see ``ZoneKit/WeekdaySet/parse(days:)``. **Empty `DAYS` means every day**, for every
///   kind: a sign without days is in force daily, and reading it so never tells a driver they may
///   park when the sign says otherwise. An unreadable non-empty value drops the row.
/// - Hours: `HOURS` first; when it is empty, `-` or unreadable, `HRS_BEGIN`/`HRS_END`, then
///   `FROM_TIME`/`TO_TIME`; when none is usable, all day (the data's meaning of empty hours).
///   `0-0` and `0-2400` are all day; `2400-600` is 00:00–06:00; windows may cross midnight.
/// - `HRLIMIT` hours to minutes, rounded (0.33 → 20); 0 or empty → no limit.
/// - `RPPAREA1..3` must match `^[A-Z]{1,2}$`; anything else (`0`) is reported and left out.
/// - A row without a readable geometry is dropped; so is a row ZoneKit's own validation rejects.
struct RegulationNormaliser: Sendable {
    /// Spellings seen, per column.
    private(set) var spellings = SpellingTally()
    /// Rows dropped, by reason.
    private(set) var drops = DropLog()
    /// Notes that do not drop a row, by topic (for example "HOURS disagrees with HRS_BEGIN/HRS_END").
    private(set) var notes: [String: [String]] = [:]
    /// How many rows were read.
    private(set) var rowsRead = 0

    private enum Column {
        static let id = ["objectid"]
        static let regulation = ["regulation"]
        static let days = ["days"]
        static let hours = ["hours"]
        static let begin = ["hrs_begin"]
        static let end = ["hrs_end"]
        static let fromTime = ["from_time"]
        static let toTime = ["to_time"]
        static let limit = ["hrlimit"]
        static let exceptions = ["exceptions"]
        static let areas = [["rpparea1"], ["rpparea2"], ["rpparea3"]]
        static let neighborhood = ["analysis_neighborhood"]
        static let required = [regulation, days, hours, limit, exceptions, areas[0]]
    }

    /// Normalises every row of `table`.
    ///
    /// - Throws: ``DataBuildError/missingColumn(file:column:)`` when a required column is absent.
    /// - Returns: the kept regulations, sorted by numeric id.
    mutating func normalise(_ table: SourceTable) throws(DataBuildError) -> [RegulationRecord] {
        for names in Column.required { try table.requireColumn(names) }
        let hasIDColumn = table.columnNames.contains(Column.id[0])
        var kept: [RegulationRecord] = []
        for row in table.rows {
            rowsRead += 1
            if let record = normalise(row, hasIDColumn: hasIDColumn) { kept.append(record) }
        }
        return kept.sorted { $0.regulation.id.numericOrder < $1.regulation.id.numericOrder }
    }

    private mutating func note(_ topic: String, _ place: String) {
        notes[topic, default: []].append(place)
    }

    private mutating func normalise(_ row: SourceTable.Row, hasIDColumn: Bool) -> RegulationRecord? {
        let id = hasIDColumn ? row.value(Column.id) : (row.containerID ?? "")
        let place = row.place + (hasIDColumn && !id.isEmpty ? " (objectid \(id))" : "")
        if let problem = row.problem {
            drops.drop(place, reason: problem)
            return nil
        }
        guard !id.isEmpty else {
            drops.drop(place, reason: "empty objectid")
            return nil
        }

        let rawKind = row.raw(Column.regulation)
        guard let kind = RegulationKind(spelling: rawKind) else {
            spellings.record("REGULATION", raw: rawKind, as: "(dropped)")
            drops.drop(
                place,
                reason: rawKind.trimmingSpaces().isEmpty ? "empty REGULATION" : "unknown REGULATION \"\(rawKind)\"")
            return nil
        }
        spellings.record("REGULATION", raw: rawKind, as: kind.rawValue)

        let geometry: [[Coordinate]]
        switch row.lines {
        case nil:
            drops.drop(place, reason: "no geometry (empty shape)")
            return nil
        case .failure(let failure):
            drops.drop(place, reason: "unreadable geometry: \(failure)")
            return nil
        case .success(let parts):
            geometry = parts.filter { !$0.isEmpty }
        }
        guard geometry.contains(where: { $0.count >= 2 }) else {
            drops.drop(place, reason: "geometry has no line of two or more points")
            return nil
        }

        let rawDays = row.raw(Column.days)
        let days: WeekdaySet
        if rawDays.trimmingSpaces().isEmpty {
            days = .everyDay
            spellings.record("DAYS", raw: rawDays, as: "every day (rule for empty DAYS)")
            note("empty DAYS read as every day (\(kind.rawValue))", place)
        } else if let parsed = WeekdaySet.parse(days: rawDays) {
            days = parsed
            spellings.record("DAYS", raw: rawDays, as: parsed.codes.joined(separator: ","))
        } else {
            spellings.record("DAYS", raw: rawDays, as: "(dropped)")
            drops.drop(place, reason: "unreadable DAYS \"\(rawDays)\"")
            return nil
        }

        guard let hours = readHours(row, kind: kind, place: place) else {
            drops.drop(place, reason: "unreadable hours (HOURS \"\(row.raw(Column.hours))\")")
            return nil
        }

        let rawLimit = row.raw(Column.limit)
        let limitMinutes: Int?
        switch HourLimit.read(rawLimit) {
        case .minutes(let minutes):
            limitMinutes = minutes
            spellings.record("HRLIMIT", raw: rawLimit, as: "\(minutes) min")
        case .none:
            limitMinutes = nil
            spellings.record("HRLIMIT", raw: rawLimit, as: "no limit (null)")
        case .unreadable:
            limitMinutes = nil
            spellings.record("HRLIMIT", raw: rawLimit, as: "unreadable: no limit (null)")
            note("unreadable HRLIMIT read as no limit", place)
        }
        if kind == .timeLimit && limitMinutes == nil {
            note("timeLimit rows without a usable HRLIMIT (limitMinutes null)", place)
        }

        var areas: [String] = []
        for (index, names) in Column.areas.enumerated() {
            let raw = row.raw(names)
            guard !raw.trimmingSpaces().isEmpty else { continue }
            if let code = PermitArea.code(spelling: raw) {
                spellings.record("RPPAREA", raw: raw, as: code)
                if !areas.contains(code) { areas.append(code) }
            } else {
                spellings.record("RPPAREA", raw: raw, as: "(not an area: left out)")
                note("RPPAREA\(index + 1) value \"\(raw)\" is not an area code (left out)", place)
            }
        }

        let rawExceptions = row.raw(Column.exceptions)
        let exemption = Exemption(text: rawExceptions)
        spellings.record("EXCEPTIONS", raw: rawExceptions, as: exemption.label)
        if exemption.rppExemption != nil && areas.isEmpty {
            note("RPP exemption stated but no permit area listed", place)
        }

        do throws(ParkingDataError) {
            var lines: [LineString] = []
            for (index, part) in geometry.enumerated() {
                do throws(GeometryError) {
                    lines.append(try LineString(coordinates: part))
                } catch {
                    throw .invalidGeometry(record: "regulation \(id)", line: index, error)
                }
            }
            let regulation = try BlockFaceRegulation(
                id: id, kind: kind, days: days, startMinute: hours.start, endMinute: hours.end,
                limitMinutes: limitMinutes, permitAreas: areas, rppExemption: exemption.rppExemption,
                exceptions: exemption.otherText, lines: lines)
            return RegulationRecord(
                regulation: regulation, neighborhood: row.value(Column.neighborhood), place: place)
        } catch {
            drops.drop(place, reason: "rejected by ZoneKit: \(error)")
            return nil
        }
    }

    /// The hours, by the precedence in the type's documentation; records which column supplied them.
    private mutating func readHours(_ row: SourceTable.Row, kind: RegulationKind, place: String)
        -> (start: Int, end: Int)?
    {
        let hours = row.raw(Column.hours)
        let trimmed = hours.trimmingSpaces()
        let begin = row.raw(Column.begin), end = row.raw(Column.end)
        let fromTime = row.raw(Column.fromTime), toTime = row.raw(Column.toTime)
        let hoursUsable = !trimmed.isEmpty && trimmed != "-"
        if hoursUsable, let range = HoursParser.range(trimmed) {
            spellings.record("HOURS", raw: hours, as: MinuteFormat.range(start: range.start, end: range.end))
            if let split = HoursParser.hours(begin: begin, end: end), split != range {
                note(
                    "HOURS disagrees with HRS_BEGIN/HRS_END (HOURS used)",
                    place + " HOURS \(trimmed) vs \(begin)-\(end)")
            }
            return range
        }
        if hoursUsable {
            note("unreadable HOURS \"\(hours)\" (fell back to other columns)", place)
        }
        if !begin.trimmingSpaces().isEmpty || !end.trimmingSpaces().isEmpty {
            if let range = HoursParser.hours(begin: begin, end: end) {
                spellings.record(
                    "HOURS", raw: hours,
                    as: MinuteFormat.range(start: range.start, end: range.end) + " (from HRS_BEGIN/HRS_END)")
                return range
            }
        }
        if !fromTime.trimmingSpaces().isEmpty || !toTime.trimmingSpaces().isEmpty {
            if let range = HoursParser.hours(fromTime: fromTime, toTime: toTime) {
                spellings.record(
                    "HOURS", raw: hours,
                    as: MinuteFormat.range(start: range.start, end: range.end) + " (from FROM_TIME/TO_TIME)")
                return range
            }
        }
        if hoursUsable {
            spellings.record("HOURS", raw: hours, as: "(dropped)")
            return nil
        }
        spellings.record("HOURS", raw: hours, as: "00:00–24:00 (rule for empty hours)")
        note("empty hours read as all day (\(kind.rawValue))", place)
        return (0, 1440)
    }
}

extension String {
    /// A key ordering numeric strings by value (then text), so ids sort 2, 10, 100.
    var numericOrder: NumericOrder { NumericOrder(text: self) }
}

/// Orders strings of digits by their numeric value, and anything else after them by text.
struct NumericOrder: Comparable {
    let text: String

    static func < (lhs: NumericOrder, rhs: NumericOrder) -> Bool {
        let left = Int(lhs.text), right = Int(rhs.text)
        switch (left, right) {
        case (let a?, let b?): return a != b ? a < b : lhs.text < rhs.text
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs.text < rhs.text
        }
    }
}
