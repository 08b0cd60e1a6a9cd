import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck validate FILE... [--json]`: checks each file with ZoneKit's ``DataValidator`` (zone
/// files, GeoJSON) or its curb feed readers (CurbLR 1.1 feeds, CDS payloads: ``FeedValidator``) and
/// lists every problem.
///
/// Text output (standard output) is one line per problem, `FILE:LINE:COLUMN: SEVERITY: PATH:
/// message`, then one summary line per file; `--json` writes one JSON document instead
/// (``ValidateJSON``). Permit areas that regulations name are checked against the zone files given
/// in the same run.
struct ValidateCommand {
    /// The files, as the user named them (all readable: ``Parkcheck`` checked); `-` is standard
    /// input, named `<stdin>` in the report.
    let files: [String]
    /// `text` or `json`.
    let format: OutputFormat
    /// `--strict`: a warning fails the run as an error does.
    var isStrict = false

    /// Validates every file and writes the report.
    ///
    /// - Returns: ``ExitCode/success`` when no file has an error (warnings allowed, unless
    ///   ``isStrict``),
    ///   ``ExitCode/dataError`` when any has, ``ExitCode/noInput`` when a file cannot be read,
    ///   ``ExitCode/usage`` for a format other than text or JSON.
    /// - Throws: ``OutputError`` when the report cannot be written.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        guard format == .text || format == .json else {
            diagnostics.error("--format \(format.rawValue) is not available for validate; use text or json")
            return .usage
        }
        let validator = DataValidator()
        var results: [(file: String, result: ValidateResult)] = []
        var feeds: [(index: Int, name: String, bytes: [UInt8])] = []
        for file in files {
            let contents =
                file == "-"
                ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
            guard let data = contents else {
                diagnostics.error("cannot read '\(file)'")
                return .noInput
            }
            let name = file == "-" ? InputLocation.standardInputName : file
            let bytes = [UInt8](data)
            switch FeedValidator.kind(of: bytes) {
            case .curbLR: results.append((name, .feed(FeedValidator.validateCurbLR(bytes))))
            case .cds:
                feeds.append((results.count, name, bytes))
                results.append((name, .feed(FeedValidation(kind: .cds, diagnostics: []))))
            case nil: results.append((name, .data(validator.validate(bytes))))
            }
        }
        // CDS payloads of one run are one feed: the zones response and the policies response.
        for (feed, validation) in zip(feeds, FeedValidator.validateCDS(feeds.map { ($0.name, $0.bytes) })) {
            results[feed.index].result = .feed(validation)
        }
        var reports = results.compactMap(\.result.dataReport)
        DataValidator.checkPermitAreaReferences(in: &reports)
        var checked = reports.makeIterator()
        for index in results.indices where results[index].result.dataReport != nil {
            if let report = checked.next() { results[index].result = .data(report) }
        }
        switch format {
        case .json: try output.writeJSON(ValidateJSON.value(of: results), pretty: true)
        default: try output.write(ValidateText.render(results))
        }
        let warned = results.filter { isStrict && $0.result.isValid && $0.result.warningCount > 0 }.map(\.file)
        if !warned.isEmpty {
            diagnostics.error("--strict: warnings fail the check (\(warned.joined(separator: ", ")))")
        }
        return results.allSatisfy(\.result.isValid) && warned.isEmpty ? .success : .dataError
    }
}

/// What validate found in one file: a zone file or GeoJSON, or a curb feed.
enum ValidateResult {
    case data(ValidationReport)
    case feed(FeedValidation)

    var dataReport: ValidationReport? {
        if case .data(let report) = self { return report }
        return nil
    }

    var isValid: Bool {
        switch self {
        case .data(let report): report.isValid
        case .feed(let feed): feed.isValid
        }
    }

    var warningCount: Int {
        switch self {
        case .data(let report): report.warningCount
        case .feed(let feed): feed.warningCount
        }
    }
}
