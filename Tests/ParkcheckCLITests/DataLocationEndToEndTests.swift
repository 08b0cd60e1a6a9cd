import Foundation
import Testing

/// The data a run answers from: an installed copy used from another directory, explicit places
/// that are wrong, and bad data reported at its file, line and column.
@Suite struct DataLocationEndToEndTests {
    /// The source tree's `Resources/`.
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    static let dataFiles = ["zones.json", "regulations.geojson", "sweeping.geojson", "meters.geojson"]

    /// A fresh folder, removed after `body`.
    func withFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-data-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// What `make install PREFIX=…` lays out, copied to another place and run from `/tmp`: the
    /// binary finds `../share/parkcheck` beside itself.
    @Test func anInstalledCopyAnswersFromItsShareFolder() throws {
        try withFolder { prefix in
            let bin = prefix.appendingPathComponent("bin")
            let share = prefix.appendingPathComponent("share/parkcheck")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
            let binary = bin.appendingPathComponent("parkcheck")
            try FileManager.default.copyItem(at: try ParkcheckBinary.url(), to: binary)
            for file in Self.dataFiles {
                try FileManager.default.copyItem(
                    at: Self.resources.appendingPathComponent(file), to: share.appendingPathComponent(file))
            }
            let run = try runInstalled(binary, ["--version"])
            #expect(run.status == 0)
            #expect(run.stdout.contains("data 2025-11-28 (\(share.standardizedFileURL.path))"), "got \(run.stdout)")
            let lookup = try runInstalled(binary, ["37.76", "-122.43", "--permit", "Q", "--at", "2026-11-23T06:00"])
            #expect(lookup.status == 0)
            #expect(lookup.stdout.hasPrefix("? Unknown: no street within 30 m of this point"))
            #expect(lookup.stdout.contains("  Permit: your Q permit is NOT valid here — Area S\n"))
        }
    }

    private func runInstalled(_ binary: URL, _ arguments: [String]) throws -> ParkcheckRun {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
        process.environment = childEnvironment(["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"])
        return try capture(process, stdin: nil)
    }

    @Test func aNamedPlaceThatIsMissingExits66AndSaysSo() throws {
        let environment = try runParkcheck(["37.76", "-122.43"], environment: ["PARKCHECK_DATA": "/nonexistent/data"])
        #expect(environment.status == 66)
        #expect(environment.stderr.contains("PARKCHECK_DATA=/nonexistent/data: no such file or directory"))
        #expect(environment.stderr.contains("with --data DIR or PARKCHECK_DATA=DIR"))
        try withFolder { folder in
            let run = try runParkcheck(["37.76", "-122.43", "--data", folder.path])
            #expect(run.status == 66)
            #expect(run.stderr.contains("--data \(folder.path): no zones.json in it"))
        }
    }

    /// A data directory whose regulations file is broken: every problem at file:line:column, 65.
    @Test func badDataExits65WithFileLineAndColumn() throws {
        try withFolder { folder in
            for file in ["zones.json", "sweeping.geojson", "meters.geojson"] {
                try FileManager.default.copyItem(
                    at: Self.resources.appendingPathComponent(file), to: folder.appendingPathComponent(file))
            }
            let broken = """
                {"type": "FeatureCollection", "features": [
                  {"type": "Feature", "properties": {"id": "1", "kind": "timeLimit", "days": ["mon"], "from": "8am", "to": "18:00", "limitMinutes": 120, "permitAreas": ["S"], "rppExemptFrom": "limit", "exceptions": null}, "geometry": {"type": "LineString", "coordinates": [[-122.43, 37.76], [-122.43, 37.761]]}}
                ]}
                """
            // Line 2, column 95: where "8am" starts (the string's opening quote).
            let regulations = folder.appendingPathComponent("regulations.geojson")
            try Data(broken.utf8).write(to: regulations)
            let run = try runParkcheck(["37.76", "-122.43", "--data", folder.path])
            #expect(run.status == 65)
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr.hasPrefix(
                    "parkcheck: error: \(regulations.path):2:95: features[0].properties.from: regulation 1: "),
                "stderr: \(run.stderr)")
        }
    }
}
