/// One run of ``JSONParser``: reads bytes left to right and writes the document's tape.
///
/// All of the parser's byte-level work happens here, over an `UnsafeRawBufferPointer` that the
/// caller keeps alive for the duration of ``parseDocument()``. Nesting is tracked on an explicit
/// stack of open containers; the current line start and the number of UTF-8 continuation bytes
/// seen on the current line give every value's column in Unicode scalars in O(1).
struct JSONScanner {
    private typealias Entry = JSONDocument.Entry
    private typealias Tag = JSONDocument.Tag

    /// An array or object whose closing bracket has not been read yet.
    private struct Frame {
        /// The container's index on the tape.
        let entry: Int
        let isObject: Bool
        /// Elements or members started so far.
        var count = 0
        /// Member name → index of its key entry, built once an object outgrows a linear search.
        var keys: [String: Int]?
    }

    /// Objects with more members than this look up duplicate names in a dictionary.
    private static let linearKeySearchLimit = 32

    private let input: UnsafeRawBufferPointer
    private let maxDepth: Int
    private var position = 0
    private var line = 1
    /// The offset where the current line starts.
    private var lineStart = 0
    /// UTF-8 continuation bytes on the current line before `position` (they do not start a column).
    private var continuationBytes = 0
    private var entries: [Entry] = []
    private var strings: [String] = []
    /// Where strings with escapes are decoded.
    private var scratch: [UInt8] = []
    private var stack: [Frame] = []

    init(input: UnsafeRawBufferPointer, maxDepth: Int) {
        self.input = input
        self.maxDepth = maxDepth
    }

    /// Parses the whole input as one JSON text.
    mutating func parseDocument() throws(JSONError) -> JSONDocument {
        guard input.count < Int(Int32.max) else {
            throw JSONError(.inputTooLarge(byteCount: input.count), at: .start)
        }
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        entries.reserveCapacity(input.count / 16)
        skipWhitespace()
        guard position < input.count else { throw failure(.emptyInput) }
        try scanValues()
        skipWhitespace()
        if position < input.count { throw failure(.trailingCharacters(found: input[position])) }
        return JSONDocument(entries: entries, strings: strings)
    }

    /// Where a scan stands in its input: the byte, the line, where that line starts, and the UTF-8
    /// continuation bytes on it before the byte (they do not start a column).
    struct Cursor: Sendable {
        var position = 0
        var line = 1
        var lineStart = 0
        var continuationBytes = 0
    }

    /// Parses the one value that fills `range` of the input, counting lines from `cursor` (at or
    /// before `range`; the bytes between are stepped over, lines counted), so that every location
    /// is the value's place in the whole input. For reading a large document a part at a time.
    ///
    /// - Returns: the value as a document of its own, and the cursor just after it.
    /// - Throws: ``JSONError`` where the value is not JSON, or does not end at `range`'s end.
    mutating func parseValue(in range: Range<Int>, from cursor: Cursor) throws(JSONError) -> (JSONDocument, Cursor) {
        guard input.count < Int(Int32.max) else {
            throw JSONError(.inputTooLarge(byteCount: input.count), at: .start)
        }
        position = cursor.position
        line = cursor.line
        lineStart = cursor.lineStart
        continuationBytes = cursor.continuationBytes
        while position < range.lowerBound {
            let byte = input[position]
            position += 1
            if byte == .lineFeed {
                startLine()
            } else if byte == .carriageReturn {
                if position < input.count, input[position] == .lineFeed { position += 1 }
                startLine()
            } else if byte & 0xC0 == 0x80 {
                continuationBytes += 1
            }
        }
        entries = []
        strings = []
        stack = []
        guard position < range.upperBound else { throw failure(.emptyInput) }
        try scanValues()
        if position != range.upperBound {
            throw failure(position < input.count ? .trailingCharacters(found: input[position]) : .emptyInput)
        }
        let end = Cursor(
            position: position, line: line, lineStart: lineStart, continuationBytes: continuationBytes)
        return (JSONDocument(entries: entries, strings: strings), end)
    }

    // MARK: Structure

    /// Reads the top-level value and everything nested in it.
    private mutating func scanValues() throws(JSONError) {
        values: while true {
            // A value starts at `position`; whitespace is already skipped.
            guard position < input.count else { throw endInsideContainer() }
            let byte = input[position]
            switch byte {
            case .quote:
                try scanString(as: .string)
            case .minus, .digitZero...(.digitNine):
                try scanNumber()
            case .openBrace:
                try openContainer(isObject: true)
                skipWhitespace()
                guard position < input.count else { throw endInsideContainer() }
                if input[position] == .closeBrace {
                    position += 1
                    closeContainer()
                } else {
                    try scanMemberName()
                    continue values
                }
            case .openBracket:
                try openContainer(isObject: false)
                skipWhitespace()
                guard position < input.count else { throw endInsideContainer() }
                if input[position] == .closeBracket {
                    position += 1
                    closeContainer()
                } else {
                    stack[stack.count - 1].count = 1
                    continue values
                }
            case .letterT: try scanLiteral(Self.trueBytes, name: "true", tag: .true)
            case .letterF: try scanLiteral(Self.falseBytes, name: "false", tag: .false)
            case .letterN: try scanLiteral(Self.nullBytes, name: "null", tag: .null)
            default:
                throw failure(.unexpectedCharacter(found: byte, expected: .value))
            }
            // A value just ended: start the next element or member, or close containers.
            while let top = stack.indices.last {
                skipWhitespace()
                guard position < input.count else { throw endInsideContainer() }
                let byte = input[position]
                let isObject = stack[top].isObject
                let close: UInt8 = isObject ? .closeBrace : .closeBracket
                if byte == .comma {
                    let comma = location(at: position)
                    position += 1
                    skipWhitespace()
                    if position < input.count, input[position] == close {
                        throw JSONError(.trailingComma(in: isObject ? .object : .array), at: comma)
                    }
                    if isObject {
                        try scanMemberName()
                    } else {
                        stack[top].count += 1
                    }
                    continue values
                }
                guard byte == close else {
                    throw failure(
                        .unexpectedCharacter(found: byte, expected: isObject ? .commaOrObjectEnd : .commaOrArrayEnd))
                }
                position += 1
                closeContainer()
            }
            return
        }
    }

    private mutating func openContainer(isObject: Bool) throws(JSONError) {
        guard stack.count < maxDepth else { throw failure(.tooDeep(limit: maxDepth)) }
        append(isObject ? .object : .array, payload: 0, at: position, column: column(at: position))
        stack.append(Frame(entry: entries.count - 1, isObject: isObject))
        position += 1
    }

    /// Records the closed container's child count and end on its tape entry.
    private mutating func closeContainer() {
        let frame = stack.removeLast()
        entries[frame.entry].payload = UInt64(frame.count) << 32 | UInt64(entries.count)
    }

    /// Reads `"name"`, checks it is new in its object, and reads the `:` after it.
    private mutating func scanMemberName() throws(JSONError) {
        guard position < input.count else { throw endInsideContainer() }
        guard input[position] == .quote else {
            throw failure(.unexpectedCharacter(found: input[position], expected: .memberName))
        }
        let keyEntry = entries.count
        try scanString(as: .key)
        try checkNameIsNew(keyEntry: keyEntry)
        stack[stack.count - 1].count += 1
        skipWhitespace()
        guard position < input.count else { throw endInsideContainer() }
        guard input[position] == .colon else {
            throw failure(.unexpectedCharacter(found: input[position], expected: .colon))
        }
        position += 1
        skipWhitespace()
    }

    /// Throws ``JSONError/Reason/duplicateKey(_:first:)`` when the open object already has the name
    /// just read. Names compare as Swift strings (canonical equivalence), as `JSONObject` keys do.
    private mutating func checkNameIsNew(keyEntry: Int) throws(JSONError) {
        let top = stack.count - 1
        let name = strings[strings.count - 1]
        if stack[top].keys != nil {
            if let first = stack[top].keys?.updateValue(keyEntry, forKey: name) {
                throw duplicate(name, first: first, again: keyEntry)
            }
            return
        }
        var member = stack[top].entry + 1
        while member < keyEntry {
            if strings[Int(truncatingIfNeeded: entries[member].payload)] == name {
                throw duplicate(name, first: member, again: keyEntry)
            }
            member = entries[member + 1].end(at: member + 1)
        }
        if stack[top].count >= Self.linearKeySearchLimit {
            var keys: [String: Int] = [:]
            member = stack[top].entry + 1
            while member <= keyEntry {
                keys[strings[Int(truncatingIfNeeded: entries[member].payload)]] = member
                member = member == keyEntry ? member + 1 : entries[member + 1].end(at: member + 1)
            }
            stack[top].keys = keys
        }
    }

    private func duplicate(_ name: String, first: Int, again: Int) -> JSONError {
        JSONError(.duplicateKey(name, first: entries[first].location), at: entries[again].location)
    }

    // MARK: Tokens

    /// Reads a string starting at its opening quote, validating UTF-8 and decoding escapes.
    /// Runs without escapes are copied in bulk.
    private mutating func scanString(as tag: Tag) throws(JSONError) {
        let start = position
        let startColumn = column(at: start)
        let startLocation = JSONLocation(offset: start, line: line, column: startColumn)
        position += 1
        var runStart = position
        var hasEscapes = false
        while true {
            while position < input.count {
                let byte = input[position]
                if byte < 0x20 || byte == .quote || byte == .backslash || byte >= 0x80 { break }
                position += 1
            }
            guard position < input.count else {
                throw failure(.unexpectedEnd(inside: .string, start: startLocation))
            }
            let byte = input[position]
            if byte == .quote { break }
            if byte == .backslash {
                if !hasEscapes {
                    scratch.removeAll(keepingCapacity: true)
                    hasEscapes = true
                }
                scratch.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[runStart..<position]))
                try scanEscape(stringStart: startLocation)
                runStart = position
            } else if byte < 0x20 {
                throw failure(.controlCharacter(byte))
            } else {
                try scanUTF8Sequence(stringStart: startLocation)
            }
        }
        let run = UnsafeRawBufferPointer(rebasing: input[runStart..<position])
        let text: String
        if hasEscapes {
            scratch.append(contentsOf: run)
            text = String(decoding: scratch, as: UTF8.self)
        } else {
            text = String(decoding: run, as: UTF8.self)
        }
        position += 1
        strings.append(text)
        append(tag, payload: UInt64(strings.count - 1), at: start, column: startColumn)
    }

    /// Decodes the escape at `position` (a backslash) into `scratch`.
    private mutating func scanEscape(stringStart: JSONLocation) throws(JSONError) {
        let backslash = position
        position += 1
        guard position < input.count else { throw failure(.unexpectedEnd(inside: .string, start: stringStart)) }
        let byte = input[position]
        position += 1
        switch byte {
        case .quote, .backslash, .slash: scratch.append(byte)
        case .letterB: scratch.append(0x08)
        case .letterF: scratch.append(0x0C)
        case .letterN: scratch.append(0x0A)
        case .letterR: scratch.append(0x0D)
        case .letterT: scratch.append(0x09)
        case .letterU:
            let unit = try scanHexQuad(backslash: backslash, stringStart: stringStart)
            let scalar: UInt32
            switch unit {
            case 0xD800...0xDBFF:
                let loneHigh = JSONError(.loneSurrogate(unit), at: location(at: backslash))
                guard position < input.count else {
                    throw failure(.unexpectedEnd(inside: .string, start: stringStart))
                }
                guard input[position] == .backslash else { throw loneHigh }
                guard position + 1 < input.count else {
                    throw failure(.unexpectedEnd(inside: .string, start: stringStart))
                }
                guard input[position + 1] == .letterU else { throw loneHigh }
                let lowBackslash = position
                position += 2
                let low = try scanHexQuad(backslash: lowBackslash, stringStart: stringStart)
                guard (0xDC00...0xDFFF).contains(low) else { throw loneHigh }
                scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw JSONError(.loneSurrogate(unit), at: location(at: backslash))
            default:
                scalar = UInt32(unit)
            }
            appendUTF8(scalar)
        default:
            throw JSONError(.invalidEscape(found: byte), at: location(at: backslash))
        }
    }

    /// Reads the four hexadecimal digits of a `\u` escape.
    private mutating func scanHexQuad(backslash: Int, stringStart: JSONLocation) throws(JSONError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < input.count else { throw failure(.unexpectedEnd(inside: .string, start: stringStart)) }
            let byte = input[position]
            let digit: UInt8
            switch byte {
            case .digitZero...(.digitNine): digit = byte - .digitZero
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw JSONError(.invalidUnicodeEscape, at: location(at: backslash))
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Checks the multi-byte UTF-8 sequence at `position` (Unicode Table 3-7: no overlong forms,
    /// no surrogates, nothing above U+10FFFF) and steps over it.
    private mutating func scanUTF8Sequence(stringStart: JSONLocation) throws(JSONError) {
        let lead = input[position]
        guard let (length, second) = UTF8Lead.sequence(startingWith: lead) else {
            throw failure(.invalidUTF8(bytes: [lead]))
        }
        for index in 1..<length {
            guard position + index < input.count else {
                throw failure(.unexpectedEnd(inside: .string, start: stringStart))
            }
            let allowed: ClosedRange<UInt8> = index == 1 ? second : 0x80...0xBF
            guard allowed.contains(input[position + index]) else {
                throw failure(.invalidUTF8(bytes: Array(input[position...(position + index)])))
            }
        }
        position += length
        continuationBytes += length - 1
    }

    /// Reads a number (RFC 8259 §6) and converts it to the nearest `Double`.
    private mutating func scanNumber() throws(JSONError) {
        let start = position
        let startColumn = column(at: start)
        let startLocation = JSONLocation(offset: start, line: line, column: startColumn)
        let truncated = JSONError.Reason.unexpectedEnd(inside: .number, start: startLocation)
        let negative = input[position] == .minus
        if negative { position += 1 }
        guard position < input.count else { throw failure(truncated) }
        // The first 19 significant digits as an integer, and the power of ten that scales them.
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        var droppedNonZeroDigit = false
        let first = input[position]
        if first == .digitZero {
            position += 1
            if position < input.count, input[position].isDigit { throw JSONError(.leadingZero, at: startLocation) }
        } else if first.isDigit {
            while position < input.count, input[position].isDigit {
                let digit = input[position] - .digitZero
                if digits < 19 {
                    significand = significand * 10 + UInt64(digit)
                    digits += 1
                } else {
                    exponent += 1
                    if digit != 0 { droppedNonZeroDigit = true }
                }
                position += 1
            }
        } else {
            throw failure(.invalidNumber(.missingDigitAfterMinus))
        }
        if position < input.count, input[position] == .dot {
            position += 1
            guard position < input.count else { throw failure(truncated) }
            guard input[position].isDigit else { throw failure(.invalidNumber(.missingFractionDigit)) }
            while position < input.count, input[position].isDigit {
                let digit = input[position] - .digitZero
                if significand == 0 && digit == 0 {
                    exponent -= 1
                } else if digits < 19 {
                    significand = significand * 10 + UInt64(digit)
                    digits += 1
                    exponent -= 1
                } else if digit != 0 {
                    droppedNonZeroDigit = true
                }
                position += 1
            }
        }
        if position < input.count, input[position] | 0x20 == .letterE {
            position += 1
            guard position < input.count else { throw failure(truncated) }
            let negativeExponent = input[position] == .minus
            if negativeExponent || input[position] == .plus {
                position += 1
                guard position < input.count else { throw failure(truncated) }
            }
            guard input[position].isDigit else { throw failure(.invalidNumber(.missingExponentDigit)) }
            var written = 0
            while position < input.count, input[position].isDigit {
                // Beyond a million the value is 0 or out of range anyway; the slow path decides.
                if written < 1_000_000 { written = written * 10 + Int(input[position] - .digitZero) }
                position += 1
            }
            exponent += negativeExponent ? -written : written
        }
        let value: Double
        if let magnitude = DecimalReader.magnitude(significand, exponent, isTruncated: droppedNonZeroDigit),
            magnitude.isFinite
        {
            // Clinger's fast path or Eisel–Lemire: all but a vanishing share, without a string.
            value = negative ? -magnitude : magnitude
        } else {
            let literal = String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
            guard let converted = Double(literal), converted.isFinite else {
                let shown = literal.count > 40 ? String(literal.prefix(40)) + "…" : literal
                throw JSONError(.numberOutOfRange(literal: shown), at: startLocation)
            }
            value = converted
        }
        append(.number, payload: value.bitPattern, at: start, column: startColumn)
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)

    private mutating func scanLiteral(_ word: [UInt8], name: String, tag: Tag) throws(JSONError) {
        let start = position
        let startColumn = column(at: start)
        for byte in word {
            guard position < input.count else {
                let startLocation = JSONLocation(offset: start, line: line, column: startColumn)
                throw failure(.unexpectedEnd(inside: .literal(name), start: startLocation))
            }
            guard input[position] == byte else {
                throw JSONError(.invalidLiteral(expected: name), at: location(at: start))
            }
            position += 1
        }
        append(tag, payload: 0, at: start, column: startColumn)
    }

    // MARK: Positions

    /// Steps over spaces, tabs and line breaks (LF, CR or CRLF), counting lines.
    private mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case .space, .tab:
                position += 1
            case .lineFeed:
                position += 1
                startLine()
            case .carriageReturn:
                position += 1
                if position < input.count, input[position] == .lineFeed { position += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = position
        continuationBytes = 0
    }

    /// The column of `offset`, which must be on the current line at or after the last multi-byte
    /// character counted.
    private func column(at offset: Int) -> Int { offset - lineStart - continuationBytes + 1 }

    private func location(at offset: Int) -> JSONLocation {
        JSONLocation(offset: offset, line: line, column: column(at: offset))
    }

    private func failure(_ reason: JSONError.Reason) -> JSONError { JSONError(reason, at: location(at: position)) }

    /// The error for input that stops while containers are open.
    private func endInsideContainer() -> JSONError {
        guard let frame = stack.last else { return failure(.emptyInput) }
        let start = entries[frame.entry].location
        return failure(.unexpectedEnd(inside: frame.isObject ? .object : .array, start: start))
    }

    private mutating func append(_ tag: Tag, payload: UInt64, at offset: Int, column: Int) {
        // The input is under 2 GiB (checked up front), so offsets, lines and columns fit.
        entries.append(
            Entry(
                payload: payload, offset: UInt32(truncatingIfNeeded: offset), line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column), tag: tag))
    }
}

extension UInt8 {
    fileprivate static let tab: UInt8 = 0x09
    fileprivate static let lineFeed: UInt8 = 0x0A
    fileprivate static let carriageReturn: UInt8 = 0x0D
    fileprivate static let space: UInt8 = 0x20
    fileprivate static let quote: UInt8 = 0x22
    fileprivate static let plus: UInt8 = 0x2B
    fileprivate static let comma: UInt8 = 0x2C
    fileprivate static let minus: UInt8 = 0x2D
    fileprivate static let dot: UInt8 = 0x2E
    fileprivate static let slash: UInt8 = 0x2F
    fileprivate static let digitZero: UInt8 = 0x30
    fileprivate static let digitNine: UInt8 = 0x39
    fileprivate static let colon: UInt8 = 0x3A
    fileprivate static let openBracket: UInt8 = 0x5B
    fileprivate static let backslash: UInt8 = 0x5C
    fileprivate static let closeBracket: UInt8 = 0x5D
    fileprivate static let letterB: UInt8 = 0x62
    fileprivate static let letterE: UInt8 = 0x65
    fileprivate static let letterF: UInt8 = 0x66
    fileprivate static let letterN: UInt8 = 0x6E
    fileprivate static let letterR: UInt8 = 0x72
    fileprivate static let letterT: UInt8 = 0x74
    fileprivate static let letterU: UInt8 = 0x75
    fileprivate static let openBrace: UInt8 = 0x7B
    fileprivate static let closeBrace: UInt8 = 0x7D

    fileprivate var isDigit: Bool { self >= .digitZero && self <= .digitNine }
}
