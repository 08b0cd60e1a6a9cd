import Foundation
import TestSupport
import Testing
import ParkcheckBatch
import ZoneKit

/// Items 0..<count with a per-item busy-wait, so workers finish out of order.
private struct DelayedItems: IteratorProtocol, Sendable {
    let delays: [Int]
    var index = 0

    init(count: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        delays = (0..<count).map { _ in Int.random(in: 0..<2_000, using: &generator) }
    }

    mutating func next() -> (index: Int, spin: Int)? {
        guard index < delays.count else { return nil }
        defer { index += 1 }
        return (index, delays[index])
    }
}

/// A transform that spins `spin` times, so items take different, unpredictable times.
@Sendable private func slowSquare(_ item: (index: Int, spin: Int)) -> Int {
    var sink = 0
    for step in 0..<item.spin { sink &+= step }
    return item.index * item.index + (sink == -1 ? 1 : 0)
}

@Suite struct OrderedParallelMapTests {
    @Test(arguments: [(1, 1), (1, 7), (4, 1), (4, 16), (3, 256)])
    func resultsComeOutInInputOrder(threadCount: Int, batchSize: Int) {
        let map = OrderedParallelMap(threadCount: threadCount, batchSize: batchSize, transform: slowSquare)
        var results: [Int] = []
        map.run(DelayedItems(count: 3_000, seed: 42)) { results.append($0) }
        #expect(results == (0..<3_000).map { $0 * $0 })
    }

    @Test func failuresInTheMiddleStayInPlaceAndDoNotStopTheRest() {
        struct Odd: Error, Equatable { let value: Int }
        let map = OrderedParallelMap<Int, Result<Int, Odd>>(threadCount: 3, batchSize: 4) { value in
            value % 5 == 3 ? .failure(Odd(value: value)) : .success(value * 2)
        }
        var results: [Result<Int, Odd>] = []
        map.run((0..<100).makeIterator()) { results.append($0) }
        #expect(results == (0..<100).map { $0 % 5 == 3 ? .failure(Odd(value: $0)) : .success($0 * 2) })
    }

    @Test func eachWorkerHasAFunctionOfItsOwnMadeOnItsThread() {
        // Each worker's function counts the items it saw, in state no other thread touches.
        final class Made: @unchecked Sendable {
            let lock = NSLock()
            var count = 0
        }
        let made = Made()
        // Each function is told apart by the order it was made in, not by its thread's object: a
        // worker that finishes early frees its Thread, whose address the next one may reuse.
        let map = OrderedParallelMap<Int, (item: Int, seen: Int, worker: Int)>(
            threadCount: 3, batchSize: 5
        ) {
            let thread = ObjectIdentifier(Thread.current)
            let worker = made.lock.withLock {
                made.count += 1
                return made.count
            }
            var seen = 0
            return { item in
                seen += 1
                #expect(ObjectIdentifier(Thread.current) == thread)
                return (item, seen, worker)
            }
        }
        var results: [(item: Int, seen: Int, worker: Int)] = []
        map.run((0..<2_000).makeIterator()) { results.append($0) }
        #expect(results.map(\.item) == Array(0..<2_000))
        #expect(made.count == 3)
        // Per worker, the counts run 1, 2, 3… in the order that worker took its items.
        for worker in 1..<(made.count + 1) {
            let seen = results.filter { $0.worker == worker }.map(\.seen)
            #expect(seen == Array(1..<(seen.count + 1)))
        }
    }

    @Test func emptyInputEmitsNothing() {
        let map = OrderedParallelMap<Int, Int>(threadCount: 2) { $0 }
        var count = 0
        map.run(EmptyCollection<Int>().makeIterator()) { _ in count += 1 }
        #expect(count == 0)
    }

    @Test func anErrorFromEmitStopsTheRunAndIsRethrown() {
        struct Closed: Error, Equatable {}
        let map = OrderedParallelMap<Int, Int>(threadCount: 2, batchSize: 8, maximumInFlight: 32) { $0 }
        var emitted: [Int] = []
        #expect(throws: Closed()) {
            try map.run((0..<1_000_000).makeIterator()) { (value: Int) throws(Closed) in
                if value == 10 { throw Closed() }
                emitted.append(value)
            }
        }
        #expect(emitted == Array(0..<10))
    }

    /// Results are emitted while input is still to come: the input only ends after the first
    /// result has been seen, so a map that waited for the end would never finish this test.
    @Test func theFirstResultIsEmittedBeforeTheInputEnds() {
        let firstEmitted = DispatchSemaphore(value: 0)
        struct WaitsAfterFirst: IteratorProtocol, @unchecked Sendable {
            let firstEmitted: DispatchSemaphore
            var index = 0
            mutating func next() -> Int? {
                defer { index += 1 }
                if index == 1 { firstEmitted.wait() }
                return index < 3 ? index : nil
            }
        }
        let map = OrderedParallelMap<Int, Int>(threadCount: 2, batchSize: 64) { $0 + 100 }
        var results: [Int] = []
        map.run(WaitsAfterFirst(firstEmitted: firstEmitted)) { value in
            results.append(value)
            if results.count == 1 { firstEmitted.signal() }
        }
        #expect(results == [100, 101, 102])
    }

    /// Items at hand go to the workers in groups, but the item before a stall is handed over at
    /// once: here the input blocks after item 4 until result 4 has been emitted, so a reader that
    /// kept grouping would wait forever (the test then fails on its timeout instead of hanging).
    @Test func aGroupIsHandedOverWhenTheNextItemIsNotAtHand() {
        let fourthEmitted = DispatchSemaphore(value: 0)
        final class Flag: @unchecked Sendable { var timedOut = false }
        struct StallsAfterFour: BufferedIterator, @unchecked Sendable {
            let fourthEmitted: DispatchSemaphore
            let flag: Flag
            var index = 0
            var hasBufferedElement: Bool { index != 5 }
            mutating func next() -> Int? {
                defer { index += 1 }
                if index == 5, fourthEmitted.wait(timeout: .now() + 10) == .timedOut { flag.timedOut = true }
                return index < 8 ? index : nil
            }
        }
        let flag = Flag()
        let map = OrderedParallelMap<Int, Int>(threadCount: 2, batchSize: 64) { $0 + 100 }
        var results: [Int] = []
        map.run(StallsAfterFour(fourthEmitted: fourthEmitted, flag: flag)) { value in
            results.append(value)
            if value == 104 { fourthEmitted.signal() }
        }
        #expect(!flag.timedOut, "the first five items waited for the sixth")
        #expect(results == Array(100..<108))
    }

    /// While the input stalls, the emitting thread is told before it waits (the CLI flushes its
    /// output then): the input only goes on once that has happened after the first result.
    @Test func beforeWaitingRunsWhileTheInputStalls() {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var events: [String] = []
            let resumed = DispatchSemaphore(value: 0)
            var timedOut = false
            func add(_ event: String) {
                lock.lock()
                events.append(event)
                lock.unlock()
            }
        }
        struct StallsAfterFirst: IteratorProtocol, Sendable {
            let log: Log
            var index = 0
            mutating func next() -> Int? {
                defer { index += 1 }
                if index == 1, log.resumed.wait(timeout: .now() + 30) == .timedOut { log.timedOut = true }
                return index < 3 ? index : nil
            }
        }
        let log = Log()
        let map = OrderedParallelMap<Int, Int>(threadCount: 2, batchSize: 64) { $0 }
        var sawFirst = false
        map.run(
            StallsAfterFirst(log: log),
            emit: { value in
                log.add("emit \(value)")
                sawFirst = true
            },
            beforeWaiting: {
                guard sawFirst else { return }
                log.add("flush")
                log.resumed.signal()
                sawFirst = false
            })
        #expect(!log.timedOut)
        #expect(Array(log.events.prefix(2)) == ["emit 0", "flush"])
        #expect(log.events.filter { $0.hasPrefix("emit") } == ["emit 0", "emit 1", "emit 2"])
    }

    @Test func inFlightItemsStayWithinTheBound() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var read = 0
            var maximumAhead = 0
        }
        struct CountingItems: IteratorProtocol, Sendable {
            let counter: Counter
            var index = 0
            mutating func next() -> Int? {
                guard index < 20_000 else { return nil }
                counter.lock.lock()
                counter.read += 1
                counter.lock.unlock()
                defer { index += 1 }
                return index
            }
        }
        let counter = Counter()
        let map = OrderedParallelMap<Int, Int>(threadCount: 2, batchSize: 16, maximumInFlight: 64) { $0 }
        var emitted = 0
        map.run(CountingItems(counter: counter)) { _ in
            emitted += 1
            counter.lock.lock()
            counter.maximumAhead = max(counter.maximumAhead, counter.read - emitted)
            counter.lock.unlock()
        }
        #expect(emitted == 20_000)
        // The reader may hold one more item while it waits for room.
        #expect(counter.maximumAhead <= 65)
    }

    /// Items taken by a worker must not stay stored: with workers slower than the reader (full
    /// answers from a file), the waiting list never empties, and a list that only dropped taken
    /// items once empty kept every row ever read (a 1,000,000-row batch grew to 233 MB).
    @Test func itemsAreReleasedOnceTakenEvenWhenWorkersLag() {
        final class LiveCount: @unchecked Sendable {
            let lock = NSLock()
            var live = 0
            var maximum = 0
            func change(by delta: Int) {
                lock.lock()
                live += delta
                maximum = max(maximum, live)
                lock.unlock()
            }
        }
        final class Item: Sendable {
            let count: LiveCount
            let spin: Int
            init(count: LiveCount, spin: Int) {
                self.count = count
                self.spin = spin
                count.change(by: 1)
            }
            deinit { count.change(by: -1) }
        }
        struct Items: IteratorProtocol, Sendable {
            let count: LiveCount
            var index = 0
            mutating func next() -> Item? {
                guard index < 20_000 else { return nil }
                index += 1
                return Item(count: count, spin: 3_000)
            }
        }
        let count = LiveCount()
        let map = OrderedParallelMap<Item, Int>(threadCount: 2, batchSize: 16, maximumInFlight: 64) { item in
            var sink = 0
            for step in 0..<item.spin { sink &+= step }
            return sink
        }
        var emitted = 0
        map.run(Items(count: count)) { _ in emitted += 1 }
        #expect(emitted == 20_000)
        // In flight, plus the one the reader holds while it waits for room, plus a batch per worker
        // still alive in its hands.
        #expect(count.maximum <= 64 + 1 + 2 * 16, "\(count.maximum) items were alive at once")
        // A worker lets go of its last group just after handing in the results, so the run may
        // return a moment before the last items are freed; they must all go.
        let deadline = Date().addingTimeInterval(2)
        while count.lock.withLock({ count.live }) > 0, Date() < deadline { usleep(1_000) }
        #expect(count.lock.withLock { count.live } == 0)
    }
}
