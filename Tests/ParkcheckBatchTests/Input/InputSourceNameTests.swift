import Testing
import ParkcheckBatch
import ZoneKit

@Suite struct InputSourceNameTests {
    @Test func aNameReadsBackAndEqualsItselfWhereverItWasMade() async {
        let names = await withTaskGroup(of: InputSourceName.self) { group in
            for _ in 0..<8 { group.addTask { InputSourceName("data/points 2026.csv") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(names).count == 1)
        #expect(names.first?.text == "data/points 2026.csv")
        #expect(InputSourceName("a.csv") != InputSourceName("b.csv"))
    }

    @Test func locationsPrintAndCompareByTheirName() {
        var location = InputLocation(source: "points.csv", line: 12, column: 9)
        #expect(location.description == "points.csv:12:9")
        #expect(location == InputLocation(sourceName: InputSourceName("points.csv"), line: 12, column: 9))
        location.source = "<stdin>"
        #expect(location.description == "<stdin>:12:9")
        #expect(location != InputLocation(source: "points.csv", line: 12, column: 9))
    }
}
