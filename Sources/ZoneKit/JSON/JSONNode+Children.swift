extension JSONNode {
    /// A position among the elements of an array or the members of an object: an index on the
    /// document's tape, valid for the collection that produced it.
    package struct Index: Comparable, Hashable, Sendable {
        let entry: Int

        /// Orders positions by their place in the document.
        package static func < (lhs: Index, rhs: Index) -> Bool { lhs.entry < rhs.entry }
    }

    /// The elements of an array, in order.
    ///
    /// A forward collection: `count` is O(1), moving to the next element is O(1) (containers know
    /// where they end), and reading an element by position is O(1) once you hold its index.
    package struct Elements: Collection, Sendable {
        let document: JSONDocument
        let start: Int
        let end: Int
        /// The number of elements.
        package let count: Int

        /// The position of the first element.
        package var startIndex: Index { Index(entry: start) }
        /// The position just past the last element.
        package var endIndex: Index { Index(entry: end) }

        /// The position of the element after `index`.
        package func index(after index: Index) -> Index {
            Index(entry: document.entries[index.entry].end(at: index.entry))
        }

        /// The element at `index`.
        package subscript(index: Index) -> JSONNode { JSONNode(document: document, index: index.entry) }
    }

    /// The members of an object, in document order.
    ///
    /// A forward collection with O(1) `count` and O(1) steps, like ``Elements``.
    package struct Members: Collection, Sendable {
        let document: JSONDocument
        let start: Int
        let end: Int
        /// The number of members.
        package let count: Int

        /// The position of the first member.
        package var startIndex: Index { Index(entry: start) }
        /// The position just past the last member.
        package var endIndex: Index { Index(entry: end) }

        /// The position of the member after `index`: past the member name and its value.
        package func index(after index: Index) -> Index {
            let value = index.entry + 1
            return Index(entry: document.entries[value].end(at: value))
        }

        /// The member at `index`.
        package subscript(index: Index) -> JSONMember {
            let key = document.entries[index.entry]
            return JSONMember(
                key: document.strings[Int(truncatingIfNeeded: key.payload)],
                keyLocation: key.location,
                value: JSONNode(document: document, index: index.entry + 1))
        }

        /// The member names, in document order.
        package var keys: [String] { map(\.key) }
    }
}
