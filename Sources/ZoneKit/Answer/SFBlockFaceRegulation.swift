/// One regulation of one block face: a feature of `regulations.geojson` (DOMAIN §1).
///
/// A block face often carries several (an RPP time limit and a no-oversized-vehicles ban drawn
/// along the same curb). The geometry is drawn along the curb, a few metres off the centreline,
/// so its side of the street can be told from the sweeping centreline.
package struct SFBlockFaceRegulation: Hashable, Sendable {
    /// The regulation's `id` in the data file.
    package let id: String
    /// What it does.
    package let kind: SFRegulationKind
    /// The days it is enforced on (an occurrence crossing midnight belongs to the day it starts).
    package let days: WeekdaySet
    /// Start of enforcement, minutes after midnight, 0..<1440.
    package let startMinute: Int
    /// End of enforcement, minutes after midnight, 0...1440 as written in `to`; at or before the
    /// start it is on the next day (`22:00`–`06:00`), and `00:00`–`24:00` is all day.
    package let endMinute: Int
    /// The posted limit in minutes, for time limits and paid parking; `nil` when the data has none
    /// (a time limit without a usable limit is kept and reported, but gives no deadline).
    package let limitMinutes: Int?
    /// The RPP areas whose permits the block honours (up to three), upper case, e.g. `["S"]`.
    package let permitAreas: [String]
    /// What holders of those permits are exempt from, or `nil` when the data does not say.
    package let rppExemption: SFRPPExemption?
    /// Any other exemption, as written (`Yes. Typical passenger vehicles are exempt.`).
    package let exceptions: String?
    /// The lines drawn along the curb (a MultiLineString has several).
    package let lines: [LineString]
    /// The readings of its days, hours or limit that the city's data also supports but the build
    /// did not choose (``SFRegulationAlternative``); empty where the data agrees with itself.
    package let alternatives: [SFRegulationAlternative]

    /// Creates a regulation from typed values, validating them.
    ///
    /// - Parameters:
    ///   - id: the id; not empty.
    ///   - kind: the kind.
    ///   - days: the days; empty means every day for ``SFRegulationKind/noParkingAnyTime`` and is an
    ///     error for any other kind.
    ///   - startMinute: 0..<1440.
    ///   - endMinute: 0...1440.
    ///   - limitMinutes: positive, or `nil`.
    ///   - permitAreas: area codes of one or two letters, any case (stored upper case, no
    ///     duplicates).
    ///   - rppExemption: what permit holders are exempt from.
    ///   - exceptions: other exemptions; empty text counts as `nil`.
    ///   - lines: at least one line.
    ///   - alternatives: the readings not chosen; each hours reading is validated as `from`/`to` are.
    /// - Throws: ``ParkingDataError`` naming the property that is wrong.
    package init(
        id: String, kind: SFRegulationKind, days: WeekdaySet, startMinute: Int, endMinute: Int, limitMinutes: Int?,
        permitAreas: [String], rppExemption: SFRPPExemption?, exceptions: String?, lines: [LineString],
        alternatives: [SFRegulationAlternative] = []
    ) throws(ParkingDataError) {
        guard !id.isEmpty else {
            throw .missingValue(record: "a regulation", field: "id", why: "every regulation needs an id")
        }
        let record = "regulation \(id)"
        try CurbWindow.checkMinutes(startMinute: startMinute, endMinute: endMinute, record: record)
        if days.isEmpty && kind != .noParkingAnyTime {
            throw .missingValue(record: record, field: "days", why: "a \(kind) regulation is enforced on some days")
        }
        if let limitMinutes, limitMinutes <= 0 {
            throw .invalidValue(
                record: record, field: "limitMinutes", value: "\(limitMinutes)",
                expected: "a positive number of minutes"
            )
        }
        guard !lines.isEmpty else {
            throw .missingValue(record: record, field: "geometry", why: "a regulation is drawn along its curb")
        }
        for alternative in alternatives {
            switch alternative.reading {
            case .hours(let start, let end):
                guard (0..<1440).contains(start), (0...1440).contains(end) else {
                    throw .invalidValue(
                        record: record, field: "alternatives", value: "hours \(start)–\(end)",
                        expected: "minutes 0..<1440 and 0...1440")
                }
            case .days(let days):
                guard !days.isEmpty else {
                    throw .missingValue(record: record, field: "alternatives", why: "a days reading names a day")
                }
            case .limit(let minutes):
                if let minutes, minutes <= 0 {
                    throw .invalidValue(
                        record: record, field: "alternatives", value: "\(minutes)",
                        expected: "a positive number of minutes or null")
                }
            }
        }
        self.id = id
        self.kind = kind
        self.days = days.isEmpty ? .everyDay : days
        self.startMinute = startMinute
        self.endMinute = endMinute
        self.limitMinutes = limitMinutes
        self.permitAreas = try ClockText.areas(permitAreas, record: record, field: "permitAreas")
        self.rppExemption = rppExemption
        self.exceptions = exceptions.flatMap { ClockText.trimmed($0).isEmpty ? nil : $0 }
        self.lines = lines
        self.alternatives = alternatives
    }

    /// Creates a regulation from the properties of a `regulations.geojson` feature, as written.
    ///
    /// - Parameters:
    ///   - id: `id`.
    ///   - kind: `kind`: `timeLimit`, `payOrPermit`, `paidPlusPermit`, `noParkingAnyTime`,
    ///     `limitedNoParking`, `noOvernightParking`, `noOversizedVehicles`, `governmentPermit` or
    ///     `noStopping`.
    ///   - days: `days`, codes `mon` … `sun`.
    ///   - from: `from`, `HH:MM`.
    ///   - to: `to`, `HH:MM`, up to `24:00`.
    ///   - limitMinutes: `limitMinutes`: a positive whole number, or `nil` (JSON null).
    ///   - permitAreas: `permitAreas`.
    ///   - rppExemptFrom: `rppExemptFrom`: `limit`, `payment` or `nil`.
    ///   - exceptions: `exceptions`.
    ///   - lines: the geometry's lines (one for a LineString), each as positions.
    ///   - alternatives: `alternatives`, already read (``SFRegulationAlternative``).
    /// - Throws: ``ParkingDataError`` naming the property that is wrong.
    package init(
        id: String, kind: String, days: [String], from: String, to: String, limitMinutes: Double?,
        permitAreas: [String], rppExemptFrom: String?, exceptions: String?, lines: [[Coordinate]],
        alternatives: [SFRegulationAlternative] = []
    ) throws(ParkingDataError) {
        let record = id.isEmpty ? "a regulation" : "regulation \(id)"
        guard let parsedKind = SFRegulationKind(rawValue: kind) else {
            let kinds = SFRegulationKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidValue(
                record: record, field: "kind", value: ClockText.quoted(kind), expected: "one of \(kinds)")
        }
        let parsedDays = try ClockText.days(days, record: record, allowingHoliday: false).days
        let hours = try ClockText.hours(from: from, to: to, record: record)
        var limit: Int?
        if let limitMinutes {
            guard limitMinutes.isFinite, limitMinutes.rounded() == limitMinutes, limitMinutes > 0,
                limitMinutes <= Double(Int32.max)
            else {
                throw .invalidValue(
                    record: record, field: "limitMinutes", value: "\(limitMinutes)",
                    expected: "a positive whole number of minutes")
            }
            limit = Int(limitMinutes)
        }
        var exemption: SFRPPExemption?
        if let rppExemptFrom {
            guard let parsed = SFRPPExemption(rawValue: rppExemptFrom) else {
                throw .invalidValue(
                    record: record, field: "rppExemptFrom", value: ClockText.quoted(rppExemptFrom),
                    expected: "limit, payment or null")
            }
            exemption = parsed
        }
        var parsedLines: [LineString] = []
        for (index, coordinates) in lines.enumerated() {
            do throws(GeometryError) {
                parsedLines.append(try LineString(coordinates: coordinates))
            } catch {
                throw .invalidGeometry(record: record, line: index, error)
            }
        }
        try self.init(
            id: id, kind: parsedKind, days: parsedDays, startMinute: hours.start, endMinute: hours.end,
            limitMinutes: limit, permitAreas: permitAreas, rppExemption: exemption, exceptions: exceptions,
            lines: parsedLines, alternatives: alternatives)
    }

    /// When the regulation is enforced, with the holiday class of its kind
    /// (``SFRegulationKind/holidayClass``).
    package var window: CurbWindow {
        CurbWindow(days: days, startMinute: startMinute, endMinute: endMinute, holidayClass: kind.holidayClass)
    }

    /// The box around every line.
    package var boundingBox: BoundingBox {
        var box = lines[0].boundingBox
        for line in lines.dropFirst() { box.expand(toInclude: line.boundingBox) }
        return box
    }
}
