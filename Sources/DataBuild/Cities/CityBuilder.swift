import Foundation
import ZoneKit

/// `make data`'s second half: the cities. For each feed of the ``CityCatalogue`` it writes
/// `cities/<slug>/` — `city.json` (name, time zone and its POSIX rule, bounds, data date, authority,
/// licence, sources with their SHA-256), the curbs it derives from the feed, `holidays.txt` and
/// `REPORT.md` — and `cities/san-francisco/` (`city.json` from the San Francisco build's `zones.json`,
/// `holidays.txt` from the city's holiday rules).
///
/// Deterministic like ``DataBuilder``: no clock, no host time zone, no dictionary order.
public struct CityBuilder: Sendable {
    /// The folder of the CurbLR feeds (`../shared/fixtures/curblr`).
    public var feedsFolder: URL
    /// The San Francisco raw exports (their digests go into San Francisco's `city.json`).
    public var sanFranciscoInput: URL
    /// The data directory (`Resources`): `zones.json` is read from it, `cities/` written into it.
    public var outputFolder: URL
    /// The feeds to build.
    var catalogue = CityCatalogue.standard

    /// The curbs file of a CurbLR city.
    public static let curbsFile = "curbs.curblr.json"
    /// The holiday calendar of a city.
    public static let holidaysFile = "holidays.txt"

    /// Creates a builder.
    public init(feedsFolder: URL, sanFranciscoInput: URL, outputFolder: URL) {
        self.feedsFolder = feedsFolder
        self.sanFranciscoInput = sanFranciscoInput
        self.outputFolder = outputFolder
    }

    /// Builds every city.
    ///
    /// - Returns: the files written (paths inside the output folder) with their sizes.
    /// - Throws: ``DataBuildError`` for a feed that is missing or cannot be read, or a file that
    ///   cannot be written.
    public func run() throws(DataBuildError) -> [BuildSummary.Output] {
        var written: [BuildSummary.Output] = []
        var outputs = try sanFranciscoFiles()
        for entry in catalogue.entries { outputs += try files(for: entry) }
        for (path, bytes) in outputs {
            let url = outputFolder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .atomic)
            } catch {
                throw .cannotWrite(path: url.path, reason: error.localizedDescription)
            }
            written.append(BuildSummary.Output(file: path, bytes: bytes.count))
        }
        return written
    }

    private func files(for entry: CityCatalogue.Entry) throws(DataBuildError) -> [(String, [UInt8])] {
        let url = feedsFolder.appendingPathComponent(entry.file)
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        let reading = try CityFeedReading.read(bytes, file: entry.file)
        let holidays = HolidayFileWriter.text(for: entry)
        guard (try? CityHolidayFile(text: holidays, path: Self.holidaysFile)) != nil else {
            throw .sanityChecksFailed(["\(entry.slug)/\(Self.holidaysFile): ZoneKit cannot read what the build wrote"])
        }
        let city = City(
            name: entry.name, slug: entry.slug, timeZone: reading.timeZone,
            timeZoneRule: TimeZoneRules(identifier: reading.timeZone)?.posixRule ?? "",
            bounds: Self.rounded(reading.bounds),
            dataDate: reading.dataDate, authority: reading.authority ?? entry.authorityNote ?? "not named",
            licence: entry.licence, attribution: entry.attribution,
            sources: [
                CitySource(
                    file: entry.file, sha256: SHA256.hex(of: bytes), format: reading.format, version: reading.version)
            ],
            curbFormat: .curbLR, curbsFile: Self.curbsFile, holidaysFile: Self.holidaysFile)
        let folder = "\(RegistryFolder.name)/\(entry.slug)/"
        let curbs: [UInt8]
        do throws(JSONWriter.Error) {
            curbs = try JSONWriter(layout: .linePerElement).bytes(from: reading.curbs)
        } catch {
            throw .cannotWrite(path: folder + Self.curbsFile, reason: error.description)
        }
        return [
            (folder + "city.json", Self.json(city)),
            (folder + Self.curbsFile, curbs),
            (folder + Self.holidaysFile, Array(holidays.utf8)),
            (folder + "REPORT.md", Array(CityReportWriter.report(city: city, reading: reading).utf8)),
        ]
    }

    /// San Francisco's `city.json`, from the `zones.json` the San Francisco build wrote.
    private func sanFranciscoFiles() throws(DataBuildError) -> [(String, [UInt8])] {
        let zonesURL = outputFolder.appendingPathComponent("zones.json")
        let root: JSONNode
        do {
            root = try JSONParser.parse([UInt8](try Data(contentsOf: zonesURL))).root
        } catch {
            throw .malformedJSON(file: "zones.json", reason: "\(error)")
        }
        guard let bounds = root["city"]?["bounds"], let north = bounds["north"]?.numberValue,
            let south = bounds["south"]?.numberValue, let east = bounds["east"]?.numberValue,
            let west = bounds["west"]?.numberValue
        else { throw .malformedJSON(file: "zones.json", reason: "no city.bounds") }
        let version = DataVersion(zoneFileRoot: root)
        var sources: [CitySource] = []
        for source in version.sources {
            let url = sanFranciscoInput.appendingPathComponent(source.file)
            guard let data = try? Data(contentsOf: url) else {
                throw .unreadableFile(path: url.path, reason: "a source zones.json names is missing")
            }
            let format = source.file.hasSuffix(".csv") ? "DataSF CSV export" : "DataSF JSON export"
            sources.append(CitySource(file: source.file, sha256: SHA256.hex(of: [UInt8](data)), format: format))
        }
        let city = City(
            name: "San Francisco, CA", slug: "san-francisco", timeZone: "America/Los_Angeles",
            timeZoneRule: TimeZoneRules.losAngeles.posixRule,
            bounds: BoundingBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north),
            dataDate: version.version ?? "unknown", authority: "City and County of San Francisco (SFMTA, DataSF)",
            licence: "public-domain dedication (DataSF open data)",
            attribution:
                "Published by the City and County of San Francisco on DataSF; some inputs reshaped by public "
                + "projects (see README.md).",
            sources: sources, curbFormat: .sanFranciscoTables, holidaysFile: Self.holidaysFile)
        let holidays = HolidayFileWriter.sanFranciscoText()
        guard (try? CityHolidayFile(text: holidays, path: Self.holidaysFile))?.calendar == .sanFrancisco else {
            throw .sanityChecksFailed(["san-francisco/\(Self.holidaysFile): does not read back as the city's rules"])
        }
        let folder = "\(RegistryFolder.name)/san-francisco/"
        return [(folder + "city.json", Self.json(city)), (folder + Self.holidaysFile, Array(holidays.utf8))]
    }

    /// `box` rounded outwards to 7 decimals (about 1 cm), as every coordinate the build writes.
    static func rounded(_ box: BoundingBox) -> BoundingBox {
        let scale = 10_000_000.0
        return BoundingBox(
            minLongitude: (box.minLongitude * scale).rounded(.down) / scale,
            minLatitude: (box.minLatitude * scale).rounded(.down) / scale,
            maxLongitude: (box.maxLongitude * scale).rounded(.up) / scale,
            maxLatitude: (box.maxLatitude * scale).rounded(.up) / scale)
    }

    /// A city's `city.json`: pretty, members in a fixed order (the order ``City`` declares them).
    static func json(_ city: City) -> [UInt8] {
        let sources: [JSONValue] = city.sources.map { source in
            .object(
                JSONObject(
                    [
                        ("file", .string(source.file)), ("sha256", .string(source.sha256)),
                        ("format", .string(source.format)),
                    ]
                        + (source.version.map { [("version", JSONValue.string($0))] } ?? [])))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(city.name)), ("slug", .string(city.slug)), ("timeZone", .string(city.timeZone)),
            ("timeZoneRule", .string(city.timeZoneRule)), ("bounds", .array(city.bounds.map(JSONValue.number))),
            ("dataDate", .string(city.dataDate)), ("authority", .string(city.authority)),
            ("licence", .string(city.licence)), ("attribution", .string(city.attribution)),
            ("sources", .array(sources)), ("curbFormat", .string(city.curbFormat.rawValue)),
        ]
        if let file = city.curbsFile { members.append(("curbsFile", .string(file))) }
        if let file = city.holidaysFile { members.append(("holidaysFile", .string(file))) }
        let text = (try? JSONWriter(layout: .pretty).string(from: .object(JSONObject(members)))) ?? "{}"
        return Array((text + "\n").utf8)
    }
}

/// The folder name ``CityRegistry`` reads.
private enum RegistryFolder {
    static let name = CityRegistry.folder
}
