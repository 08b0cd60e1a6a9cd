/// One thing wrong in a data file, with its place: the line and column where the offending value
/// starts and its JSON path (`features[3].properties.kind`).
struct DataFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the offending value starts.
    var location: JSONLocation
    /// Where it sits in the document; the root for problems of the whole text (not JSON at all).
    var path: JSONPath
    /// What was wrong and what to do.
    var message: String

    /// Creates a problem.
    init(at location: JSONLocation, path: JSONPath, _ message: String) {
        self.location = location
        self.path = path
        self.message = message
    }

    /// `14:22: features[3].properties.kind: …` (no path for the root).
    var description: String {
        path.isRoot ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }

    /// `regulations.geojson:14:22: features[3].properties.kind: …`.
    func formatted(file: String) -> String { "\(file):\(description)" }

    /// This problem in the form every reader shares (always an error: the file does not load).
    var diagnostic: Diagnostic {
        Diagnostic(.error, message, source: .dataFile, code: "dataFile.invalidData", at: location, path: path)
    }
}
