import Foundation
import Testing

/// `--data FEED` with a cache folder: the first lookup reads the feed whole and keeps its index;
/// later lookups read the features near their point through it and answer the same; a cache that
/// cannot be written is said once per lookup, and the answer still comes.
@Suite struct FeedIndexEndToEndTests {
    static let excerpt = "Tests/ParkcheckCLITests/Golden/inputs/portland-excerpt.curblr.json"
    static let question = ["45.521255", "-122.680830", "--at", "2026-11-24T10:00", "--data", excerpt]

    func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parkcheck-feed-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// `XDG_CACHE_HOME` for a run: `folder`, or a file in it, under which no folder can be made (so
    /// no index can be kept).
    func cacheEnvironment(in folder: String, isWritable: Bool) throws -> [String: String] {
        guard !isWritable else { return ["XDG_CACHE_HOME": folder] }
        let file = folder + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        return ["XDG_CACHE_HOME": file]
    }

    @Test func theSecondLookupReadsThroughTheIndexAndAnswersTheSame() throws {
        let cache = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let environment = ["XDG_CACHE_HOME": cache]
        let whole = try runParkcheck(Self.question + ["--format", "json"])
        let first = try runParkcheck(Self.question + ["--format", "json", "-v"], environment: environment)
        let second = try runParkcheck(Self.question + ["--format", "json", "-v"], environment: environment)
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(first.stderr.contains("read the feed whole"), "\(first.stderr)")
        #expect(second.stderr.contains("features near the point through the feed's index"), "\(second.stderr)")
        #expect(first.stdout == whole.stdout)
        #expect(second.stdout == whole.stdout)
        let indexes = try FileManager.default.contentsOfDirectory(atPath: cache + "/parkcheck/feeds")
        #expect(indexes.count == 1 && indexes[0].hasSuffix(".index"), "\(indexes)")
    }

    @Test func aCacheThatCannotBeWrittenIsSaidAndTheAnswerStillComes() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // XDG_CACHE_HOME names a file: no folder can be made under it.
        let file = folder + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let whole = try runParkcheck(Self.question)
        let run = try runParkcheck(Self.question, environment: ["XDG_CACHE_HOME": file])
        #expect(run.status == 0)
        #expect(run.stdout == whole.stdout)
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("its index was not kept") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(warnings.first?.contains("the next lookup reads the feed whole again") == true)
    }

    @Test func aBatchAnswersFromTheFeedAsLookupsDo() throws {
        // It was read as a zone file and refused ("a zone's shape must be a Polygon").
        let points = [("45.521255", "-122.680830"), ("45.520490", "-122.680980"), ("45.518900", "-122.679000")]
        let fields = [
            "--at", "2026-11-24T10:00", "--format", "csv", "--fields", "verdict,parkUntil.time,verdictReason",
        ]
        let input = points.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"
        let batch = try runParkcheck(["--data", Self.excerpt, "-"] + fields, stdin: Data(input.utf8))
        #expect(batch.status == 0, "\(batch.stderr)")
        let rows = batch.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == points.count, "\(batch.stdout)")
        for (point, row) in zip(points, rows) {
            let lookup = try runParkcheck([point.0, point.1, "--data", Self.excerpt] + fields)
            #expect(lookup.stdout.split(separator: "\n").last == row, "\(point)")
        }
    }

    /// A batch over a large feed reads its first rows near their points through the feed's index,
    /// as lookups do (a few rows over a large feed no longer read all of it), and the whole feed once
    /// it goes on: every record is the lookup's, either way; the index is kept for the next run,
    /// and one that cannot be kept is said once.
    @Test(arguments: [true, false])
    func aBatchReadsItsFirstRowsThroughTheIndex(cacheIsWritable: Bool) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = try cacheEnvironment(in: folder, isWritable: cacheIsWritable)
        // 9 MB or more: its first row (or two) is read near its point, the rest through the whole feed.
        let excerpt = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.excerpt)))
        let feed = try WrittenFeed.write(
            WrittenFeed.padded(try #require(excerpt as? [String: Any]), toBytes: 9_000_000))
        defer { try? FileManager.default.removeItem(atPath: feed) }
        let points = [("45.521255", "-122.680830"), ("45.520490", "-122.680980"), ("45.518900", "-122.679000")]
        let fields = [
            "--at", "2026-11-24T10:00", "--format", "csv", "--fields", "verdict,parkUntil.time,verdictReason",
        ]
        let input = (0..<300).map { "\(points[$0 % 3].0),\(points[$0 % 3].1)\n" }.joined()
        let batch = try runParkcheck(["--data", feed, "-"] + fields, stdin: Data(input.utf8), environment: environment)
        #expect(batch.status == 0, "\(batch.stderr)")
        let rows = batch.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == 300)
        for (number, point) in points.enumerated() {
            // The excerpt's own answer: the copies far north change nothing here.
            let lookup = try runParkcheck([point.0, point.1, "--data", Self.excerpt] + fields)
            let expected = lookup.stdout.split(separator: "\n").last
            for (index, row) in rows.enumerated() where index % 3 == number {
                #expect(row == expected, "row \(index + 1) at \(point)")
            }
        }
        let warnings = batch.stderr.split(separator: "\n").filter { $0.contains("its index was not kept") }
        #expect(warnings.count == (cacheIsWritable ? 0 : 1), "\(batch.stderr)")
        if cacheIsWritable {
            let indexes = try FileManager.default.contentsOfDirectory(atPath: folder + "/parkcheck/feeds")
            #expect(indexes.count == 1, "\(indexes): the batch made the feed's index")
        }
    }

    /// A `near` batch over a feed reads it once (each feature decoded once, through the index it
    /// keeps, or its own when the cache cannot) and answers each row as the one-shot `near` does.
    @Test(arguments: [true, false])
    func aNearBatchAnswersEachRowAsTheOneShotNear(cacheIsWritable: Bool) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = try cacheEnvironment(in: folder, isWritable: cacheIsWritable)
        let points = [("45.521255", "-122.680830"), ("45.520490", "-122.680980"), ("45.520000", "-122.680000")]
        let options = ["--data", Self.excerpt, "--at", "2026-11-24T10:00", "--within", "200", "--limit", "4"]
        let input = points.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"
        let batch = try runParkcheck(
            ["near", "-", "--format", "ndjson"] + options, stdin: Data(input.utf8), environment: environment)
        #expect(batch.status == 0, "\(batch.stderr)")
        let records = try ndjsonRecords(batch.stdout)
        #expect(records.count == points.count)
        for (point, record) in zip(points, records) {
            let run = try runParkcheck(["near", point.0, point.1, "--format", "json"] + options)
            #expect(run.status == 0, "\(run.stderr)")
            let oneShot = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            var row = record
            row["line"] = nil
            row["id"] = nil
            row["error"] = nil
            #expect(NSDictionary(dictionary: row).isEqual(to: oneShot), "\(point)")
            #expect(((oneShot["stretches"] as? [Any])?.count ?? 0) > 0, "\(point): a stretch is listed")
        }
        // The cache that cannot be written is said once for the batch.
        let warnings = batch.stderr.split(separator: "\n").filter { $0.contains("its index was not kept") }
        #expect(warnings.count == (cacheIsWritable ? 0 : 1), "\(batch.stderr)")
    }
}
