/// A ``RecordValueWriter`` that writes compact JSON text, byte for byte what
/// ``RecordEncoding/appendJSON(_:to:)-(JSONValue,_)`` writes for the same value (a NaN or infinite
/// number as `null`).
struct CompactJSONWriter: RecordValueWriter {
    /// The text written so far.
    var bytes: [UInt8]
    /// For each container begun and not yet ended, innermost last: whether it has no element or
    /// member yet (so the next needs no comma).
    private var isEmpty: [Bool] = []
    /// Whether a key has just been written, so the value needs no comma.
    private var followsKey = false
    /// Whether the text goes inside a quoted CSV cell, every quote doubled.
    private let isInCSVCell: Bool

    /// A writer appending to `bytes`.
    init(appendingTo bytes: [UInt8] = []) {
        self.init(appendingTo: bytes, isInCSVCell: false)
    }

    /// A writer appending to `bytes`; with `isInCSVCell`, the text as it stands between the quotes
    /// of a CSV cell (every quote doubled).
    init(appendingTo bytes: [UInt8], isInCSVCell: Bool) {
        self.bytes = bytes
        self.isInCSVCell = isInCSVCell
    }

    /// Appends `text` quoted and escaped.
    private mutating func appendQuoted(_ text: String) {
        if isInCSVCell {
            JSONWriter.appendQuotedInCSV(text, to: &bytes)
        } else {
            JSONWriter.appendQuoted(text, to: &bytes)
        }
    }

    /// The comma before an element, or before a member's key.
    private mutating func separate() {
        if followsKey {
            followsKey = false
            return
        }
        guard let last = isEmpty.indices.last else { return }
        if !isEmpty[last] { bytes.append(UInt8(ascii: ",")) }
        isEmpty[last] = false
    }

    mutating func writeNull() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func write(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    mutating func write(_ number: Double) {
        separate()
        if !JSONWriter.appendFormatted(number, to: &bytes) { bytes.append(contentsOf: "null".utf8) }
    }

    mutating func write(_ text: String) {
        separate()
        appendQuoted(text)
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        isEmpty.append(true)
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        _ = isEmpty.popLast()
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        isEmpty.append(true)
    }

    mutating func writeKey(_ key: String) {
        separate()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        followsKey = true
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        _ = isEmpty.popLast()
    }
}
