import Foundation
import ZoneKit

/// Reads and writes the few GeoJSON geometry shapes the data build needs, on ``JSONValue`` trees,
/// one feature at a time, so a bad feature of an input is dropped with its reason rather than
/// failing the whole file (ZoneKit's ``ZoneKit/GeoJSONReader`` is strict, and checks the outputs).
/// Written coordinates are rounded to ``decimals`` places (about 1 cm), the same everywhere.
enum GeoJSONTree {
    /// Why a geometry could not be read.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// Decimal places of written longitudes and latitudes: 7 (≈1.1 cm at San Francisco).
    static let decimals = 7

    /// The positions of a `LineString` geometry object.
    ///
    /// - Throws: ``Failure`` when `value` is not a LineString with two or more `[lon, lat]` positions.
    static func lineString(_ value: JSONValue) throws(Failure) -> [Coordinate] {
        guard case .object(let object) = value, object["type"] == .string("LineString"),
            let coordinates = object["coordinates"]
        else {
            throw Failure(reason: "not a GeoJSON LineString")
        }
        let line = try positions(coordinates)
        guard line.count >= 2 else { throw Failure(reason: "a LineString needs two or more positions") }
        return line
    }

    /// The parts of a `LineString` (one part) or `MultiLineString` geometry object.
    ///
    /// - Throws: ``Failure`` for another type or malformed coordinates.
    static func lineParts(_ value: JSONValue) throws(Failure) -> [[Coordinate]] {
        guard case .object(let object) = value, case .string(let type)? = object["type"],
            let coordinates = object["coordinates"]
        else {
            throw Failure(reason: "not a GeoJSON geometry object")
        }
        switch type {
        case "LineString":
            return [try positions(coordinates)]
        case "MultiLineString":
            guard case .array(let parts) = coordinates else {
                throw Failure(reason: "MultiLineString coordinates are not an array")
            }
            var result: [[Coordinate]] = []
            for part in parts { result.append(try positions(part)) }
            return result
        default:
            throw Failure(reason: "a \(type) is not a line geometry")
        }
    }

    /// The position of a `Point` geometry object.
    ///
    /// - Throws: ``Failure`` for another type or a malformed position.
    static func point(_ value: JSONValue) throws(Failure) -> Coordinate {
        guard case .object(let object) = value, object["type"] == .string("Point"),
            let coordinates = object["coordinates"]
        else {
            throw Failure(reason: "not a GeoJSON Point")
        }
        let position = try positions(.array([coordinates]))
        guard let point = position.first else { throw Failure(reason: "a Point needs a position") }
        return point
    }

    /// An array of `[lon, lat]` positions.
    static func positions(_ value: JSONValue) throws(Failure) -> [Coordinate] {
        guard case .array(let elements) = value else { throw Failure(reason: "coordinates are not an array") }
        var result: [Coordinate] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard case .array(let pair) = element, pair.count >= 2, case .number(let longitude) = pair[0],
                case .number(let latitude) = pair[1]
            else { throw Failure(reason: "a position is not [longitude, latitude]") }
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
            guard coordinate.isValid else { throw Failure(reason: "position \(coordinate) is out of range") }
            result.append(coordinate)
        }
        return result
    }

    /// `value` rounded to ``decimals`` places.
    static func rounded(_ value: Double) -> Double {
        let scale = 10_000_000.0
        return (value * scale).rounded() / scale
    }

    /// `[lon, lat]`, rounded.
    static func position(_ coordinate: Coordinate) -> JSONValue {
        .array([.number(rounded(coordinate.longitude)), .number(rounded(coordinate.latitude))])
    }

    /// A `LineString` geometry object.
    static func lineString(_ line: [Coordinate]) -> JSONValue {
        .object(JSONObject([("type", .string("LineString")), ("coordinates", .array(line.map(position)))]))
    }

    /// A `MultiLineString` geometry object.
    static func multiLineString(_ parts: [[Coordinate]]) -> JSONValue {
        .object(
            JSONObject([
                ("type", .string("MultiLineString")), ("coordinates", .array(parts.map { .array($0.map(position)) })),
            ]))
    }

    /// A `Feature` object with `properties` and `geometry`, in that order.
    static func feature(properties: JSONObject, geometry: JSONValue) -> JSONValue {
        .object(
            JSONObject([("type", .string("Feature")), ("properties", .object(properties)), ("geometry", geometry)]))
    }

    /// A `FeatureCollection` of `features`.
    static func featureCollection(_ features: [JSONValue], metadata: JSONObject? = nil) -> JSONValue {
        var object = JSONObject([("type", .string("FeatureCollection"))])
        if let metadata { object["metadata"] = .object(metadata) }
        object["features"] = .array(features)
        return .object(object)
    }
}

extension JSONValue {
    /// A string, or `.null` for `nil`.
    static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// The value as text, for reading properties of any JSON type: numbers as the writer writes
    /// them (`8`, not `8.0`), booleans as `true`/`false`, null as `nil`.
    var text: String? {
        switch self {
        case .string(let string): string
        case .number(let number): JSONWriter.format(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: nil
        }
    }
}
