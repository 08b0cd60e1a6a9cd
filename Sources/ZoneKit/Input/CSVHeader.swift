/// The header row of CSV input: which column holds what, found by name (case-insensitively:
/// lat/latitude, lon/lng/long/longitude, at/time, permit/permits, id, placard; others ignored).
struct CSVHeader: Sendable {
    /// What separates fields, as guessed from the header line.
    let splitter: CSVLineSplitter
    /// The header's line.
    let line: Int
    /// The header's cells, as written.
    let names: [String]
    /// The index of the first column of each kind present.
    let columns: [InputValue.Column: Int]

    /// The header in `line`, or `nil` when no cell names a known column (the line is then data).
    init?(_ text: String, line: Int) {
        let splitter = CSVLineSplitter(delimiter: CSVLineSplitter.Delimiter(guessingFrom: text))
        guard case .success(let fields) = splitter.split(text) else { return nil }
        var columns: [InputValue.Column: Int] = [:]
        for (index, field) in fields.enumerated() {
            guard let column = InputValue.column(named: field.text), columns[column] == nil else { continue }
            columns[column] = index
        }
        guard !columns.isEmpty else { return nil }
        self.splitter = splitter
        self.line = line
        self.names = fields.map { $0.text }
        self.columns = columns
    }

    /// The coordinate columns the header lacks: "latitude", "longitude", or none.
    var missingCoordinateColumns: [String] {
        (columns[.latitude] == nil ? ["latitude"] : []) + (columns[.longitude] == nil ? ["longitude"] : [])
    }
}
