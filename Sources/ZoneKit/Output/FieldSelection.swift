/// Which fields of a record are written (`--fields id,zone.name`), and the CSV columns that gives.
///
/// Fields are dotted paths into a record's nested objects. A path may name a single value
/// (`zone.name`) or an object (`zone`), which selects everything below it. Arrays are values,
/// not descended into.
package struct FieldSelection: Equatable, Sendable {
    /// The fields as given, in order; empty when every field is written.
    package let fields: [String]
    /// The CSV columns: every value path the selection covers, in selection order (then record
    /// order within an object).
    package let columns: [String]
    /// ``fields`` and ``columns`` split at their dots once, so that records are not split per row.
    let fieldKeys: [[String]]
    let columnKeys: [[String]]
    /// Every value path of a complete record, split at its dots, in record order.
    let recordKeys: [[String]]

    /// Every field, with `available` as the CSV columns.
    ///
    /// - Parameter available: the value paths of a complete record (``leafPaths(of:)``).
    package static func all(available: [String]) -> FieldSelection {
        FieldSelection(fields: [], columns: available, available: available)
    }

    /// The fields named in `requested`, checked against `available`.
    ///
    /// - Parameters:
    ///   - requested: dotted paths as the user typed them; an empty list selects everything.
    ///   - available: the value paths of a complete record (``leafPaths(of:)``).
    /// - Throws: ``FieldSelectionError`` for the first name that is neither a value path nor the
    ///   path of an object above some.
    package init(_ requested: [String], available: [String]) throws(FieldSelectionError) {
        guard !requested.isEmpty else {
            self = .all(available: available)
            return
        }
        var columns: [String] = []
        var seen: Set<String> = []
        for field in requested {
            let covered = available.filter { $0 == field || $0.hasPrefix(field + ".") }
            guard !covered.isEmpty else { throw FieldSelectionError(field: field, available: available) }
            for column in covered where seen.insert(column).inserted { columns.append(column) }
        }
        self.init(fields: requested, columns: columns, available: available)
    }

    private init(fields: [String], columns: [String], available: [String]) {
        self.fields = fields
        self.columns = columns
        fieldKeys = fields.map(Self.keys)
        columnKeys = columns.map(Self.keys)
        recordKeys = available.map(Self.keys)
    }

    private static func keys(of path: String) -> [String] {
        path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether every field is written.
    var selectsAll: Bool { fields.isEmpty }

    /// The dotted paths of every value in `record` that is not an object (objects are descended
    /// into; an empty object counts as a value), in member order.
    ///
    /// - Complexity: O(*n*) in the members of the record and its nested objects.
    package static func leafPaths(of record: JSONObject) -> [String] {
        var paths: [String] = []
        func visit(_ object: JSONObject, prefix: String) {
            for (key, value) in object.members {
                let path = prefix.isEmpty ? key : prefix + "." + key
                if case .object(let nested) = value, !nested.members.isEmpty {
                    visit(nested, prefix: path)
                } else {
                    paths.append(path)
                }
            }
        }
        visit(record, prefix: "")
        return paths
    }

    /// `record` cut down to the selected fields, nesting kept (`zone.name` → `{"zone":{"name":…}}`),
    /// in selection order; a selected field the record lacks is written as `null`.
    package func project(_ record: JSONObject) -> JSONObject {
        guard !selectsAll else { return record }
        var projected = JSONObject()
        for keys in fieldKeys {
            Self.set(Self.value(at: keys, in: record) ?? .null, at: keys[...], in: &projected)
        }
        return projected
    }

    /// The value at a dotted `path` of `record`, or `nil` when the record has none there.
    package static func value(at path: String, in record: JSONObject) -> JSONValue? {
        value(at: keys(of: path), in: record)
    }

    /// The value at the path of `keys` (a dotted path split at its dots) in `record`, or `nil`.
    static func value(at keys: [String], in record: JSONObject) -> JSONValue? {
        guard let first = keys.first, var current = record[first] else { return nil }
        for key in keys.dropFirst() {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }

    private static func set(_ value: JSONValue, at keys: ArraySlice<String>, in object: inout JSONObject) {
        guard let first = keys.first else { return }
        guard keys.count > 1 else {
            object[first] = value
            return
        }
        var nested = JSONObject()
        if case .object(let existing) = object[first] { nested = existing }
        set(value, at: keys.dropFirst(), in: &nested)
        object[first] = .object(nested)
    }
}
