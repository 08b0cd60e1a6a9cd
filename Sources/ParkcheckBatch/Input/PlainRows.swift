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
                guard coordinate == nil else { return false }
                var isPoint = false
                var pair: (Double, Double)?
                guard
                    scanner.object({ scanner, key in
                        if scanner.is(key, "type") {
                            guard !isPoint, scanner.string("Point") else { return false }
                            isPoint = true
                        } else if scanner.is(key, "coordinates") {
                            guard pair == nil, let numbers = scanner.numberPair() else { return false }
                            pair = numbers
                        } else {
                            return false
                        }
                        return true
                    }), isPoint, let (longitude, latitude) = pair
                else { return false }
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

/// A reader of the few JSON shapes a plain row has (objects with known keys, strings compared
/// with a word, numbers, a pair of numbers), straight from bytes; any other shape answers `false`
/// or `nil`, and the row is read by the JSON reader.
private struct PlainJSONScanner {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0

    var isAtEnd: Bool { index == end }

    mutating func skipBlanks() {
        while index < end, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0D || base[index] == 0x0A {
            index += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard index < end, base[index] == byte else { return false }
        index += 1
        return true
    }

    /// A key or string without escapes: its bytes' range.
    private mutating func rawString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < end, base[index] != UInt8(ascii: "\"") {
            if base[index] == UInt8(ascii: "\\") || base[index] < 0x20 { return nil }
            index += 1
        }
        guard index < end else { return nil }
        index += 1
        return start..<(index - 1)
    }

    /// Whether a string equal to `word` (ASCII, no escapes) is next.
    mutating func string(_ word: StaticString) -> Bool {
        guard let range = rawString() else { return false }
        return self.is(range, word)
    }

    /// Whether the bytes in `range` are `word`'s.
    @inline(__always)
    func `is`(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount && memcmp(base + range.lowerBound, word.utf8Start, range.count) == 0
    }

    /// `{}` or `null`.
    mutating func emptyObjectOrNull() -> Bool {
        skipBlanks()
        if index + 4 <= end, memcmp(base + index, "null", 4) == 0 {
            index += 4
            return true
        }
        return take(UInt8(ascii: "{")) && take(UInt8(ascii: "}"))
    }

    /// A JSON number (no `+`, no leading zero before a digit), finite.
    mutating func number() -> Double? {
        skipBlanks()
        guard index < end, base[index] == UInt8(ascii: "-") || (base[index] &- UInt8(ascii: "0")) < 10 else {
            return nil
        }
        let digits = base[index] == UInt8(ascii: "-") ? index + 1 : index
        if digits + 1 < end, base[digits] == UInt8(ascii: "0"), (base[digits + 1] &- UInt8(ascii: "0")) < 10 {
            return nil
        }
        guard let number = DecimalReader.number(base, from: index, to: end), number.value.isFinite else {
            return nil
        }
        index = number.end
        return number.value
    }

    /// `[a, b]`: two numbers.
    mutating func numberPair() -> (Double, Double)? {
        guard take(UInt8(ascii: "[")), let first = number(), take(UInt8(ascii: ",")), let second = number(),
            take(UInt8(ascii: "]"))
        else { return nil }
        return (first, second)
    }

    /// An object whose every member `member` reads (given the key's bytes), none escaped; `false` when one
    /// is not read or the object is malformed.
    mutating func object(_ member: (inout PlainJSONScanner, Range<Int>) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        skipBlanks()
        if index < end, base[index] == UInt8(ascii: "}") {
            index += 1
            return true
        }
        while true {
            guard let key = rawString(), take(UInt8(ascii: ":")) else { return false }
            guard member(&self, key) else { return false }
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}"))
        }
    }
}
