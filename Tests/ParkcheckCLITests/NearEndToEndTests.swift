import Foundation
import Testing

/// `parkcheck near LAT LON`: the legal curbs around a place, run as a user runs it.
@Suite struct NearEndToEndTests {
    /// Guerrero St between 19th St and Cumberland St, west side (regulation 4599: Areas I and S,
    /// 2-hour limit Mon–Fri 8 AM–9 PM; street_sweeping_by_side 6581201 R: every Tue & Fri 8–9 AM).
    static let guerrero = ["37.759546", "-122.423713"]

    /// Arriving Tuesday 7:30 AM for two hours: the car's own curb is swept at 8:00, so it is not
    /// listed; across the street (6581101 L, east side, no Tuesday sweeping) the 2-hour limit
    /// counts from 8:00 and ends at 10:00 — the first answer.
    @Test func aSweepingMorningSendsTheDriverAcrossTheStreet() throws {
        let run = try runParkcheck(
            ["near"] + Self.guerrero + ["--stay", "2h", "--at", "2026-11-24T07:30", "--limit", "3"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Where to park for 2 h from Tue Nov 24 7:30 AM, within 400 m of 37.759546, -122.423713 "
                + "(straight-line distances):")
        #expect(
            lines.dropFirst().first
                == "  ✓ 19.7 m  Guerrero St between 19th St and 20th St, east side — until Tue Nov 24 10:00 AM "
                + "(2-hour limit)")
        #expect(!run.stdout.contains("Guerrero St between 19th St and Cumberland St, west side"))
        #expect(lines.last?.hasPrefix("  … ") == true)
    }

    /// Every stretch listed, asked as a one-shot lookup at its walk-to point on its side, says
    /// what the list says, and lets the car stay at least as long as asked.
    @Test func eachStretchListedIsALookupsYes() throws {
        let run = try runParkcheck(
            ["near"] + Self.guerrero + [
                "--stay", "2h", "--at", "2026-11-24T07:30", "--permit", "S", "--limit", "4", "--format", "ndjson",
            ])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let stretches = try ndjsonRecords(run.stdout)
        #expect(stretches.count == 4)
        let arrival = try #require(ISO8601DateFormatter().date(from: "2026-11-24T07:30:00-08:00"))
        for stretch in stretches {
            let walkTo = try #require(stretch["walkTo"] as? [String: Double])
            let side = try #require(stretch["side"] as? String)
            let lookup = try runParkcheck([
                String(try #require(walkTo["latitude"])), String(try #require(walkTo["longitude"])), "--side", side,
                "--permit", "S", "--at", "2026-11-24T07:30", "--json",
            ])
            let answer = try #require(
                try JSONSerialization.jsonObject(with: Data(lookup.stdout.utf8)) as? [String: Any])
            #expect(answer["verdict"] as? String == stretch["verdict"] as? String)
            let until = try #require((answer["parkUntil"] as? [String: Any])?["time"] as? String)
            #expect(until == stretch["parkUntil"] as? String)
            let deadline = try #require(ISO8601DateFormatter().date(from: until))
            #expect(deadline >= arrival.addingTimeInterval(2 * 3600), "\(stretch["text"] ?? "")")
            #expect(stretch["coversStay"] as? Bool == true)
        }
    }

    @Test func geojsonHasALineStringPerStretch() throws {
        let run = try runParkcheck(
            ["near"] + Self.guerrero + ["--at", "2026-11-24T07:30", "--limit", "2", "--format", "geojson"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let collection = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(collection["type"] as? String == "FeatureCollection")
        let features = try #require(collection["features"] as? [[String: Any]])
        #expect(features.count == 2)
        for feature in features {
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "LineString")
            #expect(((geometry["coordinates"] as? [[Double]])?.count ?? 0) >= 2)
            #expect((feature["properties"] as? [String: Any])?["verdict"] as? String == "yes")
        }
    }

    @Test func csvHasAHeaderAndARowPerStretch() throws {
        let run = try runParkcheck(
            ["near"] + Self.guerrero + ["--at", "2026-11-24T07:30", "--limit", "3", "--format", "csv"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines.first
                == "rank,street,fromStreet,toStreet,side,compass,distanceMetres,verdict,verdictReason,parkUntil,binding,"
                + "walkToLatitude,walkToLongitude")
        // Without --stay the car's own curb comes first: yes, until Tuesday's sweeping at 8:00.
        #expect(
            lines.dropFirst().first?.hasPrefix(
                "1,Guerrero St,19th St,Cumberland St,right,west,6.22,yes,until 8:00 AM: street sweeping starts 8:00 AM,"
            ) == true)
    }

    /// In the middle of Golden Gate Park's Polo Field nothing is within 20 m: said so, and the
    /// nearest legal curb beyond is named.
    @Test func nothingWithinTheDistanceNamesTheNearestBeyond() throws {
        let run = try runParkcheck(["near", "37.7683", "-122.4923", "--within", "20", "--at", "2026-11-23T12:00"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == "  no curb within the distance")
        #expect(lines[2] == "  the nearest beyond it:")
        #expect(lines[3].hasPrefix("  ✓ "))
    }

    /// `--within 0` looks nowhere, and still names the nearest legal stretch (the search widens
    /// from 50 m).
    @Test func withinZeroStillNamesTheNearest() throws {
        let run = try runParkcheck(["near"] + Self.guerrero + ["--within", "0", "--at", "2026-11-23T12:00"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == "  no curb within the distance")
        #expect(lines[3].hasPrefix("  ✓ "))
    }

    @Test(arguments: [
        (["near"], "near needs a place"),
        (["near", "37.76"], "near needs LAT and LON"),
        (["near", "37.76", "-122.43", "--stay", "2"], "--stay must be a duration such as 2h, 90m or 1h30m"),
        (["near", "37.76", "-122.43", "--limit", "-1"], "--limit must be a whole number, 0 or more"),
        (["near", "-122.43", "37.76"], "did you mean 37.76 -122.43?"),
        (["37.76", "-122.43", "--stay", "2h"], "option --stay does not apply to a lookup or a batch"),
    ])
    func wrongInputIsExplained(arguments: [String], message: String) throws {
        let run = try runParkcheck(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
    }
}
