import Foundation
import TestSupport
import Testing
import ZoneKit

/// `parkcheck LAT LON --data FILE`, run as a user runs it, on the city's RPP polygons and on a
/// small GeoJSON zones file written here.
@Suite struct ZoneLookupEndToEndTests {
    static let rppFile = "data/sf/rpp_area_blocks_20251122.json"

    /// Two permit areas 0.0001° of longitude (8.8 m) apart: Q to the west, HV to the east.
    static let twoZones = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"permitArea": "Q", "name": "Area Q"},
           "geometry": {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 37.76], [-122.43, 37.77], [-122.44, 37.77], [-122.44, 37.76]]]}},
          {"type": "Feature", "id": "hv", "properties": {"permitArea": "HV", "name": "Hayes Valley"},
           "geometry": {"type": "Polygon", "coordinates": [[[-122.4299, 37.76], [-122.42, 37.76], [-122.42, 37.77], [-122.4299, 37.77], [-122.4299, 37.76]]]}}
        ]}
        """

    /// Runs `body` with `text` written to a file named `name` in a fresh folder.
    func withFile<Result>(_ name: String, _ text: String, _ body: (String) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-zones-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return try body(file.path)
    }

    // MARK: The city's RPP polygons

    @Test func answersAreaSAtTheAcceptancePoint() throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let run = try runParkcheck(["37.76", "-122.43", "--data", data])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                Zone:       Area S (permit area S)
                Position:   inside, 27.9 m from its edge
                Confidence: high (inside one zone, no other within 10 m)

                """)
    }

    @Test func answersAsAStableJSONObject() throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let run = try runParkcheck(["37.76,-122.43", "--data", data, "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "point", "primaryZone", "zones", "confidence", "threshold", "accuracy", "decidingDistanceMetres",
            ])
        let primary = try #require(object["primaryZone"] as? [String: Any])
        #expect(primary["permitArea"] as? String == "S")
        #expect(primary["id"] as? String == "sf_rpp_s_001")
        #expect(primary["inside"] as? Bool == true)
        #expect(["high", "medium"].contains(object["confidence"] as? String))
        #expect(object["threshold"] as? Double == 10)
        let point = try #require(object["point"] as? [String: Double])
        #expect(point == ["latitude": 37.76, "longitude": -122.43])
        #expect((object["zones"] as? [Any])?.count == 1)
    }

    @Test func aPointOutsideTheCityIsOutsideTheDataAndStillAnAnswer() throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let run = try runParkcheck(["37.80", "-122.27", "--data", data])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                Zone:       none: 37.8, -122.27 is outside the area the data covers
                Confidence: outside the data (outside the data's bounds)

                """)
    }

    // MARK: The bundled zones' edges

    /// Every point exactly on an edge of the bundled zones (vertices, and points along the edges
    /// that the exact orientation test puts on them), in one zone-only batch at `--threshold 0`:
    /// each is in its zone, on its edge.
    @Test func everyExactEdgePointOfTheBundledZonesIsInItsZoneAtThresholdZero() throws {
        let points = ExactEdgePoint.points(of: try ExactEdgePoint.bundledZoneFile().zones)
        let zones = SharedFolder.repositoryRoot.appendingPathComponent("Resources/zones.json").path
        // Swift writes each double in the fewest digits that read back as the same double.
        let input = points.map { "\($0.point.latitude),\($0.point.longitude)\n" }.joined()
        let run = try runParkcheck(["-", "--zone-only", "--data", zones, "--threshold", "0"], stdin: Data(input.utf8))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let records = run.stdout.split(separator: "\n")
        try #require(records.count == points.count)
        var dropped: [ExactEdgePoint] = []
        for (edge, record) in zip(points, records) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
            let zone = try #require(object["zone"] as? [String: Any])
            let found = [zone] + ((zone["otherZones"] as? [[String: Any]]) ?? [])
            guard let match = found.first(where: { $0["id"] as? String == edge.zoneID }) else {
                dropped.append(edge)
                continue
            }
            #expect(match["inside"] as? Bool == true, "\(edge): \(record)")
        }
        #expect(dropped.isEmpty, "\(dropped.count) of \(points.count) exact edge points dropped: \(dropped.prefix(5))")

        // One of them as a single lookup: a point of a slanting edge of Area A, 0 m from it.
        let single = try runParkcheck([
            "37.797086", "-122.42212166666667", "--data", zones, "--threshold", "0", "--json",
        ])
        #expect(single.status == 0)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as? [String: Any])
        let areaA = try #require((answer["zones"] as? [[String: Any]])?.first { $0["id"] as? String == "sf_rpp_a_001" })
        #expect(areaA["inside"] as? Bool == true)
        #expect(areaA["distanceMetres"] as? Double == 0)
    }

    // MARK: A GeoJSON zones file

    @Test func betweenTwoZonesTheNearerIsPrimary() throws {
        let run = try withFile("zones.geojson", Self.twoZones) {
            try runParkcheck(["37.765", "-122.42993", "--data", $0])
        }
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                Zone:       Hayes Valley (permit area HV)
                Position:   2.6 m outside its edge, within the 10 m threshold
                Also near:  Area Q (permit area Q), 6.2 m outside
                Confidence: medium (outside the zone, within the 10 m threshold)

                """)
    }

    @Test func betweenTwoZonesAsJSON() throws {
        let run = try withFile("zones.geojson", Self.twoZones) {
            try runParkcheck(["37.765", "-122.42993", "--data", $0, "--format", "ndjson", "--accuracy", "5"])
        }
        #expect(run.status == 0)
        let zone = { (id: String, area: String, name: String, distance: String) in
            #"{"id":"\#(id)","permitArea":"\#(area)","displayName":"\#(name)","inside":false,"distanceMetres":\#(distance)}"#
        }
        let hayes = zone("hv", "HV", "Hayes Valley", "2.64")
        #expect(
            run.stdout
                == #"{"point":{"latitude":37.765,"longitude":-122.42993},"primaryZone":\#(hayes),"zones":[\#(hayes),"#
                + zone("zone-0", "Q", "Area Q", "6.15")
                + #"],"confidence":"low","threshold":10,"accuracy":5,"decidingDistanceMetres":3.85}"# + "\n")
    }

    @Test(arguments: [
        (["--threshold", "0"], "Confidence: no zone nearby (no zone within 0 m)"),
        (["--threshold", "2"], "Confidence: no zone nearby (no zone within 2 m)"),
        (["--threshold", "3"], "Confidence: medium (outside the zone, within the 3 m threshold)"),
        (
            ["--accuracy", "8"],
            "Confidence: low (the position may be off by 8 m, more than the 3.8 m that decides the zone)"
        ),
    ])
    func thresholdAndAccuracyChangeTheAnswer(_ options: [String], _ confidence: String) throws {
        let run = try withFile("zones.geojson", Self.twoZones) {
            try runParkcheck(["37.765", "-122.42993", "--data", $0] + options)
        }
        #expect(run.status == 0)
        #expect(run.stdout.contains(confidence), "stdout: \(run.stdout)")
    }

    @Test func insideOneZoneFarFromTheOtherIsHigh() throws {
        let run = try withFile("zones.geojson", Self.twoZones) {
            try runParkcheck(["37.765", "-122.435", "--data", $0])
        }
        #expect(run.stdout.hasPrefix("Zone:       Area Q (permit area Q)\nPosition:   inside, 439.5 m from its edge"))
        #expect(run.stdout.contains("Confidence: high"))
    }

    @Test func optionsALookupDoesNotUseYetAreWarnedAbout() throws {
        let run = try withFile("zones.geojson", Self.twoZones) {
            try runParkcheck(["37.765", "-122.435", "--data", $0, "--permit", "Q", "--at", "2026-07-06T08:30"])
        }
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "parkcheck: warning: --permit, --at are not used: a zone lookup (--zone-only, or --data with a "
                + "single zone file) answers only which zone the point is in\n")
    }

    /// `--zone-only` on one place answers as a `--zone-only` batch row does: the zone, not the curb
    /// (it used to be ignored, giving a full answer at the current clock).
    @Test func zoneOnlyOnOnePlaceAnswersTheZoneFromTheBundledData() throws {
        let run = try runParkcheck(["37.759546", "-122.423713", "--zone-only", "--format", "json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(answer["verdict"] == nil, "a zone lookup has no verdict")
        #expect(run.stdout.contains("\"S\""), "Guerrero St at 19th is in permit area S: \(run.stdout)")
        let batch = try runParkcheck(
            ["-", "--zone-only", "--format", "ndjson"], stdin: Data("lat,lon\n37.759546,-122.423713\n".utf8))
        #expect(batch.stdout.contains("\"S\""), "the batch row agrees: \(batch.stdout)")
    }

    @Test func exitStatusOnAZoneLookupIsAUsageErrorNotAYes() throws {
        let run = try runParkcheck(["37.759546", "-122.423713", "--zone-only", "--exit-status"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--exit-status needs a full answer"))
    }

    // MARK: Errors

    @Test func aBadZoneFileExits65WithEveryErrorsPlace() throws {
        let text = """
            {"zones": [
              {"id": "a", "boundaries": []},
              {"boundaries": [[{"latitude": 137.7, "longitude": -122.4}]]}
            ]}
            """
        let (run, path) = try withFile("bad.json", text) { (try runParkcheck(["37.76", "-122.43", "--data", $0]), $0) }
        #expect(run.status == 65)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                parkcheck: error: \(path):2:29: zones[0].boundaries: the zone's shape is empty: give it at least one ring of three or more corners
                parkcheck: error: \(path):3:3: zones[1]: "id" is missing: a zone needs it
                parkcheck: error: \(path):3:33: zones[1].boundaries[0][0].latitude: latitude 137.7 is outside -90…90: are latitude and longitude swapped?

                """)
    }

    @Test func aFileThatIsNotJSONExits65AtTheBadCharacter() throws {
        let (run, path) = try withFile("zones.json", "{\"zones\": [\n  NaN\n]}") {
            (try runParkcheck(["37.76", "-122.43", "--data", $0]), $0)
        }
        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix("parkcheck: error: \(path):2:3: not valid JSON: expected a value"), "\(run.stderr)")
    }

    @Test(arguments: [
        (["-122.43", "37.76"], "-122.43 looks like a longitude; did you mean 37.76 -122.43?"),
        (["-122.43,37.76"], "-122.43 looks like a longitude; did you mean 37.76 -122.43?"),
        (["137.76", "-122.43"], "LAT must be a latitude between -90 and 90, got '137.76'"),
        (["37.76", "-222.43"], "LON must be a longitude between -180 and 180, got '-222.43'"),
        (["37.76", "-122.43", "--threshold", "-5"], "--threshold must be a number of metres, 0 or more, got '-5'"),
        (["37.76", "-122.43", "--accuracy", "-1"], "--accuracy must be a number of metres, 0 or more, got '-1'"),
    ])
    func badCoordinatesAndDistancesExit64(_ arguments: [String], _ message: String) throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let run = try runParkcheck(arguments + ["--data", data])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("parkcheck: error: \(message)\n"), "stderr: \(run.stderr)")
    }

    @Test func aFormatZoneLookupsDoNotWriteIsAUsageError() throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let run = try runParkcheck(["37.76", "-122.43", "--data", data, "--format", "svg"])
        #expect(run.status == 64)
        #expect(
            run.stderr.contains(
                "--format svg is not available for zone lookups; use text, json, ndjson, csv or geojson"))
    }

    /// A zone lookup's record is a one-row zone-only batch's, less `line`, `id` and `error`.
    @Test(arguments: ["csv", "ndjson", "geojson"])
    func aZoneLookupWritesTheZoneOnlyBatchRecord(_ format: String) throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let fields = "location.latitude,zone.code,zone.confidence"
        let lookup = try runParkcheck(["37.76", "-122.43", "--data", data, "--format", format, "--fields", fields])
        #expect(lookup.status == 0, "\(lookup.stderr)")
        let batch = try runParkcheck(
            ["-", "--data", data, "--format", format, "--fields", fields], stdin: Data("37.76,-122.43\n".utf8))
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(lookup.stdout == batch.stdout)
        #expect(!lookup.stdout.isEmpty)
    }

    @Test func aZoneLookupRefusesTheBatchOwnFields() throws {
        let data = try SharedFolder.url(Self.rppFile).path
        let run = try runParkcheck([
            "37.76", "-122.43", "--data", data, "--format", "csv", "--fields", "line,zone.code",
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown field 'line' in --fields"))
    }
}
