import Foundation
import TestSupport
import Testing

/// `parkcheck pack DIR` and lookups through the pack, running the binary: the same answers as
/// from the files, a pack that no longer matches its data said and left aside, and wrong uses
/// of the command explained.
@Suite struct PackEndToEndTests {
    /// A copy of the bundled data in a fresh folder, removed after `body`.
    func withDataCopy<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-pack-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in DataLocationEndToEndTests.dataFiles {
            try FileManager.default.copyItem(
                at: DataLocationEndToEndTests.resources.appendingPathComponent(file),
                to: folder.appendingPathComponent(file))
        }
        return try body(folder)
    }

    /// Real places (block faces on Guerrero St and 21st St, Area S mid-block, outside any area,
    /// Oakland) asked in text and JSON, with options that widen the search.
    static let lookups: [[String]] = [
        ["37.76", "-122.43", "--permit", "Q"],
        ["37.759546", "-122.423713", "--permit", "S", "--json"],
        ["37.759975", "-122.424289", "--permit", "S", "--side", "north", "--json"],
        ["37.774643", "-122.425055", "--accuracy", "150", "--json"],
        ["37.7585", "-122.4235", "--threshold", "60", "--placard"],
        ["37.80", "-122.27", "--json"],
    ]

    @Test func answersThroughThePackEqualAnswersFromTheFiles() throws {
        try withDataCopy { folder in
            let data = ["--data", folder.path, "--at", "2026-11-23T06:00"]
            let withoutPack = try Self.lookups.map { try runParkcheck($0 + data) }
            let pack = try runParkcheck(["pack", folder.path])
            #expect(pack.status == 0, "\(pack.stderr)")
            #expect(pack.stdout.hasPrefix("wrote \(folder.path)/parkcheck.pack ("))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("parkcheck.pack").path))
            for (arguments, expected) in zip(Self.lookups, withoutPack) {
                let run = try runParkcheck(arguments + data)
                #expect(run.status == expected.status)
                #expect(run.stdout == expected.stdout, "\(arguments)")
                #expect(run.stderr == expected.stderr, "\(arguments)")
            }
        }
    }

    /// A batch loads all the data through the pack, a chunk at a time: the records are those of a
    /// load of the files whole.
    @Test func aBatchThroughThePackAnswersAsFromTheFiles() throws {
        try withDataCopy { folder in
            var random = SeededGenerator(seed: 5)
            let lines = (0..<300).map { _ in
                "\(Double.random(in: 37.70...37.81, using: &random)),\(Double.random(in: -122.51 ... -122.38, using: &random))"
            }
            let input = Data((lines.joined(separator: "\n") + "\n").utf8)
            let arguments = ["-", "--data", folder.path, "--at", "2026-11-23T08:30", "--format", "ndjson"]
            let withoutPack = try runParkcheck(arguments, stdin: input)
            #expect(try runParkcheck(["pack", folder.path]).status == 0)
            let withPack = try runParkcheck(arguments, stdin: input)
            #expect(withPack.status == withoutPack.status)
            #expect(withPack.stderr == withoutPack.stderr)
            #expect(withPack.stdout == withoutPack.stdout)
            #expect(withPack.stdout.split(separator: "\n").count == 300)
        }
    }

    @Test func aPackOlderThanItsDataIsSaidAndLeftAside() throws {
        try withDataCopy { folder in
            let arguments = [
                "37.759546", "-122.423713", "--permit", "S", "--data", folder.path, "--at", "2026-11-23T06:00",
            ]
            #expect(try runParkcheck(["pack", folder.path]).status == 0)
            let fresh = try runParkcheck(arguments)
            #expect(fresh.stderr.isEmpty)
            let regulations = folder.appendingPathComponent("regulations.geojson").path
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: regulations)
            let stale = try runParkcheck(arguments)
            #expect(stale.status == 0)
            #expect(stale.stdout == fresh.stdout)
            #expect(
                stale.stderr.contains(
                    "parkcheck.pack is out of date (regulations.geojson modified since it was packed)"))
            #expect(stale.stderr.contains("rebuild it with `parkcheck pack DIR` or `make`"))
            #expect(stale.stderr.contains("reading the data files whole instead"))
        }
    }

    @Test func packingInvalidDataReportsEachProblemAndWritesNothing() throws {
        try withDataCopy { folder in
            try Data("{\"type\": \"FeatureCollection\", \"features\": [{\"type\": \"Feature\"}]}".utf8).write(
                to: folder.appendingPathComponent("meters.geojson"))
            let run = try runParkcheck(["pack", folder.path])
            #expect(run.status == 65)
            #expect(run.stderr.contains("meters.geojson:1:"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("parkcheck.pack").path))
        }
    }

    @Test(arguments: [
        (["pack", "/nonexistent/data"], Int32(66), "/nonexistent/data/zones.json"),
        (["pack", "a", "b"], Int32(64), "pack takes one DIR"),
        (["pack", "--permit", "Q"], Int32(64), "--permit"),
    ])
    func wrongUsesOfPackAreExplained(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let run = try runParkcheck(arguments)
        #expect(run.status == status)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
