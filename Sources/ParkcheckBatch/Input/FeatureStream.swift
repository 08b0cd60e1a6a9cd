import ZoneKit

/// A GeoJSON FeatureCollection read feature by feature as its bytes come, so that memory stays
/// that of one feature whatever the file's size, and the first answer comes before the last
/// feature is read.
///
/// ``prefix(of:)`` finds where the `features` array opens: after `"type": "FeatureCollection"`, or
/// before any `type` (which must then follow the array, as the end checks: ``typeFollows``); any
/// other document is read whole. Then ``next()`` cuts the array into its
/// elements' texts, each with the line and column it starts at, which the batch parses one at a
/// time as a document of its own (so each feature's values and errors are located as in the whole
/// document); what follows the array is kept and checked at the end (``suffix``).
struct FeatureStream {
    /// What the stream has next.
    enum Event: Equatable {
        /// An element's text, starting on `line` at `column` (in Unicode scalars, 1-based).
        case element([UInt8], line: Int, column: Int)
        /// An element longer than the limit, starting on `line` at `column`; it was skipped.
        case tooLong(line: Int, column: Int)
        /// The bytes read so far end inside the array or before its end: feed the next line.
        case needsInput
        /// The array has ended; ``suffix`` holds what followed it so far.
        case arrayEnded
        /// The array is not JSON here: `found` (a byte) where an element (`expectedValue`), or a
        /// comma or `]`, was due, on `line` at `column`; `nil` for an element missing after a comma
        /// (`[…,]`).
        case malformed(found: UInt8?, expectedValue: Bool, line: Int, column: Int)
    }

    /// Where a document's `features` array opens, if it is a FeatureCollection's.
    enum Prefix: Equatable {
        /// The array's `[` is at this offset of the bytes; `"type": "FeatureCollection"` came first.
        case features(openingAt: Int)
        /// The array's `[` is at this offset of the bytes, and no `type` came before it: the
        /// document is a FeatureCollection only if its `type` follows the array.
        case featuresBeforeType(openingAt: Int)
        /// Not an object whose `features` array comes first or after `"type": "FeatureCollection"`
        /// (another type, no such array): read it whole.
        case notStreamable
        /// The bytes end before it is known.
        case needsMore
    }

    /// The longest element, in bytes.
    let maximumElementLength: Int
    /// Whether the document's `type` is still to come, after the array (``Prefix/featuresBeforeType(openingAt:)``).
    let typeFollows: Bool
    /// The bytes being read (one line, or the first lines of the document) and where.
    private var chunk: [UInt8] = []
    private var index = 0
    /// The line of `chunk[lineStart]`, the start of the line `index` is on.
    private var line: Int
    private var lineStart = 0
    /// The element being read: its bytes, where it starts, and how deep in it the scan is.
    private var element: [UInt8] = []
    private var elementLine = 0
    private var elementColumn = 0
    private var isInElement = false
    private var isSkipping = false
    private var depth = 0
    private var isInString = false
    private var isEscaped = false
    /// Whether an element is due (after `[` or a comma) rather than a comma or `]`.
    private var expectsElement = true
    private var sawComma = false
    private var lastComma = (line: 0, column: 0)
    private(set) var hasEnded = false
    /// What follows the array, up to the limit.
    private(set) var suffix: [UInt8] = []

    /// A stream of the array whose `[` is at `opening` in `bytes`, which start at the start of
    /// input line `line` (earlier lines of them separated by line feeds); `typeFollows` when no
    /// `type` came before it.
    init(bytes: [UInt8], opening: Int, line: Int, maximumElementLength: Int, typeFollows: Bool = false) {
        self.maximumElementLength = maximumElementLength
        self.typeFollows = typeFollows
        chunk = bytes
        self.line = line
        // Lines before the `[`'s: count them, and start the current line after the last.
        for position in 0..<opening where bytes[position] == 0x0A {
            self.line += 1
            lineStart = position + 1
        }
        index = opening + 1
        self.opening = (self.line, column(at: opening))
    }

    /// Reads the next line of the input (its bytes without the line end) after the current one,
    /// into the buffer the line before it was in.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, line number: Int) {
        if isInElement, !isSkipping { element.append(0x0A) }
        if hasEnded, suffix.count < maximumElementLength { suffix.append(0x0A) }
        chunk.removeAll(keepingCapacity: true)
        chunk.append(contentsOf: bytes)
        index = 0
        lineStart = 0
        line = number
    }

    /// The next event.
    mutating func next() -> Event {
        while index < chunk.count {
            let byte = chunk[index]
            if hasEnded {
                if suffix.count < maximumElementLength { suffix.append(byte) }
                index += 1
                continue
            }
            if byte == 0x0A {
                if isInElement, !isSkipping { element.append(byte) }
                index += 1
                line += 1
                lineStart = index
                continue
            }
            if isInElement {
                if let event = continueElement(byte) { return event }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0D:
                index += 1
            case UInt8(ascii: ","):
                guard !expectsElement else { return malformed(byte) }
                expectsElement = true
                sawComma = true
                lastComma = (line, column(at: index))
                index += 1
            case UInt8(ascii: "]"):
                // `…,]`: the comma is the fault, where it is.
                guard !(expectsElement && sawComma) else {
                    return .malformed(found: nil, expectedValue: true, line: lastComma.line, column: lastComma.column)
                }
                hasEnded = true
                index += 1
                suffixStart = (line, column(at: index))
                return .arrayEnded
            default:
                guard expectsElement else { return malformed(byte) }
                startElement()
            }
        }
        return hasEnded ? .arrayEnded : .needsInput
    }

    /// Whether the stream is between two features of the array, with nothing of the current line
    /// left, an element due: the next lines may be taken whole (``skippedLines(through:commaColumn:)``).
    var isBetweenLines: Bool { !hasEnded && !isInElement && expectsElement && index == chunk.count }

    /// Notes that the lines up to `number` were read whole by the caller, each one feature (and its
    /// comma): after them an element is due when the last ended with a comma, at `commaColumn`.
    mutating func skippedLines(through number: Int, commaColumn: Int?) {
        chunk.removeAll(keepingCapacity: true)
        index = 0
        lineStart = 0
        line = number
        expectsElement = commaColumn != nil
        sawComma = commaColumn != nil
        if let commaColumn { lastComma = (number, commaColumn) }
    }

    /// Whether the stream has bytes left to read before it needs the next line.
    var hasPendingBytes: Bool { index < chunk.count }

    private mutating func startElement() {
        isInElement = true
        isSkipping = false
        element.removeAll(keepingCapacity: true)
        elementLine = line
        elementColumn = column(at: index)
        depth = 0
        isInString = false
        isEscaped = false
    }

    /// Reads the element on from `index`, in one pass over the chunk's bytes up to the element's
    /// end or the chunk's (or a line feed, which ``next()`` counts); the event when the element
    /// ends.
    private mutating func continueElement(_ first: UInt8) -> Event? {
        let start = index
        var ended = false
        chunk.withUnsafeBufferPointer { bytes in
            var position = index
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x0A { break }
                if isInString {
                    position += 1
                    if isEscaped {
                        isEscaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        isEscaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        isInString = false
                        if depth == 0 {
                            ended = true
                            break
                        }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    isInString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    // At depth 0 a `]` is the array's end after a scalar element: left for it.
                    if depth == 0 {
                        ended = true
                    } else {
                        depth -= 1
                        ended = depth == 0
                        position += 1
                    }
                case 0x20, 0x09, 0x0D, UInt8(ascii: ","):
                    // A scalar element ends at a blank or a comma (left for the array).
                    ended = depth == 0 && position > start
                default:
                    break
                }
                if ended { break }
                if byte != UInt8(ascii: "}") && byte != UInt8(ascii: "]") { position += 1 }
            }
            index = position
        }
        append(start..<index)
        return ended ? finishElement() : nil
    }

    /// Adds the chunk's bytes in `range` to the element, or skips them once it is too long.
    private mutating func append(_ range: Range<Int>) {
        guard !isSkipping, !range.isEmpty else { return }
        if element.count + range.count > maximumElementLength {
            isSkipping = true
            element.removeAll()
            return
        }
        element.append(contentsOf: chunk[range])
    }

    private mutating func finishElement() -> Event {
        isInElement = false
        expectsElement = false
        sawComma = false
        if isSkipping { return .tooLong(line: elementLine, column: elementColumn) }
        return .element(element, line: elementLine, column: elementColumn)
    }

    private func malformed(_ found: UInt8?) -> Event {
        .malformed(found: found, expectedValue: expectsElement, line: line, column: column(at: index))
    }

    /// Where the array's `[` is: line and column.
    private(set) var opening = (line: 0, column: 0)
    /// Where what follows the array's `]` starts: line and column.
    private(set) var suffixStart = (line: 0, column: 0)
    /// Where the bytes read so far end: line and column.
    var end: (line: Int, column: Int) { (line, column(at: chunk.count)) }

    /// The column of `offset` on its line, in Unicode scalars (UTF-8 continuation bytes start none).
    private func column(at offset: Int) -> Int {
        var column = 1
        for position in lineStart..<offset where chunk[position] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// Where the `features` array of the document starting in `bytes` opens: the document must be
    /// an object whose members before `features` include `"type": "FeatureCollection"`, or none
    /// named `type` (then it must follow); the members are skipped by their brackets and strings
    /// (the whole is checked at the end).
    static func prefix(of bytes: [UInt8]) -> Prefix {
        var index = 0
        func skipBlanks() {
            while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A, 0x1E].contains(bytes[index]) { index += 1 }
        }
        // A string starting at `index`: its raw bytes between the quotes, or nil if it runs on.
        func string() -> ArraySlice<UInt8>? {
            var position = index + 1
            var isEscaped = false
            while position < bytes.count {
                let byte = bytes[position]
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    defer { index = position + 1 }
                    return bytes[(index + 1)..<position]
                }
                position += 1
            }
            return nil
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipBlanks()
        guard index < bytes.count else { return .needsMore }
        guard bytes[index] == UInt8(ascii: "{") else { return .notStreamable }
        index += 1
        var isFeatureCollection = false
        while true {
            skipBlanks()
            guard index < bytes.count else { return .needsMore }
            guard bytes[index] == UInt8(ascii: "\"") else { return .notStreamable }
            guard let key = string() else { return .needsMore }
            skipBlanks()
            guard index < bytes.count else { return .needsMore }
            guard bytes[index] == UInt8(ascii: ":") else { return .notStreamable }
            index += 1
            skipBlanks()
            guard index < bytes.count else { return .needsMore }
            if key.elementsEqual("features".utf8) {
                guard bytes[index] == UInt8(ascii: "[") else { return .notStreamable }
                return isFeatureCollection ? .features(openingAt: index) : .featuresBeforeType(openingAt: index)
            }
            if key.elementsEqual("type".utf8) {
                guard bytes[index] == UInt8(ascii: "\""), let value = string() else {
                    return bytes[index] == UInt8(ascii: "\"") ? .needsMore : .notStreamable
                }
                guard value.elementsEqual("FeatureCollection".utf8) else { return .notStreamable }
                isFeatureCollection = true
            } else {
                // Any other member's value: to its end, by brackets and strings.
                var depth = 0
                while true {
                    guard index < bytes.count else { return .needsMore }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") {
                        guard string() != nil else { return .needsMore }
                        if depth == 0 { break }
                        continue
                    }
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        depth -= 1
                        // The object ends before its features: not a stream.
                        guard depth >= 0 else { return .notStreamable }
                        if depth == 0 {
                            index += 1
                            break
                        }
                    } else if depth == 0, [UInt8(ascii: ","), 0x20, 0x09, 0x0D, 0x0A].contains(byte) {
                        break
                    }
                    index += 1
                }
            }
            skipBlanks()
            guard index < bytes.count else { return .needsMore }
            guard bytes[index] == UInt8(ascii: ",") else { return .notStreamable }
            index += 1
        }
    }
}
