import ZoneKit

/// The build reading its own outputs back with the library the tool uses: each GeoJSON file with
/// ZoneKit's ``ZoneKit/GeoJSONReader`` and the zone file with ``ZoneKit/ZoneFileReader``, then
/// every output with ``ZoneKit/DataValidator`` — what `parkcheck validate` checks: self-intersecting
/// rings, holes outside shells, ranges, days and hours, permit areas named but not declared. An
/// error fails the build (a file the tool cannot read or `validate` rejects must never ship);
/// warnings are counted in the report.
struct OutputValidation: Sendable {
    /// What reading one output back found.
    struct File: Sendable {
        /// The output's name.
        let name: String
        /// Features (or zones) read back.
        let items: Int
        /// Error diagnostics, each `file:line:column: message`.
        let errors: [String]
        /// Warning diagnostics, each `file:line:column: message`.
        let warnings: [String]
    }

    /// The files checked, in the order checked.
    private(set) var files: [File] = []
    /// What ``ZoneKit/DataValidator`` found in each output (`items` is 0: it counts no features).
    private(set) var validated: [File] = []

    /// Reads a GeoJSON output back; it must be a FeatureCollection of `expectedFeatures` features.
    mutating func checkGeoJSON(_ bytes: [UInt8], name: String, expectedFeatures: Int) {
        let outcome = GeoJSONReader().decode(bytes)
        var errors = outcome.diagnostics.filter { $0.severity == .error }.map { $0.formatted(file: name) }
        let warnings = outcome.diagnostics.filter { $0.severity == .warning }.map { $0.formatted(file: name) }
        let features = outcome.object?.features.count ?? 0
        var isCollection = false
        if case .featureCollection? = outcome.object { isCollection = true }
        if errors.isEmpty && (!isCollection || features != expectedFeatures) {
            errors.append("\(name): read back \(features) features, wrote \(expectedFeatures) in a FeatureCollection")
        }
        files.append(File(name: name, items: features, errors: errors, warnings: warnings))
    }

    /// Reads the zone file back; returns it when ZoneKit accepts it.
    mutating func checkZoneFile(_ bytes: [UInt8], name: String) -> ZoneFile? {
        let outcome = ZoneFileReader().decode(bytes)
        files.append(
            File(
                name: name, items: outcome.zoneFile?.zones.count ?? 0,
                errors: outcome.diagnostics.filter { $0.severity == .error }.map { $0.formatted(file: name) },
                warnings: outcome.diagnostics.filter { $0.severity == .warning }.map { $0.formatted(file: name) }))
        return outcome.zoneFile
    }

    /// Runs `parkcheck validate`'s checks on every output together (so that the permit areas the
    /// regulations name are checked against the zone file's).
    mutating func validate(_ outputs: [(name: String, bytes: [UInt8])]) {
        let validator = DataValidator()
        var reports = outputs.map { validator.validate($0.bytes) }
        DataValidator.checkPermitAreaReferences(in: &reports)
        validated = zip(outputs, reports).map { output, report in
            File(
                name: output.name, items: 0,
                errors: report.diagnostics.filter { $0.severity == .error }.map { $0.formatted(file: output.name) },
                warnings: report.diagnostics.filter { $0.severity == .warning }.map { $0.formatted(file: output.name) })
        }
    }

    /// Every error, for the failures that stop the build.
    var failures: [String] {
        files.flatMap { $0.errors.map { "ZoneKit cannot read an output: " + $0 } }
            + validated.flatMap { $0.errors.map { "parkcheck validate rejects an output: " + $0 } }
    }
}
