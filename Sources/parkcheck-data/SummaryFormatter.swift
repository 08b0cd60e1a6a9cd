import DataBuild

/// Formats a build's summary for the terminal.
enum SummaryFormatter {
    /// "data version …", one line per input (read / kept / dropped) and per output (bytes).
    static func text(_ summary: BuildSummary, output: String) -> String {
        var text = "parkcheck-data: data version \(summary.dataVersion)\n"
        for input in summary.inputs {
            text += "  \(input.file): \(input.read) read, \(input.kept) kept, \(input.dropped) dropped\n"
        }
        for file in summary.outputs {
            text += "  wrote \(output)/\(file.file) (\(file.bytes) bytes)\n"
        }
        text += "  see \(output)/REPORT.md for every mapping and dropped row\n"
        return text
    }
}
