import Foundation
import Testing
import TestSupport
import ZoneKit
@testable import DataBuild

/// Builds run on a subset of the real inputs (the first rows of each file), written into a
/// temporary folder, so the suite stays fast in debug builds.
@Suite struct DataBuilderTests {
    private static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parkcheck-data-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The first `count` lines of a CSV (the files have no line break inside quoted fields here).
    private static func head(_ relativePath: String, lines count: Int) throws -> Data {
        let text = String(decoding: try SharedFolder.data(relativePath), as: UTF8.self)
        return Data(
            (text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).joined(separator: "\n") + "\n")
                .utf8)
    }

    /// A subset input folder; `areas` limits the RPP zones kept (nil keeps all).
    private static func subsetInputs(areas: Set<String>? = nil) throws -> URL {
        let folder = try temporaryFolder("input")
        let sf = "data/sf/"
        try head(sf + "regulations_hi6h-neyh_20251128.csv", lines: 400).write(
            to: folder.appendingPathComponent("regulations_hi6h-neyh_20251128.csv"))
        try head(sf + "street_sweeping_by_side_20250729.csv", lines: 400).write(
            to: folder.appendingPathComponent("street_sweeping_by_side_20250729.csv"))
        try head(sf + "street_sweeping_holidays_flag_20250722.csv", lines: 2000).write(
            to: folder.appendingPathComponent("street_sweeping_holidays_flag_20250722.csv"))
        var meters =
            try JSONSerialization.jsonObject(with: SharedFolder.data(sf + "metered_blockfaces_20251128.geojson"))
            as? [String: Any] ?? [:]
        meters["features"] = Array((meters["features"] as? [Any] ?? []).prefix(600))
        try JSONSerialization.data(withJSONObject: meters).write(
            to: folder.appendingPathComponent("metered_blockfaces_20251128.geojson"))
        var zones =
            try JSONSerialization.jsonObject(with: SharedFolder.data(sf + "rpp_area_blocks_20251122.json"))
            as? [String: Any] ?? [:]
        if let areas {
            zones["zones"] = (zones["zones"] as? [[String: Any]] ?? []).filter {
                areas.contains($0["permitArea"] as? String ?? "")
            }
        }
        try JSONSerialization.data(withJSONObject: zones).write(
            to: folder.appendingPathComponent("rpp_area_blocks_20251122.json"))
        return folder
    }

    @Test func buildingTwiceGivesByteIdenticalDocumentedFiles() throws {
        let input = try Self.subsetInputs()
        let first = try Self.temporaryFolder("out1"), second = try Self.temporaryFolder("out2")
        defer { for url in [input, first, second] { try? FileManager.default.removeItem(at: url) } }
        let summary = try DataBuilder(inputFolder: input, outputFolder: first).run()
        _ = try DataBuilder(inputFolder: input, outputFolder: second).run()
        #expect(summary.outputs.map(\.file) == DataBuilder.outputFiles)
        for file in DataBuilder.outputFiles {
            let a = try Data(contentsOf: first.appendingPathComponent(file)),
                b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(!a.isEmpty, "\(file)")
            #expect(a == b, "\(file) differs between two builds")
        }
        #expect(summary.dataVersion == "2025-11-28")
        #expect(summary.inputs.first?.read == 399)
        // Builds are the slow part of this suite: the same output is checked for its shape and for
        // the zone threshold rather than built again for each.
        try Self.expectDocumentedShape(of: first)
        try Self.expectChosenThreshold(in: first)
    }

    private static func expectDocumentedShape(of output: URL) throws {
        let regulations =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: output.appendingPathComponent("regulations.geojson"))) as? [String: Any]
        let feature = try #require((regulations?["features"] as? [[String: Any]])?.first)
        let properties = try #require(feature["properties"] as? [String: Any])
        #expect(
            Set(properties.keys) == [
                "id", "kind", "days", "from", "to", "limitMinutes", "permitAreas", "rppExemptFrom", "exceptions",
                "alternatives",
            ])
        #expect((feature["geometry"] as? [String: Any])?["type"] as? String == "MultiLineString")
        let sweeping =
            try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("sweeping.geojson")))
            as? [String: Any]
        let side = try #require((sweeping?["features"] as? [[String: Any]])?.first?["properties"] as? [String: Any])
        #expect(
            Set(side.keys) == ["cnn", "side", "blockSide", "street", "limits", "fromStreet", "toStreet", "schedules"])
        let schedule = try #require((side["schedules"] as? [[String: Any]])?.first)
        #expect(Set(schedule.keys) == ["days", "from", "to", "weeks", "holidays"])
        let text = String(
            decoding: try Data(contentsOf: output.appendingPathComponent("regulations.geojson")), as: UTF8.self)
        #expect(
            text.split(separator: "\n").filter { $0.hasPrefix("    {\"type\":\"Feature\"") }.count
                == (regulations?["features"] as? [Any])?.count)
        let report = String(decoding: try Data(contentsOf: output.appendingPathComponent("REPORT.md")), as: UTF8.self)
        #expect(report.contains("## Zone lookup self-consistency"))
        #expect(report.contains("**All passed.**"))
    }

    private static func expectChosenThreshold(in output: URL) throws {
        let zones = try ZoneFileReader().read(
            Data(contentsOf: output.appendingPathComponent("zones.json")), file: "zones.json")
        let threshold = try #require(zones.defaultThreshold)
        #expect(ZoneLookupCheck.thresholds.contains(threshold))
        #expect(ZoneIndex(zones).defaultThreshold == threshold)
        let report = String(decoding: try Data(contentsOf: output.appendingPathComponent("REPORT.md")), as: UTF8.self)
        #expect(report.contains("**Default threshold of the bundled zone file: \(ReportWriter.number(threshold)) m**"))
        #expect(report.contains("| 20 m | "))
        #expect(report.contains("| regulations.geojson | "))
    }

    @Test func aPermitAreaMissingFromTheZonesFailsTheBuild() throws {
        let input = try Self.subsetInputs(areas: ["A"])
        let output = try Self.temporaryFolder("fail")
        defer { for url in [input, output] { try? FileManager.default.removeItem(at: url) } }
        let error = #expect(throws: DataBuildError.self) {
            try DataBuilder(inputFolder: input, outputFolder: output).run()
        }
        guard case .sanityChecksFailed(let failures)? = error else {
            Issue.record("expected failed sanity checks, got \(String(describing: error))")
            return
        }
        #expect(
            failures.contains {
                $0.contains("regulations_hi6h-neyh_20251128.csv:") && $0.contains("is not among the zones (A)")
            })
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("REPORT.md").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("regulations.geojson").path))
    }

    @Test func theCitysOfficialSchemaExportsRebuildTheData() throws {
        let input = try Self.temporaryFolder("official")
        let output = try Self.temporaryFolder("official-out")
        defer { for url in [input, output] { try? FileManager.default.removeItem(at: url) } }
        let copies = [
            "lonemountain/regulations.geojson": "regulations_hi6h-neyh_20260101.geojson",
            "lonemountain/street_sweeping.geojson": "street_sweeping_20260101.geojson",
            "lonemountain/parking_meters.geojson": "parking_meters_20260101.geojson",
            "rpp_area_blocks_20251122.json": "rpp_area_blocks_20251122.json",
        ]
        for (source, name) in copies {
            try SharedFolder.data("data/sf/" + source).write(to: input.appendingPathComponent(name))
        }
        let summary = try DataBuilder(inputFolder: input, outputFolder: output).run()
        #expect(summary.dataVersion == "2026-01-01")
        #expect(
            summary.inputs.map(\.file) == [
                "regulations_hi6h-neyh_20260101.geojson", "street_sweeping_20260101.geojson",
                "parking_meters_20260101.geojson", "rpp_area_blocks_20251122.json",
            ])
        #expect(summary.inputs.map(\.read) == [1_274, 2_129, 1_111, 2_537])
        let report = String(decoding: try Data(contentsOf: output.appendingPathComponent("REPORT.md")), as: UTF8.self)
        #expect(report.contains("| meters.geojson | "))
        #expect(report.contains("**All passed.**"))
    }

    @Test func aMissingInputNamesThePattern() throws {
        let empty = try Self.temporaryFolder("empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: DataBuildError.missingInput(folder: empty.path, pattern: "regulations_hi6h-neyh_*.csv")) {
            try DataBuilder(inputFolder: empty, outputFolder: empty).run()
        }
    }

    @Test func sourceDatesComeFromFileNames() {
        #expect(InputFiles.date(of: URL(fileURLWithPath: "/x/rpp_area_blocks_20251122.json")) == "2025-11-22")
        #expect(InputFiles.date(of: URL(fileURLWithPath: "/x/street_sweeping_raw_schema_2019_partial.csv")) == nil)
    }
}
