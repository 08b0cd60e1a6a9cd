/// A `--fields` list that names a field records do not have.
package struct FieldSelectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as given.
    package var field: String
    /// The fields that can be chosen, as dotted paths in record order.
    package var available: [String]

    /// Creates an error.
    package init(field: String, available: [String]) {
        self.field = field
        self.available = available
    }

    /// `unknown field 'zone.nam' in --fields; the fields are: id, zone.name, …`.
    package var description: String {
        "unknown field '\(field)' in --fields; the fields are: " + available.joined(separator: ", ")
    }
}
