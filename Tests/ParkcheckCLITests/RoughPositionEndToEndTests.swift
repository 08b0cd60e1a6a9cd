import Foundation
import Testing

/// A position too rough to tell one street from another is answered unknown, never from curbs
/// kilometres away (`--accuracy 5000` in the bay answered ✓ from the nearest curbs).
@Suite struct RoughPositionEndToEndTests {
    @Test func aPositionRougherThanTheCurbReachIsUnknown() throws {
        let run = try runParkcheck([
            "37.78", "-122.37", "--accuracy", "5000", "--at", "2026-11-23T12:00", "--exit-status",
        ])
        #expect(run.status == 3, "\(run.stdout)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "? Unknown: a position within 5000 m could be at many streets: the data cannot say which curb")
        #expect(run.stdout.contains("Warning: the position is only known within 5000 m"))
        #expect(!run.stdout.contains("✓"))
    }

    /// Within the limit, a rough position is still answered by the curbs within it (as the README
    /// shows at 45 m).
    @Test func aPositionWithinTheLimitIsAnsweredByItsCurbs() throws {
        let run = try runParkcheck([
            "37.76", "-122.43", "--permit", "Q", "--accuracy", "45", "--at", "2026-11-23T06:00",
        ])
        #expect(run.stdout.hasPrefix("✓ You may park at the nearest curbs until"), "\(run.stdout)")
    }
}
