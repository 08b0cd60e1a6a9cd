import ZoneKit

/// The header row of CSV input: which column holds what, found by name (case-insensitively:
/// lat/latitude/y, lon/lng/long/longitude/x, at/time, permit/permits, id, placard; others ignored),
/// or by position when the input has no header (`--no-header`).
struct CSVHeader: Sendable {
    /// What separates fields, as given or guessed from the header line.
    let splitter: CSVLineSplitter
    /// The header's line (for input without a header: the first data line).
    let line: Int
    /// The header's cells, as written; empty for input without a header (with `--keep all`, the
    /// first line's column numbers, `1`, `2`…).
    let names: [String]
    /// The index of the first column of each kind present.
    let columns: [InputValue.Column: Int]
    /// Whether columns go by position (no header line): rows may have any number of fields.
    let isPositional: Bool
    /// The index of each column `--keep` names (``CSVInputOptions/keptColumns``), in its order;
    /// `nil` for a name the header does not have.
    let keptIndices: [Int?]
    /// Whether each row keeps all its cells, as one object by column name (`--keep all`,
    /// ``CSVInputOptions/keepsAll``); without a header, by column number.
    let keepsAll: Bool
    /// With ``keepsAll``, the name each column is kept by: its header cell, or for a cell that
    /// repeats an earlier one, `NAME (column N)`, so that no column hides another.
    let keptNames: [String]

    /// The header in `line`, or `nil` when no cell names a known column (the line is then data).
    /// With `options.idColumn`, the cell of that name is the id column (and a cell named `id` is
    /// an ordinary column).
    init?(_ text: String, line: Int, options: CSVInputOptions = CSVInputOptions()) {
        let splitter = CSVLineSplitter(delimiter: options.delimiter ?? CSVLineSplitter.Delimiter(guessingFrom: text))
        guard case .success(let fields) = splitter.split(text) else { return nil }
        var columns: [InputValue.Column: Int] = [:]
        for (index, field) in fields.enumerated() {
            let column: InputValue.Column?
            if let idColumn = options.idColumn {
                column =
                    field.text.lowercased() == idColumn.lowercased()
                    ? .id : InputValue.column(named: field.text).flatMap { $0 == .id ? nil : $0 }
            } else {
                column = InputValue.column(named: field.text)
            }
            guard let column else { continue }
            // `x` and `y` name the coordinates only when no `lon`/`lat` spelling does: a file with
            // `lat,lon` and an `x` column of its own keeps `lon`.
            if let taken = columns[column], !InputValue.isWeakSpelling(fields[taken].text) { continue }
            if columns[column] != nil, InputValue.isWeakSpelling(field.text) { continue }
            columns[column] = index
        }
        guard !columns.isEmpty else { return nil }
        self.splitter = splitter
        self.line = line
        self.names = fields.map { $0.text }
        self.columns = columns
        self.isPositional = false
        let lowered = fields.map { $0.text.lowercased() }
        keepsAll = options.keepsAll
        if options.keepsAll {
            keptIndices = Array(fields.indices)
            var seen: Set<String> = []
            keptNames = names.enumerated().map { index, name in
                seen.insert(name).inserted ? name : "\(name) (column \(index + 1))"
            }
            return
        }
        keptNames = []
        keptIndices = options.keptColumns.map { name in
            lowered.firstIndex(of: name.lowercased())
                ?? Int(name).flatMap { (1...fields.count).contains($0) ? $0 - 1 : nil }
        }
    }

    /// The columns of input without a header, whose first data line is `text` on `line`:
    /// latitude, longitude, and the id in column `options.idColumn` (a 1-based number) if given.
    init(positionalFor text: String, line: Int, options: CSVInputOptions) {
        splitter = CSVLineSplitter(delimiter: options.delimiter ?? CSVLineSplitter.Delimiter(guessingFrom: text))
        self.line = line
        var columns: [InputValue.Column: Int] = [.latitude: 0, .longitude: 1]
        if let number = options.idColumn.flatMap({ Int($0) }), number >= 1 { columns[.id] = number - 1 }
        // A third column is the permits, as `lat,lon,permits` names it with a header.
        if columns[.id] != 2 { columns[.permits] = 2 }
        self.columns = columns
        isPositional = true
        keepsAll = options.keepsAll
        if options.keepsAll, case .success(let fields) = splitter.split(text) {
            // Every column of the first line, named by number as --keep names them without a header.
            keptIndices = Array(fields.indices)
            names = fields.indices.map { String($0 + 1) }
            keptNames = names
            return
        }
        names = []
        keptNames = []
        keptIndices = options.keptColumns.map { name in Int(name).flatMap { $0 >= 1 ? $0 - 1 : nil } }
    }

    /// The first name `--keep` gives that is no column of the header, if any.
    func missingKeptColumn(options: CSVInputOptions) -> String? {
        zip(options.keptColumns, keptIndices).first { $0.1 == nil }?.0
    }

    /// How to read a row of this header straight from its bytes (``PlainCSVLayout``): when the
    /// header names the latitude and longitude and nothing else a row is read for (no id, time,
    /// permits, placard, side, heading or accuracy; nothing kept), with a one-byte delimiter;
    /// `nil` otherwise.
    var plainLayout: PlainCSVLayout? {
        guard !isPositional, !keepsAll, keptIndices.isEmpty, columns.count == 2,
            let latitude = columns[.latitude], let longitude = columns[.longitude]
        else { return nil }
        let delimiter: UInt8
        switch splitter.delimiter {
        case .comma: delimiter = UInt8(ascii: ",")
        case .semicolon: delimiter = UInt8(ascii: ";")
        case .tab: delimiter = UInt8(ascii: "\t")
        case .blanks: return nil
        }
        return PlainCSVLayout(
            delimiter: delimiter, fieldCount: names.count, latitude: latitude, longitude: longitude)
    }

    /// The coordinate columns the header lacks: "latitude", "longitude", or none.
    var missingCoordinateColumns: [String] {
        (columns[.latitude] == nil ? ["latitude"] : []) + (columns[.longitude] == nil ? ["longitude"] : [])
    }
}

/// A CSV row whose header asks only for its coordinates (``CSVHeader/plainLayout``), read from
/// its bytes without splitting it into strings — the `lat,lon` header most exports write, as fast
/// as lines without a header. A row it cannot read so (a quote, another number of fields, a
/// number of another form, out of range) is read the general way, which says what is wrong.
struct PlainCSVLayout: Sendable {
    /// The byte between fields.
    let delimiter: UInt8
    /// How many fields a row has: the header's.
    let fieldCount: Int
    /// The fields of the latitude and the longitude.
    let latitude: Int
    let longitude: Int

    /// The coordinate of the row in `bytes` (a line without its line end); `nil` for a row to be
    /// read the general way.
    ///
    /// - Complexity: O(*n*) in the bytes of the row.
    func coordinate(_ bytes: UnsafeBufferPointer<UInt8>) -> Coordinate? {
        guard let base = bytes.baseAddress else { return nil }
        var latitudeValue: Double?
        var longitudeValue: Double?
        var field = 0
        var start = 0
        while true {
            var end = start
            while end < bytes.count, base[end] != delimiter {
                // A quoted field (RFC 4180) is the general reader's.
                if base[end] == UInt8(ascii: "\"") { return nil }
                end += 1
            }
            if field == latitude {
                guard let value = PlainDecimal.value(bytes, in: start..<end) else { return nil }
                latitudeValue = value
            } else if field == longitude {
                guard let value = PlainDecimal.value(bytes, in: start..<end) else { return nil }
                longitudeValue = value
            }
            field += 1
            guard end < bytes.count else { break }
            start = end + 1
        }
        guard field == fieldCount, let latitudeValue, let longitudeValue else { return nil }
        return try? InputValue.coordinate(latitude: latitudeValue, longitude: longitudeValue).get()
    }
}
