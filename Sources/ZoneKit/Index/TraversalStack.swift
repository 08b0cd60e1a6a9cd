/// A fixed-capacity stack of tree entries for depth-first traversal, living in temporary storage
/// (on the call stack when it fits), so that queries neither recurse nor allocate.
///
/// The only unsafe storage of the R-tree besides ``NearestQueue``; bounds are checked on every
/// push and pop.
struct TraversalStack: ~Copyable {
    private let storage: UnsafeMutableBufferPointer<Int>
    private var top = 0

    /// Runs `body` with an empty stack holding up to `capacity` entries.
    static func with<Result>(capacity: Int, _ body: (inout TraversalStack) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { buffer in
            var stack = TraversalStack(storage: buffer)
            return body(&stack)
        }
    }

    private init(storage: UnsafeMutableBufferPointer<Int>) {
        self.storage = storage
    }

    /// Whether no entry is waiting.
    var isEmpty: Bool { top == 0 }

    /// Puts `entry` on top; the capacity is a bound the caller proved, so overflowing is a bug.
    mutating func push(_ entry: Int) {
        precondition(top < storage.count, "R-tree traversal stack overflow")
        storage.initializeElement(at: top, to: entry)
        top += 1
    }

    /// Takes the top entry, or `nil` when empty.
    mutating func pop() -> Int? {
        guard top > 0 else { return nil }
        top -= 1
        return storage[top]
    }
}
