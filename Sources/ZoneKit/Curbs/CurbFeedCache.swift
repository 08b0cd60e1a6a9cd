import Foundation

/// The indexes of the curb feeds lookups were given (`--data FEED`), kept in a folder of the
/// user's cache (`$XDG_CACHE_HOME/parkcheck/feeds`): the first lookup reads a feed whole and
/// writes its index (``CurbFeedIndex``); a later one reads the index, then the manifest and the
/// features near its point.
///
/// One index per feed path (named by the path's digest), trusted only while the feed is the file
/// it was made from. A folder that cannot be written costs speed, never an answer: the feed is read
/// whole, and ``Reading/cacheProblem`` says why. Without a cache folder at all (no `HOME`), every
/// lookup reads the feed whole.
package struct CurbFeedCache: Sendable {
    /// The folder holding the indexes; `nil` when the user has no cache folder.
    package let folder: String?

    /// What a lookup gets.
    package struct Reading: Sendable {
        /// The feed near the point: every feature that may matter to its answer (those within the
        /// radius asked for, ``CurbFeedIndex/radius`` for a lookup), whether read through the
        /// index or a feature at a time.
        package var feed: CurbFeed
        /// Every user class of the whole feed.
        package var userClassNames: [String]
        /// Why the index could not be written, when it could not.
        package var cacheProblem: String?
        /// Whether the index was used (the feed was not read).
        package var usedIndex: Bool
        /// The box around every curb of the feed.
        package var bounds: BoundingBox?
    }

    /// The `feeds` folder of parkcheck's cache (``PackCache/directory(environment:)``); none when
    /// neither `XDG_CACHE_HOME` nor `HOME` is set.
    package init(environment: [String: String]) {
        folder = PackCache.directory(environment: environment).map { PlainFiles.path($0, "feeds") }
    }

    /// A cache in `folder` (tests).
    package init(folder: String?) {
        self.folder = folder
    }

    /// The feed at `path` as a lookup at `point` needs it: the features within `radius` metres
    /// (`near` lists the curbs farther around).
    ///
    /// - Throws: ``CityDataError`` when the feed cannot be read or is refused.
    package func reading(
        feedAt path: String, near point: Coordinate, radius: Double = CurbFeedIndex.radius
    ) throws(CityDataError) -> Reading {
        try read(feedAt: path, near: point, radius: radius).reading
    }

    /// ``reading(feedAt:near:radius:)``, with the index it used or made (`nil` when the feed was
    /// read whole, refused in part).
    fileprivate func read(
        feedAt path: String, near point: Coordinate, radius: Double
    ) throws(CityDataError) -> (reading: Reading, index: CurbFeedIndex?) {
        guard let stamp = SourceStamp(path: path) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let indexPath = folder.map { PlainFiles.path($0, Self.indexName(of: path)) }
        let index = indexPath.flatMap { try? PlainFiles.contents(atPath: $0) }.flatMap {
            CurbFeedIndex(encoded: [UInt8]($0))
        }
        if let index, index.stamp == stamp, let feed = Self.feed(near: point, radius: radius, index: index, path: path)
        {
            let reading = Reading(
                feed: feed, userClassNames: index.userClassNames, cacheProblem: nil, usedIndex: true,
                bounds: index.bounds)
            return (reading, index)
        }
        let bytes: [UInt8]
        do throws(PlainFiles.ReadError) {
            bytes = [UInt8](try PlainFiles.contents(atPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        if var index, index.stamp.size == stamp.size, index.digest == ContentDigest.digest(of: bytes),
            let feed = index.feed(of: index.features(near: point, radius: radius), cutFrom: { Array(bytes[$0]) })
        {
            // The same content with another time (copied, touched): the index holds; note the time.
            index.stamp = stamp
            let problem = indexPath.flatMap { Self.write(index, to: $0) }
            let reading = Reading(
                feed: feed, userClassNames: index.userClassNames, cacheProblem: problem, usedIndex: true,
                bounds: index.bounds)
            return (reading, index)
        }
        // Read a feature at a time, keeping those near the point and every one's place.
        var entries: [CurbFeedIndex.Entry] = []
        var names = CurbFeed.UserClassNames()
        var near: [CurbFeature] = []
        let streamed = bytes.withUnsafeBytes { raw in
            CurbLRReader().stream(raw) { feature, range in
                entries.append(CurbFeedIndex.Entry(box: feature.geometry.boundingBox, bytes: range))
                names.add(feature)
                if CurbFeedIndex.box(feature.geometry.boundingBox, isNear: point, radius: radius) {
                    near.append(feature)
                }
            }
        }
        guard let streamed, streamed.diagnostics.isEmpty, let manifest = streamed.layout.manifest else {
            // Refused, as a whole or in part: the whole reading says where (and a feed with a
            // refused part is never answered).
            do throws(CurbFeedError) {
                let feed = try CurbLRReader().read(bytes).feed
                let reading = Reading(
                    feed: feed, userClassNames: feed.userClassNames, cacheProblem: nil, usedIndex: false,
                    bounds: BoundingBox(covering: feed.features.flatMap(\.geometry.coordinates)))
                return (reading, nil)
            } catch {
                throw .refusedFeed(path: path, problems: error.diagnostics.map { $0.formatted(file: path) })
            }
        }
        // Without a cache folder (neither XDG_CACHE_HOME nor HOME set) there is nothing to say:
        // the next lookup reads the feed again, as where the user keeps no cache.
        var problem: String?
        let built = CurbFeedIndex(
            stamp: stamp, digest: ContentDigest.digest(of: bytes), manifest: manifest, entries: entries,
            userClassNames: names.sorted)
        if let indexPath { problem = Self.write(built, to: indexPath) }
        let reading = Reading(
            feed: CurbFeed(metadata: streamed.metadata, features: near), userClassNames: names.sorted,
            cacheProblem: problem, usedIndex: false, bounds: built.bounds)
        return (reading, built)
    }

    /// The features near `point`, read from the feed file at the index's places.
    private static func feed(
        near point: Coordinate, radius: Double, index: CurbFeedIndex, path: String
    ) -> CurbFeed? {
        feed(of: index.features(near: point, radius: radius), index: index, path: path)
    }

    /// The features at `positions`, read from the feed file at the index's places.
    fileprivate static func feed(of positions: [Int], index: CurbFeedIndex, path: String) -> CurbFeed? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return index.feed(of: positions) { range in
            // A piece cut short is not the file indexed: read whole instead.
            guard let bytes = try? PlainFiles.bytes(of: descriptor, in: range), bytes.count == range.count else {
                return nil
            }
            return bytes
        }
    }

    /// `<digest of the absolute path>.index`.
    static func indexName(of path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/"), let folder = getcwd(nil, 0) {
            absolute = PlainFiles.path(String(cString: folder), path)
            free(folder)
        }
        let digest = ContentDigest.digest(of: Array(absolute.utf8))
        let hex = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".index"
    }

    /// Writes `index` at `path` (its folder made first); why not, when it cannot be.
    private static func write(_ index: CurbFeedIndex, to path: String) -> String? {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot make \(folder): \(error.localizedDescription)"
        }
        do throws(PlainFiles.ReadError) {
            try PlainFiles.replace(atPath: path, with: index.encoded)
            return nil
        } catch {
            return "cannot write \(path): \(error.reason)"
        }
    }
}

/// One feed read for many points, as the rows of a `near` batch ask: the index is read and checked
/// once, and each feature decoded once however many points it lies near. Each reading holds the
/// features ``CurbFeedCache/reading(feedAt:near:radius:)`` would hold, in the same order, so the
/// answers are the one-shot's.
///
/// The feed is checked against its index when the session first reads it; a file changed during
/// the session is not noticed.
package final class CurbFeedSession {
    private let cache: CurbFeedCache
    private let path: String
    /// The index, once the first reading used or made it.
    private var index: CurbFeedIndex?
    /// The feed's manifest, read with the first features.
    private var metadata: CurbFeedMetadata?
    /// The box around every curb of the feed.
    private var bounds: BoundingBox?
    /// Every feature decoded so far, by its position in the feed.
    private var decoded: [Int: CurbFeature] = [:]

    /// A session reading the feed at `path` through `cache`.
    package init(feedAt path: String, cache: CurbFeedCache) {
        self.cache = cache
        self.path = path
    }

    /// The feed as a lookup at `point` needs it; see ``CurbFeedCache/reading(feedAt:near:radius:)``.
    ///
    /// - Throws: ``CityDataError`` when the feed cannot be read or is refused.
    package func reading(near point: Coordinate, radius: Double = CurbFeedIndex.radius) throws(CityDataError)
        -> CurbFeedCache.Reading
    {
        if let index, let metadata {
            let positions = index.features(near: point, radius: radius)
            let missing = positions.filter { decoded[$0] == nil }
            if missing.isEmpty || keep(CurbFeedCache.feed(of: missing, index: index, path: path)) {
                return CurbFeedCache.Reading(
                    feed: CurbFeed(metadata: metadata, features: positions.compactMap { decoded[$0] }),
                    userClassNames: index.userClassNames, cacheProblem: nil, usedIndex: true, bounds: bounds)
            }
            // The file no longer reads as indexed: start again from it.
            self.index = nil
            decoded = [:]
        }
        let (reading, index) = try cache.read(feedAt: path, near: point, radius: radius)
        if let index {
            self.index = index
            metadata = reading.feed.metadata
            bounds = reading.bounds
            for feature in reading.feed.features { decoded[feature.index] = feature }
        }
        return reading
    }

    /// Keeps the features of `feed`; `false` when there is none (the pieces did not read).
    private func keep(_ feed: CurbFeed?) -> Bool {
        guard let feed else { return false }
        for feature in feed.features { decoded[feature.index] = feature }
        return true
    }
}
