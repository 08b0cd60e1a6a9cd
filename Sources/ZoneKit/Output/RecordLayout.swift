/// The nesting a ``FieldSelection`` gives a JSON record, worked out once per run so that records
/// can be written value by value (``RecordWriter/encode(coordinate:value:)``) without building a
/// ``JSONObject`` per row.
///
/// Its members are those ``FieldSelection/project(_:)`` gives a record with every field present,
/// in the same order, each ending in a CSV column (an index into ``FieldSelection/columns``).
/// Every object of the layout is written as an object: it suits records whose nested objects are
/// always there (a `null` in their place would be written as an object of `null`s).
struct RecordLayout: Equatable, Sendable {
    /// A member: a column's value, or an object of further members.
    indirect enum Node: Equatable, Sendable {
        case column(Int)
        case object([Member])
    }

    /// A key and what it holds.
    struct Member: Equatable, Sendable {
        var key: String
        var node: Node
    }

    /// The record's members, in order.
    let members: [Member]

    /// The layout of `selection`.
    ///
    /// - Complexity: O(*f*·*c*) for *f* fields and *c* columns; once per run.
    init(_ selection: FieldSelection) {
        let columnIndex = Dictionary(
            selection.columnKeys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // What a path holds: its column, or an object of the columns below it in record order
        // (a field naming an object selects all of it, so all of them are columns).
        func node(at keys: ArraySlice<String>) -> Node {
            if let column = columnIndex[Array(keys)] { return .column(column) }
            var members: [Member] = []
            for columnKeys in selection.recordKeys
            where columnKeys.count > keys.count && columnKeys.starts(with: keys) {
                let key = columnKeys[keys.count]
                if !members.contains(where: { $0.key == key }) {
                    members.append(Member(key: key, node: node(at: columnKeys[...keys.count])))
                }
            }
            return .object(members)
        }
        var members: [Member] = []
        // The same steps as FieldSelection.project: each field set at its path, in order, a later
        // field replacing what an earlier one set there but keeping its place.
        let fields = selection.selectsAll ? selection.columnKeys.map { [$0[0]] } : selection.fieldKeys
        for keys in fields {
            Self.set(node(at: keys[...]), at: keys[...], in: &members)
        }
        self.members = members
    }

    private static func set(_ node: Node, at keys: ArraySlice<String>, in members: inout [Member]) {
        guard let first = keys.first else { return }
        let index = members.firstIndex { $0.key == first }
        guard keys.count > 1 else {
            if let index { members[index].node = node } else { members.append(Member(key: first, node: node)) }
            return
        }
        var nested: [Member] = []
        if let index, case .object(let existing) = members[index].node { nested = existing }
        set(node, at: keys.dropFirst(), in: &nested)
        if let index {
            members[index].node = .object(nested)
        } else {
            members.append(Member(key: first, node: .object(nested)))
        }
    }
}
