import Foundation
import ZoneKit

/// `make data`'s engine: turns the city's raw exports into the normalised files of `Resources/`
/// (`regulations.geojson`, `sweeping.geojson`, `meters.geojson`, `zones.json`) with a report
/// (`REPORT.md`) and a README describing them.
///
/// The build is deterministic: the same inputs give byte-identical outputs (no clock, no host
/// locale or time zone, no dictionary order reaches a file). Rows that cannot be used are dropped
/// and listed with their reason in the report; nothing is dropped silently. Sanity checks
/// (``DataBuildError/sanityChecksFailed(_:)``) fail the build: then only `REPORT.md` is written.
public struct DataBuilder: Sendable {
    /// The folder holding the raw exports (`../shared/data/sf`).
    public var inputFolder: URL
    /// The folder to write into (`Resources`); created when missing.
    public var outputFolder: URL
    /// Optional extra steps.
    public var hooks: DataBuildHooks

    /// Output file names, in the order they are written.
    public static let outputFiles = [
        "regulations.geojson", "sweeping.geojson", "meters.geojson", "zones.json", "REPORT.md", "README.md",
    ]

    /// Creates a builder.
    public init(inputFolder: URL, outputFolder: URL, hooks: DataBuildHooks = DataBuildHooks()) {
        self.inputFolder = inputFolder
        self.outputFolder = outputFolder
        self.hooks = hooks
    }

    /// Runs the build.
    ///
    /// - Returns: per-input row counts and per-output sizes.
    /// - Throws: ``DataBuildError`` for a missing or malformed input, a failed sanity check, or an
    ///   output that cannot be written.
    public func run() throws(DataBuildError) -> BuildSummary {
        let products = try read()
        let failures = SanityChecks.failures(products)
        let writer = JSONWriter(layout: .linePerElement)
        var contents: [(name: String, bytes: [UInt8])] = []
        do throws(JSONWriter.Error) {
            contents.append(("regulations.geojson", try writer.bytes(from: Self.regulationsDocument(products))))
            contents.append(("sweeping.geojson", try writer.bytes(from: Self.sweepingDocument(products))))
            contents.append(("meters.geojson", try writer.bytes(from: Self.metersDocument(products))))
            contents.append(("zones.json", try writer.bytes(from: products.zonesDocument)))
        } catch {
            throw .cannotWrite(path: outputFolder.path, reason: error.description)
        }
        let sizes = contents.map { BuildSummary.Output(file: $0.name, bytes: $0.bytes.count) }
        let lookupSection = hooks.zoneLookupSelfConsistency.map { hook in hook(Self.lookupInput(products)) }
        let report = ReportWriter.report(products, failures: failures, outputs: sizes, zoneLookupSection: lookupSection)

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

    private func read() throws(DataBuildError) -> BuildProducts {
        let inputs = try InputFiles(folder: inputFolder)
        let dataVersion = inputs.all.compactMap(InputFiles.date).max() ?? "unknown"

        var regulationsReader = RegulationNormaliser()
        let regulationsTable = try CSVReader.parse(
            Self.bytes(of: inputs.regulations), file: BuildProducts.name(inputs.regulations))
        _ = try regulationsTable.requireColumn("shape")
        let regulations = try regulationsReader.normalise(
            SourceTable(regulationsTable, geometryColumns: ["shape"]))

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
        let meters = try metersReader.read(
            JSONInput.value(of: Self.data(of: inputs.meters), file: metersName), file: metersName)

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

    private static func lookupInput(_ products: BuildProducts) -> ZoneLookupCheckInput {
        ZoneLookupCheckInput(
            zonesDocument: products.zonesDocument,
            blockFaces: products.regulations.map(\.regulation).filter { !$0.permitAreas.isEmpty }.map {
                ZoneLookupCheckInput.BlockFace(
                    id: $0.id, permitAreas: $0.permitAreas, lines: $0.lines.map(\.coordinates))
            })
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
