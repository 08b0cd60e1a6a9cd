/// Something wrong or doubtful in a GeoJSON text. Errors break a MUST of RFC 7946 (or of JSON);
/// warnings break only a SHOULD, and a strict reader still accepts the text.
package enum GeoJSONProblem: Equatable, Sendable {
    // MARK: Errors

    /// The text is not JSON at all.
    case invalidJSON(JSONError.Reason)
    /// A GeoJSON object was expected (the root, a feature, a geometry) but this is another kind of
    /// value. `expected` reads "a GeoJSON object", "a Feature object" or "a geometry object".
    case notAnObject(expected: String, found: JSONNode.Kind)
    /// A required member is absent. `owner` is the object's type name, or "GeoJSON object".
    case missingMember(String, owner: String)
    /// A member holds the wrong kind of value. `expected` reads "an object or null", "a string" …
    case wrongMemberType(String, expected: String, found: JSONNode.Kind)
    /// `type` is not one of the nine GeoJSON types; `suggestion` is a near match, when there is one.
    case unknownType(String, suggestion: String?)
    /// `type` is a GeoJSON type, but not one allowed here (`expected` reads "a Feature",
    /// "a geometry" …).
    case unexpectedType(String, expected: String)
    /// A member that RFC 7946 §7.1 forbids on this type (a Feature with `coordinates` …).
    case forbiddenMember(String, owner: String)
    /// A Feature `id` that is neither a string nor a number.
    case invalidFeatureID(found: JSONNode.Kind)
    /// Coordinates nested at the wrong depth: `expected` names what belongs here.
    case wrongNesting(expected: CoordinateLevel, found: JSONNode.Kind)
    /// A position with fewer than two numbers.
    case positionTooShort(count: Int)
    /// A value inside a position that is not a number.
    case coordinateNotNumber(found: JSONNode.Kind)
    /// A LineString (alone or in a MultiLineString) with fewer than two positions.
    case lineStringTooShort(count: Int)
    /// A linear ring with fewer than four positions.
    case ringTooShort(count: Int)
    /// A linear ring whose last position differs from its first (every value compared).
    case ringNotClosed(first: [Double], last: [Double])
    /// A `bbox` whose length is not 2 × n for n ≥ 2 dimensions.
    case bboxLength(count: Int)
    /// A `bbox` value that is not a number.
    case bboxElementNotNumber(found: JSONNode.Kind)
    /// A `bbox` whose minimum exceeds its maximum on an axis other than longitude.
    case bboxInverted(axis: String, minimum: Double, maximum: Double)
    /// GeometryCollections nested deeper than the reader follows.
    case geometryCollectionTooDeep(limit: Int)

    // MARK: Warnings

    /// A position with more than three numbers; the extra values are dropped.
    case extraPositionValues(count: Int)
    /// A `bbox` with more than three dimensions; the extra dimensions are dropped.
    case extraBoundingBoxDimensions(count: Int)
    /// A polygon's exterior ring that turns clockwise (RFC 7946 §3.1.6 asks for counter-clockwise).
    case exteriorRingClockwise
    /// A polygon's hole that turns counter-clockwise (RFC 7946 §3.1.6 asks for clockwise).
    case holeCounterClockwise
    /// A GeometryCollection inside a GeometryCollection (RFC 7946 §3.1.8).
    case nestedGeometryCollection
    /// A GeometryCollection of one geometry (RFC 7946 §3.1.8).
    case singleGeometryCollection
    /// A GeometryCollection whose geometries all share one single-part type (RFC 7946 §3.1.8).
    case homogeneousGeometryCollection(typeName: String)

    /// What a level of coordinate nesting holds.
    package enum CoordinateLevel: Equatable, Sendable {
        /// `[longitude, latitude]`.
        case position
        /// `[[lon, lat], …]`: a LineString, a linear ring or a MultiPoint.
        case positions
        /// `[[[lon, lat], …], …]`: a Polygon or a MultiLineString.
        case lines
        /// `[[[[lon, lat], …], …], …]`: a MultiPolygon.
        case polygons

        var phrase: String {
            switch self {
            case .position: return "a position [longitude, latitude]"
            case .positions: return "an array of positions"
            case .lines: return "an array of position arrays"
            case .polygons: return "an array of polygons"
            }
        }
    }

    /// Whether the problem makes the text invalid GeoJSON or only deserves a warning.
    package var severity: GeoJSONDiagnostic.Severity {
        switch self {
        case .extraPositionValues, .extraBoundingBoxDimensions, .exteriorRingClockwise, .holeCounterClockwise,
            .nestedGeometryCollection, .singleGeometryCollection, .homogeneousGeometryCollection:
            return .warning
        default:
            return .error
        }
    }

    /// A sentence saying what is wrong and, where it helps, what to do.
    package var message: String {
        switch self {
        case .invalidJSON(let reason):
            return "not valid JSON: " + reason.message
        case .notAnObject(let expected, let found):
            return "expected \(expected), found \(found)"
        case .missingMember(let member, let owner):
            if member == "type" { return "\"type\" is missing: every GeoJSON object names its type" }
            if member == "geometry" || member == "properties" {
                return "\"\(member)\" is missing: a Feature needs it, even if only as \"\(member)\": null"
            }
            return "\"\(member)\" is missing: a \(owner) needs it"
        case .wrongMemberType(let member, let expected, let found):
            return "\"\(member)\" must be \(expected), found \(found)"
        case .unknownType(let name, let suggestion):
            guard let suggestion else { return "unknown type \"\(name)\"" }
            if suggestion.lowercased() == name.lowercased() {
                return "unknown type \"\(name)\": type names are case-sensitive; write \"\(suggestion)\""
            }
            return "unknown type \"\(name)\": did you mean \"\(suggestion)\"?"
        case .unexpectedType(let name, let expected):
            return "expected \(expected), found type \"\(name)\""
        case .forbiddenMember(let member, let owner):
            return "a \(owner) must not have a \"\(member)\" member (RFC 7946 §7.1)"
        case .invalidFeatureID(let found):
            return "a Feature's \"id\" must be a string or a number, found \(found)"
        case .wrongNesting(let expected, let found):
            let hint = found == .number ? ": the coordinates are nested too shallowly" : ""
            return "expected \(expected.phrase), found \(found)\(hint)"
        case .positionTooShort(let count):
            return "a position needs at least 2 numbers (longitude, latitude), found \(count)"
        case .coordinateNotNumber(let found):
            let hint = found == .array ? ": the coordinates are nested too deeply" : ""
            return "coordinates must be numbers, found \(found)\(hint)"
        case .lineStringTooShort(let count):
            return "a LineString needs at least 2 positions, found \(count)"
        case .ringTooShort(let count):
            return "a linear ring needs at least 4 positions, found \(count)"
        case .ringNotClosed(let first, let last):
            return "ring is not closed: first \(Self.format(first)) ≠ last \(Self.format(last)); "
                + "end the ring with a copy of its first position"
        case .bboxLength(let count):
            return "a bbox needs 2 × n numbers for n dimensions (4 for 2D, 6 for 3D), found \(count)"
        case .bboxElementNotNumber(let found):
            return "bbox values must be numbers, found \(found)"
        case .bboxInverted(let axis, let minimum, let maximum):
            return "bbox minimum \(axis) \(minimum) is greater than its maximum \(maximum)"
        case .geometryCollectionTooDeep(let limit):
            return "GeometryCollections are nested more than \(limit) deep"
        case .extraPositionValues(let count):
            return "a position should have at most 3 numbers (longitude, latitude, altitude), found \(count); "
                + "the extra values are ignored"
        case .extraBoundingBoxDimensions(let count):
            return
                "a bbox should have at most 6 numbers (3 dimensions), found \(count); the extra dimensions are ignored"
        case .exteriorRingClockwise:
            return "the exterior ring is clockwise; RFC 7946 §3.1.6 asks for counter-clockwise (right-hand rule)"
        case .holeCounterClockwise:
            return "the hole is counter-clockwise; RFC 7946 §3.1.6 asks for clockwise holes (right-hand rule)"
        case .nestedGeometryCollection:
            return "GeometryCollections should not be nested (RFC 7946 §3.1.8)"
        case .singleGeometryCollection:
            return "a GeometryCollection with a single geometry should be that geometry (RFC 7946 §3.1.8)"
        case .homogeneousGeometryCollection(let typeName):
            return "a GeometryCollection of only \(typeName)s should be a Multi\(typeName) (RFC 7946 §3.1.8)"
        }
    }

    /// `[-122.41, 37.77]`: a position's values as GeoJSON writes them.
    private static func format(_ values: [Double]) -> String {
        "[" + values.map { String($0) }.joined(separator: ", ") + "]"
    }
}
