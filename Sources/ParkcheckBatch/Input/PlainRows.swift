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
        let end = bytes.count
        var index = 0
        func skipBlanks() {
            while index < end, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0D { index += 1 }
        }
        skipBlanks()
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var latitude: Double?
        var longitude: Double?
        for member in 0..<2 {
            skipBlanks()
            if member == 1 {
                guard index < end, base[index] == UInt8(ascii: ",") else { return nil }
                index += 1
                skipBlanks()
            }
            guard index < end, base[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index + 1
            guard let quote = memchr(base + keyStart, 0x22, end - keyStart) else { return nil }
            let keyEnd = keyStart + (UnsafeRawPointer(quote) - UnsafeRawPointer(base + keyStart))
            let isLatitude: Bool
            switch keyEnd - keyStart {
            case 3 where matches(base, keyStart, "lat"): isLatitude = true
            case 8 where matches(base, keyStart, "latitude"): isLatitude = true
            case 3 where matches(base, keyStart, "lon") || matches(base, keyStart, "lng"): isLatitude = false
            case 4 where matches(base, keyStart, "long"): isLatitude = false
            case 9 where matches(base, keyStart, "longitude"): isLatitude = false
            default: return nil
            }
            index = keyEnd + 1
            skipBlanks()
            guard index < end, base[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipBlanks()
            // JSON's numbers: no `+`, no leading zero before a digit.
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
            if isLatitude {
                guard latitude == nil else { return nil }
                latitude = number.value
            } else {
                guard longitude == nil else { return nil }
                longitude = number.value
            }
        }
        skipBlanks()
        guard index < end, base[index] == UInt8(ascii: "}") else { return nil }
        index += 1
        skipBlanks()
        guard index == end, let latitude, let longitude else { return nil }
        return try? InputValue.coordinate(latitude: latitude, longitude: longitude).get()
    }

    /// Whether the bytes at `start` are `word`'s (ASCII).
    @inline(__always)
    private static func matches(_ base: UnsafePointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        memcmp(base + start, word.utf8Start, word.utf8CodeUnitCount) == 0
    }
}
