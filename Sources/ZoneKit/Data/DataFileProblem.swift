/// One thing wrong in a data file, with its place: the line and column where the offending value
/// starts and its JSON path (`features[3].properties.kind`).
public struct DataFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the offending value starts.
    public var location: JSONLocation
    /// Where it sits in the document; the root for problems of the whole text (not JSON at all).
    public var path: JSONPath
    /// What was wrong and what to do.
    public var message: String

    /// Creates a problem.
    public init(at location: JSONLocation, path: JSONPath, _ message: String) {
        self.location = location
        self.path = path
        self.message = message
    }

    /// `14:22: features[3].properties.kind: …` (no path for the root).
    public var description: String {
        path.isRoot ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }

    /// `regulations.geojson:14:22: features[3].properties.kind: …`.
    public func formatted(file: String) -> String { "\(file):\(description)" }
}
