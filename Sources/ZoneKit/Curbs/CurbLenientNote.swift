/// One place where ``CurbLRReader`` read a feed leniently: which reading, the text it read, and
/// where (line:column, JSON path, feature), so that `parkcheck validate` can list each one.
package struct CurbLenientNote: Equatable, Sendable {
    /// The reading applied.
    package var reading: CurbLenientReading
    /// The text read (`7:00`, `23:59`, `valet`…), or "" when the reading is of an absence.
    package var text: String
    /// Where the value starts.
    package var location: JSONLocation
    /// The path from the root to the value.
    package var path: JSONPath
    /// The feature concerned (its index in `features`), or `nil` for the manifest.
    package var featureIndex: Int?

    /// Creates a note.
    package init(
        _ reading: CurbLenientReading, text: String, at location: JSONLocation, path: JSONPath, featureIndex: Int? = nil
    ) {
        self.reading = reading
        self.text = text
        self.location = location
        self.path = path
        self.featureIndex = featureIndex
    }
}
