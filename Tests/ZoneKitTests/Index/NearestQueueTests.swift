import TestSupport
import Testing

@testable import ZoneKit

@Suite struct NearestQueueTests {
    @Test func popsInDistanceThenKindThenIdOrder() {
        var random = SeededGenerator(seed: 42)
        let kinds: [NearestQueue.Kind] = [.node, .candidate, .item]
        let elements = (0..<500).map { _ in
            NearestQueue.Element(
                distance: Double(Int.random(in: 0..<20, using: &random)),
                kind: kinds[Int.random(in: 0..<3, using: &random)], id: Int.random(in: 0..<50, using: &random))
        }
        let popped = NearestQueue.with(capacity: elements.count) { queue in
            for element in elements { queue.push(element) }
            var popped: [NearestQueue.Element] = []
            while let next = queue.popFirst() { popped.append(next) }
            return popped
        }
        let key = { (e: NearestQueue.Element) in [e.distance, Double(e.kind.rawValue), Double(e.id)] }
        #expect(popped.map(key) == elements.map(key).sorted { $0.lexicographicallyPrecedes($1) })
    }
}
