import Foundation

/// A ``RecordValueWriter`` that writes one CSV row of a ``FieldSelection``'s columns from a record
/// written to it: byte for byte the row ``RecordWriter`` writes for the same record as a
/// ``JSONObject``, without building the object.
///
/// Each member of the record's objects that is a column becomes that column's cell (`null` an empty
/// cell, an array of plain items those items joined by `;`, any other array or object its compact
/// JSON: ``RecordEncoding/appendCSVCell(_:to:)``); members no column names are passed over; a column
/// the record does not reach is an empty cell. Cells may come in any order; ``appendRow(to:)``
/// puts them in column order.
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
    /// The innermost object holding columns begun and not ended, with how many of its node's
    /// children have been met (all: no later member of the object is a column's); `nil` outside
    /// the record.
    private var current: CSVColumnTree.OpenObject?
    /// The objects holding columns around ``current``, innermost last.
    private var objects: [CSVColumnTree.OpenObject] = []
    /// The text of the cells written so far. While the cells come in column order (a record
    /// written in the order of its columns, as a batch's are) it is the row itself: the cells of
    /// the columns before ``nextColumn``, each followed by a comma. Once a cell comes out of
    /// order, ``scattered`` says where each cell is.
    private var text: [UInt8] = []
    /// The first column not written yet, while the cells come in order.
    private var nextColumn = 0
    /// Where each column's text is in ``text`` (`nil`: an empty cell), once the cells came out
    /// of order; empty until then.
    private var scattered: [Range<Int>?] = []
    private var isScattered = false
    /// A column's array or object, while it is written: its column, its writer, and how deep in it
    /// the writer is (0: not in one).
    private var nestedColumn = 0
    /// Writes the column's text straight into ``text`` (its buffer and ``text`` are swapped
    /// while it writes), as it stands inside the cell's quotes.
    private var nested = CompactJSONWriter(appendingTo: [], isInCSVCell: true)
    private var nestedDepth = 0
    /// Whether the column's value is so far an array of plain items (``RecordEncoding/plainItem``):
    /// its cell is then ``plainItems``, not the JSON.
    private var isPlainArray = false
    /// The column's array's items so far, joined by `;`, while ``isPlainArray``.
    private var plainItems: [UInt8] = []
    private var plainItemCount = 0
    /// Where the column's cell begins in ``text``: its opening quote.
    private var nestedStart = 0
    /// How deep the writer is in arrays and objects no column names (0: not in one).
    private var skippedDepth = 0
    /// Where the buffers of the row before are kept, and this row's go, if anywhere.
    private let lender: LentBuffers?
    /// The columns whose value has been written (a cell or `null`), a bit each.
    private var writtenColumns: UInt64 = 0
    /// ``writtenColumns`` once every column's value has been written; `nil` with more than 64
    /// columns, whose rows are never complete before their end.
    private let allColumns: UInt64?

    /// The buffers of a writer whose row is made, lent to the next writer so that a batch's rows
    /// reuse them instead of allocating their own (some seventy cells a row).
    struct Buffers {
        fileprivate var text: [UInt8]
        fileprivate var scattered: [Range<Int>?]
        fileprivate var objects: [CSVColumnTree.OpenObject]
    }

    /// A writer of a row with the columns of `tree`, writing into the buffers `lender` holds from
    /// the row before, if any.
    init(_ tree: CSVColumnTree, lender: LentBuffers? = nil) {
        self.tree = tree
        self.lender = lender
        let count = tree.columnCount
        allColumns = count < 64 ? (1 << UInt64(count)) - 1 : count == 64 ? .max : nil
        if var buffers = lender?.takeRowBuffers() {
            buffers.text.removeAll(keepingCapacity: true)
            buffers.scattered.removeAll(keepingCapacity: true)
            buffers.objects.removeAll(keepingCapacity: true)
            (text, scattered, objects) = (buffers.text, buffers.scattered, buffers.objects)
        } else {
            text.reserveCapacity(1024)
        }
        // Cells that will come out of column order are kept apart from the start: going over to
        // that in the middle of a row reads back the cells written so far.
        if !tree.isInRecordOrder { startScattered() }
    }

    /// Gives the writer's buffers to its lender for the next row; the writer is empty after.
    mutating func lendBuffers() {
        guard let lender else { return }
        var buffers = Buffers(text: [], scattered: [], objects: [])
        swap(&buffers.text, &text)
        swap(&buffers.scattered, &scattered)
        swap(&buffers.objects, &objects)
        lender.keepRowBuffers(buffers)
    }

    /// Appends the row to `output`: the cells in column order, separated by commas, without a
    /// line break. A batch's rows go one after another into one buffer.
    func appendRow(to output: inout [UInt8]) {
        let columnCount = tree.columnCount
        guard columnCount > 0 else { return }
        guard isScattered else {
            // The text and a comma for each column left, but for the last comma.
            let length = text.count + (columnCount - nextColumn) - 1
            let copied = min(text.count, length)
            text.withUnsafeBufferPointer { output.append(contentsOf: $0[..<copied]) }
            for _ in copied..<length { output.append(UInt8(ascii: ",")) }
            return
        }
        text.withUnsafeBufferPointer { text in
            for column in scattered.indices {
                if column > 0 { output.append(UInt8(ascii: ",")) }
                if let range = scattered[column], !range.isEmpty { output.append(contentsOf: text[range]) }
            }
        }
    }

    /// Where the cells with text are in `text`, a run of a row written in column order (each
    /// cell followed by a comma) from `firstColumn` on; quoted cells are read whole, commas and
    /// doubled quotes and all. Empty cells are left out: in column order nothing empties a cell.
    private static func cells(of text: ArraySlice<UInt8>, from firstColumn: Int) -> [(column: Int, text: Range<Int>)] {
        var cells: [(column: Int, text: Range<Int>)] = []
        var column = firstColumn
        var start = text.startIndex
        var isQuoted = false
        for index in text.indices {
            switch text[index] {
            case UInt8(ascii: "\""): isQuoted.toggle()
            case UInt8(ascii: ",") where !isQuoted:
                let range = (start - text.startIndex)..<(index - text.startIndex)
                if !range.isEmpty { cells.append((column, range)) }
                column += 1
                start = index + 1
            default: break
            }
        }
        return cells
    }

    /// Leaves column order for good: from now on ``scattered`` says where each cell is.
    private mutating func scatter() {
        guard !isScattered else { return }
        startScattered()
        for (column, range) in Self.cells(of: text[...], from: 0) { scattered[column] = range }
    }

    /// Makes ``scattered`` say that no cell has been written, in the capacity it has.
    private mutating func startScattered() {
        isScattered = true
        scattered.removeAll(keepingCapacity: true)
        for _ in 0..<tree.columnCount { scattered.append(nil) }
    }

    /// Where the text of a cell of `column` about to be written begins.
    private mutating func beginCell(_ column: Int) -> Int {
        if !isScattered {
            guard column >= nextColumn else {
                scatter()
                return text.count
            }
            for _ in nextColumn..<column { text.append(UInt8(ascii: ",")) }
            nextColumn = column
        }
        return text.count
    }

    /// Ends the cell of `column` begun at `start`.
    private mutating func endCell(_ column: Int, from start: Int) {
        markWritten(column)
        if isScattered {
            scattered[column] = start..<text.count
        } else {
            text.append(UInt8(ascii: ","))
            nextColumn = column + 1
        }
    }

    /// Notes that `column`'s value has been written.
    private mutating func markWritten(_ column: Int) {
        if column < 64 { writtenColumns |= 1 << UInt64(column) }
    }

    /// Makes the cell of `column` empty.
    private mutating func clearCell(_ column: Int) {
        markWritten(column)
        if !isScattered, column >= nextColumn { return }
        scatter()
        scattered[column] = nil
    }

    /// The column a scalar written now is the cell of; `nil` when it is no column's (passed over,
    /// or inside something passed over). Either way the member's target is used up.
    private mutating func scalarColumn() -> Int? {
        guard nestedDepth == 0, skippedDepth == 0 else { return nil }
        defer { target = .skipped }
        if case .column(let column) = target { return column }
        return nil
    }

    /// Whether the value written next is no column's and outside any column's value: passing it
    /// over changes nothing here.
    var skipsValue: Bool {
        guard nestedDepth == 0 else { return false }
        if skippedDepth > 0 { return true }
        if case .skipped = target { return true }
        return false
    }

    /// Whether every column's value has been written, or every column of the innermost object has
    /// been met, and no array or object is being written for one: the members left of the record,
    /// or of that object, none of them a column's, change nothing.
    var isComplete: Bool {
        guard nestedDepth == 0, skippedDepth == 0 else { return false }
        return allColumns == writtenColumns || current?.hasMetAllChildren == true
    }

    private mutating func setCell(_ column: Int, _ append: (inout [UInt8]) -> Void) {
        let start = beginCell(column)
        append(&text)
        endCell(column, from: start)
    }

    /// Adds an item to ``plainItems`` while the column's array is one of plain items.
    private mutating func addPlainItem(_ append: (inout [UInt8]) -> Bool) {
        guard isPlainArray, nestedDepth == 1 else { return }
        if plainItemCount > 0 { plainItems.append(RecordEncoding.itemSeparator) }
        plainItemCount += 1
        if !append(&plainItems) { isPlainArray = false }
    }

    mutating func writeNull() {
        if nestedDepth > 0 {
            isPlainArray = false
            return nested.writeNull()
        }
        if let column = scalarColumn() { clearCell(column) }
    }

    mutating func write(_ flag: Bool) {
        if nestedDepth > 0 {
            addPlainItem {
                $0.append(contentsOf: (flag ? "true" : "false").utf8)
                return true
            }
            return nested.write(flag)
        }
        if let column = scalarColumn() { setCell(column) { $0.append(contentsOf: (flag ? "true" : "false").utf8) } }
    }

    mutating func write(_ number: Double) {
        if nestedDepth > 0 {
            addPlainItem { JSONWriter.appendFormatted(number, to: &$0) }
            return nested.write(number)
        }
        if let column = scalarColumn() {
            // A number is never quoted; a NaN or infinite one is an empty cell.
            setCell(column) { _ = JSONWriter.appendFormatted(number, to: &$0) }
        }
    }

    mutating func write(_ text: String) {
        if nestedDepth > 0 {
            addPlainItem { RecordEncoding.appendPlainItem(text, to: &$0) }
            return nested.write(text)
        }
        if let column = scalarColumn() { setCell(column) { RecordEncoding.appendCSVText(text, to: &$0) } }
    }

    /// Starts an array or an object (`isObject`): nested text for a column, an object holding
    /// columns, or something passed over.
    private mutating func begin(isObject: Bool) {
        if nestedDepth > 0 {
            nestedDepth += 1
            isPlainArray = false
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
            isPlainArray = !isObject
            plainItems.removeAll(keepingCapacity: true)
            plainItemCount = 0
            nestedStart = beginCell(column)
            text.append(UInt8(ascii: "\""))
            swap(&text, &nested.bytes)
            if isObject { nested.beginObject() } else { nested.beginArray() }
        case .record where isObject:
            open(CSVColumnTree.root)
        case .object(let node) where isObject:
            open(node)
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
                swap(&text, &nested.bytes)
                endNestedCell()
            }
        } else if skippedDepth > 0 {
            skippedDepth -= 1
        } else if isObject {
            current = objects.popLast()
        }
    }

    /// Closes the cell of a column's array or object, written after its opening quote with every
    /// quote doubled: compact JSON needs the quotes only when it holds a string or a comma (it has
    /// no line breaks and no blanks at its ends), so `[{}]` and `{}` lose theirs. An array of plain
    /// items is those items instead, joined by `;` (an empty array, an empty cell).
    private mutating func endNestedCell() {
        if isPlainArray {
            text.removeSubrange(nestedStart...)
            plainItems.withUnsafeBufferPointer { RecordEncoding.appendCSVText($0, to: &text) }
            return endCell(nestedColumn, from: nestedStart)
        }
        let json = (nestedStart + 1)..<text.count
        let needsQuotes = text[json].contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: ",") }
        if needsQuotes {
            text.append(UInt8(ascii: "\""))
        } else {
            text.remove(at: nestedStart)
        }
        endCell(nestedColumn, from: nestedStart)
    }

    mutating func beginArray() { begin(isObject: false) }
    mutating func endArray() { end(isObject: false) }
    mutating func beginObject() { begin(isObject: true) }
    mutating func endObject() { end(isObject: true) }

    mutating func writeKey(_ key: String) {
        if nestedDepth > 0 { return nested.writeKey(key) }
        var key = key
        key.withUTF8 { enterMember($0) }
    }

    /// Begins an object of the record at `node` of the tree.
    private mutating func open(_ node: Int) {
        if let current { objects.append(current) }
        current = tree.open(node)
    }

    /// Makes the member named `key` (UTF-8) the target of the next value.
    private mutating func enterMember(_ key: UnsafeBufferPointer<UInt8>) {
        guard skippedDepth == 0, var object = current else { return }
        defer { current = object }
        guard let child = tree.enterMember(key, of: &object) else {
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
        /// A bit for each child's key (``filterBit(of:)``): a key whose bit is clear names no child,
        /// which is what most keys of a record are with `--fields`.
        var childFilter: UInt64 = 0
    }

    /// The root: the record.
    static let root = 0

    private let nodes: [Node]
    private let keyBytes: [UInt8]
    /// The number of columns.
    let columnCount: Int
    /// Whether a record that has every column gives their values in column order: `false` when the
    /// columns are listed in another order than the record's (`--fields zone.code,verdict`), so
    /// that a row is written cell by cell in ``CSVRowWriter``'s ranges from its start.
    let isInRecordOrder: Bool

    /// The tree of `columnKeys` (each column's path split at its dots); children in the order
    /// their first column comes. `recordKeys`, every value path of a complete record in its
    /// order, tells whether the columns come in the record's order (``isInRecordOrder``); without
    /// it they are taken to.
    init(columnKeys: [[String]], recordKeys: [[String]] = []) {
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
                keyBytes[start...].withUnsafeBufferPointer { nodes[index].childFilter |= Self.filterBit(of: $0) }
            }
        }
        self.nodes = nodes
        self.keyBytes = keyBytes
        columnCount = columnKeys.count
        let ranks = Dictionary(
            recordKeys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let columnRanks = columnKeys.compactMap { ranks[$0] }
        isInRecordOrder = zip(columnRanks, columnRanks.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The bit of ``Node/childFilter`` for `key` (UTF-8): from its length and its first and last
    /// bytes, which tell apart most keys of a record.
    private static func filterBit(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let first = key.first, let last = key.last else { return 1 }
        return 1 << UInt64((key.count &* 7 &+ Int(first) &* 3 &+ Int(last)) & 63)
    }

    /// An object of the record being written that is the node ``node`` of the tree.
    struct OpenObject {
        /// The node.
        let node: Int
        /// How many of the node's children the object's members have been so far: where the next
        /// key is looked for first (the children come in the record's order, mostly).
        var childrenMet = 0
        /// How many children the node has.
        let childCount: Int

        /// Whether every child has been met: no later member of the object (its keys are all
        /// different) is one of them.
        var hasMetAllChildren: Bool { childrenMet == childCount }
    }

    /// The object at `node`, just begun.
    func open(_ node: Int) -> OpenObject {
        OpenObject(node: node, childCount: nodes[node].childCount)
    }

    /// The child of `object` that its next member, named `key` (UTF-8), is, or `nil` for none.
    func enterMember(_ key: UnsafeBufferPointer<UInt8>, of object: inout OpenObject) -> Int? {
        guard let child = child(of: object.node, key: key, hint: object.childrenMet) else { return nil }
        object.childrenMet += 1
        return child
    }

    /// The column at `node`, or `nil` for an object.
    func column(of node: Int) -> Int? {
        let column = nodes[node].column
        return column >= 0 ? column : nil
    }

    /// The child of `node` named `key` (UTF-8), looked for first at position `hint` among its
    /// children.
    func child(of node: Int, key: UnsafeBufferPointer<UInt8>, hint: Int) -> Int? {
        let parent = nodes[node]
        return keyBytes.withUnsafeBufferPointer { keyBytes in
            nodes.withUnsafeBufferPointer { nodes in
                func matches(_ child: Int) -> Bool {
                    let node = nodes[child]
                    guard node.keyEnd - node.keyStart == key.count else { return false }
                    guard let key = key.baseAddress, let keyBytes = keyBytes.baseAddress else { return true }
                    return memcmp(key, keyBytes + node.keyStart, node.keyEnd - node.keyStart) == 0
                }
                // The child expected next first (every key of a whole record is met there), then the
                // filter, which turns away most keys of a record with `--fields`.
                if hint < parent.childCount, matches(parent.firstChild + hint) { return parent.firstChild + hint }
                guard parent.childFilter & Self.filterBit(of: key) != 0 else { return nil }
                let children = parent.firstChild..<(parent.firstChild + parent.childCount)
                return children.first(where: matches)
            }
        }
    }
}
