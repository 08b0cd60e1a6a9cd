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
    /// The files, as the user named them (all readable: ``Parkcheck`` checked).
    let files: [String]
    /// `text` or `json`.
    let format: OutputFormat

    /// Validates every file and writes the report.
    ///
    /// - Returns: ``ExitCode/success`` when no file has an error (warnings allowed),
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
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.error("cannot read '\(file)'")
                return .noInput
            }
            reports.append(validator.validate([UInt8](data)))
        }
        DataValidator.checkPermitAreaReferences(in: &reports)
        let results = Array(zip(files, reports))
        switch format {
        case .json: try output.writeJSON(ValidateJSON.value(of: results), pretty: true)
        default: try output.write(ValidateText.render(results))
        }
        return reports.allSatisfy(\.isValid) ? .success : .dataError
    }
}
