import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// ``CurbFeedCache`` and ``CurbFeedIndex``: a lookup through a feed's index answers as the whole
/// feed does, and an index is used only for the file it was made from.
@Suite struct CurbFeedCacheTests {
    /// A copy of Portland's feed and an empty cache folder, removed afterwards by the caller.
    static func scratch() throws -> (feed: String, cache: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parkcheck-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let feed = folder.appendingPathComponent("portland.curblr.json").path
        try SharedFolder.data(CurbFixtures.portlandPath).write(to: URL(fileURLWithPath: feed))
        return (feed, folder.appendingPathComponent("cache").path)
    }

    @Test func answersThroughTheIndexAreTheWholeFeedsAnswers() throws {
        let (path, cache) = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        let store = CurbFeedCache(folder: cache)
        let whole = try CurbFixtures.portland(holidays: .unknown)
        let start = Coordinate(latitude: 45.52049, longitude: -122.68098)
        let first = try store.reading(feedAt: path, near: start)
        #expect(!first.usedIndex)
        #expect(first.cacheProblem == nil)
        // The first reading, a feature at a time, answers as the whole feed too.
        let arrival = CurbFixtures.utc(2026, 11, 24, 18)
        #expect(
            try #require(CurbInterpreter(feed: first.feed, holidays: .unknown)).answer(at: start, arrival: arrival)
                == whole.answer(at: start, arrival: arrival))
        #expect(first.feed.features.count < whole.feed.features.count)
        let city = CDSCurbLREquivalenceTests.cities[0]
        var cases = CDSCurbLREquivalenceTests.cases(count: 200, city: city, interpreter: whole, seed: 38)
        // Points well off the curbs too: answered with the nearest curbs around them.
        var random = SeededGenerator(seed: 39)
        for index in 0..<60 {
            let base = cases[index]
            let point = Coordinate(
                latitude: base.point.latitude + Double.random(in: -0.001...0.001, using: &random),
                longitude: base.point.longitude + Double.random(in: -0.0015...0.0015, using: &random))
            cases.append(.init(point: point, arrival: base.arrival, person: base.person, feature: base.feature))
        }
        var fewer = 0
        for item in cases {
            let reading = try store.reading(feedAt: path, near: item.point)
            #expect(reading.usedIndex)
            #expect(reading.userClassNames == whole.feed.userClassNames)
            if reading.feed.features.count < whole.feed.features.count { fewer += 1 }
            let near = try #require(CurbInterpreter(feed: reading.feed, holidays: .unknown))
            let expected = whole.answer(at: item.point, arrival: item.arrival, user: item.person.user)
            let answered = near.answer(at: item.point, arrival: item.arrival, user: item.person.user)
            #expect(answered == expected, "\(item)")
        }
        // The index does read less than the whole feed.
        #expect(fewer > cases.count / 2, "only \(fewer) of \(cases.count) readings were smaller than the feed")
    }

    /// A session (a `near` batch's rows) holds, at every point, the features a lookup's reading
    /// holds, in the same order — whether or not the cache folder can keep the index.
    @Test(arguments: [true, false])
    func aSessionReadsWhatEachLookupReads(cacheIsWritable: Bool) throws {
        let (path, cache) = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        // A cache "folder" under a file cannot be made: the index lives only in the session.
        let store = CurbFeedCache(folder: cacheIsWritable ? cache : path + "/cache")
        let session = CurbFeedSession(feedAt: path, cache: store)
        let whole = try CurbFixtures.portland(holidays: .unknown)
        let city = CDSCurbLREquivalenceTests.cities[0]
        let cases = CDSCurbLREquivalenceTests.cases(count: 80, city: city, interpreter: whole, seed: 41)
        for (order, item) in cases.enumerated() {
            for radius in [CurbFeedIndex.radius, 400] {
                let batch = try session.reading(near: item.point, radius: radius)
                let lookup = try store.reading(feedAt: path, near: item.point, radius: radius)
                #expect(batch.feed == lookup.feed, "\(item.point), \(radius) m")
                #expect(batch.userClassNames == lookup.userClassNames)
                #expect(batch.bounds == lookup.bounds)
                // The first reads the feed; every later one goes through the index (the
                // session's own when the folder cannot keep it).
                #expect(batch.usedIndex == (order > 0 || radius != CurbFeedIndex.radius))
            }
        }
    }

    @Test func anIndexIsUsedOnlyForTheFileItWasMadeFrom() throws {
        let (path, cache) = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        let store = CurbFeedCache(folder: cache)
        let point = Coordinate(latitude: 45.52, longitude: -122.68)
        _ = try store.reading(feedAt: path, near: point)
        #expect(try store.reading(feedAt: path, near: point).usedIndex)
        // The same bytes written again (a new time): the content digest says the index holds.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        Thread.sleep(forTimeInterval: 0.02)
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(try store.reading(feedAt: path, near: point).usedIndex)
        // Another content of the same size (a time moved by an hour): read whole, and indexed anew.
        var text = String(decoding: bytes, as: UTF8.self)
        let range = try #require(text.range(of: "\"08:00\""))
        text.replaceSubrange(range, with: "\"09:00\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(text.utf8.count == bytes.count)
        let reread = try store.reading(feedAt: path, near: point)
        #expect(!reread.usedIndex)
        #expect(try store.reading(feedAt: path, near: point).usedIndex)
    }

    @Test func aDamagedIndexIsIgnoredAndRewritten() throws {
        let (path, cache) = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        let store = CurbFeedCache(folder: cache)
        let point = Coordinate(latitude: 45.52, longitude: -122.68)
        _ = try store.reading(feedAt: path, near: point)
        let indexPath = cache + "/" + CurbFeedCache.indexName(of: path)
        var index = [UInt8](try Data(contentsOf: URL(fileURLWithPath: indexPath)))
        index[index.count / 2] ^= 0xFF
        try Data(index).write(to: URL(fileURLWithPath: indexPath))
        #expect(!(try store.reading(feedAt: path, near: point).usedIndex))
        #expect(try store.reading(feedAt: path, near: point).usedIndex)
    }

    @Test func aCacheThatCannotBeWrittenCostsSpeedNotTheAnswer() throws {
        let (path, _) = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        // A cache "folder" under a file: it cannot be made.
        let store = CurbFeedCache(folder: path + "/cache")
        let reading = try store.reading(feedAt: path, near: Coordinate(latitude: 45.52, longitude: -122.68))
        #expect(!reading.usedIndex)
        #expect(!reading.feed.features.isEmpty)
        #expect(reading.cacheProblem?.hasPrefix("cannot make ") == true)
        #expect(CurbFeedCache(environment: [:]).folder == nil)
        #expect(CurbFeedCache(environment: ["HOME": "/home/u"]).folder == "/home/u/.cache/parkcheck/feeds")
        #expect(
            CurbFeedCache(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/c"]).folder == "/c/parkcheck/feeds")
    }

    @Test func theLayoutFindsEveryFeatureWhereverTheManifestIs() throws {
        let text = Array(
            #"{"features": [{"a": "]}\"x"}, {"b": [1, {"c": 2}]}], "type": "FeatureCollection", "manifest": {"m": 1}}"#
                .utf8)
        let layout = try #require(text.withUnsafeBytes { CurbFeedLayout($0) })
        #expect(
            layout.features.map { String(decoding: text[$0], as: UTF8.self) } == [
                #"{"a": "]}\"x"}"#, #"{"b": [1, {"c": 2}]}"#,
            ])
        #expect(layout.manifest.map { String(decoding: text[$0], as: UTF8.self) } == #"{"m": 1}"#)
        for broken in [#"{"features": [{"a": 1}"#, #"[1, 2]"#, #"{"features": 3}"#, #"{"features": [] } x"#] {
            #expect(Array(broken.utf8).withUnsafeBytes { CurbFeedLayout($0) } == nil, "\(broken)")
        }
    }
}
