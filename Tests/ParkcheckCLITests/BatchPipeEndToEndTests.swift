import Foundation
import Testing

/// A batch in a pipeline: answers stream out while the input is still coming, and a reader that
/// stops early (`| head -1`) ends the run quietly.
@Suite struct BatchPipeEndToEndTests {
    @Test(arguments: ["ndjson", "csv", "json", "geojson", "text"])
    func aClosedPipeEndsTheRunQuietly(_ format: String) throws {
        let run = try BatchScratch.with { scratch in
            let points = try scratch.write(
                "points.txt", String(repeating: "37.765,-122.435\n37.765,-122.425\n", count: 100_000))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", #"{ "$0" "$1" --zone-only --data "$2" --format "$3"; echo "status=$?" >&2; } | head -1"#,
                try ParkcheckBinary.url().path, points, scratch.zonesPath, format,
            ]
            return try capture(process, stdin: nil)
        }
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stderr == "status=0\n")
    }

    /// The second line is only written once the first answer has been read back: a batch that
    /// waited for the end of its input (or held its output) would never answer, and the test
    /// would fail at its timeout.
    @Test func theFirstAnswerComesOutBeforeTheInputEnds() throws {
        try BatchScratch.with { scratch in
            let process = Process()
            process.executableURL = try ParkcheckBinary.url()
            process.arguments = ["--zone-only", "--data", scratch.zonesPath]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { if process.isRunning { process.terminate() } }

            try input.fileHandleForWriting.write(contentsOf: Data("37.765,-122.435\n".utf8))
            let first = try #require(readLine(from: output.fileHandleForReading, timeout: 60))
            #expect(first.contains(#""line":1,"#) && first.contains(#""code":"Q""#), "got \(first)")

            try input.fileHandleForWriting.write(contentsOf: Data("37.765,-122.425\n".utf8))
            try input.fileHandleForWriting.close()
            let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(rest.contains(#""line":2,"#) && rest.contains(#""code":"HV""#), "got \(rest)")
        }
    }

    /// One line from `handle`, read on another thread; `nil` when none comes within `timeout` seconds.
    private func readLine(from handle: FileHandle, timeout: Int) -> String? {
        final class Box: @unchecked Sendable {
            var line: String?
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            var bytes: [UInt8] = []
            while let byte = try? handle.read(upToCount: 1)?.first {
                if byte == 0x0A { break }
                bytes.append(byte)
            }
            box.line = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + .seconds(timeout)) == .success else { return nil }
        return box.line
    }
}
