/// Something wrong or doubtful in a zone file. Errors make the file unusable; warnings say what the
/// reader repaired or what other tools may read differently.
package enum ZoneFileProblem: Equatable, Sendable {
    // MARK: Errors

    /// The text is not JSON at all.
    case invalidJSON(JSONError.Reason)
    /// A problem in a GeoJSON part (a zone's `boundary`, a feature of a FeatureCollection).
    case geoJSON(GeoJSONProblem)
    /// The top level is neither a zone file (an object with `zones`) nor a FeatureCollection;
    /// `found` describes it ("an array", "a GeoJSON Feature").
    case unrecognizedFormat(found: String)
    /// A required member is absent; `owner` names the object ("zone", "rule", "permit area").
    case missingMember(String, owner: String)
    /// A member holds the wrong kind of value; `expected` reads "a string", "an array of strings" …
    case wrongMemberType(String, expected: String, found: JSONNode.Kind)
    /// An array element holds the wrong kind of value.
    case wrongElementType(expected: String, found: JSONNode.Kind)
    /// A string member that must say something is empty (or only spaces).
    case emptyValue(String)
    /// A number outside what the member allows; `expected` reads "a whole number of minutes, 1 or
    /// more" …
    case invalidNumber(String, value: Double, expected: String)
    /// A second zone with an id already used by the zone at `first`.
    case duplicateZoneID(String, first: JSONLocation)
    /// A second permit area with a code already declared at `first`.
    case duplicatePermitArea(String, first: JSONLocation)
    /// A zone names a permit area the file's `permitAreas` does not declare.
    case unknownPermitArea(String, declared: [String])
    /// A zone with neither `boundary` nor `boundaries` (or, in a FeatureCollection, a `null`
    /// geometry).
    case missingShape
    /// A zone with both `boundary` and `boundaries`.
    case conflictingShapes
    /// A zone whose shape holds no polygon at all (an empty `boundaries` or `coordinates`).
    case emptyGeometry
    /// A zone's GeoJSON shape is not a Polygon or a MultiPolygon.
    case unsupportedGeometry(typeName: String)
    /// A latitude outside -90...90.
    case latitudeOutOfRange(Double)
    /// A longitude outside -180...180.
    case longitudeOutOfRange(Double)
    /// A ring of `boundaries` with fewer than 3 distinct corners.
    case ringTooShort(count: Int)
    /// The positions could not be made into a polygon (any ``GeometryError``).
    case invalidGeometry(GeometryError)
    /// A day name that is not a weekday.
    case unknownWeekday(String)
    /// `bounds` whose south is north of its north, or whose west is east of its east.
    case boundsInverted(axis: String, minimum: Double, maximum: Double)

    // MARK: Warnings

    /// A ring of `boundaries` whose last position is not its first; the reader closed it.
    case ringClosedByReader

    /// Whether the problem makes the file unusable or only deserves a warning.
    package var severity: GeoJSONDiagnostic.Severity {
        switch self {
        case .geoJSON(let problem): return problem.severity
        case .ringClosedByReader: return .warning
        default: return .error
        }
    }

    /// A sentence saying what is wrong and what to do.
    package var message: String {
        switch self {
        case .invalidJSON(let reason):
            return "not valid JSON: " + reason.message
        case .geoJSON(let problem):
            return problem.message
        case .unrecognizedFormat(let found):
            return "expected a zone file (an object with \"zones\") or a GeoJSON FeatureCollection, found \(found)"
        case .missingMember(let member, let owner):
            return "\"\(member)\" is missing: a \(owner) needs it"
        case .wrongMemberType(let member, let expected, let found):
            return "\"\(member)\" must be \(expected), found \(found)"
        case .wrongElementType(let expected, let found):
            return "expected \(expected), found \(found)"
        case .emptyValue(let member):
            return "\"\(member)\" is empty: give it a value"
        case .invalidNumber(let member, let value, let expected):
            return "\"\(member)\" must be \(expected), found \(Self.format(value))"
        case .duplicateZoneID(let id, let first):
            return "zone id \"\(id)\" is already used by the zone at \(first): give every zone its own id"
        case .duplicatePermitArea(let code, let first):
            return "permit area \"\(code)\" is already declared at \(first): declare each area once"
        case .unknownPermitArea(let code, let declared):
            return "permit area \"\(code)\" is not declared in \"permitAreas\" (\(declared.joined(separator: ", "))); "
                + "declare it there or correct the code"
        case .missingShape:
            return "the zone has no shape: give it \"boundary\" (a GeoJSON Polygon or MultiPolygon) "
                + "or \"boundaries\" (rings of {latitude, longitude})"
        case .conflictingShapes:
            return "the zone has both \"boundary\" and \"boundaries\": keep one of them"
        case .emptyGeometry:
            return "the zone's shape is empty: give it at least one ring of three or more corners"
        case .unsupportedGeometry(let typeName):
            return "a zone's shape must be a Polygon or a MultiPolygon, found \(typeName)"
        case .latitudeOutOfRange(let latitude):
            return "latitude \(Self.format(latitude)) is outside -90…90"
                + (abs(latitude) <= 180 ? ": are latitude and longitude swapped?" : "")
        case .longitudeOutOfRange(let longitude):
            return "longitude \(Self.format(longitude)) is outside -180…180"
        case .ringTooShort(let count):
            return "a ring needs at least 3 distinct corners, found \(count): drop it or add the missing corners"
        case .invalidGeometry(let error):
            return error.description
        case .unknownWeekday(let name):
            return "\"\(name)\" is not a day of the week: write monday, tuesday, … sunday"
        case .boundsInverted(let axis, let minimum, let maximum):
            return "bounds: the \(axis) edge \(Self.format(minimum)) is beyond its opposite \(Self.format(maximum)); "
                + "swap them"
        case .ringClosedByReader:
            return "the ring is not closed (its last position is not its first); it was closed by repeating "
                + "the first position"
        }
    }

    /// `37.76`, `8`: a number as JSON would write it, without a trailing `.0`.
    static func format(_ value: Double) -> String {
        if abs(value) < 9.0e15, value == value.rounded() { return String(Int64(value)) }
        return String(value)
    }
}
