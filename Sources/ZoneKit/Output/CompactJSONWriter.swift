/// A ``RecordValueWriter`` that writes compact JSON text, byte for byte what
/// ``RecordEncoding/appendJSON(_:to:)-(JSONValue,_)`` writes for the same value (a NaN or infinite
/// number as `null`).
package struct CompactJSONWriter: RecordValueWriter {
    /// The text written so far.
    package var bytes: [UInt8]
    /// For each container begun and not yet ended, innermost last: whether it has no element or
    /// member yet (so the next needs no comma).
    private var isEmpty: [Bool] = []
    /// Whether a key has just been written, so the value needs no comma.
    private var followsKey = false
    /// Where remembered parts are kept, if anywhere.
    private let memo: RecordMemo?
    /// Whether the text goes inside a quoted CSV cell, every quote doubled.
    private let isInCSVCell: Bool

    /// The text of a remembered part, and the writer's state after it.
    struct Remembered {
        var bytes: [UInt8]
        var isEmpty: Bool?
        var followsKey: Bool
    }

    /// A writer appending to `bytes`.
    package init(appendingTo bytes: [UInt8] = []) {
        self.init(appendingTo: bytes, memo: nil)
    }

    /// A writer appending to `bytes` that keeps the parts it is asked to remember in `memo`; with
    /// `isInCSVCell`, the text as it stands between the quotes of a CSV cell (every quote doubled).
    init(appendingTo bytes: [UInt8], memo: RecordMemo?, isInCSVCell: Bool = false) {
        self.bytes = bytes
        self.memo = memo
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

    package mutating func writeRemembered(_ key: RecordMemoKey, _ body: (inout Self) -> Void) {
        guard let memo else { return body(&self) }
        if let part = memo.texts[key] {
            bytes.append(contentsOf: part.bytes)
            if let isEmpty = part.isEmpty { self.isEmpty[self.isEmpty.count - 1] = isEmpty }
            followsKey = part.followsKey
            return
        }
        let start = bytes.count
        let depth = isEmpty.count
        body(&self)
        assert(isEmpty.count == depth, "a remembered part must end at the depth it began")
        memo.remember(
            Remembered(bytes: Array(bytes[start...]), isEmpty: isEmpty.last, followsKey: followsKey), for: key)
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

    package mutating func writeNull() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    package mutating func write(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    package mutating func write(_ number: Double) {
        separate()
        if !JSONWriter.appendFormatted(number, to: &bytes) { bytes.append(contentsOf: "null".utf8) }
    }

    package mutating func write(_ text: String) {
        separate()
        appendQuoted(text)
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        isEmpty.append(true)
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        _ = isEmpty.popLast()
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        isEmpty.append(true)
    }

    package mutating func writeKey(_ key: String) {
        separate()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        followsKey = true
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        _ = isEmpty.popLast()
    }
}
