import Foundation
import Testing

/// A zone-only batch on a data directory reads the zones through the directory's pack, which
/// keeps their shapes decoded (#17): its records must be those of the zone file read itself
/// (`--data zones.json`), at the curb, far from it and inside zones, and at any threshold.
@Suite struct ZoneOnlyPackEndToEndTests {
    @Test(arguments: [[], ["--threshold", "0"], ["--threshold", "25", "--accuracy", "8"]])
    func zonesThroughThePackAnswerAsTheZoneFile(arguments: [String]) throws {
        let uniform = (0..<300).map { index in
            // A fixed lattice over the city, in and out of zones.
            String(format: "%.6f,%.6f", 37.70 + Double(index % 20) * 0.006, -122.51 + Double(index / 20) * 0.012)
        }
        let points = try FieldsEndToEndTests.onStreetPoints(count: 300, seed: 41) + uniform
        let input = Data((points.joined(separator: "\n") + "\n").utf8)
        let zones = FieldsEndToEndTests.resources.appendingPathComponent("zones.json").path
        let common = ["-", "--zone-only", "--format", "ndjson"] + arguments
        let throughPack = try runParkcheck(common + ["--verbose"], stdin: input)
        let fromFile = try runParkcheck(common + ["--data", zones], stdin: input)
        #expect(throughPack.status == 0 && fromFile.status == 0, "\(throughPack.stderr)\(fromFile.stderr)")
        #expect(throughPack.stderr.contains("read the zones through"), "\(throughPack.stderr)")
        #expect(throughPack.stdout.split(separator: "\n").count == points.count)
        #expect(throughPack.stdout == fromFile.stdout)
        // Some points are inside a zone and some in none: both kinds are compared.
        #expect(throughPack.stdout.contains("\"inside\":true"))
        #expect(throughPack.stdout.contains("\"confidence\":\"noZone\""))
    }
}
