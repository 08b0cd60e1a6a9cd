import Foundation
import ZoneKit

/// `parkcheck validate FILE... [--json]`: checks each file with ZoneKit's ``DataValidator`` and
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
        var reports: [ValidationReport] = []
        for file in files {
            let contents =
                file == "-"
                ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
            guard let data = contents else {
                diagnostics.error("cannot read '\(file)'")
                return .noInput
            }
            reports.append(validator.validate([UInt8](data)))
        }
        DataValidator.checkPermitAreaReferences(in: &reports)
        let results = Array(zip(files.map { $0 == "-" ? InputLocation.standardInputName : $0 }, reports))
        switch format {
        case .json: try output.writeJSON(ValidateJSON.value(of: results), pretty: true)
        default: try output.write(ValidateText.render(results))
        }
        let warned = results.filter { isStrict && $0.1.isValid && $0.1.warningCount > 0 }.map(\.0)
        if !warned.isEmpty {
            diagnostics.error("--strict: warnings fail the check (\(warned.joined(separator: ", ")))")
        }
        return reports.allSatisfy(\.isValid) && warned.isEmpty ? .success : .dataError
    }
}
