import Foundation

/// A ``RecordValueWriter`` that writes one CSV row of a ``FieldSelection``'s columns from a record
/// written to it: byte for byte the row ``RecordWriter`` writes for the same record as a
/// ``JSONObject``, without building the object.
///
/// Each member of the record's objects that is a column becomes that column's cell (`null` an empty
/// cell, an array or object its compact JSON); members no column names are passed over; a column
/// the record does not reach is an empty cell. Cells may come in any order; ``row`` puts them in
/// column order.
struct CSVRowWriter: RecordValueWriter {
    /// What the next value written is.
    fileprivate enum Target {
        /// The record itself.
        case record
        /// A column's value.
        case column(Int)
        /// An object holding columns: a node of the tree.
        case object(Int)
        /// Something no column names.
        case skipped
    }

    private let tree: CSVColumnTree
    private var target = Target.record
    /// The objects holding columns begun and not ended, innermost last: the node, and how many
    /// members have been met (where the next key is looked for first).
    private var objects: [(node: Int, members: Int)] = []
    /// The text of the cells written so far, and where each column's is (`nil`: an empty cell).
    private var cells: [UInt8] = []
    private var cellRanges: [Range<Int>?]
    /// A column's array or object, while it is written: its column, its writer, and how deep in it
    /// the writer is (0: not in one).
    private var nestedColumn = 0
    /// Writes the column's text straight into ``cells`` (its buffer and ``cells``' are swapped
    /// while it writes), as it stands inside the cell's quotes.
    private var nested = CompactJSONWriter(appendingTo: [], memo: nil, isInCSVCell: true)
    private var nestedDepth = 0
    /// Where the column's cell begins in ``cells``: its opening quote.
    private var nestedStart = 0
    /// How deep the writer is in arrays and objects no column names (0: not in one).
    private var skippedDepth = 0
    /// Where remembered parts are kept, if anywhere.
    private let memo: RecordMemo?

    /// The cells a remembered part set, and the writer's state after it.
    struct Remembered {
        /// The text of the cells.
        var bytes: [UInt8]
        /// Each cell set: its column and its text in ``bytes`` (`nil`: an empty cell).
        var cells: [(column: Int, text: Range<Int>?)]
        /// How many members of the innermost object holding columns the part wrote.
        var members: Int
        fileprivate var target: Target
    }

    /// The buffers of a writer whose row is made, lent to the next writer so that a batch's rows
    /// reuse them instead of allocating their own (some seventy cells a row).
    struct Buffers {
        fileprivate var cells: [UInt8]
        fileprivate var cellRanges: [Range<Int>?]
        fileprivate var objects: [(node: Int, members: Int)]
    }

    /// A writer of a row with the columns of `tree`, keeping the parts it is asked to remember in
    /// `memo`, if any, and writing into the buffers the memo holds from the row before.
    init(_ tree: CSVColumnTree, memo: RecordMemo? = nil) {
        self.tree = tree
        self.memo = memo
        guard var buffers = memo?.takeRowBuffers(), buffers.cellRanges.count == tree.columnCount else {
            cellRanges = Array(repeating: nil, count: tree.columnCount)
            cells.reserveCapacity(1024)
            return
        }
        buffers.cells.removeAll(keepingCapacity: true)
        for column in buffers.cellRanges.indices { buffers.cellRanges[column] = nil }
        buffers.objects.removeAll(keepingCapacity: true)
        (cells, cellRanges, objects) = (buffers.cells, buffers.cellRanges, buffers.objects)
    }

    /// Gives the writer's buffers to its memo for the next row; the writer is empty after.
    mutating func lendBuffers() {
        guard let memo else { return }
        var buffers = Buffers(cells: [], cellRanges: [], objects: [])
        swap(&buffers.cells, &cells)
        swap(&buffers.cellRanges, &cellRanges)
        swap(&buffers.objects, &objects)
        memo.keepRowBuffers(buffers)
    }

    /// The row: the cells in column order, separated by commas, without a line break.
    var row: [UInt8] {
        // Sized exactly and filled by copying each cell's bytes: a full answer has some seventy
        // columns, and appending them one by one cost a seventh of writing a row.
        let length = cellRanges.reduce(max(0, cellRanges.count - 1)) { $0 + ($1?.count ?? 0) }
        return cells.withUnsafeBufferPointer { cells in
            cellRanges.withUnsafeBufferPointer { ranges in
                [UInt8](unsafeUninitializedCapacity: length) { row, count in
                    // No storage only for a row of one empty cell: nothing to write.
                    guard var next = row.baseAddress else { return }
                    for column in ranges.indices {
                        if column > 0 {
                            next.initialize(to: UInt8(ascii: ","))
                            next += 1
                        }
                        guard let range = ranges[column], !range.isEmpty, let source = cells.baseAddress else {
                            continue
                        }
                        next.initialize(from: source + range.lowerBound, count: range.count)
                        next += range.count
                    }
                    count = length
                }
            }
        }
    }

    /// The column a scalar written now is the cell of; `nil` when it is no column's (passed over,
    /// or inside something passed over). Either way the member's target is used up.
    private mutating func scalarColumn() -> Int? {
        guard nestedDepth == 0, skippedDepth == 0 else { return nil }
        defer { target = .skipped }
        if case .column(let column) = target { return column }
        return nil
    }

    private mutating func setCell(_ column: Int, _ append: (inout [UInt8]) -> Void) {
        let start = cells.count
        append(&cells)
        cellRanges[column] = start..<cells.count
    }

    mutating func writeNull() {
        if nestedDepth > 0 { return nested.writeNull() }
        if let column = scalarColumn() { cellRanges[column] = nil }
    }

    mutating func write(_ flag: Bool) {
        if nestedDepth > 0 { return nested.write(flag) }
        if let column = scalarColumn() { setCell(column) { $0.append(contentsOf: (flag ? "true" : "false").utf8) } }
    }

    mutating func write(_ number: Double) {
        if nestedDepth > 0 { return nested.write(number) }
        if let column = scalarColumn() {
            setCell(column) { RecordEncoding.appendCSVText(JSONWriter.format(number) ?? "", to: &$0) }
        }
    }

    mutating func write(_ text: String) {
        if nestedDepth > 0 { return nested.write(text) }
        if let column = scalarColumn() { setCell(column) { RecordEncoding.appendCSVText(text, to: &$0) } }
    }

    /// Starts an array or an object (`isObject`): nested text for a column, an object holding
    /// columns, or something passed over.
    private mutating func begin(isObject: Bool) {
        if nestedDepth > 0 {
            nestedDepth += 1
            if isObject { nested.beginObject() } else { nested.beginArray() }
            return
        }
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        switch target {
        case .column(let column):
            nestedColumn = column
            nestedDepth = 1
            nestedStart = cells.count
            cells.append(UInt8(ascii: "\""))
            swap(&cells, &nested.bytes)
            if isObject { nested.beginObject() } else { nested.beginArray() }
        case .record where isObject:
            objects.append((CSVColumnTree.root, 0))
        case .object(let node) where isObject:
            objects.append((node, 0))
        default:
            skippedDepth = 1
        }
        target = .skipped
    }

    /// Ends an array or an object (`isObject`).
    private mutating func end(isObject: Bool) {
        if nestedDepth > 0 {
            if isObject { nested.endObject() } else { nested.endArray() }
            nestedDepth -= 1
            if nestedDepth == 0 {
                swap(&cells, &nested.bytes)
                endNestedCell()
            }
        } else if skippedDepth > 0 {
            skippedDepth -= 1
        } else if isObject {
            _ = objects.popLast()
        }
    }

    /// Closes the cell of a column's array or object, written after its opening quote with every
    /// quote doubled: compact JSON needs the quotes only when it holds a string or a comma (it has
    /// no line breaks and no blanks at its ends), so `[]` and `[1]` lose theirs.
    private mutating func endNestedCell() {
        let text = (nestedStart + 1)..<cells.count
        let needsQuotes = cells[text].contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: ",") }
        if needsQuotes {
            cells.append(UInt8(ascii: "\""))
        } else {
            cells.remove(at: nestedStart)
        }
        cellRanges[nestedColumn] = nestedStart..<cells.count
    }

    mutating func beginArray() { begin(isObject: false) }
    mutating func endArray() { end(isObject: false) }
    mutating func beginObject() { begin(isObject: true) }
    mutating func endObject() { end(isObject: true) }

    /// Sets the cells `body` sets, or the ones it set last time for `key`. Parts inside a column's
    /// array or object, or inside something no column names, are written as they come.
    mutating func writeRemembered(_ key: RecordMemoKey, _ body: (inout Self) -> Void) {
        guard let memo, nestedDepth == 0, skippedDepth == 0 else { return body(&self) }
        if let part = memo.rows[key] {
            let start = cells.count
            cells.append(contentsOf: part.bytes)
            for (column, text) in part.cells {
                cellRanges[column] = text.map { (start + $0.lowerBound)..<(start + $0.upperBound) }
            }
            if !objects.isEmpty { objects[objects.count - 1].members += part.members }
            target = part.target
            return
        }
        let before = cellRanges
        let start = cells.count
        let depth = objects.count
        let members = objects.last?.members ?? 0
        body(&self)
        assert(objects.count == depth, "a remembered part must end at the depth it began")
        var part = Remembered(
            bytes: Array(cells[start...]), cells: [], members: (objects.last?.members ?? 0) - members, target: target)
        for column in cellRanges.indices where cellRanges[column] != before[column] {
            part.cells.append((column, cellRanges[column].map { ($0.lowerBound - start)..<($0.upperBound - start) }))
        }
        memo.remember(part, for: key)
    }

    mutating func writeKey(_ key: String) {
        if nestedDepth > 0 { return nested.writeKey(key) }
        guard skippedDepth == 0, let last = objects.indices.last else { return }
        let (node, members) = objects[last]
        objects[last].members = members + 1
        guard let child = tree.child(of: node, key: key, hint: members) else {
            target = .skipped
            return
        }
        target = tree.column(of: child).map(Target.column) ?? .object(child)
    }
}

/// The columns of a ``FieldSelection`` as a tree of their keys — objects above, columns at the
/// leaves — kept flat (a node's children are one run of ``nodes``, keys in one byte array), so
/// that walking it costs no reference counting on threads that share it.
struct CSVColumnTree: Sendable {
    private struct Node {
        /// The key's UTF-8 in ``keyBytes`` (empty for the root).
        var keyStart = 0
        var keyEnd = 0
        /// The column, for a leaf; -1 for an object.
        var column = -1
        /// The children, for an object: `nodes[firstChild ..< firstChild + childCount]`.
        var firstChild = 0
        var childCount = 0
    }

    /// The root: the record.
    static let root = 0

    private let nodes: [Node]
    private let keyBytes: [UInt8]
    /// The number of columns.
    let columnCount: Int

    /// The tree of `columnKeys` (each column's path split at its dots); children in the order
    /// their first column comes.
    init(columnKeys: [[String]]) {
        // A nested form first, then laid out breadth first so that children are contiguous.
        final class Branch {
            var children: [(key: String, branch: Branch)] = []
            var column = -1
        }
        let top = Branch()
        for (column, keys) in columnKeys.enumerated() {
            var branch = top
            for key in keys {
                if let existing = branch.children.first(where: { $0.key == key }) {
                    branch = existing.branch
                } else {
                    let child = Branch()
                    branch.children.append((key, child))
                    branch = child
                }
            }
            branch.column = column
        }
        var nodes = [Node()]
        var keyBytes: [UInt8] = []
        var queue = [(branch: top, node: 0)]
        var next = 0
        while next < queue.count {
            let (branch, index) = queue[next]
            next += 1
            nodes[index].column = branch.column
            nodes[index].firstChild = nodes.count
            nodes[index].childCount = branch.children.count
            for (key, child) in branch.children {
                let start = keyBytes.count
                keyBytes.append(contentsOf: key.utf8)
                queue.append((child, nodes.count))
                nodes.append(Node(keyStart: start, keyEnd: keyBytes.count))
            }
        }
        self.nodes = nodes
        self.keyBytes = keyBytes
        columnCount = columnKeys.count
    }

    /// The column at `node`, or `nil` for an object.
    func column(of node: Int) -> Int? {
        let column = nodes[node].column
        return column >= 0 ? column : nil
    }

    /// The child of `node` named `key`, looked for first at position `hint` among its children.
    func child(of node: Int, key: String, hint: Int) -> Int? {
        let parent = nodes[node]
        var key = key
        return key.withUTF8 { key in
            keyBytes.withUnsafeBufferPointer { keyBytes in
                nodes.withUnsafeBufferPointer { nodes in
                    func matches(_ child: Int) -> Bool {
                        let node = nodes[child]
                        guard node.keyEnd - node.keyStart == key.count else { return false }
                        guard let key = key.baseAddress, let keyBytes = keyBytes.baseAddress else { return true }
                        return memcmp(key, keyBytes + node.keyStart, node.keyEnd - node.keyStart) == 0
                    }
                    if hint < parent.childCount, matches(parent.firstChild + hint) { return parent.firstChild + hint }
                    let children = parent.firstChild..<(parent.firstChild + parent.childCount)
                    return children.first(where: matches)
                }
            }
        }
    }
}
