import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// Whatever a payload says, reading it, mapping it and answering from it never traps: seeded digit
/// mutations of the CDS examples and of a slice of the Portland rendering (times like `28:00`,
/// huge stays and rates, offsets, dates, weekdays) are refused with a place or read and answered.
@Suite struct CDSRobustnessTests {
    private func mutate(_ original: [UInt8], times: Int, using generator: inout SeededGenerator) -> [[UInt8]] {
        let digits = original.indices.filter { (0x30...0x39).contains(original[$0]) }
        return (0..<times).map { _ in
            var bytes = original
            for _ in 0..<3 {
                let position = digits[Int.random(in: 0..<digits.count, using: &generator)]
                bytes[position] = UInt8(0x30 + Int.random(in: 0...9, using: &generator))
            }
            return bytes
        }
    }

    @Test func mutatedPayloadsAreRefusedOrAnsweredNeverTrapped() throws {
        let reader = CDSReader()
        let policies = Array(try SharedFolder.data("fixtures/cds/cds-1.0.1-01-curb-policies.json"))
        let zones = Array(try SharedFolder.data("fixtures/cds/cds-1.0.1-00-curb-zones-minimum.json"))
        let rates = Array(try SharedFolder.data("fixtures/cds/cds-1.0.1-02-curb-policy-rate-units.json"))
        var generator = SeededGenerator(seed: 18)
        var refused = 0
        var answered = 0
        for text in [policies, zones, rates].flatMap({ mutate($0, times: 100, using: &generator) }) {
            do {
                let payload = try reader.read(text, file: "mutated.json")
                let others = try [policies, zones].map { try reader.read($0, file: "example.json") }
                let feed = try reader.feed([payload] + others.filter { $0.zones == nil || payload.zones == nil })
                let curbs = try feed.curbFeed()
                if let interpreter = CurbInterpreter(feed: curbs) {
                    let answer = interpreter.answer(
                        at: Coordinate(latitude: 40.78, longitude: -73.97), arrival: CurbFixtures.utc(2026, 3, 8, 15))
                    #expect(ParkingVerdict.allCases.contains(answer.verdict))
                }
                answered += 1
            } catch let error as CurbFeedError {
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.location.line >= 1)
                    #expect(!diagnostic.message.isEmpty)
                }
                refused += 1
            } catch {
                Issue.record("not a CurbFeedError: \(error)")
            }
        }
        #expect(refused > 0)
        #expect(answered > 0)
    }
}
