/// Why a question could not be answered: something the user gave is wrong. Each message says what
/// and what to do.
public enum ParkingQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A permit that is not an area code of one or two letters; `knownAreas` lists the codes.
    case malformedPermit(String, knownAreas: [String])
    /// A permit for an area no block face or zone in the data uses; `knownAreas` lists the codes.
    case unknownPermit(String, knownAreas: [String])
    /// A side that is neither left/right nor a compass point.
    case unknownSide(String)
    /// A location outside the WGS84 ranges or not a finite number.
    case invalidLocation(Coordinate)
    /// A GPS accuracy that is negative or not a finite number.
    case invalidAccuracy(Double)
    /// A heading that is not a finite number.
    case invalidHeading(Double)

    /// What was wrong and what to do.
    public var description: String {
        switch self {
        case .malformedPermit(let permit, let known):
            return "permit \"\(permit)\" is not an area code: give one or two letters, e.g. S or HV "
                + "(areas in the data: \(known.joined(separator: ", ")))"
        case .unknownPermit(let permit, let known):
            return "permit \"\(permit)\" names no area in the data; known areas: \(known.joined(separator: ", "))"
        case .unknownSide(let side):
            return "side \"\(side)\" is not a side: give left or right (of the street's digitising direction) "
                + "or a compass point: north, northeast, east, southeast, south, southwest, west, northwest"
        case .invalidLocation(let coordinate):
            return "location \(coordinate) is not a position: latitude must be -90...90 and longitude -180...180"
        case .invalidAccuracy(let accuracy):
            return "GPS accuracy \(accuracy) is not a distance: give metres, 0 or more"
        case .invalidHeading(let heading):
            return "heading \(heading) is not a direction: give degrees clockwise from north, e.g. 0 or 270"
        }
    }
}
