import Foundation
import Testing

/// Never more permissive than the curb: the deadline is the first moment the driver must act —
/// leave, move for sweeping, start paying, or stop because a limit runs out — and the first line
/// names it. Each case is a reproduction from a new user's report, with its command as written.
@Suite struct HonestAnswersEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func lines(_ run: ParkcheckRun) -> [String] { run.stdout.split(separator: "\n").map(String.init) }

    // MARK: - A meter that starts during the stay

    /// 16th St at 07:00 on a Monday: the meter (hours assumed Mon–Sat 9–6) starts at 9:00, so the
    /// free stay ends then; it said "until Tue Nov 24 2:00 AM" (the night sweeping).
    @Test func aMeterStartingDuringTheStayIsTheDeadline() throws {
        let run = try runParkcheck(["37.7648", "-122.4216", "--at", "2026-11-23T07:00", "--exit-status"])
        #expect(run.status == 0)
        #expect(
            lines(run).first == "✓ You may park here free until Mon Nov 23 9:00 AM — then pay the meter (until 6:00 PM)"
        )
        #expect(lines(run).contains("  Park until: Mon Nov 23 9:00 AM (the meter starts 9:00 AM, paid until 6:00 PM)"))
        let json = try runParkcheck(["37.7648", "-122.4216", "--at", "2026-11-23T07:00", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let parkUntil = try #require(answer["parkUntil"] as? [String: Any])
        #expect(parkUntil["time"] as? String == "2026-11-23T09:00:00-08:00")
        #expect(parkUntil["reason"] as? String == "the meter")
    }

    /// The calendar reminds at the meter's start: pay, or move.
    @Test func theCalendarRemindsWhenTheMeterStarts() throws {
        let run = try runParkcheck(["37.7648", "-122.4216", "--at", "2026-11-23T07:00", "--format", "ics"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\r\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("UID:park-until-") })
        let event = lines[start...].prefix { $0 != "END:VEVENT" }
        #expect(event.contains("DTSTART;TZID=America/Los_Angeles:20261123T090000"))
        #expect(event.contains("SUMMARY:Pay the meter or move the car: the meter"))
        #expect(event.contains("DESCRIPTION:Pay the meter or move the car by 9:00 AM: the meter"))
    }

    /// Portland, feature 8 is paid from 08:00: the free stay from 06:00 ends then, not at 10:00.
    @Test func paidParkingStartingDuringTheStayIsTheDeadlineOnTheCurbModel() throws {
        let run = try runParkcheck(["45.521424", "-122.680310", "--at", "2026-11-24T06:00"])
        #expect(run.status == 0)
        #expect(
            lines(run).first == "✓ You may park here free until Tue Nov 24 8:00 AM — paid parking starts: pay from then"
        )
        #expect(lines(run).contains("  Park until: Tue Nov 24 8:00 AM (paid parking starts: pay from then)"))
        // --verbose names the feature whose payment starts.
        let verbose = try runParkcheck(["45.521424", "-122.680310", "--at", "2026-11-24T06:00", "-v"])
        #expect(
            lines(verbose).contains("  Park until: Tue Nov 24 8:00 AM (paid parking starts: pay from then (feature 8))")
        )
    }

    /// Every metered block face at Mon 07:00: no "yes" runs past the start of a payment that binds
    /// the driver; and at 15:00 every "!" names the time of Park until.
    @Test func noYesAtAMeterPassesItsStartAndEveryConditionalNamesItsDeadline() throws {
        let meters =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.root.appendingPathComponent("Resources/meters.geojson"))) as? [String: Any]
        let features = try #require(meters?["features"] as? [[String: Any]])
        var input = "lat,lon\n"
        for feature in features {
            let geometry = feature["geometry"] as? [String: Any]
            let points = geometry?["coordinates"] as? [[Double]] ?? []
            guard let first = points.first, let last = points.last else { continue }
            input += "\((first[1] + last[1]) / 2),\((first[0] + last[0]) / 2)\n"
        }
        #expect(features.count > 3000)

        let morning = try answers(input, at: "2026-11-23T07:00")
        var checkedYes = 0
        for answer in morning where answer["verdict"] as? String == "yes" {
            let until = try #require((answer["parkUntil"] as? [String: Any])?["time"] as? String)
            let payments = (answer["upcomingRules"] as? [[String: Any]] ?? []).filter {
                $0["kind"] as? String == "payment" && $0["binding"] as? String == "binds"
            }
            for payment in payments {
                let start = try #require(payment["nextStart"] as? String)
                #expect(
                    until <= start,
                    "a yes until \(until) passes a payment starting \(start): \(answer["location"] ?? "")")
                checkedYes += 1
            }
        }
        #expect(checkedYes > 1000, "the sweep met \(checkedYes) free stays before a meter")

        let afternoon = try answers(input, at: "2026-11-23T15:00")
        var checkedConditional = 0
        for answer in afternoon where answer["verdict"] as? String == "conditionally" {
            guard let until = (answer["parkUntil"] as? [String: Any])?["time"] as? String else { continue }
            let reason = answer["verdictReason"] as? String ?? ""
            #expect(reason.contains(Self.clock(until)), "\"\(reason)\" does not name park-until \(until)")
            if !until.hasPrefix("2026-11-23") {
                #expect(reason.contains(Self.monthDay(until)), "\"\(reason)\" does not name park-until's day \(until)")
            }
            checkedConditional += 1
        }
        #expect(checkedConditional > 1000, "the sweep met \(checkedConditional) conditional answers")
    }

    private func answers(_ input: String, at arrival: String) throws -> [[String: Any]] {
        let run = try runParkcheck(["-", "--at", arrival, "--format", "ndjson"], stdin: Data(input.utf8))
        #expect(run.status == 0, "\(run.stderr.prefix(500))")
        return try run.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// `5:00 PM` from `2026-11-23T17:00:00-08:00`.
    static func clock(_ time: String) -> String {
        let parts = time.dropFirst(11).prefix(5).split(separator: ":").compactMap { Int($0) }
        let hour = parts[0] % 12 == 0 ? 12 : parts[0] % 12
        return "\(hour):\(String(format: "%02d", parts[1])) \(parts[0] < 12 ? "AM" : "PM")"
    }

    /// `Nov 24` from `2026-11-24T09:00:00-08:00`.
    static func monthDay(_ time: String) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let parts = time.prefix(10).split(separator: "-").compactMap { Int($0) }
        return "\(months[parts[1] - 1]) \(parts[2])"
    }

    // MARK: - Headlines never overstate

    /// Fern St at 15:00: the meter is paid until 6 PM but the 2-hour limit ends the stay at 5 PM.
    @Test func aConditionalHeadlineNamesTheDeadlineNotThePaidHoursEnd() throws {
        let run = try runParkcheck(["37.788469", "-122.418488", "--at", "2026-11-23T15:00"])
        #expect(lines(run).first == "! Only if you pay the meter; you may stay until 5:00 PM — 2-hour limit")
        #expect(lines(run).contains("  Park until: Mon Nov 23 5:00 PM (2-hour limit applies now)"))
    }

    /// Broadway at 15:00: the tow-away at 4 PM is on the first line.
    @Test func aTowAwayDuringAPaidStayIsOnTheFirstLine() throws {
        let run = try runParkcheck(["37.79877435", "-122.40018345", "--at", "2026-11-23T15:00"])
        #expect(lines(run).first == "! Only if you pay the meter; you may stay until 4:00 PM — no parking (tow-away)")
        #expect(lines(run).contains("  Park until: Mon Nov 23 4:00 PM (no parking (tow-away) starts 4:00 PM)"))
    }

    // MARK: - The chosen side's sweeping

    /// Guerrero St, a divided road: heading north puts the car on the east side, which is the other
    /// carriageway's curb (swept Wed 8 AM); the answer said "until Fri" and named no sweeping.
    @Test func aHeadingsSideKeepsItsStreetSweeping() throws {
        for choice in [["--heading", "0"], ["--side", "east"]] {
            let run = try runParkcheck(
                ["37.759546", "-122.423713", "--at", "2026-11-24T20:00", "-p", "S"] + choice)
            #expect(lines(run).first == "✓ You may park here until Wed Nov 25 8:00 AM — street sweeping", "\(choice)")
            #expect(lines(run).contains("  Street sweeping (this side, east): Wed Nov 25 8–10 AM, every Wednesday"))
            #expect(run.stdout.contains("Warning: the east side of Guerrero St is the curb of its other carriageway"))
        }
    }

    // MARK: - A feed's condition of the wrong shape

    /// A resident-permit bay whose `userClasses` is an object: refused with its place, never
    /// answered "✓ parking for everyone".
    @Test func aFeedConditionOfTheWrongShapeIsRefusedNotDropped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("honest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.curblr.json")
        try """
        {"type": "FeatureCollection",
         "manifest": {"curblrVersion": "1.1.0", "timeZone": "America/Los_Angeles", "currency": "USD",
                      "priorityHierarchy": ["no parking", "parking"]},
         "features": [{"type": "Feature",
           "properties": {
             "location": {"shstRefId": "r", "sideOfStreet": "right", "shstLocationStart": 0, "shstLocationEnd": 47},
             "regulations": [{"rule": {"activity": "parking", "priorityCategory": "parking"},
                              "userClasses": {"classes": ["permit"], "subclasses": ["zone 4"]}}]},
           "geometry": {"type": "LineString", "coordinates": [[-122.68, 45.52], [-122.6794, 45.52]]}}]}
        """.write(to: feed, atomically: true, encoding: .utf8)
        let validate = try runParkcheck(["validate", feed.path])
        #expect(validate.status == 65)
        #expect(
            validate.stdout.contains(
                "feed.curblr.json:8:38: error: features[0].properties.regulations[0].userClasses: feature 0: "
                    + "\"userClasses\" must be an array, found an object"), "\(validate.stdout)")
        let answer = try runParkcheck(["45.52", "-122.6797", "--data", feed.path, "--at", "2026-11-24T10:00"])
        #expect(answer.status == 65)
        #expect(!answer.stdout.contains("✓"))
        #expect(answer.stderr.contains("userClasses"), "\(answer.stderr)")
    }
}
