import Foundation
import TestSupport
import Testing

/// `parkcheck pack DIR` and lookups through the pack, running the binary: the same answers as
/// from the files, a pack that no longer matches its data said and left aside, a copied pack kept,
/// a directory without one indexed into the user cache, and wrong uses of the command explained.
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

    /// A pack keeps working when its files are touched but not changed (`cp -r` without `-p`,
    /// a fresh checkout): freshness is the files' content, not their modification times.
    @Test func aCopiedDirectoryKeepsUsingItsPack() throws {
        try withDataCopy { folder in
            let arguments = Self.lookups[1] + ["--data", folder.path, "--at", "2026-11-23T06:00", "--verbose"]
            #expect(try runParkcheck(["pack", folder.path]).status == 0)
            let fresh = try runParkcheck(arguments)
            for file in DataLocationEndToEndTests.dataFiles + ["parkcheck.pack"] {
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSinceNow: 120)],
                    ofItemAtPath: folder.appendingPathComponent(file).path)
            }
            let touched = try runParkcheck(arguments)
            #expect(touched.status == 0)
            #expect(touched.stdout == fresh.stdout)
            #expect(touched.stderr.contains("read the data through \(folder.path)/parkcheck.pack"), "\(touched.stderr)")
            #expect(!touched.stderr.contains("note:"), "\(touched.stderr)")
        }
    }

    /// A data file whose content changed (same size, later time) is not read through the old pack;
    /// with no cache to build another in, the files are read whole, and said so.
    @Test func aPackOfOtherContentIsSaidAndLeftAside() throws {
        try withDataCopy { folder in
            let arguments = [
                "37.759546", "-122.423713", "--permit", "S", "--data", folder.path, "--at", "2026-11-23T06:00",
            ]
            #expect(try runParkcheck(["pack", folder.path]).status == 0)
            let fresh = try runParkcheck(arguments)
            #expect(fresh.stderr.isEmpty)
            try Self.changeOneDigit(of: folder.appendingPathComponent("meters.geojson"))
            let stale = try runParkcheck(arguments)
            #expect(stale.status == 0)
            #expect(stale.stdout == fresh.stdout)
            #expect(
                stale.stderr.contains("parkcheck.pack is out of date (meters.geojson changed since it was packed)"),
                "\(stale.stderr)")
            #expect(stale.stderr.contains("reading the data files whole instead"))
        }
    }

    /// No pack in the directory, and a user cache: the first lookup indexes the data into the cache
    /// (saying so once), later ones read through it, and every answer is the files' own.
    @Test func aDirectoryWithoutAPackIsIndexedIntoTheUserCacheOnce() throws {
        try withDataCopy { folder in
            let cache = folder.appendingPathComponent("cache").path
            let environment = ["XDG_CACHE_HOME": cache, "HOME": folder.appendingPathComponent("home").path]
            let arguments = Self.lookups[1] + ["--data", folder.path, "--at", "2026-11-23T06:00"]
            let whole = try runParkcheck(arguments)
            #expect(whole.stderr.isEmpty, "no cache, no pack: read whole, silently")
            let first = try runParkcheck(arguments, environment: environment)
            #expect(first.status == 0)
            #expect(first.stdout == whole.stdout)
            #expect(
                first.stderr.hasPrefix("parkcheck: note: indexed the data into \(cache)/parkcheck/"), "\(first.stderr)")
            #expect(first.stderr.contains(".pack (once, ") && first.stderr.hasSuffix("); later lookups are fast\n"))
            #expect(first.stderr.split(separator: "\n").count == 1)
            let packs = try FileManager.default.contentsOfDirectory(atPath: cache + "/parkcheck")
            #expect(packs.count == 1 && packs[0].hasSuffix(".pack"), "\(packs)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("parkcheck.pack").path))
            let second = try runParkcheck(arguments + ["--verbose"], environment: environment)
            #expect(second.stdout == whole.stdout)
            #expect(!second.stderr.contains("note:"), "\(second.stderr)")
            #expect(second.stderr.contains("read the data through \(cache)/parkcheck/\(packs[0])"))
            // A batch reads all the data through the cached pack too.
            let batch = ["-", "--data", folder.path, "--at", "2026-11-23T08:30", "--format", "ndjson"]
            let input = Data("37.76,-122.43\n37.759546,-122.423713\n".utf8)
            let cachedBatch = try runParkcheck(batch, stdin: input, environment: environment)
            #expect(cachedBatch.stderr.isEmpty, "\(cachedBatch.stderr)")
            #expect(cachedBatch.stdout == (try runParkcheck(batch, stdin: input)).stdout)
            // Changed data is not read through the cached pack: it gets one of its own.
            try Self.changeOneDigit(of: folder.appendingPathComponent("meters.geojson"))
            let changed = try runParkcheck(arguments + ["--quiet"], environment: environment)
            #expect(changed.stderr.isEmpty, "--quiet leaves the note out")
            #expect(changed.stdout == (try runParkcheck(arguments)).stdout)
            #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/parkcheck").count == 2)
        }
    }

    /// A cache that cannot be written costs the speed, never the answer.
    @Test func aCacheThatCannotBeWrittenFallsBackToTheFiles() throws {
        try withDataCopy { folder in
            let blocker = folder.appendingPathComponent("not-a-folder")
            try Data().write(to: blocker)
            let arguments = Self.lookups[0] + ["--data", folder.path, "--at", "2026-11-23T06:00"]
            let whole = try runParkcheck(arguments)
            let run = try runParkcheck(arguments, environment: ["XDG_CACHE_HOME": blocker.path])
            #expect(run.status == 0)
            #expect(run.stdout == whole.stdout)
            #expect(
                run.stderr.hasPrefix(
                    "parkcheck: note: cannot keep an index of the data in \(blocker.path)/parkcheck ("),
                "\(run.stderr)")
            #expect(run.stderr.hasSuffix("); reading the data files whole instead\n"))
            let quiet = try runParkcheck(arguments + ["--quiet"], environment: ["XDG_CACHE_HOME": blocker.path])
            #expect(quiet.stderr.isEmpty)
        }
    }

    /// Changes the last digit 1–8 of a file one up: the same size, another content.
    static func changeOneDigit(of file: URL) throws {
        var bytes = try [UInt8](Data(contentsOf: file))
        let digit = try #require(bytes.lastIndex(where: { (UInt8(ascii: "1")...UInt8(ascii: "8")).contains($0) }))
        bytes[digit] += 1
        try Data(bytes).write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: file.path)
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
