import Foundation
import TestSupport
@testable import ZoneKit

/// Reads the peer fixtures under `../shared/fixtures/pip` into ZoneKit geometry.
///
/// Fixture files are read with `JSONDecoder` into ``FixtureJSON`` so that these tests do not depend
/// on ZoneKit's own JSON and GeoJSON readers. Not `JSONSerialization`: on Linux it misrounds some
/// numbers (`-75.25737143565107` comes back as `-75.25737143565108`), which moves the fixtures'
/// near-degenerate points by an ulp and changes their answers.
enum GeometryFixtures {
    /// A polygon or a multipolygon, as the fixtures mix both.
    enum Area {
        case polygon(Polygon)
        case multiPolygon(MultiPolygon)

        func location(of point: Coordinate) -> PointLocation {
            switch self {
            case .polygon(let polygon): polygon.location(of: point)
            case .multiPolygon(let multiPolygon): multiPolygon.location(of: point)
            }
        }

        func signedBoundaryDistance(to point: Coordinate, method: DistanceMethod) -> Double {
            switch self {
            case .polygon(let polygon): polygon.signedBoundaryDistance(to: point, method: method)
            case .multiPolygon(let multiPolygon): multiPolygon.signedBoundaryDistance(to: point, method: method)
            }
        }
    }

    /// A fixture file that does not have the shape these tests expect.
    struct MalformedFixture: Error, CustomStringConvertible {
        let description: String
    }

    /// The fixtures folder's `relativePath`, parsed.
    static func json(_ relativePath: String) throws -> FixtureJSON {
        try JSONDecoder().decode(FixtureJSON.self, from: SharedFolder.data("fixtures/pip/" + relativePath))
    }

    /// An expectations file: an array of case objects.
    static func cases(_ relativePath: String) throws -> [FixtureJSON] {
        guard let cases = try json(relativePath).array else {
            throw MalformedFixture(description: "\(relativePath) is not an array")
        }
        return cases
    }

    /// `[lon, lat]` as a coordinate.
    static func coordinate(_ value: FixtureJSON?) throws -> Coordinate {
        guard let pair = value?.array, pair.count >= 2, let longitude = pair[0].number, let latitude = pair[1].number
        else {
            throw MalformedFixture(description: "\(String(describing: value)) is not a [lon, lat] position")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// An array of positions.
    static func positions(_ value: FixtureJSON?) throws -> [Coordinate] {
        guard let array = value?.array else {
            throw MalformedFixture(description: "\(String(describing: value)) is not an array of positions")
        }
        return try array.map(coordinate)
    }

    /// Polygon rings: an array of arrays of positions.
    static func rings(_ value: FixtureJSON?) throws -> [[Coordinate]] {
        guard let array = value?.array else {
            throw MalformedFixture(description: "\(String(describing: value)) is not an array of rings")
        }
        return try array.map(positions)
    }

    /// A GeoJSON Polygon or MultiPolygon geometry object. Throws `GeometryError` for invalid rings.
    static func area(geometry: FixtureJSON?) throws -> Area {
        switch geometry?["type"]?.string {
        case "Polygon":
            return .polygon(try Polygon(rings: rings(geometry?["coordinates"])))
        case "MultiPolygon":
            guard let parts = geometry?["coordinates"]?.array else {
                throw MalformedFixture(description: "MultiPolygon without coordinates")
            }
            return .multiPolygon(try MultiPolygon(coordinates: parts.map(rings)))
        default:
            throw MalformedFixture(description: "\(String(describing: geometry)) is not a Polygon or MultiPolygon")
        }
    }

    /// Every geometry object of a GeoJSON file (a FeatureCollection, a Feature or a bare geometry).
    static func geometries(inFile relativePath: String) throws -> [FixtureJSON] {
        let object = try json(relativePath)
        switch object["type"]?.string {
        case "FeatureCollection":
            return (object["features"]?.array ?? []).compactMap { $0["geometry"] }
        case "Feature":
            return object["geometry"].map { [$0] } ?? []
        default:
            return [object]
        }
    }

    /// The first geometry of type `type` in a GeoJSON file.
    static func geometry(ofType type: String, inFile relativePath: String) throws -> FixtureJSON {
        guard let geometry = try geometries(inFile: relativePath).first(where: { $0["type"]?.string == type }) else {
            throw MalformedFixture(description: "\(relativePath) holds no \(type)")
        }
        return geometry
    }

    /// The first Polygon or MultiPolygon of a GeoJSON file.
    static func area(inFile relativePath: String) throws -> Area {
        let areal = try geometries(inFile: relativePath).first {
            ["Polygon", "MultiPolygon"].contains($0["type"]?.string)
        }
        guard let areal else { throw MalformedFixture(description: "\(relativePath) holds no polygon") }
        return try area(geometry: areal)
    }

    /// The area a pip case is about: its inline `geometry`, or its `file` inside `folder`.
    static func area(of entry: FixtureJSON, folder: String) throws -> Area {
        if let relative = entry["file"]?.string {
            return try area(inFile: folder + "/" + relative)
        }
        return try area(geometry: entry["geometry"])
    }

    /// A required JSON boolean.
    static func flag(_ value: FixtureJSON?) throws -> Bool {
        guard let flag = value?.bool else {
            throw MalformedFixture(description: "\(String(describing: value)) is not a boolean")
        }
        return flag
    }

    /// `PointLocation` from a fixture's three-valued `expected`.
    static func location(_ expected: FixtureJSON?) throws -> PointLocation {
        switch expected?.string {
        case "inside": return .inside
        case "boundary": return .onBoundary
        case "outside": return .outside
        default: throw MalformedFixture(description: "unknown expectation \(String(describing: expected))")
        }
    }
}

/// Any JSON value, decoded with correctly rounded numbers.
enum FixtureJSON: Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FixtureJSON])
    case object([String: FixtureJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FixtureJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FixtureJSON].self))
        }
    }

    subscript(key: String) -> FixtureJSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var array: [FixtureJSON]? { if case .array(let value) = self { value } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
}
