import Testing

@testable import ZoneKit

@Suite struct TraversalStackTests {
    @Test func popsInReverseOrderOfPushesUpToCapacity() {
        let popped = TraversalStack.with(capacity: 3) { stack in
            stack.push(1)
            stack.push(2)
            _ = stack.pop()
            stack.push(3)
            stack.push(4)
            var popped: [Int] = []
            while let entry = stack.pop() { popped.append(entry) }
            return popped + [stack.isEmpty ? 0 : -1]
        }
        #expect(popped == [4, 3, 1, 0])
    }
}
