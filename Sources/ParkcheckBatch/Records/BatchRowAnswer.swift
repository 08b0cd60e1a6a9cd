import ZoneKit

/// What one row of a batch came to, in the two shapes it can be written in: a record for the
/// machine formats, a line for people.
///
/// The machine formats write the record through ``RecordValues/write(to:)``, which by default
/// writes ``record``; an answer may write the same values without building the record.
package protocol BatchRowAnswer: RecordValues {
    /// The record: the same members, in the same order, for every row of a run (values may be
    /// `null`), so that CSV columns and `--fields` mean the same on every row.
    var record: JSONObject { get }
    /// One line for `--format text`, without its line break.
    var textLine: String { get }
    /// The place the row names, for the GeoJSON Point; `nil` when it could not be read.
    var coordinate: Coordinate? { get }
}

extension BatchRowAnswer {
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        record.write(to: &writer)
    }

    /// How a line for people names a row: its id when it has one, else its line number; after
    /// the input's name when lines name it (several inputs): `b.csv: home`, `b.csv: line 3`.
    package static func label(file: String? = nil, line: Int, id: String?) -> String {
        (file.map { $0 + ": " } ?? "") + (id ?? "line \(line)")
    }

    /// `37.76, -122.43`, as short as the numbers read back.
    package static func place(_ coordinate: Coordinate) -> String {
        "\(JSONWriter.format(coordinate.latitude) ?? "?"), \(JSONWriter.format(coordinate.longitude) ?? "?")"
    }
}
