import Foundation
import ZoneKit

/// The rows a batch reads straight from the input's buffer, without strings or a JSON tree: most
/// rows of most inputs. A row of another shape is read the general way (which gives the same row,
/// or says what is wrong with it).
enum PlainRows: Sendable {
    /// Two numbers and one separator: `37.76,-122.43` (``TextRowReader/plainPair(_:)``).
    case pair
    /// A CSV row under a header that asks for the coordinates alone (``PlainCSVLayout``).
    case csv(PlainCSVLayout)
    /// An NDJSON object of two numbers, the latitude and the longitude:
    /// `{"lat": 37.76, "lon": -122.43}` (``plainJSONObject(_:)``).
    case jsonObject

    /// The coordinate of a row's bytes (a line without its line end), or `nil`.
    @inline(__always)
    func coordinate(_ bytes: UnsafeBufferPointer<UInt8>) -> Coordinate? {
        switch self {
        case .pair: TextRowReader.plainPair(bytes)
        case .csv(let layout): layout.coordinate(bytes)
        case .jsonObject: Self.plainJSONObject(bytes)
        }
    }

    /// The coordinate of a JSON object with exactly two members, a latitude (`lat`, `latitude`)
    /// and a longitude (`lon`, `lng`, `long`, `longitude`), both numbers; `nil` for any other line
    /// (other members, other spellings or cases, escapes, strings, a number JSON does not allow
    /// such as `+1` or `01`, out of range), which the JSON reader then reads.
    ///
    /// - Complexity: O(*n*) in the bytes of the line.
    static func plainJSONObject(_ bytes: UnsafeBufferPointer<UInt8>) -> Coordinate? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = PlainJSONScanner(base: base, end: bytes.count)
        var latitude: Double?
        var longitude: Double?
        let complete = scanner.object { scanner, key in
            let isLatitude: Bool
            if scanner.is(key, "lat") || scanner.is(key, "latitude") {
                isLatitude = true
            } else if scanner.is(key, "lon") || scanner.is(key, "lng") || scanner.is(key, "long")
                || scanner.is(key, "longitude")
            {
                isLatitude = false
            } else {
                return false
            }
            guard let value = scanner.number(), (isLatitude ? latitude : longitude) == nil else { return false }
            if isLatitude { latitude = value } else { longitude = value }
            return true
        }
        scanner.skipBlanks()
        guard complete, scanner.isAtEnd, let latitude, let longitude else { return nil }
        return try? InputValue.coordinate(latitude: latitude, longitude: longitude).get()
    }

    /// The coordinate of a GeoJSON Point Feature with nothing else to read: `{"type": "Feature",
    /// "geometry": {"type": "Point", "coordinates": [lon, lat]}, "properties": {}}` (members in any
    /// order, `properties` empty or null, no `id`, blanks anywhere); `nil` for any other feature,
    /// which the JSON reader then reads.
    ///
    /// - Complexity: O(*n*) in the bytes of the feature.
    static func plainPointFeature(_ bytes: UnsafeBufferPointer<UInt8>) -> Coordinate? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = PlainJSONScanner(base: base, end: bytes.count)
        var isFeature = false
        var coordinate: Coordinate?
        var sawProperties = false
        let complete = scanner.object { scanner, key in
            if scanner.is(key, "type") {
                guard !isFeature, scanner.string("Feature") else { return false }
                isFeature = true
            } else if scanner.is(key, "properties") {
                guard !sawProperties, scanner.emptyObjectOrNull() else { return false }
                sawProperties = true
            } else if scanner.is(key, "geometry") {
                guard coordinate == nil, let (longitude, latitude) = scanner.point() else { return false }
                guard let point = try? InputValue.coordinate(latitude: latitude, longitude: longitude).get() else {
                    return false
                }
                coordinate = point
            } else {
                return false
            }
            return true
        }
        scanner.skipBlanks()
        guard complete, scanner.isAtEnd, isFeature, sawProperties else { return nil }
        return coordinate
    }

    /// A line of a FeatureCollection that is one plain Point feature (``plainPointFeature(_:)``)
    /// and, after it, a comma or nothing: the coordinate, and the comma's column if it is there
    /// (the line is ASCII: a column is a byte).
    static func plainFeatureLine(_ bytes: UnsafeBufferPointer<UInt8>) -> (Coordinate, commaColumn: Int?)? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        let comma = end > 0 && bytes[end - 1] == UInt8(ascii: ",")
        if comma { end -= 1 }
        guard let coordinate = plainPointFeature(UnsafeBufferPointer(rebasing: bytes[0..<end])) else { return nil }
        return (coordinate, comma ? end + 1 : nil)
    }
}
