/// Why the data build stopped. Row-level problems are not errors: those rows are dropped and listed
/// in the report with their reason. These are the problems that make the whole build fail.
public enum DataBuildError: Error, Equatable, CustomStringConvertible {
    /// No file in `folder` matches `pattern` (for example `regulations_hi6h-neyh_*.csv`).
    case missingInput(folder: String, pattern: String)
    /// A file could not be read at all.
    case unreadableFile(path: String, reason: String)
    /// A CSV file breaks RFC 4180 at `line` (an unterminated quote, text after a closing quote).
    case malformedCSV(file: String, line: Int, reason: String)
    /// A JSON input could not be parsed or lacks its expected shape.
    case malformedJSON(file: String, reason: String)
    /// A CSV file lacks a column the build needs.
    case missingColumn(file: String, column: String)
    /// One or more sanity checks on the normalised data failed; each entry is a `file:row: message`.
    case sanityChecksFailed([String])
    /// An output file could not be written.
    case cannotWrite(path: String, reason: String)

    /// A sentence saying what was wrong, where, and what to do.
    public var description: String {
        switch self {
        case .missingInput(let folder, let pattern):
            "\(folder): no input file matches \(pattern); pass the folder of the city's exports with --input"
        case .unreadableFile(let path, let reason):
            "\(path): cannot read the file (\(reason))"
        case .malformedCSV(let file, let line, let reason):
            "\(file):\(line): malformed CSV: \(reason); fix the export or re-download it"
        case .malformedJSON(let file, let reason):
            "\(file): malformed JSON: \(reason)"
        case .missingColumn(let file, let column):
            "\(file):1: the header has no column \"\(column)\"; is this the right export?"
        case .sanityChecksFailed(let failures):
            "\(failures.count) sanity check(s) failed:\n" + failures.map { "  " + $0 }.joined(separator: "\n")
        case .cannotWrite(let path, let reason):
            "\(path): cannot write (\(reason)); check that the output folder exists and is writable"
        }
    }
}
