import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// Whatever a feed says, reading it and answering from it never traps: seeded digit mutations of
/// the Austin feed (times like `28:00`, dates like `13-40`, reversed extents, odd coordinates)
/// are refused with a place or read and answered.
@Suite struct CurbRobustnessTests {
    @Test func mutatedFeedsAreRefusedOrAnsweredNeverTrapped() throws {
        let original = Array(try SharedFolder.data(CurbFixtures.austinPath))
        let digits = original.indices.filter { (0x30...0x39).contains(original[$0]) }
        var generator = SeededGenerator(seed: 18)
        var refused = 0
        var answered = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<3 {
                let position = digits[Int.random(in: 0..<digits.count, using: &generator)]
                bytes[position] = UInt8(0x30 + Int.random(in: 0...9, using: &generator))
            }
            let outcome = CurbLRReader().decode(bytes)
            for diagnostic in outcome.diagnostics {
                #expect(diagnostic.location.line >= 1)
                #expect(!diagnostic.message.isEmpty)
            }
            guard let feed = outcome.feed, let interpreter = CurbInterpreter(feed: feed) else {
                refused += 1
                continue
            }
            if !outcome.diagnostics.isEmpty { refused += 1 }
            let answer = interpreter.answer(
                at: CurbInterpreterAustinTests.policePoint, arrival: CurbFixtures.utc(2026, 12, 2, 14))
            #expect(ParkingVerdict.allCases.contains(answer.verdict))
            answered += 1
        }
        // Both paths are exercised.
        #expect(refused > 0)
        #expect(answered > 0)
    }
}
