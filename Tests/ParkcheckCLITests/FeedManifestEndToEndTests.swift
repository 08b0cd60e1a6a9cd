import Foundation
import Testing

/// A CurbLR feed whose manifest comes after its features, far into the file (legal JSON, and how
/// several published feeds are written), is a feed for `--data`, as `validate` says it is: it
/// used to be taken for a zone file and refused (exit 65) when the manifest lay past 64 KiB.
@Suite struct FeedManifestEndToEndTests {
    static let excerpt = "Tests/ParkcheckCLITests/Golden/inputs/portland-excerpt.curblr.json"

    /// The excerpt rewritten with its features first, 100,000 blanks, then its manifest.
    static func manifestLast() throws -> String {
        let original = try Data(contentsOf: URL(fileURLWithPath: excerpt))
        let document = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        let manifest = try JSONSerialization.data(withJSONObject: try #require(document["manifest"]))
        let features = try JSONSerialization.data(withJSONObject: try #require(document["features"]))
        var text = Data("{\"type\": \"FeatureCollection\", \"features\": ".utf8)
        text.append(features)
        text.append(Data(",\n".utf8) + Data(repeating: UInt8(ascii: " "), count: 100_000))
        text.append(Data("\"manifest\": ".utf8) + manifest + Data("}\n".utf8))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-manifest-last-\(UUID().uuidString).curblr.json").path
        try text.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aLookupAnswersAsWithTheManifestFirst() throws {
        let moved = try Self.manifestLast()
        defer { try? FileManager.default.removeItem(atPath: moved) }
        for at in ["2026-11-24T10:00", "2026-11-29T03:00"] {
            let question = ["45.521255", "-122.680830", "--at", at, "--format", "json"]
            let first = try runParkcheck(question + ["--data", Self.excerpt])
            let last = try runParkcheck(question + ["--data", moved])
            #expect(first.status == last.status, "\(at): \(last.stderr)")
            #expect(last.status != 65, "\(at): \(last.stderr)")
            // The answers name their data file: compare them without it.
            #expect(
                first.stdout.replacingOccurrences(of: Self.excerpt, with: "FEED")
                    == last.stdout.replacingOccurrences(of: moved, with: "FEED"), "\(at)")
            #expect(last.stdout.contains("\"curb\""), "\(at): \(last.stdout)")
        }
    }

    @Test func validateAndALookupAgree() throws {
        let moved = try Self.manifestLast()
        defer { try? FileManager.default.removeItem(atPath: moved) }
        #expect(try runParkcheck(["validate", moved]).status == 0)
        #expect(
            try runParkcheck(["45.521255", "-122.680830", "--data", moved, "--at", "2026-11-24T10:00"]).status != 65)
    }
}
