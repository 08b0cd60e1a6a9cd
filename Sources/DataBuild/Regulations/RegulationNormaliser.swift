import ZoneKit

/// Turns rows of the regulations export (DataSF hi6h-neyh, as CSV or as GeoJSON) into ZoneKit
/// ``ZoneKit/SFBlockFaceRegulation`` values, recording every spelling it mapped and every row it
/// dropped.
///
/// Columns are matched case-insensitively: the CSV export writes `REGULATION`, `DAYS`, `HOURS`,
/// `HRS_BEGIN`, `HRS_END`, `FROM_TIME`, `TO_TIME`, `HRLIMIT`, `RPPAREA1..3`, `EXCEPTIONS`,
/// `objectid` and a WKT `shape`; the GeoJSON export (the Lone Mountain extract) the same names in
/// lower case, as feature properties, with some columns absent (no `objectid`: the feature's
/// index is the id).
///
/// Rules, each documented in the generated README and counted in the report:
/// - `REGULATION` is matched ignoring case and punctuation (``ZoneKit/SFRegulationKind/init(spelling:)``);
///   an empty or unknown value drops the row.
/// - `DAYS`: see ``ZoneKit/WeekdaySet/parse(days:)``. **Empty `DAYS` means every day**, for every
///   kind: a sign without days is in force daily, and reading it so never tells a driver they may
///   park when the sign says otherwise. An unreadable non-empty value drops the row.
/// - Days, hours and limit are each said by several fields (`DAYS`; `HOURS`, `HRS_BEGIN/HRS_END`,
///   `FROM_TIME/TO_TIME`; `HRLIMIT`; for time limits also the sign text in `SYM_RPP2` and the
///   resolution text in `REGDETAILS`, ``SignText``). ``ReadingVote`` decides: majority, then the most
///   specific field. An empty `DAYS` or `HRLIMIT` is filled from the text where it has one; a time
///   limit whose days nothing names keeps every day, with the usual days of such limits
///   (``UsualDays``) as its alternative. Every reading not chosen is kept in the regulation's
///   `alternatives` (docs/DISAGREEMENTS.md). With no hours at all: all day (the data's meaning of
///   empty hours). `0-0` and `0-2400` are all day; `2400-600` is 00:00–06:00; windows may cross
///   midnight.
/// - `HRLIMIT` hours to minutes, rounded (0.33 → 20); 0 or empty → no limit (unless filled).
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
    /// The usual days of time limits, for rows with an empty `DAYS` (set from the table first).
    private var usualDays: UsualDays?

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
        static let symbol = ["sym_rpp2"]
        static let details = ["regdetails"]
        static let required = [regulation, days, hours, limit, exceptions, areas[0]]
    }

    /// Normalises every row of `table`.
    ///
    /// - Throws: ``DataBuildError/missingColumn(file:column:)`` when a required column is absent.
    /// - Returns: the kept regulations, sorted by numeric id.
    mutating func normalise(_ table: SourceTable) throws(DataBuildError) -> [RegulationRecord] {
        for names in Column.required { try table.requireColumn(names) }
        let hasIDColumn = table.columnNames.contains(Column.id[0])
        usualDays = UsualDays(
            table, kind: Column.regulation, days: Column.days, hours: Column.hours, limit: Column.limit)
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
        guard let kind = SFRegulationKind(spelling: rawKind) else {
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

        let isTimeLimit = kind == .timeLimit
        let sign = isTimeLimit ? SignText.symbol(row.raw(Column.symbol)) : nil
        let details = isTimeLimit ? SignText.details(row.raw(Column.details)) : nil
        var alternatives: [SFRegulationAlternative] = []

        let rawDays = row.raw(Column.days)
        let daysEmpty = rawDays.trimmingSpaces().isEmpty
        var dayVote = ReadingVote<WeekdaySet>()
        if !daysEmpty {
            guard let parsed = WeekdaySet.parse(days: rawDays) else {
                spellings.record("DAYS", raw: rawDays, as: "(dropped)")
                drops.drop(place, reason: "unreadable DAYS \"\(rawDays)\"")
                return nil
            }
            spellings.record("DAYS", raw: rawDays, as: parsed.codes.joined(separator: ","))
            dayVote.add("DAYS", parsed)
        }
        dayVote.add("SYM_RPP2", sign?.days)
        dayVote.add("REGDETAILS", details?.days)
        let days: WeekdaySet
        if let outcome = dayVote.decide() {
            days = outcome.chosen.value
            if daysEmpty {
                spellings.record(
                    "DAYS", raw: rawDays, as: days.codes.joined(separator: ",") + " (from \(outcome.chosen.fieldList))")
                alternatives.append(
                    SFRegulationAlternative(
                        reading: .days(.everyDay), fields: "DAYS (empty)", chosenFields: outcome.chosen.fieldList,
                        rule: .filledFromText))
                note(
                    Topic.filled("days", empty: "DAYS", kept: "every day"),
                    place + " \(outcome.chosen.fieldList) \(days)")
            }
            alternatives += contest("days", outcome, place: place, text: { "\($0)" }, reading: { .days($0) })
        } else {
            days = .everyDay
            spellings.record("DAYS", raw: rawDays, as: "every day (rule for empty DAYS)")
            note("empty DAYS read as every day (\(kind.rawValue))", place)
            if isTimeLimit, let usual = usualDays?.days(hours: row.raw(Column.hours), limit: row.raw(Column.limit)),
                usual.days != .everyDay
            {
                alternatives.append(
                    SFRegulationAlternative(
                        reading: .days(usual.days), fields: usual.of, chosenFields: "DAYS (empty)", rule: .usualDays))
                note(Topic.usualDays, place + " every day over \(usual.days) (\(usual.of))")
            }
        }

        guard let hours = readHours(row, kind: kind, place: place, sign: sign, details: details) else {
            drops.drop(place, reason: "unreadable hours (HOURS \"\(row.raw(Column.hours))\")")
            return nil
        }
        alternatives += hours.alternatives

        let rawLimit = row.raw(Column.limit)
        var limitVote = ReadingVote<Int>()
        switch HourLimit.read(rawLimit) {
        case .minutes(let minutes):
            limitVote.add("HRLIMIT", minutes)
            spellings.record("HRLIMIT", raw: rawLimit, as: "\(minutes) min")
        case .none:
            spellings.record("HRLIMIT", raw: rawLimit, as: "no limit (null)")
        case .unreadable:
            spellings.record("HRLIMIT", raw: rawLimit, as: "unreadable: no limit (null)")
            note("unreadable HRLIMIT read as no limit", place)
        }
        let limitGiven = !limitVote.readings.isEmpty
        limitVote.add("SYM_RPP2", sign?.limitMinutes)
        limitVote.add("REGDETAILS", details?.limitMinutes)
        var limitMinutes: Int?
        if let outcome = limitVote.decide() {
            limitMinutes = outcome.chosen.value
            if !limitGiven {
                let empty =
                    rawLimit.trimmingSpaces().isEmpty ? "HRLIMIT (empty)" : "HRLIMIT (\(rawLimit.trimmingSpaces()))"
                alternatives.append(
                    SFRegulationAlternative(
                        reading: .limit(minutes: nil), fields: empty, chosenFields: outcome.chosen.fieldList,
                        rule: .filledFromText))
                note(
                    Topic.filled("limit", empty: "HRLIMIT", kept: "no limit"),
                    place + " \(outcome.chosen.fieldList) \(outcome.chosen.value) min")
            }
            alternatives += contest(
                "limit", outcome, place: place, text: { "\($0) min" }, reading: { .limit(minutes: $0) })
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
            let regulation = try SFBlockFaceRegulation(
                id: id, kind: kind, days: days, startMinute: hours.range.start, endMinute: hours.range.end,
                limitMinutes: limitMinutes, permitAreas: areas, rppExemption: exemption.rppExemption,
                exceptions: exemption.otherText, lines: lines, alternatives: alternatives)
            return RegulationRecord(
                regulation: regulation, neighborhood: row.value(Column.neighborhood), place: place)
        } catch {
            drops.drop(place, reason: "rejected by ZoneKit: \(error)")
            return nil
        }
    }

    /// The hours, by the decision rule (``ReadingVote``) over `HOURS`, `HRS_BEGIN/HRS_END`,
    /// `FROM_TIME/TO_TIME` and, for time limits, the sign text; records which fields supplied them
    /// and keeps the readings not chosen.
    private mutating func readHours(
        _ row: SourceTable.Row, kind: SFRegulationKind, place: String, sign: SignText?, details: SignText?
    ) -> (range: MinuteRange, alternatives: [SFRegulationAlternative])? {
        let hours = row.raw(Column.hours)
        let trimmed = hours.trimmingSpaces()
        let begin = row.raw(Column.begin), end = row.raw(Column.end)
        let fromTime = row.raw(Column.fromTime), toTime = row.raw(Column.toTime)
        let hoursUsable = !trimmed.isEmpty && trimmed != "-"
        var vote = ReadingVote<MinuteRange>()
        if hoursUsable {
            if let range = HoursParser.range(trimmed) {
                vote.add("HOURS", MinuteRange(start: range.start, end: range.end))
            } else {
                note("unreadable HOURS \"\(hours)\" (fell back to other columns)", place)
            }
        }
        if !begin.trimmingSpaces().isEmpty || !end.trimmingSpaces().isEmpty {
            vote.add("HRS_BEGIN/HRS_END", MinuteRange(HoursParser.hours(begin: begin, end: end)))
        }
        if !fromTime.trimmingSpaces().isEmpty || !toTime.trimmingSpaces().isEmpty {
            vote.add("FROM_TIME/TO_TIME", MinuteRange(HoursParser.hours(fromTime: fromTime, toTime: toTime)))
        }
        vote.add("SYM_RPP2", MinuteRange(sign?.hours))
        vote.add("REGDETAILS", MinuteRange(details?.hours))
        if let outcome = vote.decide() {
            let range = outcome.chosen.value
            let source = outcome.chosen.fields[0] == "HOURS" ? "" : " (from \(outcome.chosen.fields[0]))"
            spellings.record("HOURS", raw: hours, as: range.text + source)
            let alternatives = contest(
                "hours", outcome, place: place, text: \.text,
                reading: { .hours(startMinute: $0.start, endMinute: $0.end) })
            return (range, alternatives)
        }
        if hoursUsable {
            spellings.record("HOURS", raw: hours, as: "(dropped)")
            return nil
        }
        spellings.record("HOURS", raw: hours, as: "00:00–24:00 (rule for empty hours)")
        note("empty hours read as all day (\(kind.rawValue))", place)
        return (MinuteRange(start: 0, end: 1440), [])
    }

    /// The alternatives an outcome leaves, each noted under its aspect and the rule that decided it.
    private mutating func contest<Value>(
        _ aspect: String, _ outcome: ReadingVote<Value>.Outcome, place: String, text: (Value) -> String,
        reading: (Value) -> SFRegulationAlternative.Reading
    ) -> [SFRegulationAlternative] {
        guard let rule = outcome.rule else { return [] }
        var alternatives: [SFRegulationAlternative] = []
        for other in outcome.others {
            note(
                Topic.contested(aspect, rule: rule),
                place + " \(outcome.chosen.fieldList) \(text(outcome.chosen.value)) over "
                    + "\(other.fieldList) \(text(other.value))")
            alternatives.append(
                SFRegulationAlternative(
                    reading: reading(other.value), fields: other.fieldList, chosenFields: outcome.chosen.fieldList,
                    rule: rule))
        }
        return alternatives
    }
}

/// The report's topics for the readings the build decided between (docs/DISAGREEMENTS.md).
enum Topic {
    /// `contested hours, decided by majority (alternative kept)`.
    static func contested(_ aspect: String, rule: SFRegulationAlternative.Rule) -> String {
        let how =
            switch rule {
            case .majority: "majority"
            case .mostSpecific: "a tie, so the most specific field"
            case .filledFromText: "filling from the sign text"
            case .usualDays: "the usual days"
            }
        return "contested \(aspect), decided by \(how) (alternative kept)"
    }

    /// `limit filled from the sign text: HRLIMIT empty (no limit kept as the alternative)`.
    static func filled(_ aspect: String, empty field: String, kept: String) -> String {
        "\(aspect) filled from the sign text: \(field) empty or 0 (\(kept) kept as the alternative)"
    }

    /// The time limits with an empty `DAYS` and nothing else naming days.
    static let usualDays =
        "time limit with empty DAYS: every day kept, the usual days of such limits kept as the alternative"
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
