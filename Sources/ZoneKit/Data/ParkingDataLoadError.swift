/// Why a data directory could not be loaded into ``ParkingData``.
///
/// Two families, which a command-line tool reports with different exit statuses: the data is not
/// there (``isMissingInput``: a file is missing or unreadable, EX_NOINPUT) or it is there but wrong
/// (``invalidFile(path:problems:)``, EX_DATAERR), every problem with `file:line:column`.
public enum ParkingDataLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The directory does not hold the file named `file` (`zones.json`; `path` is where it was
    /// looked for).
    case missingFile(String, path: String)
    /// The file at `path` exists but cannot be read: `reason`.
    case unreadableFile(path: String, reason: String)
    /// The file at `path` was read but is not valid data; `problems` lists what is wrong, in
    /// document order, at most ``ParkingData/maxProblemsPerFile``.
    case invalidFile(path: String, problems: [Diagnostic])

    /// Whether the data is absent or unreadable, rather than present and wrong.
    public var isMissingInput: Bool {
        switch self {
        case .missingFile, .unreadableFile: true
        case .invalidFile: false
        }
    }

    /// One line per problem: `PATH:LINE:COLUMN: JSONPATH: message`, or what is missing and what to
    /// do.
    public var description: String {
        switch self {
        case .missingFile(let file, let path):
            return "\(path): no such file; a data directory holds "
                + ParkingDataFile.allCases.map(\.rawValue).joined(separator: ", ")
                + " (rebuild them with `make data`) — \(file) is missing"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read the file: \(reason)"
        case .invalidFile(let path, let problems):
            return problems.map { Self.line(of: $0, file: path) }.joined(separator: "\n")
        }
    }

    /// `regulations.geojson:14:22: features[3].properties.kind: …`: a problem of a data file as
    /// load errors list it (no severity: each is an error; no path part for the root).
    package static func line(of problem: Diagnostic, file: String) -> String {
        let place = problem.location.path.isEmpty ? "" : "\(problem.location.path): "
        return "\(file):\(problem.location): \(place)\(problem.message)"
    }
}
