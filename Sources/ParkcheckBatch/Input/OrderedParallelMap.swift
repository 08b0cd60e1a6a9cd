import Foundation
import ZoneKit

/// Applies a function to a stream of items on several threads and hands the results back strictly
/// in input order, holding a bounded number of items at a time.
///
/// The calling thread emits results; one thread pulls items from the input and ``threadCount``
/// worker threads transform them. Workers take *whatever is waiting*, up to ``batchSize`` items at
/// a time: when input trickles in (a person typing, a slow pipe) each item is transformed as soon
/// as it arrives, and when it floods in, items go in batches. The input thread waits while
/// ``maximumInFlight`` items are read but not yet emitted, so memory stays flat however long the
/// input is, and the first results are emitted while the input is still being read.
///
/// ```swift
/// let map = OrderedParallelMap<InputRow, Answer>(threadCount: 4) { row in answer(row) }
/// try map.run(rows) { answer in try output.write(answer) }
/// ```
package struct OrderedParallelMap<Input: Sendable, Output: Sendable>: Sendable {
    /// How many threads transform items.
    package let threadCount: Int
    /// The most items a worker takes at once.
    package let batchSize: Int
    /// The most items read but not yet emitted.
    package let maximumInFlight: Int
    /// Makes each worker's function, on the worker's thread.
    private let makeTransform: @Sendable () -> (Input) -> Output

    /// Creates a map.
    ///
    /// - Parameters:
    ///   - threadCount: worker threads (at least 1).
    ///   - batchSize: the most items a worker takes at once (at least 1).
    ///   - maximumInFlight: the most items read but not yet emitted; at least `batchSize`;
    ///     by default 4 batches per thread.
    ///   - transform: the function; it runs on worker threads, several at a time.
    package init(
        threadCount: Int, batchSize: Int = 256, maximumInFlight: Int? = nil,
        transform: @escaping @Sendable (Input) -> Output
    ) {
        self.init(
            threadCount: threadCount, batchSize: batchSize, maximumInFlight: maximumInFlight,
            makeTransform: { transform })
    }

    /// Creates a map whose workers each have a function of their own, which may keep what it
    /// likes between items (a cache) without sharing it: `makeTransform` is called once per worker,
    /// on the worker's thread, when a run starts.
    ///
    /// - Parameters:
    ///   - threadCount: worker threads (at least 1).
    ///   - batchSize: the most items a worker takes at once (at least 1).
    ///   - maximumInFlight: the most items read but not yet emitted; at least `batchSize`;
    ///     by default 4 batches per thread.
    ///   - makeTransform: makes a worker's function.
    package init(
        threadCount: Int, batchSize: Int = 256, maximumInFlight: Int? = nil,
        makeTransform: @escaping @Sendable () -> (Input) -> Output
    ) {
        precondition(threadCount >= 1, "threadCount must be at least 1")
        precondition(batchSize >= 1, "batchSize must be at least 1")
        self.threadCount = threadCount
        self.batchSize = batchSize
        self.maximumInFlight = max(maximumInFlight ?? threadCount * batchSize * 4, batchSize)
        self.makeTransform = makeTransform
    }

    /// Transforms every item of `inputs`, calling `emit` with the results in input order:
    /// ``run(_:emit:beforeWaiting:)`` with nothing to do before waiting.
    ///
    /// - Parameters:
    ///   - inputs: the items; read once, on another thread.
    ///   - emit: called on the calling thread, once per item, in input order.
    /// - Throws: what `emit` throws.
    /// - Complexity: O(*n*) transformations; memory O(``maximumInFlight``).
    package func run<Inputs: IteratorProtocol & Sendable, Failure: Error>(
        _ inputs: Inputs, emit: (Output) throws(Failure) -> Void
    ) throws(Failure) where Inputs.Element == Input {
        try run(inputs, emit: emit, beforeWaiting: { () throws(Failure) in })
    }

    /// Transforms every item of `inputs`, calling `emit` with the results in input order.
    ///
    /// `inputs` is consumed on a thread of its own. When `emit` (or `beforeWaiting`) throws, no
    /// further result is emitted and the error is rethrown at once; the input thread stops after
    /// the item it is reading (a read blocked on a pipe finishes first, in the background).
    ///
    /// - Parameters:
    ///   - inputs: the items; read once, on another thread.
    ///   - emit: called on the calling thread, once per item, in input order.
    ///   - beforeWaiting: called on the calling thread when the next result is not ready yet and
    ///     the thread is about to wait for it (the input is slow, or the workers are busy): the
    ///     moment to flush buffered output, so that answers to a trickle of input are seen at once.
    /// - Throws: what `emit` or `beforeWaiting` throws.
    /// - Complexity: O(*n*) transformations; memory O(``maximumInFlight``).
    package func run<Inputs: IteratorProtocol & Sendable, Failure: Error>(
        _ inputs: Inputs, emit: (Output) throws(Failure) -> Void, beforeWaiting: () throws(Failure) -> Void
    ) throws(Failure) where Inputs.Element == Input {
        try run(inputs, isBuffered: { _ in false }, emit: emit, beforeWaiting: beforeWaiting)
    }

    /// Transforms every item of `inputs`, calling `emit` with the results in input order, and
    /// handing items to the workers in groups of up to ``batchSize`` while the next is at hand
    /// (``BufferedIterator/hasBufferedElement``): one wake-up per group instead of one per item,
    /// which on a fast input is most of the time. An item whose successor is not at hand is handed
    /// over at once, so a trickle of input is answered item by item as before.
    package func run<Inputs: BufferedIterator & Sendable, Failure: Error>(
        _ inputs: Inputs, emit: (Output) throws(Failure) -> Void, beforeWaiting: () throws(Failure) -> Void
    ) throws(Failure) where Inputs.Element == Input {
        try run(inputs, isBuffered: { $0.hasBufferedElement }, emit: emit, beforeWaiting: beforeWaiting)
    }

    /// Transforms every item of `inputs` (a ``BufferedIterator``), calling `emit` with the results
    /// in input order: ``run(_:emit:beforeWaiting:)`` with nothing to do before waiting.
    package func run<Inputs: BufferedIterator & Sendable, Failure: Error>(
        _ inputs: Inputs, emit: (Output) throws(Failure) -> Void
    ) throws(Failure) where Inputs.Element == Input {
        try run(inputs, isBuffered: { $0.hasBufferedElement }, emit: emit, beforeWaiting: { () throws(Failure) in })
    }

    private func run<Inputs: IteratorProtocol & Sendable, Failure: Error>(
        _ inputs: Inputs, isBuffered: @escaping @Sendable (Inputs) -> Bool, emit: (Output) throws(Failure) -> Void,
        beforeWaiting: () throws(Failure) -> Void
    ) throws(Failure) where Inputs.Element == Input {
        let state = OrderedParallelMapState<Input, Output>(maximumInFlight: maximumInFlight)
        let reader = Thread { [state, batchSize] in
            var inputs = inputs
            var group: [Input] = []
            var room = 0
            while true {
                if room == 0 {
                    room = state.waitForRoom()
                    guard room > 0 else { break }
                }
                guard let item = inputs.next() else { break }
                group.append(item)
                room -= 1
                if room == 0 || group.count >= batchSize || !isBuffered(inputs) {
                    state.add(group)
                    group.removeAll(keepingCapacity: true)
                    room = 0
                }
            }
            if !group.isEmpty { state.add(group) }
            state.finishInput()
        }
        reader.start()
        for _ in 0..<threadCount {
            let worker = Thread { [state, makeTransform, batchSize] in
                let transform = makeTransform()
                while let batch = state.takeBatch(limit: batchSize) {
                    state.complete(batch.sequence, results: batch.items.map(transform))
                }
            }
            worker.start()
        }
        defer { state.stop() }
        while true {
            var next = state.nextResults(waiting: false)
            if case .notReady = next {
                try beforeWaiting()
                next = state.nextResults(waiting: true)
            }
            guard case .ready(let results) = next else { return }
            for result in results { try emit(result) }
            state.emitted(results.count)
        }
    }
}

/// What the threads of an ``OrderedParallelMap`` share, guarded by one mutex. Each kind of thread
/// waits on a condition of its own, and is woken only by a change it can use: the input thread
/// when there is room, workers when there are items, the emitting thread when the next results
/// are in.
private final class OrderedParallelMapState<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let lock = MultiCondition(conditions: 3)
    /// The input thread waits on this for room.
    private let roomCondition = 0
    /// Workers wait on this for items.
    private let itemsCondition = 1
    /// The emitting thread waits on this for the next results.
    private let resultsCondition = 2
    private let maximumInFlight: Int
    // Everything below is read and written with `lock` locked.
    /// Items read and not yet taken, in the groups the input thread added them in: whole groups
    /// move between threads, never item by item (every copy of an item costs reference counting
    /// on what it shares with the others, such as its source's name).
    private var waiting: [[Input]] = []
    private var waitingStart = 0
    private var inFlight = 0
    private var nextSequence = 0
    private var nextToEmit = 0
    private var completed: [Int: [Output]] = [:]
    private var isInputFinished = false
    private var isStopped = false

    init(maximumInFlight: Int) {
        self.maximumInFlight = maximumInFlight
    }

    /// Waits until another item may be read; how many may be, or 0 once the run has stopped.
    func waitForRoom() -> Int {
        lock.lock()
        defer { lock.unlock() }
        while inFlight >= maximumInFlight, !isStopped { lock.wait(roomCondition) }
        return isStopped ? 0 : maximumInFlight - inFlight
    }

    func add(_ items: [Input]) {
        lock.lock()
        waiting.append(items)
        inFlight += items.count
        lock.signal(itemsCondition)
        lock.unlock()
    }

    func finishInput() {
        lock.lock()
        isInputFinished = true
        lock.broadcast(itemsCondition)
        lock.signal(resultsCondition)
        lock.unlock()
    }

    /// The waiting items of the next group, with any small groups after it up to `limit` items in
    /// all (a group larger than `limit` is taken whole), and their batch's sequence number; `nil`
    /// when there will be no more.
    func takeBatch(limit: Int) -> (sequence: Int, items: [Input])? {
        lock.lock()
        defer { lock.unlock() }
        while waitingStart == waiting.count, !isInputFinished, !isStopped { lock.wait(itemsCondition) }
        guard !isStopped, waitingStart < waiting.count else { return nil }
        var items = takeGroup()
        while waitingStart < waiting.count, items.count + waiting[waitingStart].count <= limit {
            items += takeGroup()
        }
        // Taken groups leave the list at once: with workers slower than the reader the list never
        // empties, and keeping them until it did kept every row ever read.
        if waitingStart >= 64, waitingStart * 2 >= waiting.count {
            waiting.removeFirst(waitingStart)
            waitingStart = 0
        }
        // Another worker may be asleep with groups still waiting (two were added, one was woken).
        if waitingStart < waiting.count { lock.signal(itemsCondition) }
        defer { nextSequence += 1 }
        return (nextSequence, items)
    }

    private func takeGroup() -> [Input] {
        let group = waiting[waitingStart]
        waiting[waitingStart] = []
        waitingStart += 1
        return group
    }

    func complete(_ sequence: Int, results: [Output]) {
        lock.lock()
        completed[sequence] = results
        if sequence == nextToEmit { lock.signal(resultsCondition) }
        lock.unlock()
    }

    /// What the emitting thread finds when it asks for the next batch's results.
    enum Next {
        /// The results of the next batch, in order.
        case ready([Output])
        /// They are still being read or transformed (only when not waiting).
        case notReady
        /// Everything has been emitted.
        case finished
    }

    /// The results of the next batch in order, waiting for them when `waiting`.
    func nextResults(waiting: Bool) -> Next {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let results = completed.removeValue(forKey: nextToEmit) {
                nextToEmit += 1
                return .ready(results)
            }
            if isInputFinished, inFlight == 0 { return .finished }
            guard waiting else { return .notReady }
            lock.wait(resultsCondition)
        }
    }

    func emitted(_ count: Int) {
        lock.lock()
        inFlight -= count
        lock.signal(roomCondition)
        lock.unlock()
    }

    /// Tells every thread to stop taking work.
    func stop() {
        lock.lock()
        isStopped = true
        for condition in [roomCondition, itemsCondition, resultsCondition] { lock.broadcast(condition) }
        lock.unlock()
    }
}
