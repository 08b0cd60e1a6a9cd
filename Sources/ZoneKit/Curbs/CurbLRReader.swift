/// Reads a CurbLR 1.1 feed (a GeoJSON FeatureCollection with a `manifest`) into a ``CurbFeed``,
/// with every problem (and every lenient reading) a ``Diagnostic`` located by line, column, JSON
/// path and feature.
///
/// Reading a feed and answering one point on it:
///
/// ```swift
/// import Foundation
/// import ZoneKit
///
/// let bytes = try Data(contentsOf: URL(fileURLWithPath: "downtown_portland.curblr.json"))
/// let reading = try CurbLRReader().read(bytes)  // throws CurbFeedError: every problem, located
/// for warning in reading.warnings { print(warning.formatted(file: "downtown_portland.curblr.json")) }
///
/// let text = try String(contentsOfFile: "Resources/cities/portland/holidays.txt", encoding: .utf8)
/// let holidays = try CityHolidayFile(text: text, path: "holidays.txt").calendar
/// guard let interpreter = CurbInterpreter(feed: reading.feed, holidays: holidays) else { return }
/// let answer = interpreter.answer(
///     at: Coordinate(latitude: 45.52032, longitude: -122.68063), arrival: Date(), user: .privateCar)
/// print(answer.verdict, answer.parkUntil.map { "\($0)" } ?? "-", answer.explanation)
/// ```
///
/// Refused, with the place and the reason: text that is not JSON; a root that is not a
/// FeatureCollection; no `manifest` (CurbLR 1.0.0) or a `curblrVersion` other than 1.1.x; a
/// missing or unknown `timeZone`; a geometry that is not a LineString; impossible dates (`1-33`,
/// `02-30`); bad times (`25:00`, `7h`); unknown days, occurrences, sides, `apply` values; a
/// `priorityCategory` missing from the hierarchy. Read leniently (counted in
/// ``Reading/warnings`` and listed in `docs/CITIES_READING.md`): unpadded `7:00`,
/// `23:59` as the end of the day, activities outside the standard (kept verbatim), user classes
/// outside the well-known list (kept, reserved for them), `{}` as a user class entry (everyone).
/// Names are matched case-insensitively, as the standard asks.
public struct CurbLRReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// What reading found.
    package struct Outcome: Sendable {
        /// The feed, without any refused feature; `nil` when the feed as a whole is refused
        /// (not JSON, no manifest, no time zone…).
        package var feed: CurbFeed?
        /// The counts, refusals and lenient readings.
        package var report: CurbFeedReport
        /// Every problem, in document order: the feed-level ones when ``feed`` is `nil`, else the
        /// refused features' and regulations' (the same as `CurbFeedReport/refused`).
        package var diagnostics: [CurbFeedDiagnostic]
        /// Every lenient reading applied, where, in reading order (for `validate`).
        package var lenientNotes: [CurbLenientNote] = []
    }

    /// A feed read a feature at a time (``stream(_:each:)``): what it says of itself, its report
    /// and problems, and where its parts lie; no feature is kept.
    package struct Streamed: Sendable {
        package var metadata: CurbFeedMetadata
        /// The counts, refusals and lenient readings.
        package var report: CurbFeedReport
        /// The refused features' and regulations' problems (as `CurbFeedReport/refused`).
        package var diagnostics: [CurbFeedDiagnostic]
        /// Every lenient reading applied, where, in reading order.
        package var lenientNotes: [CurbLenientNote]
        /// Where the manifest and each feature lie in the bytes.
        package var layout: CurbFeedLayout
    }

    /// A feed read in full, with its report.
    public struct Reading: Sendable {
        /// The feed.
        public var feed: CurbFeed
        /// The report.
        package var report: CurbFeedReport
        /// Every lenient reading applied, where, in reading order.
        package var lenientNotes: [CurbLenientNote]

        /// Every lenient reading applied (an unpadded `7:00`, a user class outside the standard's
        /// list…), as a warning saying what was read and what to write instead, in reading order.
        /// Worded when asked for: a lookup that only answers never words them.
        public var warnings: [Diagnostic] { lenientNotes.map(\.diagnostic) }
    }

    /// Reads a feed, keeping what can be read and reporting the rest (for `validate`).
    ///
    /// - Parameter bytes: the feed as UTF-8.
    /// - Parameter featureIndices: the index in the whole feed of each feature of `bytes`, when
    ///   they are a few features cut from it (``CurbFeedIndex``); `nil`: their positions.
    package func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes, featureIndices: [Int]? = nil) -> Outcome {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let diagnostic = CurbFeedDiagnostic(.invalidJSON(error.reason), at: error.location, path: .root)
            return Outcome(feed: nil, report: CurbFeedReport(), diagnostics: [diagnostic])
        }
        var decoder = CurbLRDecoder()
        decoder.featureIndices = featureIndices
        let feed = decoder.feed(document.root)
        let diagnostics = feed == nil ? decoder.feedDiagnostics : decoder.report.refused
        return Outcome(
            feed: feed, report: decoder.report, diagnostics: diagnostics, lenientNotes: decoder.lenientNotes)
    }

    /// Reads a feed a feature at a time, each parsed where it lies (locations are the file's),
    /// handing every feature read to `each` with its bytes and keeping none: the same report,
    /// problems and lenient readings as ``decode(_:featureIndices:)``, in a fraction of its memory.
    ///
    /// - Returns: `nil` when the feed is not JSON or is refused as a whole (no manifest, no time
    ///   zone…): ``decode(_:featureIndices:)`` then says what and where.
    package func stream(
        _ bytes: UnsafeRawBufferPointer, each: (CurbFeature, Range<Int>) -> Void = { _, _ in }
    ) -> Streamed? {
        var decoder = CurbLRDecoder()
        guard let (metadata, layout) = decoder.streamedFeed(bytes, each: each) else { return nil }
        return Streamed(
            metadata: metadata, report: decoder.report, diagnostics: decoder.report.refused,
            lenientNotes: decoder.lenientNotes, layout: layout)
    }

    /// Reads a feed that must be read in full: any refused part refuses the feed, so that no
    /// answer is given from a feed missing a regulation.
    ///
    /// - Parameter bytes: the feed as UTF-8.
    /// - Throws: ``CurbFeedError`` with every problem.
    public func read<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(CurbFeedError) -> Reading {
        let outcome = decode(bytes)
        guard let feed = outcome.feed, outcome.diagnostics.isEmpty else {
            throw CurbFeedError(diagnostics: outcome.diagnostics)
        }
        return Reading(feed: feed, report: outcome.report, lenientNotes: outcome.lenientNotes)
    }
}
