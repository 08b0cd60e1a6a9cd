import Foundation
import Testing

@testable import ZoneKit

/// San Francisco's answers to a fixed sample of 2,000 questions pinned in every field: whatever
/// decides them (the engine today, the curb interpreter after issue 37's switch), a user asking
/// them sees the same records. The sample's text is a golden file (`sf-sample-text`); its NDJSON,
/// every field of every answer (6 MB), is pinned here as one digest per 100 records, in
/// `Golden/sf-sample-ndjson.digests`.
///
/// A change meant to alter answers re-records it with the golden files:
///
///     PARKCHECK_RECORD_GOLDEN=1 swift test --skip-build --filter 'GoldenEndToEndTests|SanFranciscoSampleTests'
@Suite struct SanFranciscoSampleTests {
    static let recordsPerDigest = 100
    static let file = GoldenCase.folder.appendingPathComponent("sf-sample-ndjson.digests")

    @Test func everyFieldOfTheSampleIsTheRecordedOne() throws {
        let run = try GoldenCase(
            name: "sf-sample-ndjson", arguments: [GoldenCase.sanFranciscoSample, "--format", "ndjson"]
        ).run()
        #expect(run.contains("[exit 0]\n"), "\(run.prefix(300))")
        let records = try #require(Self.records(of: run))
        #expect(records.count == 2_000)
        let digests = Self.digests(of: records)
        if GoldenCase.isRecording {
            try Data(digests.joined(separator: "\n").appending("\n").utf8).write(to: Self.file)
            return
        }
        guard let recorded = try? String(contentsOf: Self.file, encoding: .utf8) else {
            Issue.record("no \(Self.file.lastPathComponent): record it with PARKCHECK_RECORD_GOLDEN=1 (see this suite)")
            return
        }
        let expected = recorded.split(separator: "\n").map(String.init)
        let changed = zip(expected, digests).filter { $0 != $1 }.map { $0.0.split(separator: " ").first ?? "" }
        #expect(expected.count == digests.count, "\(expected.count) digests recorded, \(digests.count) made")
        #expect(
            changed.isEmpty,
            """
            records \(changed.joined(separator: ", ")) of the sample's NDJSON are not the recorded ones: compare \
            `parkcheck \(GoldenCase.sanFranciscoSample) --format ndjson` before and after the change (the rows \
            are the sample's, in order); re-record with PARKCHECK_RECORD_GOLDEN=1 if meant
            """)
    }

    /// The records of a run's standard output, one per line; `nil` when it has none.
    static func records(of run: String) -> [Substring]? {
        guard let start = run.range(of: "[stdout]\n"), let end = run.range(of: "[stderr]\n", options: .backwards)
        else { return nil }
        return run[start.upperBound..<end.lowerBound].split(separator: "\n")
    }

    /// `1-100 <XXH64 of those records' lines>` for each run of 100 records.
    static func digests(of records: [Substring]) -> [String] {
        stride(from: 0, to: records.count, by: recordsPerDigest).map { first in
            let chunk = records[first..<min(first + recordsPerDigest, records.count)]
            let digest = ContentDigest.digest(of: Array(chunk.joined(separator: "\n").utf8))
            return "\(first + 1)-\(first + chunk.count) \(String(digest, radix: 16))"
        }
    }
}
