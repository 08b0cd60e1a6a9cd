/// A JSON value. Objects keep their members in document order, so what is read can be written
/// back byte for byte in the same order, and what the data build writes is deterministic.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// The members of a JSON object, in document order. Keys are unique (the parser rejects duplicates).
package struct JSONObject: Equatable, Sendable {
    /// The members in order.
    package private(set) var members: [(key: String, value: JSONValue)]

    /// Creates an object from members in the order given. A repeated key keeps its last value,
    /// at the position of its first appearance.
    package init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = []
        for member in members { self[member.key] = member.value }
    }

    /// Creates an object from members already known to have distinct keys (the parser rejects
    /// duplicates; a literal list names each once), in O(m) rather than the O(m²) of checking
    /// each key: for objects built once per answer or per batch row. Distinctness is checked in
    /// builds with `ZONEKIT_CHECKS` (every test run).
    package init(uniqueMembers: [(key: String, value: JSONValue)]) {
        #if ZONEKIT_CHECKS
            precondition(
                Set(uniqueMembers.map(\.key)).count == uniqueMembers.count,
                "repeated keys in \(uniqueMembers.map(\.key))")
        #endif
        members = uniqueMembers
    }

    /// The value of `key`, or `nil`. Setting `nil` removes the member; setting a new key appends it.
    package subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key, newValue))
            }
        }
    }

    /// The keys in order.
    package var keys: [String] { members.map(\.key) }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension JSONValue {
    /// The object, when this is one.
    var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The string, when this is one.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The Boolean, when this is one.
    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}
