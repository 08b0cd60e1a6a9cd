import Foundation
import ZoneKit

/// Rows that name themselves, read straight from their bytes as plain rows are (``PlainRows``):
/// an NDJSON object with an `id` beside its coordinates, a GeoJSON Point Feature with an `id` or
/// properties — the forms most real files have. Only what the general reading (``JSONRowReader``)
/// would read the same way is read here: the coordinates as numbers, the id as a string or a
/// number, other members with names no column has and values that are strings, numbers, `true`,
/// `false` or `null`. Anything else (a member a row's column reads — `at`, `permits`, `side`… —,
/// a name in capitals, a nested value, an escape, a byte beyond ASCII, a repeated member) answers
/// `nil`, and the general reading reads the row, or says what is wrong with it.
enum NamedRows {
    /// A row's coordinate and id.
    struct Row: Equatable {
        let coordinate: Coordinate
        let id: String?
    }

    /// An NDJSON object's row: `{"id": "a", "lat": 37.76, "lon": -122.43, "name": "home"}`.
    ///
    /// - Complexity: O(*n*) in the bytes of the line, O(*m*²) in its *m* members' names.
    static func object(_ bytes: UnsafeBufferPointer<UInt8>) -> Row? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = PlainJSONScanner(base: base, end: bytes.count)
        var latitude: Double?
        var longitude: Double?
        var id: PlainJSONScanner.NamedID?
        let complete = scanner.members { scanner, key in
            switch scanner.kind(of: key) {
            case .latitude:
                guard latitude == nil, let value = scanner.number() else { return false }
                latitude = value
            case .longitude:
                guard longitude == nil, let value = scanner.number() else { return false }
                longitude = value
            case .id:
                guard id == nil, let value = scanner.id() else { return false }
                id = value
            case .other: return scanner.skipScalar()
            case .general: return false
            }
            return true
        }
        guard complete, let latitude, let longitude,
            let coordinate = try? InputValue.coordinate(latitude: latitude, longitude: longitude).get()
        else { return nil }
        return Row(coordinate: coordinate, id: id?.text)
    }

    /// A GeoJSON Point Feature's row: its `[longitude, latitude]`, and its id (`id`, else its
    /// properties' `id`); its other properties are not the row's.
    ///
    /// - Complexity: O(*n*) in the bytes of the feature, O(*m*²) in its properties' names.
    static func pointFeature(_ bytes: UnsafeBufferPointer<UInt8>) -> Row? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = PlainJSONScanner(base: base, end: bytes.count)
        var isFeature = false
        var pair: (Double, Double)?
        var featureID: PlainJSONScanner.NamedID?
        var propertiesID: PlainJSONScanner.NamedID?
        var sawProperties = false
        let complete = scanner.members { scanner, key in
            if scanner.is(key, "type") {
                guard !isFeature, scanner.string("Feature") else { return false }
                isFeature = true
            } else if scanner.is(key, "id") {
                guard featureID == nil, let value = scanner.id() else { return false }
                featureID = value
            } else if scanner.is(key, "geometry") {
                guard pair == nil, let point = scanner.point() else { return false }
                pair = point
            } else if scanner.is(key, "properties") {
                guard !sawProperties else { return false }
                sawProperties = true
                if scanner.null() { return true }
                return scanner.members { scanner, key in
                    switch scanner.kind(of: key) {
                    case .id:
                        guard propertiesID == nil, let value = scanner.id() else { return false }
                        propertiesID = value
                        return true
                    case .other: return scanner.skipScalar()
                    case .latitude, .longitude, .general: return false
                    }
                }
            } else {
                return false
            }
            return true
        }
        guard complete, isFeature, let (longitude, latitude) = pair,
            let coordinate = try? InputValue.coordinate(latitude: latitude, longitude: longitude).get()
        else { return nil }
        // A Feature's own id wins over its properties' (as the general reading has it); `null` is none.
        let id = featureID.flatMap { $0 == .null ? nil : $0 } ?? propertiesID
        return Row(coordinate: coordinate, id: id?.text)
    }
}

/// What a named row reads besides a plain row's shapes: objects whose every member is read once
/// (a repeated name refused), ids, scalars skipped, names sorted by what they are to a row; strings
/// only in ASCII (a streamed feature's bytes have not had their UTF-8 checked).
extension PlainJSONScanner {
    /// An id as written: a string, a number, or `null` (no id).
    enum NamedID: Equatable {
        case text(String)
        case number(Double)
        case null

        /// The row's id: a number as the general reading writes it (`12`, not `12.0`).
        var text: String? {
            switch self {
            case .text(let text): text
            case .number(let number): DegreesFormat.string(number)
            case .null: nil
            }
        }
    }

    /// What a member's name is to a row.
    enum NameKind {
        case latitude, longitude, id
        /// A name no column reads: its value is skipped.
        case other
        /// A name the general reading must see: another column's, a GeoJSON member, a name in
        /// capitals or beyond ASCII (columns are matched case-insensitively).
        case general
    }

    /// Whether `word` (`null`, `true`, `false`) is next; taken if so.
    private mutating func literal(_ word: StaticString) -> Bool {
        skipBlanks()
        let count = word.utf8CodeUnitCount
        guard index + count <= end, memcmp(base + index, word.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    mutating func null() -> Bool { literal("null") }

    /// An id: an ASCII string without escapes, a number or `null`.
    mutating func id() -> NamedID? {
        skipBlanks()
        guard index < end else { return nil }
        if base[index] == UInt8(ascii: "\"") {
            guard let range = rawString(asciiOnly: true) else { return nil }
            return .text(
                String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
            )
        }
        if null() { return .null }
        return number().map(NamedID.number)
    }

    /// An ASCII string without escapes, a number, `true`, `false` or `null`, skipped.
    mutating func skipScalar() -> Bool {
        skipBlanks()
        guard index < end else { return false }
        if base[index] == UInt8(ascii: "\"") { return rawString(asciiOnly: true) != nil }
        return literal("null") || literal("true") || literal("false") || number() != nil
    }

    /// What the name in `range` is to a row: the spellings the general reading matches, in the
    /// lower case almost every file writes them.
    func kind(of range: Range<Int>) -> NameKind {
        for offset in range where (0x41...0x5A).contains(base[offset]) || base[offset] >= 0x80 { return .general }
        if self.is(range, "lat") || self.is(range, "latitude") { return .latitude }
        if self.is(range, "lon") || self.is(range, "lng") || self.is(range, "long") || self.is(range, "longitude") {
            return .longitude
        }
        if self.is(range, "id") { return .id }
        let name = String(
            decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
        // `x`, `y` (weak spellings), the other columns, and the members a general reading looks at.
        if InputValue.column(named: name) != nil || name == "location" || name == "type" { return .general }
        return .other
    }

    /// An object whose every member `member` reads (given the name's bytes), each name once, and —
    /// for the outermost object — nothing after it but blanks; `false` when one is not read, a name
    /// repeats or the object is malformed.
    mutating func members(_ member: (inout PlainJSONScanner, Range<Int>) -> Bool) -> Bool {
        let isOutermost = index == 0
        var names: [Range<Int>] = []
        let complete = object { scanner, key in
            for name in names
            where name.count == key.count
                && memcmp(scanner.base + name.lowerBound, scanner.base + key.lowerBound, key.count) == 0
            {
                return false
            }
            names.append(key)
            return member(&scanner, key)
        }
        guard complete, isOutermost else { return complete }
        skipBlanks()
        return isAtEnd
    }
}
