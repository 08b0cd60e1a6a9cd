import ZoneKit

/// Turns rows of the regulations export (DataSF hi6h-neyh) into ``Regulation`` values, recording
/// every spelling it mapped and every row it dropped.
///
/// Rules, each documented in the generated README and counted in the report:
/// - `REGULATION` is matched ignoring case and punctuation (``RegulationKind/init(spelling:)``);
///   an empty or unknown value drops the row.
/// - `DAYS`: see ``DaySet/parse(_:)``. **Empty `DAYS` means every day**, for every kind: a sign
///   without days is in force daily, and reading it so never tells a driver they may park when the
///   sign says otherwise. An unreadable non-empty value drops the row.
/// - Hours: `HOURS` first; when it is empty, `-` or unreadable, `HRS_BEGIN`/`HRS_END`, then
///   `FROM_TIME`/`TO_TIME`; when none is usable, all day (the data's meaning of empty hours).
///   `0-0` and `0-2400` are all day; `2400-600` is 00:00–06:00; windows may cross midnight.
/// - `HRLIMIT` hours to minutes, rounded (0.33 → 20); 0 or empty → no limit.
/// - `RPPAREA1..3` must match `^[A-Z]{1,2}$`; anything else (`0`) is reported and left out.
/// - A row without a readable `shape` geometry is dropped.
struct RegulationNormaliser: Sendable {
    /// Spellings seen, per column.
    private(set) var spellings = SpellingTally()
    /// Rows dropped, by reason.
    private(set) var drops = DropLog()
    /// Notes that do not drop a row, by topic (for example "HOURS disagrees with HRS_BEGIN/HRS_END").
    private(set) var notes: [String: [String]] = [:]
    /// How many rows were read.
    private(set) var rowsRead = 0

    /// Normalises every record of `table`.
    ///
    /// - Throws: ``DataBuildError/missingColumn(file:column:)`` when a required column is absent.
    /// - Returns: the kept regulations, sorted by numeric id.
    mutating func normalise(_ table: CSVTable) throws(DataBuildError) -> [Regulation] {
        let columns = try Columns(table)
        var kept: [Regulation] = []
        for record in table.records {
            rowsRead += 1
            if let regulation = normalise(record, columns: columns, table: table) { kept.append(regulation) }
        }
        return kept.sorted { $0.id.numericOrder < $1.id.numericOrder }
    }

    private struct Columns {
        let id, regulation, days, hours, begin, end, fromTime, toTime, limit, exceptions, shape: Int
        let areas: [Int]
        let neighborhood: Int?
        let width: Int

        init(_ table: CSVTable) throws(DataBuildError) {
            id = try table.requireColumn("objectid")
            regulation = try table.requireColumn("REGULATION")
            days = try table.requireColumn("DAYS")
            hours = try table.requireColumn("HOURS")
            begin = try table.requireColumn("HRS_BEGIN")
            end = try table.requireColumn("HRS_END")
            fromTime = try table.requireColumn("FROM_TIME")
            toTime = try table.requireColumn("TO_TIME")
            limit = try table.requireColumn("HRLIMIT")
            exceptions = try table.requireColumn("EXCEPTIONS")
            shape = try table.requireColumn("shape")
            areas = [
                try table.requireColumn("RPPAREA1"), try table.requireColumn("RPPAREA2"),
                try table.requireColumn("RPPAREA3"),
            ]
            neighborhood = table.column("analysis_neighborhood")
            width = table.header.count
        }
    }

    private mutating func note(_ topic: String, _ place: String) {
        notes[topic, default: []].append(place)
    }

    private mutating func normalise(_ record: CSVTable.Record, columns: Columns, table: CSVTable) -> Regulation? {
        let id = record[columns.id].trimmingSpaces()
        let place = table.place(record) + (id.isEmpty ? "" : " (objectid \(id))")
        guard record.fields.count == columns.width else {
            drops.drop(place, reason: "the row has \(record.fields.count) fields, the header \(columns.width)")
            return nil
        }
        guard !id.isEmpty else {
            drops.drop(place, reason: "empty objectid")
            return nil
        }

        let rawKind = record[columns.regulation]
        guard let kind = RegulationKind(spelling: rawKind) else {
            spellings.record("REGULATION", raw: rawKind, as: "(dropped)")
            drops.drop(
                place,
                reason: rawKind.trimmingSpaces().isEmpty ? "empty REGULATION" : "unknown REGULATION \"\(rawKind)\"")
            return nil
        }
        spellings.record("REGULATION", raw: rawKind, as: kind.rawValue)

        let geometry: [[Coordinate]]
        let shape = record[columns.shape].trimmingSpaces()
        if shape.isEmpty {
            drops.drop(place, reason: "no geometry (empty shape)")
            return nil
        }
        do {
            geometry = try WKTReader.lineParts(shape).filter { !$0.isEmpty }
        } catch {
            drops.drop(place, reason: "unreadable geometry: \(error)")
            return nil
        }
        guard geometry.contains(where: { $0.count >= 2 }) else {
            drops.drop(place, reason: "geometry has no line of two or more points")
            return nil
        }

        let rawDays = record[columns.days]
        let days: DaySet
        if rawDays.trimmingSpaces().isEmpty {
            days = .everyDay
            spellings.record("DAYS", raw: rawDays, as: "every day (rule for empty DAYS)")
            note("empty DAYS read as every day (\(kind.rawValue))", place)
        } else if let parsed = DaySet.parse(rawDays) {
            days = parsed
            spellings.record("DAYS", raw: rawDays, as: parsed.codes.joined(separator: ","))
        } else {
            spellings.record("DAYS", raw: rawDays, as: "(dropped)")
            drops.drop(place, reason: "unreadable DAYS \"\(rawDays)\"")
            return nil
        }

        guard let window = readWindow(record, columns: columns, kind: kind, place: place) else {
            drops.drop(place, reason: "unreadable hours (HOURS \"\(record[columns.hours])\")")
            return nil
        }

        let rawLimit = record[columns.limit]
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
        for (index, column) in columns.areas.enumerated() {
            let raw = record[column]
            guard !raw.trimmingSpaces().isEmpty else { continue }
            if let code = PermitArea.code(raw) {
                spellings.record("RPPAREA", raw: raw, as: code)
                if !areas.contains(code) { areas.append(code) }
            } else {
                spellings.record("RPPAREA", raw: raw, as: "(not an area: left out)")
                note("RPPAREA\(index + 1) value \"\(raw)\" is not an area code (left out)", place)
            }
        }

        let rawExceptions = record[columns.exceptions]
        let exemption = Exemption(text: rawExceptions)
        spellings.record("EXCEPTIONS", raw: rawExceptions, as: exemption.label)
        if exemption.rppExemptFrom != nil && areas.isEmpty {
            note("RPP exemption stated but no permit area listed", place)
        }

        return Regulation(
            id: id, kind: kind, days: days, window: window, limitMinutes: limitMinutes, permitAreas: areas,
            rppExemptFrom: exemption.rppExemptFrom, exceptions: exemption.otherText,
            neighborhood: record[columns.neighborhood].trimmingSpaces(), geometry: geometry, place: place)
    }

    /// The hours, by the precedence in the type's documentation; records which column supplied them.
    private mutating func readWindow(_ record: CSVTable.Record, columns: Columns, kind: RegulationKind, place: String)
        -> DailyWindow?
    {
        let hours = record[columns.hours]
        let trimmed = hours.trimmingSpaces()
        let begin = record[columns.begin], end = record[columns.end]
        let fromTime = record[columns.fromTime], toTime = record[columns.toTime]
        let hoursUsable = !trimmed.isEmpty && trimmed != "-"
        if hoursUsable, let window = HoursParser.range(trimmed) {
            spellings.record("HOURS", raw: hours, as: window.label)
            if let split = HoursParser.window(begin: begin, end: end), split != window {
                note(
                    "HOURS disagrees with HRS_BEGIN/HRS_END (HOURS used)",
                    place + " HOURS \(trimmed) vs \(begin)-\(end)")
            }
            return window
        }
        if hoursUsable {
            note("unreadable HOURS \"\(hours)\" (fell back to other columns)", place)
        }
        if !begin.trimmingSpaces().isEmpty || !end.trimmingSpaces().isEmpty {
            if let window = HoursParser.window(begin: begin, end: end) {
                spellings.record("HOURS", raw: hours, as: window.label + " (from HRS_BEGIN/HRS_END)")
                return window
            }
        }
        if !fromTime.trimmingSpaces().isEmpty || !toTime.trimmingSpaces().isEmpty {
            if let window = HoursParser.window(fromTime: fromTime, toTime: toTime) {
                spellings.record("HOURS", raw: hours, as: window.label + " (from FROM_TIME/TO_TIME)")
                return window
            }
        }
        if hoursUsable {
            spellings.record("HOURS", raw: hours, as: "(dropped)")
            return nil
        }
        spellings.record("HOURS", raw: hours, as: "00:00–24:00 (rule for empty hours)")
        note("empty hours read as all day (\(kind.rawValue))", place)
        return .allDay
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
