import Foundation
import ZoneKit

/// A reader of the few JSON shapes a plain row has (objects with known keys, strings compared
/// with a word, numbers, a pair of numbers), straight from bytes; any other shape answers `false`
/// or `nil`, and the row is read by the JSON reader.
struct PlainJSONScanner {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0

    var isAtEnd: Bool { index == end }

    mutating func skipBlanks() {
        while index < end, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0D || base[index] == 0x0A {
            index += 1
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard index < end, base[index] == byte else { return false }
        index += 1
        return true
    }

    /// A key or string without escapes: its bytes' range; `asciiOnly`, none beyond ASCII either
    /// (bytes whose UTF-8 nobody has checked).
    mutating func rawString(asciiOnly: Bool = false) -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < end, base[index] != UInt8(ascii: "\"") {
            let byte = base[index]
            if byte == UInt8(ascii: "\\") || byte < 0x20 || (asciiOnly && byte >= 0x7F) { return nil }
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

    /// A Point geometry, `{"type": "Point", "coordinates": [a, b]}` (members in either order,
    /// each once): the pair.
    mutating func point() -> (Double, Double)? {
        var isPoint = false
        var pair: (Double, Double)?
        let complete = object { scanner, key in
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
        }
        return complete && isPoint ? pair : nil
    }
}
