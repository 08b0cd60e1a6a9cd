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

    /// The field the name is a plausible typo of, if any (``Suggestion``).
    package var suggestion: String? { Suggestion.nearest(to: field, among: available) }

    /// `unknown field 'zone.nam' in --fields; did you mean 'zone.name'? (--list-fields lists every
    /// field)`, or, when no field is near the name, `unknown field 'xyz' in --fields; the fields
    /// are: id, zone.name, …`; for an input column not kept, how to keep it.
    package var description: String {
        // An input column is a field only once --keep copies it into the records.
        if field.hasPrefix("input."), !available.contains(where: { $0.hasPrefix("input.") || $0 == "input" }) {
            let column = field.dropFirst("input.".count)
            return "unknown field '\(field)' in --fields: input columns are fields only when kept; "
                + "add --keep \(column) (or --keep all)"
        }
        if let suggestion {
            return
                "unknown field '\(field)' in --fields; did you mean '\(suggestion)'? (--list-fields lists every field)"
        }
        return "unknown field '\(field)' in --fields; the fields are: " + available.joined(separator: ", ")
    }
}
