import Foundation
import Testing

/// A curb's hours on the night the clocks go back, read as every city reads them (docs/TIME.md):
/// Austin's valet zone on Congress Ave's north curb, `16:30–24:00, 00:00–01:00`, ends at the first
/// 1:00 AM (no time before 1:00 is shown twice), so both passes through 1:15 AM may park.
@Suite struct ClockChangeEndToEndTests {
    static let valetCurb = ["30.266621571098224", "-97.74500545713045", "--city", "austin", "--side", "north"]

    @Test(arguments: [
        ("2026-10-31T23:30", "✗ No parking now: reserved for valet"),
        ("2026-11-01T00:45", "✗ No parking now: reserved for valet"),
        ("2026-11-01T01:15", "✓ You may park here free until Sun Nov 1 8:00 AM"),
        ("2026-11-01T01:15-06:00", "✓ You may park here free until Sun Nov 1 8:00 AM"),
    ])
    func theValetHoursEndAtTheFirstOneAM(at: String, headline: String) throws {
        let run = try runParkcheck(Self.valetCurb + ["--at", at])
        let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(headline), "\(at): \(first) (stderr: \(run.stderr))")
    }
}
