import ZoneKit

/// What `parkcheck validate` found in a curb feed (a CurbLR 1.1 feed or a CDS Curbs API payload):
/// every refusal (an error) and every lenient reading (a warning), located, and the feed's report.
struct FeedValidation {
    /// The standard the file was read as.
    enum Kind: String {
        /// A CurbLR feed: a FeatureCollection with a `manifest`, or curb regulations without one.
        case curbLR = "curblrFeed"
        /// A CDS Curbs API payload: `{version, time_zone, data: {zones, policies, areas}}`.
        case cds = "cdsPayload"
    }

    /// The standard.
    var kind: Kind
    /// `1.1.0` for CurbLR, the payload's `version` for CDS; `nil` when not read.
    var version: String? = nil
    /// Every refusal (an error) and lenient reading (a warning), in document order.
    var diagnostics: [Diagnostic]
    /// The counts; `nil` when the feed as a whole is refused.
    var report: CurbFeedReport? = nil

    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    var isValid: Bool { errorCount == 0 && report != nil }

    /// `CurbLR 1.1.0 feed`, `CDS 1.1 payload`, `CurbLR feed`.
    var kindName: String {
        let version = self.version.map { " \($0)" } ?? ""
        switch kind {
        case .curbLR: return "CurbLR\(version) feed"
        case .cds: return "CDS\(version) payload"
        }
    }
}

/// Tells curb feeds from zone files and GeoJSON, and validates them with ZoneKit's readers.
enum FeedValidator {
    /// The curb standard `bytes` are written in, or `nil` for anything else (zone files, GeoJSON,
    /// text that is not JSON and names neither standard's members).
    static func kind(of bytes: [UInt8]) -> FeedValidation.Kind? {
        // A feed whose root holds a manifest and a features array: CurbLR, found without a tree.
        if bytes.withUnsafeBytes({ CurbFeedLayout($0)?.manifest != nil }) { return .curbLR }
        guard let document = try? JSONParser.parse(bytes) else {
            // A truncated or broken feed is still reported as the feed it was meant to be.
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("\"curblrVersion\"") || text.contains("\"priorityHierarchy\"") { return .curbLR }
            if text.contains("\"time_zone\"") && text.contains("\"data\"") { return .cds }
            return nil
        }
        let root = document.root
        guard root.kind == .object else { return nil }
        if root["manifest"] != nil { return .curbLR }
        if root["data"] != nil && (root["time_zone"] != nil || root["version"] != nil) { return .cds }
        // CurbLR 1.0.0: a FeatureCollection of curb regulations with no manifest.
        if root["type"]?.stringValue == "FeatureCollection",
            root["features"]?.elements.contains(where: { $0["properties"]?["regulations"] != nil }) == true
        {
            return .curbLR
        }
        return nil
    }

    /// A CurbLR feed: refusals are errors, lenient readings warnings.
    static func validateCurbLR(_ bytes: [UInt8]) -> FeedValidation {
        // A feature at a time where the feed reads so (a 50 MB feed in a fraction of the memory);
        // the whole document where it does not, which says what is wrong with it as a whole.
        let streamed = bytes.withUnsafeBytes { CurbLRReader().stream($0) }
        if let streamed {
            var diagnostics = streamed.diagnostics.map(\.diagnostic) + streamed.lenientNotes.map(\.diagnostic)
            diagnostics.sort { $0.location < $1.location }
            return FeedValidation(
                kind: .curbLR, version: streamed.metadata.sourceVersion, diagnostics: diagnostics,
                report: streamed.report)
        }
        let outcome = CurbLRReader().decode(bytes)
        var diagnostics = outcome.diagnostics.map(\.diagnostic) + outcome.lenientNotes.map(\.diagnostic)
        diagnostics.sort { $0.location < $1.location }
        return FeedValidation(
            kind: .curbLR, version: outcome.feed?.metadata.sourceVersion, diagnostics: diagnostics,
            report: outcome.feed == nil ? nil : outcome.report)
    }

    /// CDS payloads given in one run, joined into one feed (a zones and a policies response), each
    /// file with its own diagnostics and the report of its own zones.
    ///
    /// - Parameter files: each payload's name as shown and its bytes.
    static func validateCDS(_ files: [(name: String, bytes: [UInt8])]) -> [FeedValidation] {
        var results: [FeedValidation] = []
        // The payloads read, with their file's index: those are joined even when another file of
        // the run was refused, so that each readable one is still checked (and reported).
        var payloads: [(index: Int, payload: CDSPayload)] = []
        for (name, bytes) in files {
            do {
                let payload = try CDSReader().read(bytes, file: name)
                payloads.append((results.count, payload))
                results.append(FeedValidation(kind: .cds, version: payload.version, diagnostics: [], report: nil))
            } catch {
                results.append(FeedValidation(kind: .cds, version: nil, diagnostics: error.diagnostics, report: nil))
            }
        }
        guard !payloads.isEmpty else { return results }
        do {
            let curbFeed = try CDSReader().feed(payloads.map(\.payload)).curbFeed()
            var first = 0
            for (index, payload) in payloads {
                let zoneCount = payload.zones?.count ?? 0
                let features = curbFeed.features.filter { (first..<(first + zoneCount)).contains($0.index) }
                first += zoneCount
                var report = CurbFeedReport()
                report.featuresRead = zoneCount
                for feature in features { report.countMapped(feature) }
                report.regulationsRead = report.regulationsMapped
                report.countOverlaps(among: features)
                results[index].report = report
            }
        } catch {
            for diagnostic in error.diagnostics {
                let index = files.firstIndex { $0.name == diagnostic.location.file ?? "" } ?? payloads[0].index
                results[index].diagnostics.append(diagnostic)
            }
        }
        return results
    }
}
