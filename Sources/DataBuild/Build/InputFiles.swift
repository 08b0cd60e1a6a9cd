import Foundation

/// The raw files a build reads, found in the input folder by name pattern. When several files
/// match a pattern, the one whose name sorts last (the newest date suffix) is used.
///
/// Besides the files in `../shared/data/sf`, the city's own exports are accepted, so a user can
/// rebuild from a fresh download: the regulations as GeoJSON (`regulations_hi6h-neyh_*.geojson`),
/// the sweeping schedules in the official schema (`street_sweeping*.csv` or `.geojson`), and the
/// parking meters as points (`parking_meters*.geojson`) when there is no metered-block-face file.
struct InputFiles: Sendable {
    /// Where the street-sweeping schedules come from.
    enum SweepingSource: Sendable {
        /// The reshaped by-side file joined with the holidays-flag file (the default).
        case bySide(URL, holidays: URL)
        /// A file in the city's official schema (CSV or GeoJSON), for rebuilding from a fresh export.
        case official(URL)
    }

    /// Where the metered block faces come from.
    enum MetersSource: Sendable {
        /// The metered block-face lines (the default).
        case blockFaces(URL)
        /// One point per parking meter, grouped into block faces by the build.
        case meterPoints(URL)

        /// The file.
        var url: URL {
            switch self {
            case .blockFaces(let url), .meterPoints(let url): url
            }
        }
    }

    let regulations: URL
    let sweeping: SweepingSource
    let metersSource: MetersSource
    let zones: URL

    /// The meters file, whatever its kind.
    var meters: URL { metersSource.url }

    /// Finds the inputs in `folder`.
    ///
    /// - Throws: ``DataBuildError/missingInput(folder:pattern:)`` naming the first missing file.
    init(folder: URL) throws(DataBuildError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .unreadableFile(path: folder.path, reason: "not a readable folder")
        }
        func newest(_ prefix: String, _ suffixes: [String]) -> URL? {
            names.last { name in name.hasPrefix(prefix) && suffixes.contains { name.hasSuffix($0) } }
                .map { folder.appendingPathComponent($0) }
        }
        func require(_ prefix: String, _ suffix: String) throws(DataBuildError) -> URL {
            guard let url = newest(prefix, [suffix]) else {
                throw .missingInput(folder: folder.path, pattern: prefix + "*" + suffix)
            }
            return url
        }
        guard let regulations = newest("regulations_hi6h-neyh_", [".csv", ".geojson"]) else {
            throw .missingInput(folder: folder.path, pattern: "regulations_hi6h-neyh_*.csv")
        }
        self.regulations = regulations
        if let blockFaces = newest("metered_blockfaces_", [".geojson"]) {
            metersSource = .blockFaces(blockFaces)
        } else if let points = newest("parking_meters", [".geojson"]) {
            metersSource = .meterPoints(points)
        } else {
            throw .missingInput(folder: folder.path, pattern: "metered_blockfaces_*.geojson or parking_meters*.geojson")
        }
        zones = try require("rpp_area_blocks_", ".json")
        if let bySide = newest("street_sweeping_by_side_", [".csv"]) {
            sweeping = .bySide(bySide, holidays: try require("street_sweeping_holidays_flag_", ".csv"))
        } else {
            let official = names.last { name in
                name.hasPrefix("street_sweeping") && !name.hasPrefix("street_sweeping_holidays_flag_")
                    && (name.hasSuffix(".csv") || name.hasSuffix(".geojson"))
            }
            guard let official else {
                throw .missingInput(
                    folder: folder.path, pattern: "street_sweeping_by_side_*.csv or street_sweeping*.csv/.geojson")
            }
            sweeping = .official(folder.appendingPathComponent(official))
        }
    }

    /// Every input file, in a fixed order.
    var all: [URL] {
        switch sweeping {
        case .bySide(let bySide, let holidays): [regulations, bySide, holidays, meters, zones]
        case .official(let url): [regulations, url, meters, zones]
        }
    }

    /// The date in a file name's `_YYYYMMDD` suffix as `YYYY-MM-DD`, or `nil`.
    static func date(of url: URL) -> String? {
        let stem = url.deletingPathExtension().lastPathComponent
        guard let underscore = stem.lastIndex(of: "_") else { return nil }
        let digits = stem[stem.index(after: underscore)...]
        guard digits.count == 8, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        let text = String(digits)
        return String(text.prefix(4)) + "-" + String(text.dropFirst(4).prefix(2)) + "-" + String(text.suffix(2))
    }
}
