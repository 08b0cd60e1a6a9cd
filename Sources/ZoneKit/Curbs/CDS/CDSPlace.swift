/// Where a CDS object was read: the payload's name, the line and column, and the JSON path.
public struct CDSPlace: Hashable, Sendable, CustomStringConvertible {
    /// The payload's name as the user gave it (a file name), or "" when it has none.
    public var file: String
    /// Where the object starts.
    public var location: JSONLocation
    /// The path from the payload's root.
    public var path: JSONPath

    /// Creates a place.
    package init(file: String, location: JSONLocation, path: JSONPath) {
        self.file = file
        self.location = location
        self.path = path
    }

    /// `file:line:column` (or `line:column` without a file name).
    public var description: String { file.isEmpty ? "\(location)" : "\(file):\(location)" }
}
