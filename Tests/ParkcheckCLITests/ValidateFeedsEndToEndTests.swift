import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import parkcheck

/// `parkcheck validate` on curb feeds (CurbLR 1.1, CDS payloads): the real feeds, standard input,
/// and mutated feeds that must never crash it.
@Suite struct ValidateFeedsEndToEndTests {
    static let inputs = SharedFolder.repositoryRoot.appendingPathComponent("Tests/ParkcheckCLITests/Golden/inputs")

    @Test func readsThePortlandFeedCleanListingItsLenientReadings() throws {
        let path = try SharedFolder.url("fixtures/curblr/downtown_portland_2020-07-30.curblr.json").path
        let run = try runParkcheck(["validate", path])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(path): valid CurbLR 1.1.0 feed, 562 warnings"))
        #expect(lines.contains("  features read 416, regulations read 416, mapped 416, refused 0"))
        #expect(lines.contains { $0.hasPrefix("  overlaps settled by priority 232,") })
        #expect(lines.count { $0.contains(": warning: ") && $0.contains("\"23:59\" as an end") } == 169)
        #expect(lines.count { $0.contains(": error: ") } == 0)
    }

    @Test func namesStandardInput() throws {
        let feed = try Data(contentsOf: Self.inputs.appendingPathComponent("curblr-no-time-zone.json"))
        let run = try runParkcheck(["validate", "-"], stdin: feed)
        #expect(run.status == 65)
        #expect(run.stdout.hasPrefix("<stdin>:2:15: error: manifest.timeZone: the manifest has no \"timeZone\""))
        #expect(run.stdout.hasSuffix("<stdin>: invalid CurbLR feed, 1 error\n"))
    }

    @Test func leavesZoneFilesToTheDataValidator() throws {
        let path = SharedFolder.repositoryRoot.appendingPathComponent("Resources/zones.json").path
        let run = try runParkcheck(["validate", path])
        #expect(run.stdout == "\(path): valid zone file\n")
    }

    /// A refused CDS payload does not leave the others of its run unchecked: each says why it fails.
    @Test func checksTheReadablePayloadsOfARunWithARefusedOne() throws {
        let zones = try SharedFolder.url("fixtures/cds/cds-1.0.1-00-curb-zones-minimum.json").path
        let bad = Self.inputs.appendingPathComponent("cds-negative-max-stay.json").path
        let run = try runParkcheck(["validate", bad, zones])
        #expect(run.status == 65)
        #expect(run.stdout.contains("\(bad):35:25: error: data.policies[0].rules[0].max_stay:"))
        #expect(run.stdout.contains("\(zones):23:11: error: data.zones[0].curb_policy_ids[0]: the zone names policy"))
        #expect(run.stdout.hasSuffix("\(zones): invalid CDS 1.0 payload, 1 error\n"))
    }

    /// Seeded truncations and digit changes of small feeds of both standards: validate never traps,
    /// and a feed it does not pass says where and why (every error line located, a summary).
    @Test(arguments: ["portland-excerpt.curblr", "curblr-impossible-date", "cds-unknown-policy"])
    func mutatedFeedsAreReportedWithAPlace(_ name: String) throws {
        let original = try [UInt8](Data(contentsOf: Self.inputs.appendingPathComponent("\(name).json")))
        var generator = SeededGenerator(seed: 18)
        for round in 0..<150 {
            var bytes = original
            if round % 3 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
            } else {
                let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
                for _ in 0...round % 4 {
                    guard let index = digits.randomElement(using: &generator) else { break }
                    bytes[index] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
                }
                if round % 5 == 0, let index = bytes.indices.randomElement(using: &generator) {
                    bytes[index] = UInt8(ascii: "-")
                }
            }
            let text = render(bytes)
            let summary = try #require(text.split(separator: "\n").first { $0.hasPrefix("feed.json: ") })
            if summary.hasPrefix("feed.json: invalid") {
                let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }
                #expect(!errors.isEmpty, "round \(round): refused without a reason:\n\(text)")
                for line in errors {
                    #expect(
                        line.wholeMatch(of: /feed\.json:\d+:\d+: error: .+/) != nil,
                        "round \(round): not located: \(line)")
                }
            }
        }
    }

    /// What validate writes for `bytes` named `feed.json`, in process.
    private func render(_ bytes: [UInt8]) -> String {
        let result: ValidateResult =
            switch FeedValidator.kind(of: bytes) {
            case .curbLR: .feed(FeedValidator.validateCurbLR(bytes))
            case .cds: .feed(FeedValidator.validateCDS([("feed.json", bytes)])[0])
            case nil: .data(DataValidator().validate(bytes))
            }
        return ValidateText.render([("feed.json", result)])
    }
}
