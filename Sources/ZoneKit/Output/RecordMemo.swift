/// Names a part of a record whose text is the same every time (``RecordValueWriter/writeRemembered(_:_:)``):
/// the object the part is written from, and which part of it. Two keys are the same when their
/// objects are the same object (not merely equal) and their parts the same.
///
/// A key keeps its object alive, so that while a ``RecordMemo`` holds the key no other object can
/// take its identity.
package struct RecordMemoKey: Hashable {
    private let owner: AnyObject
    private let part: Int

    /// The key of part `part` of what `owner` holds.
    package init(_ owner: AnyObject, part: Int) {
        self.owner = owner
        self.part = part
    }

    package static func == (lhs: RecordMemoKey, rhs: RecordMemoKey) -> Bool {
        lhs.owner === rhs.owner && lhs.part == rhs.part
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(owner))
        hasher.combine(part)
    }
}

/// The text of record parts already written (``RecordValueWriter/writeRemembered(_:_:)``), kept by
/// ``RecordWriter/encode(values:coordinate:memo:)`` between the records of a batch so that a part
/// many records share — the rules of a block face, written as JSON and quoted for CSV — is written
/// once.
///
/// It also lends the buffers of one CSV row to the next, so that a batch's rows do not each
/// allocate their own.
///
/// What it holds is only good for records of one ``RecordWriter`` (one format and one field
/// selection). Holds up to ``capacity`` parts and starts again empty when full. Not for sharing
/// between threads: give each thread its own.
package final class RecordMemo {
    /// The most parts held at once.
    package let capacity: Int
    var rows: [RecordMemoKey: CSVRowWriter.Remembered] = [:]
    var texts: [RecordMemoKey: CompactJSONWriter.Remembered] = [:]
    /// The buffers the last CSV row was written in, for the next.
    private var rowBuffers: CSVRowWriter.Buffers?

    /// An empty memo holding up to `capacity` parts (at least 1).
    package init(capacity: Int = 2048) {
        self.capacity = max(1, capacity)
    }

    /// How many parts are held.
    package var count: Int { rows.count + texts.count }

    func remember(_ part: CSVRowWriter.Remembered, for key: RecordMemoKey) {
        makeRoom()
        rows[key] = part
    }

    func remember(_ part: CompactJSONWriter.Remembered, for key: RecordMemoKey) {
        makeRoom()
        texts[key] = part
    }

    /// The buffers kept by ``keepRowBuffers(_:)``, now the caller's alone.
    func takeRowBuffers() -> CSVRowWriter.Buffers? {
        defer { rowBuffers = nil }
        return rowBuffers
    }

    func keepRowBuffers(_ buffers: CSVRowWriter.Buffers) {
        rowBuffers = buffers
    }

    /// Empties the memo when it is full: both kinds of part count towards ``capacity``.
    private func makeRoom() {
        guard count >= capacity else { return }
        rows.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
    }
}
