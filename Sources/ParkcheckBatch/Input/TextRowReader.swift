import ZoneKit

/// Reads one row from a line of text: headerless `lat,lon`, `lat lon` or `lat<TAB>lon`, or a CSV
/// row under a ``CSVHeader``.
struct TextRowReader: Sendable {
    /// How messages name the input.
    let sourceName: InputSourceName

    /// A headerless line: exactly two numbers, latitude first.
    func coordinatesRow(_ text: String, line: Int) -> Result<InputRow, InputRowError> {
        if let coordinate = Self.plainPair(text) {
            return .success(InputRow(location: location(line), coordinate: coordinate))
        }
        return splitCoordinatesRow(text, line: line)
    }

    /// ``coordinatesRow(_:line:)`` for any line: split into fields, each read and checked.
    func splitCoordinatesRow(_ text: String, line: Int) -> Result<InputRow, InputRowError> {
        let splitter = CSVLineSplitter(delimiter: CSVLineSplitter.Delimiter(guessingFrom: text))
        let fields: [CSVLineSplitter.Field]
        switch splitter.split(text) {
        case .success(let split): fields = split
        case .failure(let problem): return .failure(error(problem, line: line))
        }
        guard fields.count == 2 else {
            return .failure(InputRowError(.valueCount(found: fields.count), at: location(line)))
        }
        return coordinate(latitude: fields[0], longitude: fields[1], line: line, rowID: nil).map {
            InputRow(location: location(line), coordinate: $0)
        }
    }

    /// A CSV row: its cells read by the header's columns. Missing trailing cells count as empty;
    /// more cells than the header has is an error. `text` is the whole record, which spans lines
    /// when a quoted field holds a line break (joined by LF); `line` is the line it starts on.
    func csvRow(_ text: String, line: Int, header: CSVHeader) -> Result<InputRow, InputRowError> {
        let fields: [CSVLineSplitter.Field]
        switch header.splitter.split(text) {
        case .success(let split): fields = split
        case .failure(let problem): return .failure(error(problem, line: line))
        }
        if header.keepsAll {
            // Every cell by its column's name (without a header, its number: rows may be longer
            // than the first).
            let names = header.isPositional ? fields.indices.map { String($0 + 1) } : header.keptNames
            let cells = names.enumerated().map { index, name in
                (name, index < fields.count ? JSONValue.string(fields[index].text) : .null)
            }
            return csvRow(fields, line: line, header: header).keeping([.object(JSONObject(uniqueMembers: cells))])
        }
        guard !header.keptIndices.isEmpty else { return csvRow(fields, line: line, header: header) }
        // The kept cells go with the row whatever becomes of it: a row in error keeps them too.
        let kept = header.keptIndices.map { index in
            index.flatMap { $0 < fields.count ? JSONValue.string(fields[$0].text) : nil } ?? .null
        }
        return csvRow(fields, line: line, header: header).keeping(kept)
    }

    private func csvRow(
        _ fields: [CSVLineSplitter.Field], line: Int, header: CSVHeader
    ) -> Result<InputRow, InputRowError> {
        guard header.isPositional || fields.count <= header.names.count else {
            let reason = InputRowError.Reason.fieldCount(
                found: fields.count, expected: header.names.count, headerLine: header.line)
            return .failure(InputRowError(reason, at: location(line)))
        }
        func cell(_ column: InputValue.Column) -> CSVLineSplitter.Field? {
            guard let index = header.columns[column], index < fields.count, !fields[index].text.isEmpty else {
                return nil
            }
            return fields[index]
        }
        let id = cell(.id)?.text
        guard let latitude = cell(.latitude) else {
            return .failure(InputRowError(.missingValue(field: "latitude"), at: location(line), rowID: id))
        }
        guard let longitude = cell(.longitude) else {
            return .failure(InputRowError(.missingValue(field: "longitude"), at: location(line), rowID: id))
        }
        let coordinate: Coordinate
        switch self.coordinate(latitude: latitude, longitude: longitude, line: line, rowID: id) {
        case .success(let value): coordinate = value
        case .failure(let error): return .failure(error)
        }
        var row = InputRow(location: location(line), id: id, coordinate: coordinate)
        if let at = cell(.at) {
            switch InputValue.instant(at.text) {
            case .success(let parsed):
                (row.at, row.instant, row.arrivalAdjustment) = (at.text, parsed.instant, parsed.adjustment)
            case .failure(let reason): return .failure(InputRowError(reason, at: location(line, at), rowID: id))
            }
        }
        if let permits = cell(.permits) { row.permits = InputValue.permits(permits.text) }
        if let placard = cell(.placard) {
            switch InputValue.placard(placard.text) {
            case .success(let flag): row.placard = flag
            case .failure(let reason):
                return .failure(InputRowError(reason, at: location(line, placard), rowID: id))
            }
        }
        // A bad value fails the row at its cell, as the time and the placard do.
        func read<Value>(
            _ column: InputValue.Column, _ parse: (String) -> Result<Value, InputRowError.Reason>
        ) -> Result<Value?, InputRowError> {
            guard let field = cell(column) else { return .success(nil) }
            return parse(field.text).map { $0 }.mapError { InputRowError($0, at: location(line, field), rowID: id) }
        }
        switch (read(.side, InputValue.side), read(.heading, InputValue.heading), read(.accuracy, InputValue.accuracy))
        {
        case (.failure(let error), _, _), (_, .failure(let error), _), (_, _, .failure(let error)):
            return .failure(error)
        case (.success(let side), .success(let heading), .success(let accuracy)):
            (row.side, row.heading, row.accuracy) = (side, heading, accuracy)
        }
        return .success(row)
    }

    /// The coordinate of a line that is just two plain decimals and one separator
    /// (`37.645475,-122.362282`), within range; `nil` for any other line, which is then read the
    /// general way. Most batch lines look like this, and reading them without splitting them into
    /// strings is what lets one reader thread keep up with every core answering.
    static func plainPair(_ text: String) -> Coordinate? {
        var text = text
        return text.withUTF8 { plainPair($0) }
    }

    /// The coordinate of the bytes of a line; `nil` as well for bytes that are not
    /// such a line (it takes only ASCII digits, signs, points and one separator, so never a line
    /// that is not UTF-8).
    static func plainPair(_ bytes: UnsafeBufferPointer<UInt8>) -> Coordinate? {
        // The latitude is read up to where it stops, which must be the separator: no separator
        // can be part of a plain decimal, so this is the line's first one (looking for it first
        // read every byte of the latitude twice).
        guard let (latitude, separator) = PlainDecimal.number(bytes, from: 0, to: bytes.count),
            separator < bytes.count,
            bytes[separator] == UInt8(ascii: ",") || bytes[separator] == UInt8(ascii: "\t")
                || bytes[separator] == UInt8(ascii: " "),
            let longitude = PlainDecimal.value(bytes, in: separator + 1..<bytes.count)
        else { return nil }
        return try? InputValue.coordinate(latitude: latitude, longitude: longitude).get()
    }

    private func coordinate(
        latitude: CSVLineSplitter.Field, longitude: CSVLineSplitter.Field, line: Int, rowID: String?
    ) -> Result<Coordinate, InputRowError> {
        guard let latitudeValue = InputValue.degrees(latitude.text) else {
            let reason = InputRowError.Reason.notANumber(field: "latitude", text: latitude.text)
            return .failure(InputRowError(reason, at: location(line, latitude), rowID: rowID))
        }
        guard let longitudeValue = InputValue.degrees(longitude.text) else {
            let reason = InputRowError.Reason.notANumber(field: "longitude", text: longitude.text)
            return .failure(InputRowError(reason, at: location(line, longitude), rowID: rowID))
        }
        return InputValue.coordinate(latitude: latitudeValue, longitude: longitudeValue).mapError { reason in
            let field = if case .longitudeOutOfRange = reason { longitude } else { latitude }
            return InputRowError(reason, at: location(line, field), rowID: rowID)
        }
    }

    private func error(_ problem: CSVLineSplitter.Problem, line: Int) -> InputRowError {
        switch problem {
        case .unterminatedQuote(let column, let offset):
            return InputRowError(.unterminatedQuote, at: location(line, offset == 0 ? column : nil))
        case .textAfterQuote(let column, let offset):
            return InputRowError(.textAfterQuote, at: location(line, offset == 0 ? column : nil))
        }
    }

    /// Where `field` of the record starting on `line` is: the record's line (its record, its
    /// error and its answer carry the same line), with the field's column when the field is on it.
    private func location(_ line: Int, _ field: CSVLineSplitter.Field) -> InputLocation {
        location(line, field.line == 0 ? field.column : nil)
    }

    private func location(_ line: Int, _ column: Int? = nil) -> InputLocation {
        InputLocation(sourceName: sourceName, line: line, column: column)
    }
}
