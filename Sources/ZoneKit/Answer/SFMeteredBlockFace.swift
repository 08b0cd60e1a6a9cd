/// A block face with parking meters: a feature of `meters.geojson`.
///
/// Meter hours are not in the data. Answers assume San Francisco's common hours,
/// ``assumedHours`` (Mon–Sat 9 AM–6 PM, off on the meter holidays), and say so.
package struct SFMeteredBlockFace: Hashable, Sendable {
    /// The city's `blockface_id`.
    package let blockfaceId: String
    /// The street name as written (`05TH AVE`), or `nil`.
    package let street: String?
    /// The compass side as written (`N`, `SW`), or `nil`.
    package let sideLabel: String?
    /// ``sideLabel`` read as a compass point, or `nil`.
    package let side: CompassDirection?
    /// The first street number of the block face, or `nil`.
    package let fromAddress: Int?
    /// The last street number of the block face, or `nil`.
    package let toAddress: Int?
    /// The line along the curb.
    package let line: LineString

    /// The meter hours answers assume, since the data has none: Monday to Saturday 9 AM–6 PM, off
    /// only on New Year's Day, Thanksgiving and Christmas (``SFHolidayClass/meters``).
    package static let assumedHours = CurbWindow(
        days: .mondayToSaturday, startMinute: 9 * 60, endMinute: 18 * 60, holidayClass: .meters)

    /// Creates a metered block face from typed values.
    ///
    /// - Parameters:
    ///   - blockfaceId: the id; not empty.
    ///   - street: the street name.
    ///   - side: the compass side as written; an unknown label is kept as text.
    ///   - fromAddress: the first street number.
    ///   - toAddress: the last street number.
    ///   - line: the line along the curb.
    /// - Throws: ``ParkingDataError/missingValue(record:field:why:)`` for an empty id.
    package init(
        blockfaceId: String, street: String?, side: String?, fromAddress: Int?, toAddress: Int?, line: LineString
    ) throws(ParkingDataError) {
        guard !ClockText.trimmed(blockfaceId).isEmpty else {
            throw .missingValue(
                record: "a metered block face", field: "blockfaceId", why: "every metered block face needs an id")
        }
        self.blockfaceId = blockfaceId
        self.street = street.flatMap { ClockText.trimmed($0).isEmpty ? nil : $0 }
        self.sideLabel = side.flatMap { ClockText.trimmed($0).isEmpty ? nil : $0 }
        self.side = side.flatMap(CompassDirection.init(label:))
        self.fromAddress = fromAddress
        self.toAddress = toAddress
        self.line = line
    }

    /// Creates a metered block face from the properties of a `meters.geojson` feature, as written.
    ///
    /// - Parameters:
    ///   - blockfaceId: `blockfaceId`.
    ///   - street: `street`.
    ///   - side: `side`.
    ///   - fromAddress: `fromAddress` (a JSON number or null).
    ///   - toAddress: `toAddress`.
    ///   - line: the LineString's positions.
    /// - Throws: ``ParkingDataError`` for an empty id, a fractional or negative address, or an
    ///   unusable line.
    package init(
        blockfaceId: String, street: String?, side: String?, fromAddress: Double?, toAddress: Double?,
        line: [Coordinate]
    ) throws(ParkingDataError) {
        let record = "metered block face \(blockfaceId)"
        func address(_ value: Double?, field: String) throws(ParkingDataError) -> Int? {
            guard let value else { return nil }
            guard value.isFinite, value >= 0, value.rounded() == value, value <= Double(Int32.max) else {
                throw .invalidValue(record: record, field: field, value: "\(value)", expected: "a street number")
            }
            return Int(value)
        }
        let parsedLine: LineString
        do throws(GeometryError) {
            parsedLine = try LineString(coordinates: line)
        } catch {
            throw .invalidGeometry(record: record, line: 0, error)
        }
        try self.init(
            blockfaceId: blockfaceId, street: street, side: side,
            fromAddress: try address(fromAddress, field: "fromAddress"),
            toAddress: try address(toAddress, field: "toAddress"), line: parsedLine)
    }
}
