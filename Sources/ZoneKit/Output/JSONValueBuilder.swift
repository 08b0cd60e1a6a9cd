/// A ``RecordValueWriter`` that builds the ``JSONValue`` written to it: objects keep their
/// members in the order written, as ``JSONObject/init(uniqueMembers:)`` (keys of one object are
/// expected to be distinct).
package struct JSONValueBuilder: RecordValueWriter {
    private enum Container {
        case array([JSONValue])
        case object(members: [(key: String, value: JSONValue)], key: String)
    }

    /// The containers begun and not yet ended, innermost last.
    private var open: [Container] = []
    /// The value written, once it is complete; `nil` before.
    package private(set) var value: JSONValue?

    /// A builder with nothing written.
    package init() {}

    /// The object `values` writes (an empty object if it writes something else).
    package static func object(_ values: some RecordValues) -> JSONObject {
        var builder = JSONValueBuilder()
        values.write(to: &builder)
        guard case .object(let object) = builder.value else { return JSONObject() }
        return object
    }

    private mutating func add(_ value: JSONValue) {
        guard let container = open.popLast() else {
            self.value = value
            return
        }
        switch container {
        case .array(var elements):
            elements.append(value)
            open.append(.array(elements))
        case .object(var members, let key):
            members.append((key, value))
            open.append(.object(members: members, key: ""))
        }
    }

    package mutating func writeNull() { add(.null) }
    package mutating func write(_ flag: Bool) { add(.bool(flag)) }
    package mutating func write(_ number: Double) { add(.number(number)) }
    package mutating func write(_ text: String) { add(.string(text)) }
    package mutating func beginArray() { open.append(.array([])) }

    package mutating func endArray() {
        guard case .array(let elements) = open.popLast() else { return }
        add(.array(elements))
    }

    package mutating func beginObject() { open.append(.object(members: [], key: "")) }

    package mutating func writeKey(_ key: String) {
        guard case .object(let members, _) = open.popLast() else { return }
        open.append(.object(members: members, key: key))
    }

    package mutating func endObject() {
        guard case .object(let members, _) = open.popLast() else { return }
        add(.object(JSONObject(uniqueMembers: members)))
    }
}
