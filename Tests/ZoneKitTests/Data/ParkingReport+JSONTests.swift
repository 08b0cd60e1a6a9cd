import Foundation
import Testing
import ZoneKit

/// The stable JSON object of an answer: every member in the documented order, times with their
/// offset, and the same members (null or empty) outside coverage.
@Suite struct ParkingReportJSONTests {
    static let members = [
        "location", "arrival", "verdict", "verdictReason", "basis", "status", "permits", "zone", "blockFace", "side",
        "rulesInForce", "upcomingRules", "parkUntil", "sweeping", "nextSweeping", "address", "nearbyCurbs", "meter",
        "warnings", "dataVersion",
    ]

    static func report(latitude: Double, longitude: Double, permits: [String] = ["S"]) throws -> ParkingReport {
        let data = try ParkingDataTests.load()
        let arrival = try PacificTime.parse("2026-11-23T06:00")
        return try data.answer(
            for: ParkingQuery(
                location: Coordinate(latitude: latitude, longitude: longitude), arrival: arrival, permits: permits))
    }

    @Test func membersComeInTheDocumentedOrder() throws {
        let object = try Self.report(latitude: 37.7605, longitude: -122.43012).jsonObject
        #expect(object.keys == Self.members)
        #expect(object["arrival"] == .string("2026-11-23T06:00:00-08:00"))
        #expect(object["dataVersion"] == .string("2099-01-02"))
        #expect(object["status"] == .string("valid"))
        #expect(object["verdict"] == .string("yes"))
        #expect(object["basis"] == .string("curb"))
        #expect(object["nearbyCurbs"] == .array([]))
    }

    @Test func theAnswerCarriesItsRulesDeadlineAndSweeping() throws {
        let object = try Self.report(latitude: 37.7605, longitude: -122.43012).jsonObject
        guard case .object(let zone)? = object["zone"] else { Issue.record("no zone"); return }
        #expect(zone["code"] == .string("S"))
        #expect(zone["confidence"] == .string("high"))
        #expect(zone["inside"] == .bool(true))
        guard case .object(let blockFace)? = object["blockFace"] else { Issue.record("no block face"); return }
        #expect(blockFace["regulationIds"] == .array([.string("1")]))
        #expect(blockFace["kinds"] == .array([.string("timeLimit")]))
        guard case .object(let parkUntil)? = object["parkUntil"] else { Issue.record("no deadline"); return }
        #expect(parkUntil.keys == ["time", "reason", "explanation", "mustLeaveNow"])
        #expect(parkUntil["mustLeaveNow"] == .bool(false))
        guard case .array(let sides)? = object["sweeping"], case .object(let side)? = sides.first else {
            Issue.record("no sweeping")
            return
        }
        #expect(side["compass"] == .string("west"))
        #expect(side["schedules"] == .array([.string("1st & 3rd Tuesdays 8–10 AM")]))
        guard case .array(let inForce)? = object["rulesInForce"], case .array(let upcoming)? = object["upcomingRules"]
        else {
            Issue.record("no rules")
            return
        }
        let kinds = (inForce + upcoming).compactMap { rule -> String? in
            guard case .object(let fields) = rule, case .string(let kind)? = fields["kind"] else { return nil }
            return kind
        }
        #expect(kinds.contains("timeLimit"))
        #expect(kinds.contains("seventyTwoHourRule"))
        if case .object(let first)? = inForce.first {
            #expect(
                first.keys == [
                    "kind", "source", "summary", "window", "limitMinutes", "binding", "bindingReason", "sideUncertain",
                    "inForce", "inForceUntil", "nextStart",
                ])
        }
    }

    @Test func outsideCoverageKeepsEveryMemberAndSaysWhy() throws {
        let report = try Self.report(latitude: 37.9, longitude: -122.43)
        #expect(report.answer == nil)
        #expect(report.isOutsideCoverage)
        let object = report.jsonObject
        #expect(object.keys == Self.members)
        // Never a yes: outside the data the verdict is unknown, and says why.
        #expect(object["verdict"] == .string("unknown"))
        #expect(object["verdictReason"] == .string("the point is outside the area the data covers"))
        #expect(object["basis"] == .string("none"))
        #expect(object["status"] == .null)
        #expect(object["rulesInForce"] == .array([]))
        #expect(
            object["warnings"]
                == .array([
                    .object(
                        JSONObject([
                            ("code", .string("outside-coverage")),
                            (
                                "message",
                                .string(
                                    "the point is outside the area the data covers (San Francisco): "
                                        + "no answer can be given")
                            ),
                        ]))
                ]))
    }

    @Test func unknownPermitsAreRejectedEvenOutsideCoverage() throws {
        #expect(throws: ParkingQueryError.self) { try Self.report(latitude: 37.9, longitude: -122.43, permits: ["QQ"]) }
    }

    @Test func theWriterPrintsItDeterministically() throws {
        let object = try Self.report(latitude: 37.7605, longitude: -122.43012).jsonObject
        let first = try JSONWriter(layout: .compact).string(from: .object(object))
        let second = try JSONWriter(layout: .compact).string(from: .object(object))
        #expect(first == second)
        #expect(first.hasPrefix(#"{"location":{"latitude":37.7605,"longitude":-122.43012},"arrival":"#))
    }
}
