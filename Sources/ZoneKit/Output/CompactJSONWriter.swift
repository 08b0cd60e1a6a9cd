/// A ``RecordValueWriter`` that writes compact JSON text, byte for byte what
/// ``RecordEncoding/appendJSON(_:to:)-(JSONValue,_)`` writes for the same value (a NaN or infinite
/// number as `null`).
public struct CompactJSONWriter: RecordValueWriter {
    /// The text written so far.
    public var bytes: [UInt8]
    /// For each container begun and not yet ended, innermost last: whether it has no element or
    /// member yet (so the next needs no comma).
    private var isEmpty: [Bool] = []
    /// Whether a key has just been written, so the value needs no comma.
    private var followsKey = false

    /// A writer appending to `bytes`.
    public init(appendingTo bytes: [UInt8] = []) {
        self.bytes = bytes
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

    public mutating func writeNull() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    public mutating func write(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    public mutating func write(_ number: Double) {
        separate()
        bytes.append(contentsOf: (JSONWriter.format(number) ?? "null").utf8)
    }

    public mutating func write(_ text: String) {
        separate()
        JSONWriter.appendQuoted(text, to: &bytes)
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        isEmpty.append(true)
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        _ = isEmpty.popLast()
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        isEmpty.append(true)
    }

    public mutating func writeKey(_ key: String) {
        separate()
        JSONWriter.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        followsKey = true
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        _ = isEmpty.popLast()
    }
}
