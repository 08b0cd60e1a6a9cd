import Foundation
import TestSupport
import Testing
@testable import ZoneKit

/// The usage examples of the curb side's face (`CurbLRReader`, `CurbInterpreter`; and the `package`
/// `CDSReader`, `CurbHolidayCalendar` and `TimeZoneRules` the CLI uses alike), written as a client
/// writes them: this file imports ZoneKit **without** `@testable`, so an example that needs an
/// internal symbol fails the build.
///
/// `package` symbols stay visible here (this target is in ZoneKit's package); `make api` and
/// `Examples/QuickAnswer` are what see the public face alone.
@Suite struct CurbPublicFaceTests {
    /// Portland, right side of reference 6d31859e… 15 m along: a `no parking` regulation (rank 5)
    /// wins over the meter (rank 9) at all times.
    static let point = Coordinate(latitude: 45.5203208, longitude: -122.6806277)
    /// Saturday 2026-11-28 10:00 PST.
    static let arrival = Date(timeIntervalSince1970: 1_795_888_800)

    @Test func readingACurbLRFeedAndAnsweringOnePoint() throws {
        // As CurbLRReader's example, the file from ../shared.
        let bytes = try SharedFolder.data("fixtures/curblr/downtown_portland_2020-07-30.curblr.json")
        let reading = try CurbLRReader().read(bytes)
        #expect(reading.feed.metadata.timeZoneIdentifier == "America/Los_Angeles")
        #expect(reading.feed.metadata.sourceFormat == .curbLR)
        #expect(reading.report.regulationsMapped > 0)
        #expect(reading.warnings.allSatisfy { $0.severity == .warning && $0.source == .curbLR })

        let interpreter = try #require(
            CurbInterpreter(feed: reading.feed, holidays: try CurbFixtures.portlandHolidays()))
        let answer = interpreter.answer(at: Self.point, arrival: Self.arrival, user: .privateCar)
        #expect(answer.verdict == .no)
        #expect(answer.binding?.activity == .noParking)
        #expect(answer.binding?.priority.rank == 5)
        #expect(answer.winningPriority == answer.binding?.priority)
        #expect(answer.curb?.side == .right)
        #expect(!answer.explanation.isEmpty)
        #expect(answer.parkUntil == nil)

        // As CurbInterpreter's example: another user, the end of the stay on the feed's clock.
        let motorcycle = CurbUser(vehicle: "motorcycle")
        let other = interpreter.answer(at: Self.point, arrival: Self.arrival, user: motorcycle)
        if other.verdict == .yes, let until = other.parkUntil {
            #expect(interpreter.timeZone.localDateTime(for: until).date.year == 2026)
        }
    }

    @Test func readingCDSPayloadsIntoTheSameModel() throws {
        // As CDSReader's example: the Portland feed's CDS rendering, one payload with zones and
        // policies.
        let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/portland/portland.cds.json")
        let feed = try CDSReader().curbFeed([("portland.cds.json", Array(try Data(contentsOf: url)))])
        #expect(feed.metadata.sourceFormat == .cds)
        let interpreter = try #require(CurbInterpreter(feed: feed, holidays: try CurbFixtures.portlandHolidays()))
        let answer = interpreter.answer(at: Self.point, arrival: Self.arrival)
        #expect(answer.verdict == .no)
        #expect(answer.binding?.activity == .noParking)
    }

    @Test func refusalsAreLocatedAndSayWhatToDo() {
        do {
            _ = try CurbLRReader().read(Array(#"{"type": "FeatureCollection", "features": []}"#.utf8))
            Issue.record("a feed without a manifest was read")
        } catch {
            #expect(error.diagnostics.first?.code == "curbLR.missingManifest")
            #expect(error.description.contains("CurbLR 1.1"))
        }
        do {
            _ = try CDSReader().read(Array(#"{"version": "1.1"}"#.utf8), file: "p.json")
            Issue.record("a payload without its envelope was read")
        } catch {
            #expect(error.diagnostics.first?.location.file == "p.json")
            #expect(error.description.hasPrefix("p.json:1:1: error:"))
        }
    }

    @Test func timeZoneRulesFromTheTableOrAPOSIXRule() throws {
        let chicago = try #require(TimeZoneRules(identifier: "America/Chicago"))
        #expect(chicago.posixRule == "CST6CDT,M3.2.0,M11.1.0")
        #expect(chicago.utcOffset(at: Self.arrival) == -6 * 3600)
        #expect(throws: TimeZoneRuleError.self) { try TimeZoneRules(identifier: "Nowhere", posixRule: "CST6CDT,M3") }
    }
}
