import Foundation
import ZoneKit

/// Reads lines from a ``ByteSource`` in chunks, holding at most one chunk and one line in memory.
///
/// - Line breaks are LF or CRLF; the last line needs none.
/// - A UTF-8 byte order mark at the very start is dropped.
/// - A line longer than ``maximumLineLength`` bytes comes out as ``InputLine/Content/tooLong(limit:)``:
///   the reader skips to the next line break without keeping the line, so a 100 MB line costs no
///   more memory than a short one.
/// - A line that is not UTF-8 comes out as ``InputLine/Content/invalidUTF8(column:byte:)``, as does
///   a line with a NUL byte (`byte` 0, however valid the rest), which no text holds.
/// - When the first byte other than whitespace is a record separator (U+001E), the input is an
///   RFC 7464 text sequence (RFC 8142 for GeoJSON): records run from one separator to the next
///   and may span lines; each comes out numbered with the line of its separator. The text before
///   the first separator comes out as a line of its own (usually empty).
///
/// Blank and comment lines are handed out like any other; line numbers count every line.
///
/// ```swift
/// var reader = LineReader(source: FileDescriptorSource(fileDescriptor: STDIN_FILENO))
/// while let line = try reader.next() { … }
/// ```
package struct LineReader<Source: ByteSource> {
    /// The default longest line: 1 MiB.
    package static var defaultMaximumLineLength: Int { 1 << 20 }
    /// The default read size: 64 KiB.
    package static var defaultChunkSize: Int { 64 << 10 }

    /// How the input is cut into lines.
    package enum Framing: Equatable, Sendable {
        /// Not known until the first byte other than whitespace has been seen.
        case undecided
        /// Lines end at LF (or CRLF).
        case lines
        /// Records start at a record separator (RFC 7464).
        case textSequence
    }

    /// The longest line, in bytes without its line break, handed out as text. It may be changed
    /// between calls to ``next()`` (a caller expecting one large JSON document raises it).
    package var maximumLineLength: Int
    /// How the input is cut; decided by the first call to ``next()`` or ``peekFirstSignificantByte()``.
    package private(set) var framing = Framing.undecided

    private var source: Source
    private var buffer: [UInt8]
    private var position = 0
    private var filled = 0
    private var line: [UInt8] = []
    private var nextLineNumber = 1
    /// Every byte the source has given so far.
    private var bytesRead = 0

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - source: where the bytes come from.
    ///   - maximumLineLength: the longest line handed out as text (at least 1).
    ///   - chunkSize: how many bytes to ask the source for at a time (at least 4).
    package init(
        source: Source, maximumLineLength: Int = defaultMaximumLineLength, chunkSize: Int = defaultChunkSize
    ) {
        precondition(maximumLineLength >= 1, "maximumLineLength must be at least 1")
        precondition(chunkSize >= 4, "chunkSize must be at least 4")
        self.source = source
        self.maximumLineLength = maximumLineLength
        buffer = Array(repeating: 0, count: chunkSize)
    }

    /// The number the next line will have.
    package var lineNumber: Int { nextLineNumber }

    /// How many bytes of the input the lines handed out so far span (a byte order mark included):
    /// the source's bytes less those still buffered. What a progress line measures against the
    /// size of a file.
    package var byteOffset: Int { bytesRead - (filled - position) }

    /// Whether a whole line is already in the buffer, so that ``next()`` will not read.
    package var hasBufferedLine: Bool {
        guard framing != .undecided, position < filled else { return false }
        return find(framing == .textSequence ? 0x1E : 0x0A).found
    }

    /// The next line, or `nil` at the end of the input.
    ///
    /// - Throws: ``InputReadError`` when the source cannot be read.
    /// - Complexity: O(*n*) in the bytes of the line; memory O(chunk size + ``maximumLineLength``).
    package mutating func next() throws(InputReadError) -> InputLine? {
        try decideFraming()
        let delimiter: UInt8 = framing == .textSequence ? 0x1E : 0x0A
        let number = nextLineNumber
        line.removeAll(keepingCapacity: true)
        var isTooLong = false
        var sawBytes = false
        while true {
            if position == filled {
                position = 0
                filled = 0
                guard try readMore() else { break }
            }
            sawBytes = true
            let (end, found) = find(delimiter)
            if framing == .textSequence { nextLineNumber += count(0x0A, in: position..<end) }
            if !isTooLong {
                if line.count + (end - position) > maximumLineLength {
                    isTooLong = true
                    line.removeAll(keepingCapacity: true)
                } else {
                    line.append(contentsOf: buffer[position..<end])
                }
            }
            position = found ? end + 1 : end
            if found { break }
        }
        guard sawBytes else { return nil }
        if framing == .lines {
            nextLineNumber += 1
            if line.last == 0x0D { line.removeLast() }
        }
        if isTooLong { return InputLine(number: number, content: .tooLong(limit: maximumLineLength)) }
        if let nul = line.firstIndex(of: 0) {
            // No text holds a NUL byte: reported as a byte that is not text, whatever follows it.
            let column = line[..<nul].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            return InputLine(number: number, content: .invalidUTF8(column: column, byte: 0))
        }
        let invalid = line.withUnsafeBytes { UTF8Validator.firstInvalid(in: $0) }
        if let invalid {
            return InputLine(number: number, content: .invalidUTF8(column: invalid.column, byte: line[invalid.offset]))
        }
        return InputLine(number: number, content: .text(String(decoding: line, as: UTF8.self)))
    }

    /// The next line read by `read` straight from the buffer, without making it a `String`: for
    /// the lines a caller can read faster than ``next()`` hands them out (most batch lines are
    /// `37.76,-122.43`).
    ///
    /// `read` gets the line's bytes (without its LF or CRLF) and its number when the whole line is
    /// already buffered and the input is cut into lines. The line is consumed only when `read`
    /// answers; when it answers `nil`, or the line is not at hand, nothing is consumed and
    /// ``next()`` hands the line out as usual. `read` must answer `nil` for a line it would not
    /// take as text, such as one that is not UTF-8.
    ///
    /// - Complexity: O(*n*) in the bytes of the line.
    package mutating func nextBufferedLine<Value>(
        _ read: (_ bytes: UnsafeBufferPointer<UInt8>, _ number: Int) -> Value?
    ) -> Value? {
        guard framing == .lines, position < filled else { return nil }
        let (position, number) = (self.position, nextLineNumber)
        let (filled, maximumLineLength) = (self.filled, self.maximumLineLength)
        let found = buffer.withUnsafeBufferPointer { bytes -> (value: Value, next: Int)? in
            guard
                let line = Self.bufferedLine(at: position, in: bytes, filled: filled, maximumLength: maximumLineLength),
                let value = read(UnsafeBufferPointer(rebasing: bytes[position..<line.end]), number)
            else { return nil }
            return (value, line.next)
        }
        guard let found else { return nil }
        self.position = found.next
        nextLineNumber += 1
        return found.value
    }

    /// The next lines read by `read` straight from the buffer, appended to `values`, as
    /// ``nextBufferedLine(_:)`` would read them one by one — up to `maximum` values in all, and
    /// stopping at the first line `read` answers `nil` for or that is not at hand — but in one
    /// pass over the buffer: a call per line retained and released the buffer for each row.
    ///
    /// - Complexity: O(*n*) in the bytes of the lines.
    package mutating func nextBufferedLines<Value>(
        upTo maximum: Int, into values: inout [Value],
        _ read: (_ bytes: UnsafeBufferPointer<UInt8>, _ number: Int) -> Value?
    ) {
        guard framing == .lines, position < filled, values.count < maximum else { return }
        var (position, number) = (self.position, nextLineNumber)
        let (filled, maximumLineLength) = (self.filled, self.maximumLineLength)
        buffer.withUnsafeBufferPointer { bytes in
            while values.count < maximum, position < filled {
                guard
                    let line = Self.bufferedLine(
                        at: position, in: bytes, filled: filled, maximumLength: maximumLineLength),
                    let value = read(UnsafeBufferPointer(rebasing: bytes[position..<line.end]), number)
                else { return }
                if values.isEmpty { values.reserveCapacity(maximum) }
                values.append(value)
                position = line.next
                number += 1
            }
        }
        (self.position, nextLineNumber) = (position, number)
    }

    /// The line starting at `position` of the buffer `bytes` (read up to `filled`): where its text
    /// ends (before its LF or CRLF) and where the next line starts; `nil` when its LF is not
    /// buffered yet or the line is longer than `maximumLength`.
    @inline(__always)
    private static func bufferedLine(
        at position: Int, in bytes: UnsafeBufferPointer<UInt8>, filled: Int, maximumLength: Int
    ) -> (end: Int, next: Int)? {
        guard let base = bytes.baseAddress, let hit = memchr(base + position, 0x0A, filled - position) else {
            return nil
        }
        let lineFeed = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        var end = lineFeed
        if end > position, base[end - 1] == 0x0D { end -= 1 }
        guard end - position <= maximumLength else { return nil }
        return (end, lineFeed + 1)
    }

    /// The first byte of the next line that is not a space, tab, carriage return or record
    /// separator, without consuming anything; `nil` when the line is blank or the input has ended.
    ///
    /// Looks at most one chunk ahead: a line that starts with more blanks than that answers `nil`.
    ///
    /// - Throws: ``InputReadError`` when the source cannot be read.
    package mutating func peekFirstSignificantByte() throws(InputReadError) -> UInt8? {
        try decideFraming()
        return try scanSignificant(skippingLineBreaks: framing == .textSequence)
    }

    /// Drops a byte order mark and decides the framing from the first byte that is not whitespace.
    private mutating func decideFraming() throws(InputReadError) {
        guard framing == .undecided else { return }
        while filled - position < 3, try readMore() {}
        if filled - position >= 3, buffer[position] == 0xEF, buffer[position + 1] == 0xBB,
            buffer[position + 2] == 0xBF
        {
            position += 3
        }
        framing = try scanSignificant(skippingLineBreaks: true) == 0x1E ? .textSequence : .lines
    }

    private mutating func scanSignificant(skippingLineBreaks: Bool) throws(InputReadError) -> UInt8? {
        var cursor = position
        while true {
            if cursor == filled {
                if position > 0 {
                    buffer.withUnsafeMutableBytes { raw in
                        guard let base = raw.baseAddress else { return }
                        memmove(base, base + position, filled - position)
                    }
                    cursor -= position
                    filled -= position
                    position = 0
                }
                guard filled < buffer.count, try readMore() else { return nil }
            }
            let byte = buffer[cursor]
            switch byte {
            case 0x20, 0x09, 0x0D:
                cursor += 1
            case 0x1E where framing != .undecided:
                cursor += 1
            case 0x0A:
                guard skippingLineBreaks else { return nil }
                cursor += 1
            default:
                return byte
            }
        }
    }

    /// Reads into the free end of the buffer; `false` at the end of the input.
    private mutating func readMore() throws(InputReadError) -> Bool {
        guard filled < buffer.count else { return true }
        let start = filled
        let result = buffer.withUnsafeMutableBytes { raw in
            Result { () throws(InputReadError) -> Int in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[start...]))
            }
        }
        let count = try result.get()
        filled += count
        bytesRead += count
        return count > 0
    }

    /// The index of the first `byte` at or after `position`, or `filled` when none is buffered.
    private func find(_ byte: UInt8) -> (index: Int, found: Bool) {
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                let hit = memchr(base + position, Int32(byte), filled - position)
            else { return (filled, false) }
            return (base.distance(to: UnsafeRawPointer(hit)), true)
        }
    }

    private func count(_ byte: UInt8, in range: Range<Int>) -> Int {
        var total = 0
        for index in range where buffer[index] == byte { total += 1 }
        return total
    }
}

extension LineReader: Sendable where Source: Sendable {}
