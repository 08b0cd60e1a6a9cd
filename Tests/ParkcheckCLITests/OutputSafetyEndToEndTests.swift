import Foundation
import Testing

/// `-o FILE` never destroys an input: an output that is one of the run's inputs (the same file,
/// also through a symbolic or hard link) is refused before anything is opened for writing.
@Suite struct OutputSafetyEndToEndTests {
    static let rows = "id,lat,lon\nhome,37.759546,-122.423713\n"

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["same", "symbolic link", "hard link"])
    func anOutputThatIsAnInputIsRefusedAndTheInputKept(_ how: String) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("same.csv")
        try Self.rows.write(to: input, atomically: true, encoding: .utf8)
        var output = input
        if how == "symbolic link" {
            output = folder.appendingPathComponent("link.csv")
            try FileManager.default.createSymbolicLink(at: output, withDestinationURL: input)
        } else if how == "hard link" {
            output = folder.appendingPathComponent("hard.csv")
            try FileManager.default.linkItem(at: input, to: output)
        }
        let run = try runParkcheck([input.path, "-o", output.path, "--format", "csv", "--at", "2026-11-23T06:00"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is the same file as the input"), "\(run.stderr)")
        #expect(try String(contentsOf: input, encoding: .utf8) == Self.rows, "the input was damaged")
        #expect(run.stdout.isEmpty)
    }

    /// Another file is written as before.
    @Test func anotherOutputIsWritten() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.csv")
        let output = folder.appendingPathComponent("out.csv")
        try Self.rows.write(to: input, atomically: true, encoding: .utf8)
        let run = try runParkcheck(
            [input.path, "-o", output.path, "--format", "csv", "--fields", "id,verdict", "--at", "2026-11-23T06:00"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "id,verdict\nhome,yes\n")
    }
}
