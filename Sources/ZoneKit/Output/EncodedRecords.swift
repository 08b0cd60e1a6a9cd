/// Records encoded one after another in one buffer, each with the separator its format puts
/// between records: what a batch worker makes of a block of rows, written by
/// ``RecordWriter/write(_:to:)-(EncodedRecords,_)`` in one go after the records written before.
///
/// | format | each record in ``bytes`` |
/// |---|---|
/// | json, geojson | `\n{…}`, after a `,` unless it is the first in the buffer |
/// | ndjson, csv | `{…}\n`, a row and `\n` |
///
/// A buffer per block rather than an ``EncodedRecord`` per row: one allocation where there were
/// hundreds, and one copy into the output where there were two per row.
package struct EncodedRecords: Equatable, Sendable {
    /// The records' UTF-8 bytes with their separators.
    package internal(set) var bytes: [UInt8] = []
    /// How many records ``bytes`` holds.
    package internal(set) var count = 0

    /// No records.
    package init() {}

    /// Whether there are no records.
    package var isEmpty: Bool { count == 0 }

    /// Appends what comes before a record of `format`.
    mutating func beginRecord(_ format: RecordFormat) {
        guard format.separatesRecordsBefore else { return }
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(0x0A)
    }

    /// Appends what comes after a record of `format`, and counts it.
    mutating func endRecord(_ format: RecordFormat) {
        if !format.separatesRecordsBefore { bytes.append(0x0A) }
        count += 1
    }
}

extension RecordFormat {
    /// Whether records are separated by what comes before them (`,` and a line break in a JSON
    /// array) rather than by a line break after them.
    var separatesRecordsBefore: Bool {
        switch self {
        case .json, .geojson: return true
        case .ndjson, .csv: return false
        }
    }
}
