/// A ``RecordValueWriter`` that writes a ``FieldSelection``'s fields of a record written to it as
/// one compact JSON object: byte for byte what ``RecordWriter`` writes for the same record built as
/// a ``JSONObject`` and projected (``FieldSelection/project(_:)``), without building the object.
///
/// Each field's value is kept as compact JSON while the record is written (members no field names
/// are passed over, and ``skipsValue`` lets the record leave them unmade); ``appendObject(to:)``
/// then writes the selection's nesting with those values, `null` for a field the record does not
/// reach. Only for selections whose fields are paths none of which starts another
/// (``FieldSelectionPlan``): a field inside another's value would need the outer value rewritten.
struct JSONSelectionWriter: RecordValueWriter {
    /// What the next value written is.
    private enum Target {
        /// The record itself.
        case record
        /// A field's value.
        case field(Int)
        /// An object holding fields: a node of the tree.
        case object(Int)
        /// Something no field names.
        case skipped
    }

    private let plan: FieldSelectionPlan
    private var target = Target.record
    /// The innermost object holding fields begun and not ended, with how many of its node's
    /// children have been met (all: no later member of the object is a field's); `nil` outside
    /// the record.
    private var current: CSVColumnTree.OpenObject?
    /// The objects holding fields around ``current``, innermost last.
    private var objects: [CSVColumnTree.OpenObject] = []
    /// How deep the writer is in arrays and objects no field names (0: not in one).
    private var skippedDepth = 0
    /// Writes every field's value, one after another, into its bytes.
    private var values = CompactJSONWriter(appendingTo: [])
    /// How deep in a field's array or object the writer is (0: not in one), and that field.
    private var nestedDepth = 0
    private var nestedField = 0
    /// Where each field's value is in `values.bytes` (`nil`: not reached).
    private var slots: [Range<Int>?]
    private var slotStart = 0

    /// A writer of the fields `plan` names.
    init(_ plan: FieldSelectionPlan) {
        self.plan = plan
        slots = Array(repeating: nil, count: plan.fieldCount)
        values.bytes.reserveCapacity(256)
    }

    /// Appends the selected fields as a compact JSON object to `output`.
    func appendObject(to output: inout [UInt8]) {
        values.bytes.withUnsafeBufferPointer { bytes in
            func append(_ members: [RecordLayout.Member]) {
                output.append(UInt8(ascii: "{"))
                for (index, member) in members.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    JSONWriter.appendQuoted(member.key, to: &output)
                    output.append(UInt8(ascii: ":"))
                    switch member.node {
                    case .column(let field):
                        if let range = slots[field] {
                            output.append(contentsOf: bytes[range])
                        } else {
                            output.append(contentsOf: "null".utf8)
                        }
                    case .object(let nested): append(nested)
                    }
                }
                output.append(UInt8(ascii: "}"))
            }
            append(plan.layout)
        }
    }

    /// Whether every field of the innermost object has been met, and no field's array or object
    /// is being written: the members left of that object, none of them a field's, change nothing.
    var isComplete: Bool {
        nestedDepth == 0 && skippedDepth == 0 && current?.hasMetAllChildren == true
    }

    var skipsValue: Bool {
        guard nestedDepth == 0 else { return false }
        if skippedDepth > 0 { return true }
        if case .skipped = target { return true }
        return false
    }

    /// The field a value written now (a scalar, or an array's or object's start) is; `nil` when it
    /// is no field's. Either way the member's target is used up.
    private mutating func beginValue() -> Int? {
        guard skippedDepth == 0 else { return nil }
        defer { target = .skipped }
        guard case .field(let field) = target else { return nil }
        slotStart = values.bytes.count
        return field
    }

    private mutating func scalar(_ write: (inout CompactJSONWriter) -> Void) {
        if nestedDepth > 0 { return write(&values) }
        guard let field = beginValue() else { return }
        write(&values)
        slots[field] = slotStart..<values.bytes.count
    }

    mutating func writeNull() { scalar { $0.writeNull() } }
    mutating func write(_ flag: Bool) { scalar { $0.write(flag) } }
    mutating func write(_ number: Double) { scalar { $0.write(number) } }
    mutating func write(_ text: String) { scalar { $0.write(text) } }

    /// Starts an array or an object (`isObject`): a field's value, an object holding fields, or
    /// something passed over.
    private mutating func begin(isObject: Bool) {
        if nestedDepth == 0 {
            if skippedDepth > 0 {
                skippedDepth += 1
                return
            }
            switch target {
            case .field(let field):
                _ = beginValue()
                nestedField = field
            case .record where isObject:
                open(FieldSelectionPlan.root)
                target = .skipped
                return
            case .object(let node) where isObject:
                open(node)
                target = .skipped
                return
            default:
                skippedDepth = 1
                target = .skipped
                return
            }
        }
        nestedDepth += 1
        if isObject { values.beginObject() } else { values.beginArray() }
    }

    /// Ends an array or an object (`isObject`).
    private mutating func end(isObject: Bool) {
        if nestedDepth > 0 {
            if isObject { values.endObject() } else { values.endArray() }
            nestedDepth -= 1
            if nestedDepth == 0 { slots[nestedField] = slotStart..<values.bytes.count }
        } else if skippedDepth > 0 {
            skippedDepth -= 1
        } else if isObject {
            current = objects.popLast()
        }
    }

    /// Begins an object of the record at `node` of the tree.
    private mutating func open(_ node: Int) {
        if let current { objects.append(current) }
        current = plan.tree.open(node)
    }

    mutating func beginArray() { begin(isObject: false) }
    mutating func endArray() { end(isObject: false) }
    mutating func beginObject() { begin(isObject: true) }
    mutating func endObject() { end(isObject: true) }

    mutating func writeKey(_ key: String) {
        if nestedDepth > 0 { return values.writeKey(key) }
        guard skippedDepth == 0, var object = current else { return }
        var key = key
        let child = key.withUTF8 { plan.tree.enterMember($0, of: &object) }
        current = object
        guard let child else {
            target = .skipped
            return
        }
        target = plan.tree.column(of: child).map(Target.field) ?? .object(child)
    }
}

/// A ``FieldSelection`` compiled once for ``JSONSelectionWriter``: its fields as a tree of keys
/// (the field's index at each leaf) and the nesting the selected object is written in.
struct FieldSelectionPlan: Sendable {
    /// The root of ``tree``: the record.
    static let root = CSVColumnTree.root
    /// The fields' keys as a tree; a leaf's "column" is the field's index.
    let tree: CSVColumnTree
    /// The object written: each leaf a field's index.
    let layout: [RecordLayout.Member]
    /// The number of fields.
    let fieldCount: Int

    /// The plan of `selection`, or `nil` when it selects every field or when one of its fields is
    /// another or starts with another's path (`zone,zone.code`): those are written by projecting
    /// the whole record, where a later field's value replaces part of an earlier one's.
    init?(_ selection: FieldSelection) {
        let fields = selection.fieldKeys
        guard !selection.selectsAll else { return nil }
        for (index, keys) in fields.enumerated() {
            for (otherIndex, other) in fields.enumerated() where otherIndex != index {
                if other.count >= keys.count, other.starts(with: keys) { return nil }
            }
        }
        tree = CSVColumnTree(columnKeys: fields)
        fieldCount = fields.count
        var layout: [RecordLayout.Member] = []
        for (field, keys) in fields.enumerated() {
            Self.set(field, at: keys[...], in: &layout)
        }
        self.layout = layout
    }

    /// Puts the field's leaf at `keys`, as ``FieldSelection/project(_:)`` sets its value: objects
    /// on the way are made where missing and keep the place of their first field.
    private static func set(_ field: Int, at keys: ArraySlice<String>, in members: inout [RecordLayout.Member]) {
        guard let first = keys.first else { return }
        let index = members.firstIndex { $0.key == first }
        guard keys.count > 1 else {
            members.append(RecordLayout.Member(key: first, node: .column(field)))
            return
        }
        var nested: [RecordLayout.Member] = []
        if let index, case .object(let existing) = members[index].node { nested = existing }
        set(field, at: keys.dropFirst(), in: &nested)
        if let index {
            members[index].node = .object(nested)
        } else {
            members.append(RecordLayout.Member(key: first, node: .object(nested)))
        }
    }
}
