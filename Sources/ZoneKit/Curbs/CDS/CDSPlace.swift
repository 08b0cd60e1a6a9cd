/// Where a CDS object was read: the payload's name, the line and column, and the JSON path.
package struct CDSPlace: Hashable, Sendable, CustomStringConvertible {
    /// The payload's name as the user gave it (a file name), or "" when it has none.
    package var file: String
    /// Where the object starts.
    package var location: JSONLocation
    /// The path from the payload's root.
    package var path: JSONPath

    /// Creates a place.
    package init(file: String, location: JSONLocation, path: JSONPath) {
        self.file = file
        self.location = location
        self.path = path
    }

    /// `file:line:column` (or `line:column` without a file name).
    package var description: String { file.isEmpty ? "\(location)" : "\(file):\(location)" }
}
