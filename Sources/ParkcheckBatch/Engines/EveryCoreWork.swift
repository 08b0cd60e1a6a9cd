import Dispatch
import ZoneKit

/// A data load's pieces on every core at once (`DispatchQueue.concurrentPerform`): what a batch
/// hands ZoneKit's loading (``ZoneKit/LoadWork``), for independent pieces of similar size such as
/// the chunks of a pack's records. The batch owns its threads; ZoneKit starts none.
package struct EveryCoreWork: LoadWork {
    /// Work spread over the cores.
    package init() {}

    /// The results of `body(0)`, `body(1)`, … `body(count - 1)`, in that order, computed on every
    /// core; the call returns when all are done.
    package func results<Value: Sendable>(count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, body(index)) }
        return slots.values()
    }
}

/// One slot per piece of work, each written by the one thread that does it.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    // Raw memory, not an array: threads writing into one array at once would each be a mutating
    // access to it. Each slot is written by one thread only, and read after `concurrentPerform`
    // has returned (which orders every write before the reads).
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ index: Int, _ value: Value) {
        precondition((0..<count).contains(index), "slot \(index) out of 0..<\(count)")
        slots[index] = value
    }

    func values() -> [Value] {
        (0..<count).map { index in
            guard let value = slots[index] else { preconditionFailure("slot \(index) was never set") }
            return value
        }
    }
}
