import Foundation
import TestSupport
import Testing

/// The README's recipe for answering a big file on many machines' worth of processes: GNU
/// parallel cuts the input into chunks (each with the header), runs parkcheck on each, and keeps
/// the chunks' outputs in order. The result must be byte for byte a single run's.
@Suite struct ParallelRecipeEndToEndTests {
    /// 3000 seeded places around San Francisco, a comment, a blank line and a row that fails.
    private static let input: String = {
        var generator = SeededGenerator(seed: 21)
        var lines = ["id,lat,lon", "# seeded points"]
        for index in 0..<3000 {
            let latitude = 37.72 + Double(generator.next() % 80_000) / 1_000_000
            let longitude = -122.50 + Double(generator.next() % 120_000) / 1_000_000
            lines.append("p\(index),\(latitude),\(longitude)")
            if index == 1500 { lines += ["", "moon,95,-122.43"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    private static let answer = "--at 2026-11-23T10:00 --fields id,verdict,zone.code,parkUntil.time"

    @Test(
        .enabled(
            if: installedProgram("parallel") != nil || isCI, "GNU parallel is not installed (.ci/run installs it)"),
        arguments: [
            ("ndjson", ""),
            // CSV: every chunk has its header; the first one is kept.
            ("csv", " | awk 'NR == 1 { header = $0; print; next } $0 != header'"),
        ])
    func gnuParallelOverChunksGivesTheSingleRunsBytes(_ format: String, _ oneHeader: String) throws {
        #expect(installedProgram("parallel") != nil, "GNU parallel is missing under CI: .ci/run should install it")
        let path = try temporaryFile(named: "points.csv", containing: Self.input)
        let single = try runProgram(
            "/bin/bash", ["-c", "parkcheck \(path) --format \(format) \(Self.answer) 2>/dev/null"])
        let chunked = try runProgram(
            "/bin/bash",
            [
                "-c",
                "parallel --will-cite --pipe --header : --keep-order --block 20k "
                    + "parkcheck - --format \(format) \(Self.answer) < \(path) 2>/dev/null\(oneHeader)",
            ])
        #expect(single.stdout.split(separator: "\n").count == 3001 + (format == "csv" ? 1 : 0))
        #expect(chunked.stdout == single.stdout)
    }
}
