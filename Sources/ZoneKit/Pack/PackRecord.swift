/// A value a pack keeps decoded (formats 3 and 4): written with ``write(to:)`` when the pack is built,
/// read back with ``init(from:)`` when a batch loads everything (``DataPack/allData()``),
/// with no JSON parsed and no text re-read.
///
/// What is written are the stored values, and reading goes through the type's own typed
/// initialiser, which validates again. The pack builder reads every record back and compares it
/// with the value it was written from (``DataPack/checkedRecords(_:of:in:)``), so a value that
/// would not survive the trip leaves no pack rather than a different answer.
protocol PackRecord: Sendable, Equatable {
    /// Appends the value.
    func write(to writer: inout PackWriter)
    /// Reads a value ``write(to:)`` wrote.
    ///
    /// - Throws: ``DataPackError/corrupt(path:reason:)`` for bytes that do not read as one.
    init(from reader: inout PackReader) throws(DataPackError)
}

extension PackWriter {
    mutating func append(_ value: Bool) { append(UInt8(value ? 1 : 0)) }

    mutating func append(_ value: String?) {
        append(value != nil)
        if let value { append(value) }
    }

    mutating func append(_ value: Int?) {
        append(value != nil)
        if let value { append(value) }
    }

    mutating func append(_ strings: [String]) {
        append(UInt32(strings.count))
        for string in strings { append(string) }
    }

    mutating func append<Record: PackRecord>(_ records: [Record]) {
        append(UInt32(records.count))
        for record in records { record.write(to: &self) }
    }
}

extension PackReader {
    mutating func uint8() throws(DataPackError) -> UInt8 {
        guard position < bytes.count else { throw corrupt("it ends early (at byte \(position))") }
        try ensure(position, 1)
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bool() throws(DataPackError) -> Bool {
        switch try uint8() {
        case 0: false
        case 1: true
        case let other: throw corrupt("a flag of \(other) at byte \(position - 1)")
        }
    }

    mutating func int() throws(DataPackError) -> Int { Int(try int64()) }

    mutating func optionalString() throws(DataPackError) -> String? { try bool() ? try string() : nil }

    mutating func optionalInt() throws(DataPackError) -> Int? { try bool() ? try int() : nil }

    mutating func strings() throws(DataPackError) -> [String] {
        let count = try elementCount(leastBytesEach: 4)
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try string()) }
        return strings
    }

    mutating func records<Record: PackRecord>(of type: Record.Type = Record.self) throws(DataPackError) -> [Record] {
        let count = try elementCount(leastBytesEach: 1)
        var records: [Record] = []
        records.reserveCapacity(count)
        for _ in 0..<count { records.append(try Record(from: &self)) }
        return records
    }

    /// A value of a `String`-backed enumeration, written as its raw value.
    mutating func value<Value: RawRepresentable<String>>(of type: Value.Type = Value.self) throws(DataPackError)
        -> Value
    {
        let text = try string()
        guard let value = Value(rawValue: text) else { throw corrupt("\"\(text)\" is not a \(Value.self)") }
        return value
    }

    /// An optional value of a `String`-backed enumeration, written as its raw value or none.
    mutating func optionalValue<Value: RawRepresentable<String>>(of type: Value.Type = Value.self)
        throws(DataPackError) -> Value?
    {
        try bool() ? try value(of: Value.self) : nil
    }

    /// A count of elements that each take at least `leastBytesEach` bytes, checked against what is
    /// left, so that a damaged count cannot ask for more memory than the pack could describe.
    private mutating func elementCount(leastBytesEach: Int) throws(DataPackError) -> Int {
        let count = Int(try uint32())
        guard count <= (bytes.count - position) / leastBytesEach else { throw corrupt("a list runs past the end") }
        return count
    }

    /// Maps a model's validation failure to a corrupt pack (the builder only writes values that passed).
    func model<Value>(_ make: () throws(ParkingDataError) -> Value) throws(DataPackError) -> Value {
        do throws(ParkingDataError) {
            return try make()
        } catch {
            throw corrupt("a record does not validate (\(error))")
        }
    }
}

/// A geometry a pack keeps as its positions alone (a line, a ring): their count, then each one's
/// longitude and latitude, read back through the type's own validating initialiser.
protocol PositionsRecord: PackRecord {
    /// What the geometry is called in a message: "a line".
    static var recordName: String { get }
    var coordinates: [Coordinate] { get }
    init(coordinates: [Coordinate]) throws(GeometryError)
}

extension PositionsRecord {
    func write(to writer: inout PackWriter) {
        writer.append(UInt32(coordinates.count))
        for coordinate in coordinates {
            writer.append(coordinate.longitude)
            writer.append(coordinate.latitude)
        }
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let count = Int(try reader.uint32())
        guard count <= (reader.bytes.count - reader.position) / 16 else {
            throw reader.corrupt("\(Self.recordName) runs past the end")
        }
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(count)
        for _ in 0..<count {
            let longitude = try reader.double()
            coordinates.append(Coordinate(latitude: try reader.double(), longitude: longitude))
        }
        do throws(GeometryError) {
            try self.init(coordinates: coordinates)
        } catch {
            throw reader.corrupt("\(Self.recordName) does not validate (\(error))")
        }
    }
}

extension LineString: PositionsRecord {
    static let recordName = "a line"
}

extension SFRegulationAlternative: PackRecord {
    func write(to writer: inout PackWriter) {
        switch reading {
        case .hours(let start, let end):
            writer.append(UInt8(0))
            writer.append(start)
            writer.append(end)
        case .days(let days):
            writer.append(UInt8(1))
            writer.append(days.rawValue)
        case .limit(let minutes):
            writer.append(UInt8(2))
            writer.append(minutes)
        }
        writer.append(fields)
        writer.append(chosenFields)
        writer.append(rule.rawValue)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let reading: Reading
        switch try reader.uint8() {
        case 0: reading = .hours(startMinute: try reader.int(), endMinute: try reader.int())
        case 1: reading = .days(WeekdaySet(rawValue: try reader.uint8()))
        case 2: reading = .limit(minutes: try reader.optionalInt())
        case let other: throw reader.corrupt("an alternative of aspect \(other)")
        }
        self.init(
            reading: reading, fields: try reader.string(), chosenFields: try reader.string(), rule: try reader.value())
    }
}

extension SFBlockFaceRegulation: PackRecord {
    func write(to writer: inout PackWriter) {
        writer.append(id)
        writer.append(kind.rawValue)
        writer.append(days.rawValue)
        writer.append(startMinute)
        writer.append(endMinute)
        writer.append(limitMinutes)
        writer.append(permitAreas)
        writer.append(rppExemption?.rawValue)
        writer.append(exceptions)
        writer.append(lines)
        writer.append(alternatives)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let id = try reader.string()
        let kind: SFRegulationKind = try reader.value()
        let days = WeekdaySet(rawValue: try reader.uint8())
        let start = try reader.int()
        let end = try reader.int()
        let limit = try reader.optionalInt()
        let areas = try reader.strings()
        let exemption: SFRPPExemption? = try reader.optionalValue()
        let exceptions = try reader.optionalString()
        let lines: [LineString] = try reader.records()
        let alternatives: [SFRegulationAlternative] = try reader.records()
        self = try reader.model { () throws(ParkingDataError) in
            try SFBlockFaceRegulation(
                id: id, kind: kind, days: days, startMinute: start, endMinute: end, limitMinutes: limit,
                permitAreas: areas, rppExemption: exemption,
                exceptions: exceptions, lines: lines, alternatives: alternatives)
        }
    }
}

extension SFSweepingSchedule: PackRecord {
    func write(to writer: inout PackWriter) {
        writer.append(days.rawValue)
        writer.append(includesHolidayDay)
        writer.append(startMinute)
        writer.append(endMinute)
        writer.append(weeks.rawValue)
        writer.append(holidays.rawValue)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let days = WeekdaySet(rawValue: try reader.uint8())
        let includesHolidayDay = try reader.bool()
        let start = try reader.int()
        let end = try reader.int()
        let weeks = WeekOfMonthSet(rawValue: try reader.uint8())
        let holidays: SFSweepingHolidays = try reader.value()
        self = try reader.model { () throws(ParkingDataError) in
            try SFSweepingSchedule(
                days: days, startMinute: start, endMinute: end, weeks: weeks, holidays: holidays,
                includesHolidayDay: includesHolidayDay)
        }
    }
}

extension SFSweepingSide: PackRecord {
    func write(to writer: inout PackWriter) {
        writer.append(cnn)
        writer.append(side?.rawValue)
        writer.append(blockSideLabel)
        writer.append(street)
        writer.append(limits)
        writer.append(fromStreet)
        writer.append(toStreet)
        writer.append(schedules)
        line.write(to: &writer)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let cnn = try reader.optionalString()
        let side: CurbSide? = try reader.optionalValue()
        self.init(
            cnn: cnn, side: side, blockSide: try reader.optionalString(), street: try reader.optionalString(),
            limits: try reader.optionalString(), fromStreet: try reader.optionalString(),
            toStreet: try reader.optionalString(), schedules: try reader.records(), line: try LineString(from: &reader))
    }
}

extension SFMeteredBlockFace: PackRecord {
    func write(to writer: inout PackWriter) {
        writer.append(blockfaceId)
        writer.append(street)
        writer.append(sideLabel)
        writer.append(fromAddress)
        writer.append(toAddress)
        line.write(to: &writer)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let id = try reader.string()
        let street = try reader.optionalString()
        let side = try reader.optionalString()
        let from = try reader.optionalInt()
        let to = try reader.optionalInt()
        let line = try LineString(from: &reader)
        self = try reader.model { () throws(ParkingDataError) in
            try SFMeteredBlockFace(
                blockfaceId: id, street: street, side: side, fromAddress: from, toAddress: to, line: line)
        }
    }
}

extension LinearRing: PositionsRecord {
    static let recordName = "a ring"
}

extension Polygon: PackRecord {
    func write(to writer: inout PackWriter) {
        writer.append(rings)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let rings: [LinearRing] = try reader.records()
        guard let shell = rings.first else { throw reader.corrupt("a polygon without rings") }
        self.init(shell: shell, holes: Array(rings.dropFirst()))
    }
}

extension MultiPolygon: PackRecord {
    func write(to writer: inout PackWriter) {
        writer.append(polygons)
    }

    init(from reader: inout PackReader) throws(DataPackError) {
        let polygons: [Polygon] = try reader.records()
        do throws(GeometryError) {
            try self.init(polygons: polygons)
        } catch {
            throw reader.corrupt("a zone's shape does not validate (\(error))")
        }
    }
}
