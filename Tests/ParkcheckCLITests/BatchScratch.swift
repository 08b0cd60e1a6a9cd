import Foundation
import TestSupport

/// A fresh folder for one batch test, holding a small zones file, removed afterwards.
struct BatchScratch {
    /// Two permit areas 0.0001° of longitude (8.8 m) apart: Q to the west, HV to the east, both
    /// from 37.76 to 37.77 north (``TestSupport/TwoZones``).
    static let zones = TwoZones.geoJSON

    /// A place in Q, one in HV, one near neither.
    static let inQ = (latitude: "37.765", longitude: "-122.435")
    static let inHV = (latitude: "37.765", longitude: "-122.425")
    static let nowhere = (latitude: "37.70", longitude: "-122.50")

    /// The folder.
    let folder: URL

    /// The zones file's path.
    var zonesPath: String { folder.appendingPathComponent("zones.geojson").path }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `body` with a fresh scratch folder holding ``zones``.
    static func with<Result>(_ body: (BatchScratch) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-batch-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = BatchScratch(folder: folder)
        try scratch.write("zones.geojson", zones)
        return try body(scratch)
    }
}

/// The NDJSON records of a run, each parsed.
func ndjsonRecords(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw NotAnObject(line: String(line))
        }
        return object
    }
}

/// A line of output that should have been a JSON object.
struct NotAnObject: Error, CustomStringConvertible {
    let line: String
    var description: String { "not a JSON object: \(line)" }
}

/// The permit area of a record's zone, `"-"` when it has none, `"error"` for a failed row.
func zoneCode(_ record: [String: Any]) -> String {
    if record["error"] is String { return "error" }
    guard let zone = record["zone"] as? [String: Any], let code = zone["code"] as? String else { return "-" }
    return code
}
