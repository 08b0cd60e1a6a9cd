import ZoneKit

/// Reads the two Well-Known Text geometries the city's exports use for street lines:
/// `LINESTRING (x y, x y, …)` and `MULTILINESTRING ((x y, …), (x y, …))`, where x is longitude and
/// y latitude (OGC Simple Features 1.2.1, §7). Keywords are case-insensitive; `EMPTY` gives no
/// parts; a third or fourth ordinate (Z, M) is read and ignored.
enum WKTReader {
    /// Why a WKT text could not be read; `offset` is the 0-based character where reading stopped.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "WKT at character \(offset + 1): \(reason)" }
    }

    /// The line parts of `text`: one for a `LINESTRING`, one per member of a `MULTILINESTRING`.
    ///
    /// - Throws: ``Failure`` for another geometry type, a malformed number or a missing bracket.
    /// - Complexity: O(n) in the length of the text.
    static func lineParts(_ text: String) throws(Failure) -> [[Coordinate]] {
        var scanner = Scanner(bytes: Array(text.utf8))
        let keyword = scanner.word().uppercased()
        scanner.skipSpaces()
        if scanner.peekWord().uppercased() == "EMPTY" { return [] }
        switch keyword {
        case "LINESTRING":
            let line = try scanner.coordinateList()
            try scanner.expectEnd()
            return [line]
        case "MULTILINESTRING":
            try scanner.expect("(")
            var parts: [[Coordinate]] = []
            repeat {
                parts.append(try scanner.coordinateList())
            } while try scanner.commaOrClose()
            try scanner.expectEnd()
            return parts
        case "":
            throw Failure(offset: 0, reason: "the text is empty; expected LINESTRING or MULTILINESTRING")
        default:
            throw Failure(
                offset: 0, reason: "\(keyword) is not a line geometry; expected LINESTRING or MULTILINESTRING")
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpaces() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
            {
                index += 1
            }
        }

        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

        mutating func word() -> String {
            skipSpaces()
            let start = index
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        func peekWord() -> String {
            var copy = self
            return copy.word()
        }

        mutating func expect(_ character: Character) throws(Failure) {
            skipSpaces()
            guard index < bytes.count, bytes[index] == character.asciiValue else {
                throw Failure(offset: index, reason: "expected \"\(character)\"")
            }
            index += 1
        }

        mutating func expectEnd() throws(Failure) {
            skipSpaces()
            guard index == bytes.count else {
                throw Failure(offset: index, reason: "unexpected text after the geometry")
            }
        }

        /// Reads `,` (returns true: more follows) or `)` (returns false: the list ended).
        mutating func commaOrClose() throws(Failure) -> Bool {
            skipSpaces()
            guard index < bytes.count else { throw Failure(offset: index, reason: "the text ends before \")\"") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1; return true
            case UInt8(ascii: ")"): index += 1; return false
            default: throw Failure(offset: index, reason: "expected \",\" or \")\"")
            }
        }

        mutating func number() throws(Failure) -> Double {
            skipSpaces()
            let start = index
            while index < bytes.count,
                bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
                    || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
                    || bytes[index] == UInt8(ascii: "E")
                    || (bytes[index] >= 0x30 && bytes[index] <= 0x39)
            {
                index += 1
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                throw Failure(offset: start, reason: "expected a number")
            }
            return value
        }

        mutating func coordinateList() throws(Failure) -> [Coordinate] {
            try expect("(")
            var coordinates: [Coordinate] = []
            repeat {
                let longitude = try number()
                let latitude = try number()
                skipSpaces()
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: ")") {
                    _ = try number()
                    skipSpaces()
                }
                coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
            } while try commaOrClose()
            return coordinates
        }
    }
}
