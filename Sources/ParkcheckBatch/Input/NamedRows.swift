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
        var scanner = NamedRowScanner(base: base, end: bytes.count)
        var latitude: Double?
        var longitude: Double?
        var id: NamedRowScanner.ID?
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
        var scanner = NamedRowScanner(base: base, end: bytes.count)
        var isFeature = false
        var pair: (Double, Double)?
        var featureID: NamedRowScanner.ID?
        var propertiesID: NamedRowScanner.ID?
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

/// The scanner of a named row: objects whose every member is read (a repeated name refused),
/// ASCII strings without escapes, JSON numbers, `true`, `false`, `null`.
private struct NamedRowScanner {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0

    /// An id as written: a string, a number, or `null` (no id).
    enum ID: Equatable {
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
    enum Kind {
        case latitude, longitude, id
        /// A name no column reads: its value is skipped.
        case other
        /// A name the general reading must see: another column's, a GeoJSON member, a name in
        /// capitals or beyond ASCII (columns are matched case-insensitively).
        case general
    }

    init(base: UnsafePointer<UInt8>, end: Int) {
        self.base = base
        self.end = end
    }

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

    /// A string of printable ASCII without escapes: its bytes' range.
    private mutating func rawString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < end, base[index] != UInt8(ascii: "\"") {
            let byte = base[index]
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x7F { return nil }
            index += 1
        }
        guard index < end else { return nil }
        index += 1
        return start..<(index - 1)
    }

    /// Whether the bytes in `range` are `word`'s.
    func `is`(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount && memcmp(base + range.lowerBound, word.utf8Start, range.count) == 0
    }

    /// Whether a string equal to `word` is next.
    mutating func string(_ word: StaticString) -> Bool {
        guard let range = rawString() else { return false }
        return self.is(range, word)
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

    /// An id: a string, a number or `null`.
    mutating func id() -> ID? {
        skipBlanks()
        guard index < end else { return nil }
        if base[index] == UInt8(ascii: "\"") {
            guard let range = rawString() else { return nil }
            return .text(
                String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
            )
        }
        if null() { return .null }
        return number().map(ID.number)
    }

    /// A string, a number, `true`, `false` or `null`, skipped.
    mutating func skipScalar() -> Bool {
        skipBlanks()
        guard index < end else { return false }
        if base[index] == UInt8(ascii: "\"") { return rawString() != nil }
        return literal("null") || literal("true") || literal("false") || number() != nil
    }

    /// `{"type": "Point", "coordinates": [a, b]}`: the pair.
    mutating func point() -> (Double, Double)? {
        var isPoint = false
        var pair: (Double, Double)?
        let complete = members { scanner, key in
            if scanner.is(key, "type") {
                guard !isPoint, scanner.string("Point") else { return false }
                isPoint = true
            } else if scanner.is(key, "coordinates") {
                guard pair == nil, scanner.take(UInt8(ascii: "[")), let first = scanner.number(),
                    scanner.take(UInt8(ascii: ",")), let second = scanner.number(), scanner.take(UInt8(ascii: "]"))
                else { return false }
                pair = (first, second)
            } else {
                return false
            }
            return true
        }
        return complete && isPoint ? pair : nil
    }

    /// What the name in `range` is to a row: the spellings the general reading matches, in the
    /// lower case almost every file writes them.
    func kind(of range: Range<Int>) -> Kind {
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

    /// An object whose every member `member` reads (given the name's bytes), each name once,
    /// and nothing after it but blanks; `false` when one is not read, a name repeats or the
    /// object is malformed.
    mutating func members(_ member: (inout NamedRowScanner, Range<Int>) -> Bool) -> Bool {
        let isOutermost = index == 0
        guard take(UInt8(ascii: "{")) else { return false }
        var names: [Range<Int>] = []
        skipBlanks()
        if index < end, base[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                guard let key = rawString(), take(UInt8(ascii: ":")) else { return false }
                for name in names
                where name.count == key.count
                    && memcmp(base + name.lowerBound, base + key.lowerBound, key.count) == 0
                {
                    return false
                }
                names.append(key)
                guard member(&self, key) else { return false }
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return false }
                break
            }
        }
        guard isOutermost else { return true }
        skipBlanks()
        return index == end
    }
}
