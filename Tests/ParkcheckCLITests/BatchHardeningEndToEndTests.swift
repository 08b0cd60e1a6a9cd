import Foundation
import Testing

/// A batch fed hostile input, run through the built binary as a user runs it: a line far longer
/// than any real row is answered with an error record in its place, without holding the line in
/// memory, and no failing row — of any kind — changes the answer of a row after it.
@Suite struct BatchHardeningEndToEndTests {
    /// One line of 100 MiB between two good rows: three records in input order, the middle one an
    /// error naming the line, status 1, and the process never comes near holding the line.
    @Test func aHundredMebibyteLineIsAnErrorRowAndIsNotBuffered() throws {
        var input = Data("37.76,-122.43\n".utf8)
        input.append(Data(repeating: UInt8(ascii: "7"), count: 100 * 1024 * 1024))
        input.append(Data("\n37.7585,-122.4245\n".utf8))

        let (run, peakKiB) = try runParkcheckMeasuringPeakMemory(
            ["--zone-only", "--format", "ndjson"], stdin: input)

        #expect(run.status == 1)
        let records = try ndjsonRecords(run.stdout)
        try #require(records.count == 3, "stdout: \(run.stdout.prefix(2000))")
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3])
        #expect(zoneCode(records[0]) == "S")
        let error = try #require(records[1]["error"] as? String)
        #expect(error.contains("line 2 is longer than 1 MiB"), "got \(error)")
        #expect(zoneCode(records[2]) == "S")
        #expect(run.stderr.contains("<stdin>:2"), "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")

        // `/usr/bin/time` is part of the test image; where it is missing, only this check is lost.
        // Measured against the same run without the long line, so that an instrumented build
        // (make sanitize: ASan's shadow memory and quarantine) is judged by the same rule: holding
        // the line would add at least its 100 MiB.
        if let peakKiB {
            let (_, baselineKiB) = try runParkcheckMeasuringPeakMemory(
                ["--zone-only", "--format", "ndjson"], stdin: Data("37.76,-122.43\n37.7585,-122.4245\n".utf8))
            let growth = peakKiB - (baselineKiB ?? 0)
            #expect(
                growth < 64 * 1024,
                "peak RSS \(peakKiB) KiB, \(growth) KiB more than without the long line: it was held in memory")
        }
    }

    /// Good rows, alone and then interleaved with failing rows of every kind, get the very same
    /// full answers, in the same order: a failure leaves nothing behind for the rows after it.
    @Test func aRowsAnswerNeverDependsOnAFailingRowBeforeIt() throws {
        let good = [
            "37.76,-122.43",  // Area S
            "37.77606,-122.40845",  // no parking any time
            "37.7585,-122.4245",  // Area S, another block
            "37.7793,-122.4193",  // outside every permit area
            "37.765,-122.435",
        ]
        let failing: [[UInt8]] = [
            Array("95,-122.43".utf8),  // latitude out of range
            Array("hello there".utf8),  // text
            Array("37.76,".utf8),  // an empty cell
            Array("-122.43,37.76".utf8),  // longitude first
            [0x33, 0x37, 0xFF, 0xFE, 0x2C, 0xC3, 0x28],  // invalid UTF-8
            Array(repeating: UInt8(ascii: "9"), count: 2 * 1024 * 1024),  // over-long
            Array("37.76,-122.43,12,extra".utf8),  // too many values
            Array("nan,inf".utf8),  // not finite
        ]
        var alone = Data()
        for row in good { alone.append(Data((row + "\n").utf8)) }
        var mixed = Data()
        var goodLines: Set<Int> = []
        var line = 0
        for (index, row) in good.enumerated() {
            for bad in failing.indices where (bad + index) % 2 == 0 || index == 0 {
                mixed.append(contentsOf: failing[bad] + [0x0A])
                line += 1
            }
            mixed.append(Data((row + "\n").utf8))
            line += 1
            goodLines.insert(line)
        }
        mixed.append(contentsOf: failing.reversed().joined(separator: [0x0A]) + [0x0A])
        let failingCount = line + failing.count - good.count

        let arguments = ["--at", "2026-11-23T06:00", "--format", "ndjson"]
        let aloneRun = try runParkcheck(arguments, stdin: alone)
        let mixedRun = try runParkcheck(arguments, stdin: mixed)

        #expect(aloneRun.status == 0, "stderr: \(aloneRun.stderr)")
        #expect(mixedRun.status == 1)
        let aloneRecords = aloneRun.stdout.split(separator: "\n").map(String.init)
        let mixedRecords = mixedRun.stdout.split(separator: "\n").map(String.init)
        try #require(aloneRecords.count == good.count)
        try #require(mixedRecords.count == good.count + failingCount)
        #expect(aloneRecords.allSatisfy { $0.hasSuffix(#","error":null}"#) })

        let parsed = try ndjsonRecords(mixedRun.stdout)
        let mixedGood = zip(parsed, mixedRecords).filter { goodLines.contains($0.0["line"] as? Int ?? 0) }
        let mixedBad = parsed.filter { !goodLines.contains($0["line"] as? Int ?? 0) }
        #expect(mixedBad.count == failingCount)
        #expect(mixedBad.allSatisfy { $0["error"] is String }, "a failing row was answered")
        #expect(mixedGood.map { withoutLine($0.1) } == aloneRecords.map(withoutLine))
    }

    /// A record with its leading `"line":N,` member removed; every other byte kept.
    private func withoutLine(_ record: String) -> String {
        guard record.hasPrefix(#"{"line":"#), let comma = record.firstIndex(of: ",") else { return record }
        return "{" + record[record.index(after: comma)...]
    }

    /// Runs `parkcheck` under `/usr/bin/time` and returns the run with the process's peak resident
    /// set size in KiB (`nil` when `/usr/bin/time` is not installed; the run still happens).
    ///
    /// `getrusage(RUSAGE_CHILDREN)` is not used: it reports the largest of all this test process's
    /// children, and other tests start their own `parkcheck` runs in parallel.
    private func runParkcheckMeasuringPeakMemory(
        _ arguments: [String], stdin: Data
    ) throws -> (ParkcheckRun, Int?) {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            return (try runParkcheck(arguments, stdin: stdin), nil)
        }
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-rss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: time)
        process.arguments = ["-o", report.path, "-f", "%M", try ParkcheckBinary.url().path] + arguments
        process.environment = childEnvironment(["PATH": "/usr/bin:/bin", "LC_ALL": "C"])
        let run = try capture(process, stdin: stdin)
        let text = try String(contentsOf: report, encoding: .utf8)
        // With a non-zero status GNU time writes "Command exited with non-zero status N" first.
        let peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        // Unwrapped before it becomes the optional of the result: a report without a number fails.
        let measured: Int = try #require(peak, "no peak RSS in \(text)")
        return (run, measured)
    }
}
