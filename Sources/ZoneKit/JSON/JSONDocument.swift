/// A parsed JSON text in which every value knows where it starts.
///
/// The document is a *tape* (the layout simdjson uses): one flat array of entries in document
/// order, where an array or object entry records how many children it has and the index just past
/// its last descendant. Walking the tree needs no recursion and no per-container allocation;
/// strings live in a side table. Read it through ``root`` and ``JSONNode``; convert any subtree to
/// a ``JSONValue`` with ``JSONNode/value``.
package struct JSONDocument: Sendable {
    /// The tape, in document order. Object members are a `.key` entry followed by the value.
    let entries: [Entry]
    /// The text of every string and member name, indexed by `Entry.payload`.
    let strings: [String]

    /// Creates a document from a finished tape.
    init(entries: [Entry], strings: [String]) {
        precondition(!entries.isEmpty, "a JSON document holds at least one value")
        self.entries = entries
        self.strings = strings
    }

    /// The top-level value.
    package var root: JSONNode { JSONNode(document: self, index: 0) }

    /// The number of values and member names in the document.
    var entryCount: Int { entries.count }
}

extension JSONDocument {
    /// One value or member name on the tape: 24 bytes.
    struct Entry: Sendable {
        /// A number's bit pattern; a string's index in `strings`; for an array or object,
        /// `count << 32 | end` where `end` is the index just past the last descendant.
        var payload: UInt64
        var offset: UInt32
        var line: UInt32
        var column: UInt32
        var tag: Tag

        var location: JSONLocation {
            JSONLocation(offset: Int(offset), line: Int(line), column: Int(column))
        }

        /// The index just past this entry and its descendants.
        func end(at index: Int) -> Int {
            tag.isContainer ? Int(truncatingIfNeeded: payload & 0xFFFF_FFFF) : index + 1
        }

        /// The number of elements or members of a container.
        var childCount: Int { tag.isContainer ? Int(truncatingIfNeeded: payload >> 32) : 0 }
    }

    /// What an entry holds.
    enum Tag: UInt8, Sendable {
        case null, `false`, `true`, number, string, key, array, object

        var isContainer: Bool { self == .array || self == .object }
    }
}
