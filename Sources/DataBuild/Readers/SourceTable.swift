import ZoneKit

/// The rows of an input in one of the city's official schemas, whatever the container: a CSV
/// export (WKT geometry in a column) or a GeoJSON FeatureCollection (the same columns as feature
/// properties). Readers look values up by column name, case-insensitively, with aliases, so the
/// same reader serves the CSV export, the GeoJSON export and the older exports' column names.
struct SourceTable: Sendable {
    /// One row: a CSV record or a feature.
    struct Row: Sendable {
        /// `file:line` or `file: features[i]`, for messages.
        let place: String
        /// The values, at the positions `columns` gives.
        let fields: [String]
        /// Lower-cased column name → position in `fields` (shared by the rows of a CSV file).
        let columns: [String: Int]
        /// The line parts (one for a LineString), `nil` when the geometry is missing or a Point, or
        /// why it could not be read.
        let lines: Result<[[Coordinate]], GeoJSONTree.Failure>?
        /// The point of a Point feature, when the geometry is one.
        let point: Coordinate?
        /// An id the container gives (a feature's `id`, else its 1-based index), for sources whose
        /// rows have no id column; `nil` for CSV rows.
        let containerID: String?
        /// What makes the row unusable as a whole (a CSV record with the wrong number of fields,
        /// a feature that is not an object), or `nil`.
        let problem: String?

        /// The value of the first column named like one of `names` (lower case) that is present,
        /// as written (spaces kept, for the report's spelling tables), or "" when none is present.
        func raw(_ names: [String]) -> String {
            for name in names {
                if let position = columns[name], position < fields.count { return fields[position] }
            }
            return ""
        }

        /// The first non-empty value among columns named like `names` (lower case), trimmed, or "".
        func value(_ names: [String]) -> String {
            for name in names {
                if let position = columns[name], position < fields.count {
                    let value = fields[position].trimmingSpaces()
                    if !value.isEmpty { return value }
                }
            }
            return ""
        }
    }

    /// The file's name, for messages.
    let file: String
    /// Every column name present, lower-cased (for a GeoJSON file, the union of the features'
    /// property names).
    let columnNames: Set<String>
    /// The rows, in file order.
    let rows: [Row]

    /// Checks that a column named like one of `names` (lower case) is present.
    ///
    /// - Throws: ``DataBuildError/missingColumn(file:column:)`` naming the first of `names`.
    func requireColumn(_ names: [String]) throws(DataBuildError) {
        guard names.contains(where: columnNames.contains) else {
            throw .missingColumn(file: file, column: names.first ?? "")
        }
    }
}
