import Foundation
import ZoneKit

/// `make data`'s engine: turns the city's raw exports into the normalised files of `Resources/`
/// (`regulations.geojson`, `sweeping.geojson`, `meters.geojson`, `zones.json`) with a report
/// (`REPORT.md`) and a README describing them.
///
/// The build is deterministic: the same inputs give byte-identical outputs (no clock, no host
/// locale or time zone, no dictionary order reaches a file). Rows that cannot be used are dropped
/// and listed with their reason in the report; nothing is dropped silently. It then checks its own
/// work with ZoneKit: every output is read back (``OutputValidation``), and the zone lookup is
/// measured on the official RPP block faces (``ZoneLookupCheck``), which sets the zone file's
/// `metadata.defaultThresholdMetres`. Sanity checks and unreadable outputs
/// (``DataBuildError/sanityChecksFailed(_:)``) fail the build: then only `REPORT.md` is written.
public struct DataBuilder: Sendable {
    /// The folder holding the raw exports (`../shared/data/sf`).
    public var inputFolder: URL
    /// The folder to write into (`Resources`); created when missing.
    public var outputFolder: URL

    /// Output file names, in the order they are written.
    public static let outputFiles = [
        "regulations.geojson", "sweeping.geojson", "meters.geojson", "zones.json", "REPORT.md", "README.md",
    ]

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - inputFolder: the folder of the city's raw exports.
    ///   - outputFolder: the folder to write into.
    public init(inputFolder: URL, outputFolder: URL) {
        self.inputFolder = inputFolder
        self.outputFolder = outputFolder
    }

    /// Runs the build.
    ///
    /// - Returns: per-input row counts and per-output sizes.
    /// - Throws: ``DataBuildError`` for a missing or malformed input, a failed sanity check, an
    ///   output ZoneKit cannot read, or an output that cannot be written.
    public func run() throws(DataBuildError) -> BuildSummary {
        let products = try read()
        var failures = SanityChecks.failures(products)
        let writer = JSONWriter(layout: .linePerElement)
        var validation = OutputValidation()
        var contents: [(name: String, bytes: [UInt8])] = []
        var lookupCheck: ZoneLookupCheck?
        do throws(JSONWriter.Error) {
            let geoJSON = [
                ("regulations.geojson", Self.regulationsDocument(products), products.regulations.count),
                ("sweeping.geojson", Self.sweepingDocument(products), products.sweeping.count),
                ("meters.geojson", Self.metersDocument(products), products.meters.count),
            ]
            for (name, document, count) in geoJSON {
                let bytes = try writer.bytes(from: document)
                validation.checkGeoJSON(bytes, name: name, expectedFeatures: count)
                contents.append((name, bytes))
            }
            var zonesDocument = products.zonesDocument
            if let measured = ZoneFileReader().decode(try writer.bytes(from: zonesDocument)).zoneFile {
                let check = ZoneLookupCheck(
                    index: ZoneIndex(measured), regulations: products.regulations.map(\.regulation),
                    meters: products.meters.map(\.meter))
                zonesDocument = Self.settingThreshold(check.chosenThreshold, in: zonesDocument)
                lookupCheck = check
            }
            let zonesBytes = try writer.bytes(from: zonesDocument)
            let zoneFile = validation.checkZoneFile(zonesBytes, name: "zones.json")
            if let zoneFile, let check = lookupCheck, zoneFile.defaultThreshold != check.chosenThreshold {
                failures.append("zones.json: ZoneKit reads a default threshold of \(zoneFile.defaultThreshold ?? -1) m")
            }
            contents.append(("zones.json", zonesBytes))
        } catch {
            throw .cannotWrite(path: outputFolder.path, reason: error.description)
        }
        validation.validate(contents)
        failures += validation.failures
        let sizes = contents.map { BuildSummary.Output(file: $0.name, bytes: $0.bytes.count) }
        let report = ReportWriter.report(
            products, failures: failures, outputs: sizes, validation: validation, lookup: lookupCheck)

        try createOutputFolder()
        if !failures.isEmpty {
            try write(Array(report.utf8), to: "REPORT.md")
            throw .sanityChecksFailed(failures)
        }
        contents.append(("REPORT.md", Array(report.utf8)))
        contents.append(("README.md", Array(ReadmeWriter.readme(products, outputs: sizes).utf8)))
        for (name, bytes) in contents { try write(bytes, to: name) }
        return BuildSummary(
            dataVersion: products.dataVersion, inputs: ReportWriter.inputSummaries(products),
            outputs: contents.map { BuildSummary.Output(file: $0.name, bytes: $0.bytes.count) })
    }

    /// `document` (a zone file) with `metadata.defaultThresholdMetres` set to `metres`.
    static func settingThreshold(_ metres: Double, in document: JSONValue) -> JSONValue {
        guard case .object(var root) = document, case .object(var metadata)? = root["metadata"] else { return document }
        metadata[ZoneFile.defaultThresholdKey] = .number(metres)
        root["metadata"] = .object(metadata)
        return .object(root)
    }

    private func read() throws(DataBuildError) -> BuildProducts {
        let inputs = try InputFiles(folder: inputFolder)
        let dataVersion = inputs.all.compactMap(InputFiles.date).max() ?? "unknown"

        var regulationsReader = RegulationNormaliser()
        let regulationsName = BuildProducts.name(inputs.regulations)
        let regulationsTable: SourceTable
        if inputs.regulations.pathExtension.lowercased() == "geojson" {
            regulationsTable = try SourceTable(
                JSONInput.value(of: Self.data(of: inputs.regulations), file: regulationsName), file: regulationsName)
        } else {
            let csv = try CSVReader.parse(Self.bytes(of: inputs.regulations), file: regulationsName)
            _ = try csv.requireColumn("shape")
            regulationsTable = SourceTable(csv, geometryColumns: ["shape"])
        }
        let regulations = try regulationsReader.normalise(regulationsTable)

        let origin: BuildProducts.SweepingOrigin
        let sweeping: [SweepingSideRecord]
        switch inputs.sweeping {
        case .bySide(let url, let holidaysURL):
            var holidays = try SweepingHolidayIndex(
                CSVReader.parse(Self.bytes(of: holidaysURL), file: BuildProducts.name(holidaysURL)))
            var reader = SweepingBySideReader()
            sweeping = try reader.read(
                CSVReader.parse(Self.bytes(of: url), file: BuildProducts.name(url)), holidays: &holidays)
            origin = .bySide(reader, holidays: holidays)
        case .official(let url):
            let name = BuildProducts.name(url)
            let table: SourceTable
            if url.pathExtension.lowercased() == "csv" {
                table = SourceTable(
                    try CSVReader.parse(Self.bytes(of: url), file: name),
                    geometryColumns: SweepingOfficialReader.geometryColumns)
            } else {
                table = try SourceTable(try JSONInput.value(of: Self.data(of: url), file: name), file: name)
            }
            var reader = SweepingOfficialReader()
            sweeping = reader.read(table)
            origin = .official(reader)
        }

        var metersReader = MeterReader()
        let metersName = BuildProducts.name(inputs.meters)
        let metersDocument = try JSONInput.value(of: Self.data(of: inputs.meters), file: metersName)
        let meters: [MeteredBlockFaceRecord]
        switch inputs.metersSource {
        case .blockFaces: meters = try metersReader.read(metersDocument, file: metersName)
        case .meterPoints: meters = metersReader.readMeterPoints(try SourceTable(metersDocument, file: metersName))
        }

        let zonesName = BuildProducts.name(inputs.zones)
        let seed = try JSONInput.value(of: Self.data(of: inputs.zones), file: zonesName)
        var zonesBuilder = ZoneFileBuilder()
        try zonesBuilder.readAreas(seed, file: zonesName)
        let rules = AreaRuleSelector(regulations)
        let zonesDocument = try zonesBuilder.build(
            seed, rules: rules, metadata: Self.metadata(inputs, dataVersion: dataVersion), file: zonesName)

        return BuildProducts(
            inputs: inputs, dataVersion: dataVersion, regulationsReader: regulationsReader, regulations: regulations,
            sweepingOrigin: origin, sweeping: sweeping, metersReader: metersReader, meters: meters,
            zonesBuilder: zonesBuilder,
            zonesDocument: zonesDocument, rules: rules)
    }

    /// The `metadata` object of the zone file: data version, sources and their dates.
    static func metadata(_ inputs: InputFiles, dataVersion: String) -> JSONObject {
        JSONObject([
            ("dataVersion", .string(dataVersion)),
            (
                "sources",
                .array(
                    inputs.all.map { url in
                        .object(
                            JSONObject([
                                ("file", .string(url.lastPathComponent)), ("date", .string(InputFiles.date(of: url))),
                            ]))
                    })
            ),
            ("coordinateDecimals", .number(Double(GeoJSONTree.decimals))),
            ("rules", .string("computed by parkcheck-data from the regulations file; see README.md")),
        ])
    }

    private static func sourceMetadata(_ url: URL, dataVersion: String) -> JSONObject {
        JSONObject([
            ("dataVersion", .string(dataVersion)), ("source", .string(url.lastPathComponent)),
            ("sourceDate", .string(InputFiles.date(of: url))),
        ])
    }

    static func regulationsDocument(_ products: BuildProducts) -> JSONValue {
        GeoJSONTree.featureCollection(
            products.regulations.map(\.feature),
            metadata: sourceMetadata(products.inputs.regulations, dataVersion: products.dataVersion))
    }

    static func sweepingDocument(_ products: BuildProducts) -> JSONValue {
        let source: URL
        switch products.inputs.sweeping {
        case .bySide(let url, _): source = url
        case .official(let url): source = url
        }
        return GeoJSONTree.featureCollection(
            products.sweeping.map(\.feature), metadata: sourceMetadata(source, dataVersion: products.dataVersion))
    }

    static func metersDocument(_ products: BuildProducts) -> JSONValue {
        GeoJSONTree.featureCollection(
            products.meters.map(\.feature),
            metadata: sourceMetadata(products.inputs.meters, dataVersion: products.dataVersion))
    }

    private static func data(of url: URL) throws(DataBuildError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func bytes(of url: URL) throws(DataBuildError) -> [UInt8] {
        [UInt8](try data(of: url))
    }

    private func createOutputFolder() throws(DataBuildError) {
        do {
            try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: outputFolder.path, reason: error.localizedDescription)
        }
    }

    private func write(_ bytes: [UInt8], to name: String) throws(DataBuildError) {
        let url = outputFolder.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
