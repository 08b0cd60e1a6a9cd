import ZoneKit

/// What `parkcheck --version` prints: the tool's version, then the data's version and source
/// dates (read from the data's metadata only, without loading the data).
enum Version {
    /// The tool's version (semantic versioning).
    static let current = "0.1.0"

    /// The date of this version's manual page (`.TH`): bump it with the page.
    static let date = "2026-11-28"

    /// `parkcheck 0.1.0`.
    static var line: String { "parkcheck \(current)" }

    /// One line per city of the data directory: name, data date, authority, licence; nothing when
    /// the directory has no cities (or they cannot be read: `parkcheck cities` says why).
    static func cityLines(directory: String) -> [String] {
        guard let registry = try? CityRegistry(directory: directory), !registry.cities.isEmpty else { return [] }
        let width = registry.cities.map(\.name.count).max() ?? 0
        return ["cities (parkcheck cities lists them):"]
            + registry.cities.map { city in
                "  " + city.name + String(repeating: " ", count: width - city.name.count + 2)
                    + "data \(city.dataDate) · "
                    + "\(city.authority) · \(city.licence)"
            }
    }

    /// The version lines:
    ///
    /// ```
    /// parkcheck 0.1.0
    /// data 2025-11-28 (/usr/local/share/parkcheck)
    ///   regulations_hi6h-neyh_20251128.csv  2025-11-28
    ///   …
    /// ```
    ///
    /// When no data is found, or it has no version, the second line says so.
    static func text(data locator: DataLocator) -> String {
        var lines = [line]
        do {
            switch try locator.locate() {
            case .zoneFile(let path):
                lines.append("data: the zone file \(path) (zone answers only)")
            case .directory(let path, _):
                let version = try ParkingData.version(inDirectory: path)
                lines.append("data \(version.version ?? "(no version)") (\(path))")
                let width = version.sources.map(\.file.count).max() ?? 0
                for source in version.sources {
                    lines.append(
                        "  " + source.file + String(repeating: " ", count: width - source.file.count + 2) + source.date)
                }
                lines += cityLines(directory: path)
            }
        } catch {
            lines.append("data: none found (run a lookup to see where parkcheck looks)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
