/// How a data load spreads its independent pieces of work (the chunks of a pack's records, the
/// indexes of the curb data): one after the other on the calling thread (``InOrderWork``, what
/// ZoneKit does by itself), or as the program running it chooses — a batch, which owns its threads,
/// hands in one that uses every core (`ParkcheckBatch`'s `EveryCoreWork`).
package protocol LoadWork: Sendable {
    /// The results of `body(0)`, `body(1)`, … `body(count - 1)`, in that order.
    func results<Value: Sendable>(count: Int, _ body: @Sendable (Int) -> Value) -> [Value]
}

/// Each piece in turn, on the calling thread.
package struct InOrderWork: LoadWork {
    /// Work done in order.
    package init() {}

    package func results<Value: Sendable>(count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        (0..<count).map(body)
    }
}
