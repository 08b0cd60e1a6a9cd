/// A `--fields` list that names a field records do not have.
public struct FieldSelectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as given.
    public var field: String
    /// The fields that can be chosen, as dotted paths in record order.
    public var available: [String]

    /// Creates an error.
    public init(field: String, available: [String]) {
        self.field = field
        self.available = available
    }

    /// `unknown field 'zone.nam' in --fields; the fields are: id, zone.name, …`.
    public var description: String {
        "unknown field '\(field)' in --fields; the fields are: " + available.joined(separator: ", ")
    }
}
