/// One value of a ``JSONDocument``, with the place where it starts.
///
/// A node is a light view (the document's storage and an index); copying it copies no values.
/// Accessors that ask for the wrong kind answer `nil` or an empty collection, so a reader can check
/// a document's shape and report every problem with its ``location``.
package struct JSONNode: Sendable {
    /// The document the node belongs to.
    package let document: JSONDocument
    /// The node's index on the document's tape.
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var entry: JSONDocument.Entry { document.entries[index] }

    /// The kinds of JSON value.
    package enum Kind: Hashable, Sendable, CustomStringConvertible {
        case null, bool, number, string, array, object

        /// The kind with its article, for messages: "null", "a boolean", "an array" …
        package var description: String {
            switch self {
            case .null: return "null"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    /// What kind of value this is.
    package var kind: Kind {
        switch entry.tag {
        case .null: return .null
        case .false, .true: return .bool
        case .number: return .number
        case .string, .key: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    /// Where the value starts (its first byte).
    package var location: JSONLocation { entry.location }

    /// Whether the value is `null`.
    package var isNull: Bool { entry.tag == .null }

    /// The boolean, or `nil` when the value is not `true` or `false`.
    package var boolValue: Bool? {
        switch entry.tag {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The number, or `nil` when the value is not a number. Always finite.
    package var numberValue: Double? {
        let entry = self.entry
        return entry.tag == .number ? Double(bitPattern: entry.payload) : nil
    }

    /// The string, or `nil` when the value is not a string.
    package var stringValue: String? {
        let entry = self.entry
        return entry.tag == .string ? document.strings[Int(truncatingIfNeeded: entry.payload)] : nil
    }

    /// The number of elements of an array or members of an object; 0 for any other value.
    package var count: Int { entry.childCount }

    /// The elements, in order, when the value is an array; empty otherwise.
    package var elements: Elements {
        let entry = self.entry
        guard entry.tag == .array else {
            return Elements(document: document, start: index + 1, end: index + 1, count: 0)
        }
        return Elements(document: document, start: index + 1, end: entry.end(at: index), count: entry.childCount)
    }

    /// The members, in document order, when the value is an object; empty otherwise.
    package var members: Members {
        let entry = self.entry
        guard entry.tag == .object else {
            return Members(document: document, start: index + 1, end: index + 1, count: 0)
        }
        return Members(document: document, start: index + 1, end: entry.end(at: index), count: entry.childCount)
    }

    /// The member named `key`, when the value is an object that has one (the first, if several).
    ///
    /// - Complexity: O(*m*) for an object of *m* members. The names are compared on the tape; only
    ///   the member found is made (a decoder asks each object for every member it may have).
    package func member(_ key: String) -> JSONMember? {
        let entries = document.entries
        let object = entries[index]
        guard object.tag == .object else { return nil }
        let strings = document.strings
        let end = object.end(at: index)
        var name = index + 1
        while name < end {
            let entry = entries[name]
            let text = strings[Int(truncatingIfNeeded: entry.payload)]
            if text == key {
                return JSONMember(
                    key: text, keyLocation: entry.location, value: JSONNode(document: document, index: name + 1))
            }
            name = entries[name + 1].end(at: name + 1)
        }
        return nil
    }

    /// The value of the member named `key`, when the value is an object that has one.
    ///
    /// - Complexity: O(*m*) for an object of *m* members.
    package subscript(key: String) -> JSONNode? { member(key)?.value }
}

/// An object member: its name, where the name starts, and its value.
package struct JSONMember: Sendable {
    /// The member name.
    package let key: String
    /// Where the member name starts (its opening quote).
    let keyLocation: JSONLocation
    /// The member's value.
    package let value: JSONNode
}
