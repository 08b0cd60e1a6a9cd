import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// ``CurbLRReader/stream(_:each:)``: a feed read a feature at a time reports exactly what the whole
/// document's reading reports — the same counts, the same refusals and lenient readings at the
/// same lines, columns and paths — or declines, and the whole reading speaks.
@Suite struct CurbLRStreamingTests {
    /// Streams `bytes` and reads them whole; records every difference.
    func expectSameReading(_ bytes: [UInt8], _ name: String, mustStream: Bool = true) {
        let whole = CurbLRReader().decode(bytes)
        var streamedFeatures: [Int] = []
        let streamed = bytes.withUnsafeBytes {
            CurbLRReader().stream($0) { feature, _ in streamedFeatures.append(feature.index) }
        }
        guard let streamed else {
            #expect(!mustStream, "\(name): not streamed")
            return
        }
        #expect(whole.feed != nil, "\(name): streamed, but the whole reading refuses the feed")
        #expect(streamed.report == whole.report, "\(name): reports differ")
        #expect(
            streamed.diagnostics == whole.diagnostics,
            "\(name): \(streamed.diagnostics.prefix(2)) vs \(whole.diagnostics.prefix(2))")
        #expect(streamed.lenientNotes == whole.lenientNotes, "\(name): lenient notes differ")
        #expect(streamed.metadata == whole.feed?.metadata, "\(name): metadata differ")
        #expect(streamedFeatures == whole.feed?.features.map(\.index), "\(name): features differ")
    }

    @Test func theRealFeedsReadTheSame() throws {
        expectSameReading(Array(try SharedFolder.data(CurbFixtures.portlandPath)), "Portland")
        expectSameReading(Array(try SharedFolder.data(CurbFixtures.austinPath)), "Austin")
        let folder = SharedFolder.repositoryRoot.appendingPathComponent("Tests/ParkcheckCLITests/Golden/inputs")
        for name in ["portland-excerpt.curblr.json", "curblr-impossible-date.json", "curblr-no-return.json"] {
            expectSameReading(Array(try Data(contentsOf: folder.appendingPathComponent(name))), name)
        }
        // Refused as a whole, or not JSON: the whole reading speaks.
        for name in ["curblr-1.0.0.json", "curblr-no-time-zone.json", "curblr-truncated.json"] {
            expectSameReading(Array(try Data(contentsOf: folder.appendingPathComponent(name))), name, mustStream: false)
        }
    }

    @Test func refusalsLenientReadingsAndPlacesMatchInAnyLayout() throws {
        let refused = #"{"rule": {"activity": "parking", "priorityCategory": "nowhere"}}"#
        let lenient =
            #"{"rule": {"activity": "valet", "priorityCategory": "parking"}, "timeSpans": [{"timesOfDay": [{"from": "7:00", "to": "23:59"}]}], "userClasses": [{}]}"#
        let badDate =
            #"{"rule": {"activity": "parking", "priorityCategory": "parking"}, "timeSpans": [{"effectiveDates": [{"from": "02-30", "to": "03-01"}]}]}"#
        let features = [
            refused, lenient, badDate, #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}}"#,
        ]
        .map { CurbFixtures.feature(regulation: $0) }
        let manifestFirst = CurbFixtures.feed(features: features)
        expectSameReading(manifestFirst, "manifest first")
        // The manifest last, with CRLF line ends, accents before the values (columns count
        // characters) and an extra member: the places still match.
        let text =
            "{\"type\": \"FeatureCollection\",\r\n \"ünïcödé\": [1, {\"é\": \"ß\"}],\r\n \"features\": [\r\n"
            + features.joined(separator: ",\r\n").replacingOccurrences(of: "\n", with: "\r\n")
            + "],\r\n\"manifest\": " + CurbFixtures.manifest + "}\r\n"
        expectSameReading(Array(text.utf8), "manifest last, CRLF")
        // All on one line, accents first: the manifest (read on its own, after a walk from the
        // start) and every feature keep their columns; the manifest's lenient reading is placed.
        let unversioned = CurbFixtures.manifest.replacingOccurrences(of: "\"curblrVersion\": \"1.1.0\", ", with: "")
            .replacingOccurrences(of: "\n", with: " ")
        let oneLine =
            "{\"ünïcödé ßtraße\": \"éé\", \"type\": \"FeatureCollection\", \"features\": ["
            + features.joined(separator: ", ").replacingOccurrences(of: "\n", with: " ") + "], \"manifest\": "
            + unversioned + "}"
        expectSameReading(Array(oneLine.utf8), "one line, accents first")
        // A feature that is not JSON: the whole reading reports it.
        let broken = Array(
            String(decoding: manifestFirst, as: UTF8.self).replacingOccurrences(of: "\"valet\"", with: "valet").utf8)
        expectSameReading(broken, "broken feature", mustStream: false)
        // A repeated member of the root: the parser refuses it, so the stream declines.
        let repeated = Array(
            ("{\"type\": \"FeatureCollection\", \"type\": \"x\", \"manifest\": " + CurbFixtures.manifest
                + ", \"features\": []}").utf8)
        expectSameReading(repeated, "repeated member", mustStream: false)
    }
}
