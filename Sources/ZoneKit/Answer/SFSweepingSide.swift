/// The street-sweeping schedules of one side of one street segment: a feature of
/// `sweeping.geojson` (DOMAIN §2).
///
/// Both sides of a segment share the same centreline geometry; ``side`` says which side of its
/// digitising direction this one is, ``blockSide`` what the city calls it on the compass.
package struct SFSweepingSide: Hashable, Sendable {
    /// The centreline's CNN (the city's street-segment number), or `nil` when the source has none.
    package let cnn: String?
    /// The side relative to the centreline's digitising direction, or `nil` when the data could not
    /// tell (such a side is treated as possibly either, and the answer says so).
    package let side: CurbSide?
    /// The compass label of the side as written (`North`, `SouthWest`), or `nil`.
    package let blockSideLabel: String?
    /// ``blockSideLabel`` read as a compass point, or `nil` when absent or not a compass label.
    package let blockSide: CompassDirection?
    /// The street name (`Guerrero St`).
    package let street: String?
    /// The block's limits as written (`19th St  -  20th St`).
    package let limits: String?
    /// The cross street at the start of the limits.
    package let fromStreet: String?
    /// The cross street at the end of the limits.
    package let toStreet: String?
    /// The sweeping windows of this side; may be empty (a side that is never swept).
    package let schedules: [SFSweepingSchedule]
    /// The centreline, shared with the other side of the segment.
    package let line: LineString

    /// Creates a side from typed values.
    ///
    /// - Parameters:
    ///   - cnn: the CNN, or `nil`.
    ///   - side: the side of the digitising direction, or `nil`.
    ///   - blockSide: the compass label as written, or `nil`; an unknown label is kept as text
    ///     (``blockSide`` is then `nil`).
    ///   - street: the street name.
    ///   - limits: the limits as written.
    ///   - fromStreet: the first cross street.
    ///   - toStreet: the second cross street.
    ///   - schedules: the sweeping windows.
    ///   - line: the centreline.
    package init(
        cnn: String?, side: CurbSide?, blockSide: String?, street: String?, limits: String?, fromStreet: String?,
        toStreet: String?, schedules: [SFSweepingSchedule], line: LineString
    ) {
        self.cnn = Self.nonEmpty(cnn)
        self.side = side
        self.blockSideLabel = Self.nonEmpty(blockSide)
        self.blockSide = blockSide.flatMap(CompassDirection.init(label:))
        self.street = Self.nonEmpty(street)
        self.limits = Self.nonEmpty(limits)
        self.fromStreet = Self.nonEmpty(fromStreet)
        self.toStreet = Self.nonEmpty(toStreet)
        self.schedules = schedules
        self.line = line
    }

    /// Creates a side from the properties of a `sweeping.geojson` feature, as written.
    ///
    /// - Parameters:
    ///   - cnn: `cnn`.
    ///   - side: `side`: `L`, `R` or `nil`.
    ///   - blockSide: `blockSide`.
    ///   - street: `street`.
    ///   - limits: `limits`.
    ///   - fromStreet: `fromStreet`.
    ///   - toStreet: `toStreet`.
    ///   - schedules: `schedules`, already read with
    ///     ``SFSweepingSchedule/init(days:from:to:weeks:holidays:record:)``.
    ///   - line: the LineString's positions.
    /// - Throws: ``ParkingDataError`` for a `side` other than `L`/`R` or an unusable line.
    package init(
        cnn: String?, side: String?, blockSide: String?, street: String?, limits: String?, fromStreet: String?,
        toStreet: String?, schedules: [SFSweepingSchedule], line: [Coordinate]
    ) throws(ParkingDataError) {
        let record = Self.record(cnn: cnn, side: side)
        var parsedSide: CurbSide?
        if let side, !ClockText.trimmed(side).isEmpty {
            guard let parsed = CurbSide(code: side) else {
                throw .invalidValue(
                    record: record, field: "side", value: ClockText.quoted(side), expected: "L, R or null")
            }
            parsedSide = parsed
        }
        let centreline: LineString
        do throws(GeometryError) {
            centreline = try LineString(coordinates: line)
        } catch {
            throw .invalidGeometry(record: record, line: 0, error)
        }
        self.init(
            cnn: cnn, side: parsedSide, blockSide: blockSide, street: street, limits: limits, fromStreet: fromStreet,
            toStreet: toStreet, schedules: schedules, line: centreline)
    }

    /// `sweeping side cnn 100000 L`: how errors name a side.
    package static func record(cnn: String?, side: String?) -> String {
        "sweeping side cnn \(cnn ?? "(none)") \(side ?? "(no side)")"
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = ClockText.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }
}
