import Foundation
import TestSupport
import Testing

/// `parkcheck validate FILE... [--json]`, run as a user runs it.
@Suite struct ValidateEndToEndTests {
    /// Runs `body` with each text written to a file of that name in a fresh folder.
    func withFiles<Result>(_ files: [String: String], _ body: ([String: String]) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-validate-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String: String] = [:]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths[name] = url.path
        }
        return try body(paths)
    }

    /// A square with a bow-tie hole and a hole outside it.
    static let bowTie = """
        {"type": "Feature", "properties": {},
         "geometry": {"type": "Polygon", "coordinates": [
           [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]],
           [[1, 1], [3, 3], [3, 1], [1, 3], [1, 1]],
           [[5, 5], [5, 6], [6, 6], [5, 5]]]}}
        """

    @Test func agreesWithEveryManifestVerdict() throws {
        let data = try SharedFolder.data("fixtures/geojson/manifest.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == 128)
        for entry in entries {
            let file = try #require(entry["file"] as? String)
            let expected = try #require(entry["expected"] as? String)
            let run = try runParkcheck(["validate", try SharedFolder.url("fixtures/geojson/" + file).path])
            // valid-warn is valid: it breaks only a SHOULD.
            #expect(run.status == (expected == "invalid" ? 65 : 0), "\(file) (\(expected)):\n\(run.stdout)")
            #expect(run.stderr == "")
        }
    }

    @Test func findsNoErrorInTheBundledData() throws {
        let folder = SharedFolder.repositoryRoot.appendingPathComponent("Resources")
        let names = ["zones.json", "regulations.geojson", "sweeping.geojson", "meters.geojson"]
        let run = try runParkcheck(["validate"] + names.map { folder.appendingPathComponent($0).path })
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let kinds = [
            "valid zone file", "valid regulations file", "valid street-sweeping file",
            "valid metered block-face file",
        ]
        let expected = zip(names, kinds).map { folder.appendingPathComponent($0).path + ": " + $1 + "\n" }.joined()
        #expect(run.stdout == expected)
    }

    @Test func listsEveryProblemWithItsPlace() throws {
        try withFiles(["bowtie.geojson": Self.bowTie]) { paths in
            let path = try #require(paths["bowtie.geojson"])
            let run = try runParkcheck(["validate", path])
            #expect(run.status == 65)
            #expect(run.stderr == "")
            #expect(
                run.stdout == """
                    \(path):4:5: error: geometry.coordinates[1][0]: the ring intersects itself: the edge from position 0 \
                    [1.0, 1.0] crosses the edge from position 2 [3.0, 1.0]; redraw the ring so that its edges meet only \
                    at consecutive corners (split a figure eight into two polygons)
                    \(path):5:4: error: geometry.coordinates[2]: hole 2 lies outside the polygon's exterior ring; holes \
                    must be inside it (is it a separate polygon of a MultiPolygon?)
                    \(path): invalid GeoJSON, 2 errors

                    """)
        }
    }

    @Test func writesAJSONReportForTools() throws {
        try withFiles(["bowtie.geojson": Self.bowTie, "point.geojson": #"{"type":"Point","coordinates":[1,2,3,4]}"#]) {
            paths in
            let bowTie = try #require(paths["bowtie.geojson"])
            let point = try #require(paths["point.geojson"])
            let run = try runParkcheck(["validate", point, bowTie, "--json"])
            #expect(run.status == 65)
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(report["valid"] as? Bool == false)
            let files = try #require(report["files"] as? [[String: Any]])
            #expect(files.map { $0["file"] as? String } == [point, bowTie])
            #expect(files.map { $0["valid"] as? Bool } == [true, false])
            #expect(files.map { $0["kind"] as? String } == ["geoJSON", "geoJSON"])
            #expect(files.map { $0["errors"] as? Int } == [0, 2])
            #expect(files.map { $0["warnings"] as? Int } == [1, 0])
            let first = try #require((files[1]["diagnostics"] as? [[String: Any]])?.first)
            #expect(first["severity"] as? String == "error")
            #expect(first["line"] as? Int == 4)
            #expect(first["column"] as? Int == 5)
            #expect(first["path"] as? String == "geometry.coordinates[1][0]")
            #expect((first["message"] as? String)?.hasPrefix("the ring intersects itself") == true)
        }
    }

    @Test func warningsAloneStillPass() throws {
        try withFiles(["point.geojson": #"{"type":"Point","coordinates":[1,2,3,4]}"#]) { paths in
            let path = try #require(paths["point.geojson"])
            let run = try runParkcheck(["validate", path])
            #expect(run.status == 0)
            #expect(run.stdout.hasSuffix("\(path): valid GeoJSON, 1 warning\n"))
        }
    }

    @Test func namesATextThatIsNotJSON() throws {
        try withFiles(["nan.json": "{\"type\": \"Point\", \"coordinates\": [NaN, 1]}", "cut.json": "{\"zones\": [1"]) {
            paths in
            let nan = try #require(paths["nan.json"])
            let cut = try #require(paths["cut.json"])
            let run = try runParkcheck(["validate", nan, cut])
            #expect(run.status == 65)
            #expect(
                run.stdout == """
                    \(nan):1:35: error: NaN is not a JSON number (JSON has no NaN or infinity): write a finite number \
                    or remove the value
                    \(cut):1:13: error: not valid JSON: the file ends inside the array that starts at 1:11: a ']' is missing
                    \(nan): invalid JSON, 1 error
                    \(cut): invalid JSON, 1 error

                    """)
        }
    }

    @Test func refusesFormatsItDoesNotWrite() throws {
        try withFiles(["point.geojson": #"{"type":"Point","coordinates":[1,2]}"#]) { paths in
            let run = try runParkcheck(["validate", try #require(paths["point.geojson"]), "--format", "csv"])
            #expect(run.status == 64)
            #expect(run.stderr.contains("--format csv is not available for validate"))
        }
    }
}
