import ZoneKit

/// Reads batch input — one place per line, or the features of a GeoJSON document — into
/// ``InputRow``s, one result per row in input order, without holding more than one line (or the
/// one document) in memory.
///
/// The form is decided once, from the first line that is neither blank nor a `#` comment:
///
/// | first line | form |
/// |---|---|
/// | two numbers: `37.76,-122.43`, `37.76 -122.43`, `37.76<TAB>-122.43` | ``Form/coordinates`` |
/// | a header naming columns (`id,lat,lon,at,permits`) | ``Form/csv`` (RFC 4180 quoting) |
/// | a JSON object (`{"lat":…}` or a GeoJSON Feature) | ``Form/jsonLines`` |
/// | a record separator (U+001E) | ``Form/jsonTextSequence`` (RFC 7464, RFC 8142) |
/// | a FeatureCollection or `[`, or a JSON text spread over lines | ``Form/jsonDocument`` |
///
/// Blank lines and lines starting with `#` are skipped everywhere but keep their line numbers. A
/// row that cannot be read comes out as an ``InputRowError`` naming its place, and reading goes on:
/// no row's result depends on another row. Only errors with ``InputRowError/endsInput`` stop the
/// input (it cannot be read, the CSV header lacks a coordinate column, or the document is too
/// large or not JSON); after one, ``next()`` answers `nil`.
///
/// A one-line FeatureCollection (in JSON lines) yields its features as rows; a FeatureCollection is
/// read whole, up to ``maximumDocumentSize`` bytes, since its features only make sense together.
package struct CoordinateRowParser<Source: ByteSource>: BufferedIterator {
    /// One row, or why the row could not be read.
    package typealias Element = Result<InputRow, InputRowError>

    /// The default largest JSON document: 64 MiB.
    package static var defaultMaximumDocumentSize: Int { 64 << 20 }

    /// The shapes input can take.
    package enum Form: Equatable, Sendable {
        /// No line with data has been read yet.
        case undecided
        /// Headerless latitude and longitude, separated by a comma, a tab or blanks.
        case coordinates
        /// A header row, then rows of cells.
        case csv
        /// One JSON object per line (NDJSON): `{"lat":…,"lon":…}` or a GeoJSON Feature.
        case jsonLines
        /// RFC 7464 JSON text sequence (RFC 8142 GeoJSON text sequence): records after U+001E.
        case jsonTextSequence
        /// One JSON document: a FeatureCollection, an array of objects or Features, or one object.
        case jsonDocument
    }

    /// How messages name the input: a path, or `<stdin>`.
    package var sourceName: String { storedSourceName.text }
    private let storedSourceName: InputSourceName
    /// The longest line read, in bytes.
    package let maximumLineLength: Int
    /// The largest JSON document read whole, in bytes.
    package let maximumDocumentSize: Int
    /// The form of the input, once its first line with data has been read.
    package private(set) var form = Form.undecided {
        didSet { plainRows = Self.plainRows(form: form, header: header, options: csvOptions) }
    }
    /// How many bytes of the input the rows handed out so far span (``LineReader/byteOffset``).
    package var byteOffset: Int { reader.byteOffset }
    /// The CSV header's cells once read (with `--keep all`, the names its columns are kept by:
    /// ``CSVHeader/keptNames``); `nil` for input that is not CSV, or before its header.
    package var csvColumnNames: [String]? { header.map { $0.keepsAll ? $0.keptNames : $0.names } }
    /// The input's name as stored for its rows' locations.
    package var storedName: InputSourceName { storedSourceName }
    /// How CSV input is read (`--delimiter`, `--no-header`, `--id-column`); set before the first row.
    package var csvOptions = CSVInputOptions()

    private var reader: LineReader<Source>
    private var header: CSVHeader? {
        didSet { plainRows = Self.plainRows(form: form, header: header, options: csvOptions) }
    }
    private var document: DocumentCursor?
    /// The FeatureCollection being streamed, feature by feature, and the line it starts on.
    private var stream: FeatureStream?
    /// An event of the stream read ahead by ``nextStreamRun(maximumRows:)`` and not used there.
    private var pendingEvent: FeatureStream.Event?

    private mutating func takePendingEvent() -> FeatureStream.Event? {
        defer { pendingEvent = nil }
        return pendingEvent
    }
    private var documentLine = 0
    private var isFinished = false
    /// Whether an object whose `features` array comes before its `type` is streamed (always, but
    /// for the tests that compare a stream with the whole document's reading).
    var streamsFeaturesBeforeType = true

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - source: where the bytes come from.
    ///   - sourceName: how messages name the input: the path as the user gave it, or `<stdin>`.
    ///   - maximumLineLength: the longest line; a longer one is an error row (default 1 MiB).
    ///   - maximumDocumentSize: the largest JSON document (default 64 MiB).
    ///   - chunkSize: how many bytes to read at a time.
    package init(
        source: Source, sourceName: String = InputLocation.standardInputName,
        maximumLineLength: Int = LineReader<Source>.defaultMaximumLineLength,
        maximumDocumentSize: Int = defaultMaximumDocumentSize,
        chunkSize: Int = LineReader<Source>.defaultChunkSize
    ) {
        precondition(maximumDocumentSize >= maximumLineLength, "a document must be allowed to fill a line")
        storedSourceName = InputSourceName(sourceName)
        self.maximumLineLength = maximumLineLength
        self.maximumDocumentSize = maximumDocumentSize
        reader = LineReader(source: source, maximumLineLength: maximumLineLength, chunkSize: chunkSize)
    }

    /// The next row, or why it cannot be read; `nil` at the end of the input (or after an error
    /// that ends it).
    ///
    /// - Complexity: O(*n*) in the bytes of the line; memory O(one line), or O(document) for
    ///   ``Form/jsonDocument``.
    package mutating func next() -> Element? {
        let sourceName = storedSourceName
        if let plain = plainRows, document == nil, !isFinished,
            let row = reader.nextBufferedLine({ bytes, number in
                plain.coordinate(bytes).map {
                    InputRow(location: InputLocation(sourceName: sourceName, line: number), coordinate: $0)
                }
            })
        {
            // The common line, `37.76,-122.43` (alone, under a `lat,lon` header, or as a JSON
            // object of the two), read where it lies in the buffer.
            return .success(row)
        }
        while !isFinished {
            if stream != nil { return nextStreamRow() }
            if let row = nextDocumentRow() { return row }
            let line: InputLine
            do {
                // Until the form is known, a first line that opens a JSON object or array may be
                // a whole one-line FeatureCollection: let it be as long as a document may be.
                var lineLimit = maximumLineLength
                if form == .undecided, reader.framing != .textSequence,
                    let first = try reader.peekFirstSignificantByte(),
                    first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
                {
                    lineLimit = maximumDocumentSize
                }
                reader.maximumLineLength = lineLimit
                defer { reader.maximumLineLength = maximumLineLength }
                guard let next = try reader.next() else {
                    isFinished = true
                    return nil
                }
                line = next
            } catch {
                return finish(InputRowError(.readFailed(error), at: location(reader.lineNumber), endsInput: true))
            }
            switch line.content {
            case .tooLong(let limit):
                if form == .undecided, limit == maximumDocumentSize, limit > maximumLineLength {
                    form = .jsonLines
                    return .failure(InputRowError(.documentTooLarge(limit: limit), at: location(line.number)))
                }
                return .failure(InputRowError(.lineTooLong(limit: limit), at: location(line.number)))
            case .invalidUTF8(let column, 0):
                // A NUL byte is in no text: the input is binary (a zip, an image, a database), and
                // reading on would report every "line" of it.
                return finish(InputRowError(.binaryInput, at: location(line.number, column), endsInput: true))
            case .invalidUTF8(let column, let byte):
                return .failure(InputRowError(.invalidUTF8(byte: byte), at: location(line.number, column)))
            case .text(let text):
                guard let first = Self.firstSignificantCharacter(of: text), first != "#" else { continue }
                switch form {
                case .undecided:
                    if let row = decideForm(text, first: first, line: line.number) { return row }
                case .coordinates:
                    return TextRowReader(sourceName: storedSourceName).coordinatesRow(text, line: line.number)
                case .csv:
                    guard let header else { continue }
                    return csvRecord(startingWith: text, line: line.number, header: header)
                case .jsonLines, .jsonTextSequence, .jsonDocument:
                    return jsonRow(text, line: line.number)
                }
            }
        }
        return nil
    }

    /// How rows may be read straight from the buffer (``PlainRows``): lines without a header, rows
    /// under a header that asks for the coordinates alone, NDJSON objects of the two; `nil` for
    /// other input, and where a row may carry more (`--keep`, `--id-column`).
    private(set) var plainRows: PlainRows?

    private static func plainRows(form: Form, header: CSVHeader?, options: CSVInputOptions) -> PlainRows? {
        switch form {
        case .coordinates: .pair
        case .csv: header?.plainLayout.map(PlainRows.csv)
        case .jsonLines where options.keptColumns.isEmpty && !options.keepsAll && options.idColumn == nil:
            .jsonObject
        default: nil
        }
    }

    /// Whether rows may be read straight from the buffer, in runs (``plainRows``).
    package var readsPlainRows: Bool { plainRows != nil || streamsPlainFeatures }

    /// The plain coordinate lines (`37.76,-122.43`) at hand in the reader's buffer, up to
    /// `maximumRows` of them, as one block: the rows ``next()`` would give for them, without making
    /// each its ``InputRow``. `nil` when the input is not in ``Form/coordinates`` or the next line
    /// is not such a line or not at hand; ``next()`` then reads it as usual.
    ///
    /// - Complexity: O(*n*) in the bytes of the lines.
    mutating func nextCoordinateRun(maximumRows: Int) -> InputBlock? {
        if stream != nil { return nextStreamRun(maximumRows: maximumRows) }
        guard let plain = plainRows, document == nil, !isFinished else { return nil }
        var coordinates: [Coordinate] = []
        var firstLine = 0
        reader.nextBufferedLines(upTo: maximumRows, into: &coordinates) { bytes, number in
            guard let coordinate = plain.coordinate(bytes) else { return nil }
            if firstLine == 0 { firstLine = number }
            return coordinate
        }
        guard !coordinates.isEmpty else { return nil }
        return InputBlock(source: storedSourceName, firstLine: firstLine, coordinates: coordinates)
    }

    /// The CSV row whose record starts with `text` on `line`: while a quoted field is open at the
    /// end of a line, the next line belongs to the record (RFC 4180), joined by a line feed. The
    /// record is held to ``maximumLineLength`` like a line; a quote never closed runs to the end
    /// of the input and is reported at the line where the record starts.
    private mutating func csvRecord(startingWith text: String, line: Int, header: CSVHeader) -> Element {
        let rows = TextRowReader(sourceName: storedSourceName)
        guard header.splitter.endsInsideQuotes(text, startingInside: false) else {
            return rows.csvRow(text, line: line, header: header)
        }
        var record = text
        var inside = true
        while inside {
            let next: InputLine?
            do {
                next = try reader.next()
            } catch {
                return finish(InputRowError(.readFailed(error), at: location(reader.lineNumber), endsInput: true))
            }
            guard let next else { break }
            switch next.content {
            case .text(let more):
                record += "\n"
                record += more
                inside = header.splitter.endsInsideQuotes(more, startingInside: true)
            case .tooLong(let limit):
                return .failure(InputRowError(.lineTooLong(limit: limit), at: location(next.number)))
            case .invalidUTF8(let column, 0):
                return finish(InputRowError(.binaryInput, at: location(next.number, column), endsInput: true))
            case .invalidUTF8(let column, let byte):
                return .failure(InputRowError(.invalidUTF8(byte: byte), at: location(next.number, column)))
            }
            if record.utf8.count > maximumLineLength {
                return .failure(InputRowError(.recordTooLong(limit: maximumLineLength), at: location(line)))
            }
        }
        return rows.csvRow(record, line: line, header: header)
    }

    /// Reads the first line with data, deciding the form; `nil` when the line is a CSV header.
    private mutating func decideForm(_ text: String, first: Character, line: Int) -> Element? {
        if reader.framing == .textSequence {
            form = .jsonTextSequence
            return jsonRow(text, line: line)
        }
        if first == "[" { return readDocument(startingWith: text, line: line) }
        if first == "{" {
            // The first line may be as long as a document (a one-line FeatureCollection); any
            // other line of JSON is held to the line limit, as every form's lines are.
            let isLong = text.utf8.count > maximumLineLength
            switch parseJSON(text) {
            case .success(let parsed):
                form = .jsonLines
                if isLong, !JSONRowReader.isFeatureCollection(parsed.root) {
                    return .failure(InputRowError(.lineTooLong(limit: maximumLineLength), at: location(line)))
                }
                return row(from: parsed.root, line: line)
            case .failure(let error):
                if case .unexpectedEnd(let construct, _) = error.reason {
                    // `{` opening a document spread over lines, unless the next line starts
                    // another object (then this line is a broken JSON line of its own). A line
                    // that ends in an open array — `{"type":"FeatureCollection","features":[` —
                    // opens a document even then: one feature per line is how GeoJSON is often
                    // laid out (parkcheck's own GeoJSON output among others).
                    if case .array = construct { return readDocument(startingWith: text, line: line) }
                    let next: UInt8?
                    do {
                        next = try reader.peekFirstSignificantByte()
                    } catch {
                        return finish(InputRowError(.readFailed(error), at: location(line + 1), endsInput: true))
                    }
                    if next != UInt8(ascii: "{") { return readDocument(startingWith: text, line: line) }
                }
                form = .jsonLines
                if isLong {
                    return .failure(InputRowError(.lineTooLong(limit: maximumLineLength), at: location(line)))
                }
                return .failure(InputRowError(.invalidJSON(error), at: jsonLocation(error.location, line: line)))
            }
        }
        if !csvOptions.hasHeader {
            let header = CSVHeader(positionalFor: text, line: line, options: csvOptions)
            form = .csv
            self.header = header
            return csvRecord(startingWith: text, line: line, header: header)
        }
        if let header = CSVHeader(text, line: line, options: csvOptions) {
            let missing = header.missingCoordinateColumns
            guard missing.isEmpty else {
                let reason = InputRowError.Reason.missingColumns(missing: missing, header: header.names)
                return finish(InputRowError(reason, at: location(line), endsInput: true))
            }
            if let idColumn = csvOptions.idColumn, header.columns[.id] == nil {
                let reason = InputRowError.Reason.missingIDColumn(idColumn, header: header.names)
                return finish(InputRowError(reason, at: location(line), endsInput: true))
            }
            if let name = header.missingKeptColumn(options: csvOptions) {
                let reason = InputRowError.Reason.missingKeptColumn(name, header: header.names)
                return finish(InputRowError(reason, at: location(line), endsInput: true))
            }
            form = .csv
            self.header = header
            return nil
        }
        form = .coordinates
        return TextRowReader(sourceName: storedSourceName).coordinatesRow(text, line: line)
    }

    /// A JSON line or text-sequence record: one row, or the first feature of a FeatureCollection.
    private mutating func jsonRow(_ text: String, line: Int) -> Element? {
        // An object that names itself with nothing else to read, straight from its bytes.
        if readsNamedRows, let named = text.utf8.withContiguousStorageIfAvailable(NamedRows.object) ?? nil {
            return .success(InputRow(location: location(line), id: named.id, coordinate: named.coordinate))
        }
        switch parseJSON(text) {
        case .success(let parsed): return row(from: parsed.root, line: line)
        case .failure(let error):
            return .failure(InputRowError(.invalidJSON(error), at: jsonLocation(error.location, line: line)))
        }
    }

    /// The row for a parsed JSON text, or the first row of a FeatureCollection.
    private mutating func row(from root: JSONNode, line: Int) -> Element? {
        var rows = JSONRowReader(sourceName: storedSourceName, baseLine: line, columnShift: columnShift)
        rows.idMember = csvOptions.idColumn
        rows.keptMembers = csvOptions.keptColumns
        rows.keepsAll = csvOptions.keepsAll
        if JSONRowReader.isFeatureCollection(root) {
            return startDocument(root, rows: rows)
        }
        return rows.row(from: root)
    }

    /// Reads the rest of the input as one JSON document that starts with `text` on `line`.
    ///
    /// A FeatureCollection is streamed instead (``FeatureStream``): read and answered feature by
    /// feature, in the memory of one feature, whatever its size. So is an object whose `features`
    /// array comes before its `type`, which is checked at the end: one that turns out to be no
    /// FeatureCollection has had its features answered, and ends in an error that says so.
    private mutating func readDocument(startingWith text: String, line: Int) -> Element? {
        form = .jsonDocument
        var bytes = Array(text.utf8)
        reader.maximumLineLength = maximumDocumentSize
        defer { reader.maximumLineLength = maximumLineLength }
        var mayStream = true
        while true {
            if mayStream {
                let prefix = FeatureStream.prefix(of: bytes)
                switch prefix {
                case .features(let opening), .featuresBeforeType(let opening):
                    let typeFollows = prefix == .featuresBeforeType(openingAt: opening)
                    guard streamsFeaturesBeforeType || !typeFollows else {
                        mayStream = false
                        break
                    }
                    stream = FeatureStream(
                        bytes: bytes, opening: opening, line: line, maximumElementLength: maximumLineLength,
                        typeFollows: typeFollows)
                    documentLine = line
                    return nextStreamRow()
                case .notStreamable: mayStream = false
                case .needsMore: mayStream = bytes.count <= maximumLineLength
                }
            }
            let next: InputLine?
            do {
                next = try reader.next()
            } catch {
                return finish(InputRowError(.readFailed(error), at: location(reader.lineNumber), endsInput: true))
            }
            guard let next else { break }
            switch next.content {
            case .text(let more):
                bytes.append(0x0A)
                bytes.append(contentsOf: more.utf8)
            case .tooLong:
                let reason = InputRowError.Reason.documentTooLarge(limit: maximumDocumentSize)
                return finish(InputRowError(reason, at: location(line), endsInput: true))
            case .invalidUTF8(let column, let byte):
                let place = JSONLocation(offset: bytes.count, line: next.number - line + 1, column: column)
                let error = JSONError(.invalidUTF8(bytes: [byte]), at: place)
                return finish(
                    InputRowError(.invalidDocument(error), at: jsonLocation(place, line: line), endsInput: true))
            }
            if bytes.count > maximumDocumentSize {
                let reason = InputRowError.Reason.documentTooLarge(limit: maximumDocumentSize)
                return finish(InputRowError(reason, at: location(line), endsInput: true))
            }
        }
        let parsed: JSONDocument
        switch parseJSON(bytes) {
        case .success(let document): parsed = document
        case .failure(let error):
            return finish(
                InputRowError(.invalidDocument(error), at: jsonLocation(error.location, line: line), endsInput: true))
        }
        var rows = JSONRowReader(sourceName: storedSourceName, baseLine: line, columnShift: 0)
        rows.idMember = csvOptions.idColumn
        rows.keptMembers = csvOptions.keptColumns
        rows.keepsAll = csvOptions.keepsAll
        let root = parsed.root
        if root.kind == .array { return startElements(root, rows: rows) }
        if JSONRowReader.isFeatureCollection(root) { return startDocument(root, rows: rows) }
        return rows.row(from: root)
    }

    /// Starts handing out the features of a FeatureCollection.
    private mutating func startDocument(_ root: JSONNode, rows: JSONRowReader) -> Element? {
        guard let features = root["features"], features.kind == .array else {
            let found = root["features"]?.kind ?? .null
            let reason = InputRowError.Reason.wrongType(
                field: "features", expected: "an array of Features", found: found)
            return .failure(InputRowError(reason, at: rows.location(of: (root["features"] ?? root).location)))
        }
        return startElements(features, rows: rows)
    }

    private mutating func startElements(_ array: JSONNode, rows: JSONRowReader) -> Element? {
        let elements = array.elements
        document = DocumentCursor(elements: elements, position: elements.startIndex, rows: rows)
        return nextDocumentRow() ?? next()
    }

    /// Whether the next row is at hand: the rest of a document already read, or a whole line in the
    /// reader's buffer.
    package var hasBufferedElement: Bool {
        if let document { return document.position < document.elements.endIndex }
        if let stream { return pendingEvent != nil || stream.hasPendingBytes || reader.hasBufferedLine }
        return !isFinished && reader.hasBufferedLine
    }

    /// The next element of the document being read, or `nil` when there is none (left).
    private mutating func nextDocumentRow() -> Element? {
        guard var cursor = document else { return nil }
        guard cursor.position < cursor.elements.endIndex else {
            document = nil
            return nil
        }
        let node = cursor.elements[cursor.position]
        cursor.position = cursor.elements.index(after: cursor.position)
        document = cursor
        return cursor.rows.row(from: node)
    }

    private mutating func finish(_ error: InputRowError) -> Element {
        isFinished = true
        document = nil
        stream = nil
        pendingEvent = nil
        return .failure(error)
    }

    /// The next row of the FeatureCollection being streamed, reading lines as it needs them; at
    /// the end of the array, the rest of the input is read and checked to close the document.
    private mutating func nextStreamRow() -> Element? {
        reader.maximumLineLength = maximumDocumentSize
        defer { reader.maximumLineLength = maximumLineLength }
        // The stream is mutated where it is stored (`stream?.…`): a copy of it would share its
        // buffers, and each change would copy them.
        while let event = takePendingEvent() ?? stream?.next() {
            switch event {
            case .element(let bytes, let line, let column):
                // A Point Feature with nothing else to read, straight from its bytes.
                if streamsPlainFeatures, let coordinate = bytes.withUnsafeBufferPointer(PlainRows.plainPointFeature) {
                    return .success(InputRow(location: location(line), coordinate: coordinate))
                }
                // A Point Feature with an id or properties and nothing else to read.
                if readsNamedRows, let named = bytes.withUnsafeBufferPointer(NamedRows.pointFeature) {
                    return .success(InputRow(location: location(line), id: named.id, coordinate: named.coordinate))
                }
                var rows = JSONRowReader(sourceName: storedSourceName, baseLine: line, columnShift: column - 1)
                rows.idMember = csvOptions.idColumn
                rows.keptMembers = csvOptions.keptColumns
                rows.keepsAll = csvOptions.keepsAll
                switch parseJSON(bytes) {
                case .success(let parsed): return rows.row(from: parsed.root)
                case .failure(var error):
                    // A location the message names is the document's, as its whole reading gives it.
                    func inDocument(_ place: JSONLocation) -> JSONLocation {
                        let input = rows.location(of: place)
                        return JSONLocation(
                            offset: place.offset, line: input.line - documentLine + 1,
                            column: input.column ?? place.column)
                    }
                    switch error.reason {
                    case .duplicateKey(let key, let first): error.reason = .duplicateKey(key, first: inDocument(first))
                    case .unexpectedEnd(let construct, let start):
                        error.reason = .unexpectedEnd(inside: construct, start: inDocument(start))
                    default: break
                    }
                    return finish(
                        InputRowError(.invalidDocument(error), at: rows.location(of: error.location), endsInput: true))
                }
            case .tooLong(let line, let column):
                return .failure(InputRowError(.featureTooLong(limit: maximumLineLength), at: location(line, column)))
            case .malformed(let found, let expectedValue, let line, let column):
                let place = JSONLocation(offset: 0, line: line - documentLine + 1, column: column)
                let reason: JSONError.Reason =
                    found.map { .unexpectedCharacter(found: $0, expected: expectedValue ? .value : .commaOrArrayEnd) }
                    ?? .trailingComma(in: .array)
                return finish(
                    InputRowError(
                        .invalidDocument(JSONError(reason, at: place)), at: location(line, column), endsInput: true))
            case .arrayEnded where stream?.hasPendingBytes == true:
                continue
            case .needsInput, .arrayEnded:
                if feedBufferedLine() { continue }
                let next: InputLine?
                do {
                    next = try reader.next()
                } catch {
                    return finish(InputRowError(.readFailed(error), at: location(reader.lineNumber), endsInput: true))
                }
                guard let next else { return endStream(arrayEnded: event == .arrayEnded) }
                switch next.content {
                case .text(var text): text.withUTF8 { stream?.feed($0, line: next.number) }
                case .tooLong:
                    let reason = InputRowError.Reason.documentTooLarge(limit: maximumDocumentSize)
                    return finish(InputRowError(reason, at: location(next.number), endsInput: true))
                case .invalidUTF8(let column, let byte):
                    let error = JSONError(
                        .invalidUTF8(bytes: [byte]), at: JSONLocation(offset: 0, line: 1, column: column))
                    return finish(
                        InputRowError(.invalidDocument(error), at: location(next.number, column), endsInput: true))
                }
            }
        }
        return nil
    }

    /// The plain Point features next in the stream, one per line on consecutive lines, up to
    /// `maximumRows` and as far as the input is at hand, as one block; `nil` when the next is
    /// another feature (kept for ``nextStreamRow()``) or none is at hand.
    private mutating func nextStreamRun(maximumRows: Int) -> InputBlock? {
        guard pendingEvent == nil, streamsPlainFeatures else { return nil }
        var coordinates: [Coordinate] = []
        var firstLine = 0
        var count = 0
        // Whether the buffered lines were just tried and the next was not a plain feature line.
        var triedLines = false
        while count < maximumRows {
            // Between lines, the common layout — one feature a line — is read line by line straight
            // from the reader's buffer, as plain coordinate lines are.
            if stream?.isBetweenLines == true, !triedLines {
                triedLines = true
                var expectsElement = true
                var lastLine = 0
                var lastComma: Int?
                reader.nextBufferedLines(upTo: maximumRows, into: &coordinates) { bytes, number in
                    guard expectsElement, firstLine == 0 || number == firstLine + count,
                        let (coordinate, comma) = PlainRows.plainFeatureLine(bytes)
                    else { return nil }
                    if firstLine == 0 { firstLine = number }
                    (expectsElement, lastComma, lastLine, count) = (comma != nil, comma, number, count + 1)
                    return coordinate
                }
                if lastLine > 0 {
                    stream?.skippedLines(through: lastLine, commaColumn: lastComma)
                    triedLines = false
                    continue
                }
            }
            // Otherwise one event, the stream's way; back to the lines as soon as it is between
            // them (after a feature and its comma), or every later line would be read its way.
            guard var event = stream?.next() else { break }
            if event == .needsInput {
                if stream?.isBetweenLines == true, !triedLines { continue }
                if feedBufferedLine(), let next = stream?.next() { event = next }
            }
            guard case .element(let bytes, let line, _) = event, firstLine == 0 || line == firstLine + count,
                let coordinate = bytes.withUnsafeBufferPointer(PlainRows.plainPointFeature)
            else {
                if event != .needsInput { pendingEvent = event }
                break
            }
            if firstLine == 0 { firstLine = line }
            coordinates.append(coordinate)
            count += 1
            triedLines = false
        }
        guard !coordinates.isEmpty else { return nil }
        return InputBlock(source: storedSourceName, firstLine: firstLine, coordinates: coordinates)
    }

    /// Whether a streamed FeatureCollection's plain Point features may be read as bare
    /// coordinates: nothing else of a row is asked for (`--keep`, `--id-column`).
    private var streamsPlainFeatures: Bool { stream != nil && readsNamedRows }

    /// Whether rows that name themselves may be read straight from their bytes (``NamedRows``):
    /// a row's `id` is the row's own and nothing else of it is kept (`--keep`, `--id-column`).
    private var readsNamedRows: Bool {
        csvOptions.keptColumns.isEmpty && !csvOptions.keepsAll && csvOptions.idColumn == nil
    }

    /// Feeds the stream the next line if the reader has it whole in its buffer, as bytes: no
    /// string is made, and its UTF-8 is checked where it matters (the JSON parser reads every
    /// feature that is not plain ASCII; the rest between features must be ASCII). Whether it did.
    private mutating func feedBufferedLine() -> Bool {
        guard var current = stream else { return false }
        // Taken out while the reader feeds it, so that its buffers stay its own.
        stream = nil
        defer { stream = current }
        return reader.nextBufferedLine { bytes, number -> Bool? in
            current.feed(bytes, line: number)
            return true
        } != nil
    }

    /// The end of the input while streaming: the document must have closed its array, and what
    /// followed must close it as JSON (`}`, or more members and `}`).
    private mutating func endStream(arrayEnded: Bool) -> Element? {
        guard let current = stream else { return nil }
        // Locations in the document, as its whole reading gives them (lines counted from its first).
        func place(_ line: Int, _ column: Int) -> JSONLocation {
            JSONLocation(offset: 0, line: line - documentLine + 1, column: column)
        }
        guard arrayEnded else {
            let error = JSONError(
                .unexpectedEnd(inside: .array, start: place(current.opening.line, current.opening.column)),
                at: place(current.end.line, current.end.column))
            return finish(
                InputRowError(
                    .invalidDocument(error), at: location(current.end.line, current.end.column), endsInput: true))
        }
        // The members around the array were skipped by brackets and strings: the rest is checked
        // as the end of an object with an empty array in it, `{"features":[]` (14 bytes) standing
        // for everything up to the `]`.
        let stand = Array(#"{"features":[]"#.utf8)
        switch parseJSON(stand + current.suffix) {
        case .failure(var error):
            let start = current.suffixStart
            let line = start.line + error.location.line - 1
            let column =
                error.location.line == 1
                ? start.column + error.location.column - stand.count - 1 : error.location.column
            error.location = place(line, column)
            return finish(InputRowError(.invalidDocument(error), at: location(line, column), endsInput: true))
        case .success(let rest) where current.typeFollows && !JSONRowReader.isFeatureCollection(rest.root):
            let type = rest.root["type"].map { node in
                node.stringValue.map { "'\(InputRowError.Reason.shown($0))'" } ?? "\(node.kind)"
            }
            return finish(
                InputRowError(.notAFeatureCollection(type: type), at: location(documentLine), endsInput: true))
        case .success: break
        }
        stream = nil
        isFinished = true
        return nil
    }

    private var columnShift: Int { form == .jsonTextSequence ? 1 : 0 }

    private func parseJSON<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Result<JSONDocument, JSONError> {
        Result { () throws(JSONError) -> JSONDocument in try JSONParser.parse(bytes) }
    }

    private func parseJSON(_ text: String) -> Result<JSONDocument, JSONError> {
        // A record separator may lead a line of a text sequence read line by line.
        parseJSON(text.utf8.drop { $0 == 0x1E })
    }

    private func location(_ line: Int, _ column: Int? = nil) -> InputLocation {
        InputLocation(sourceName: storedSourceName, line: line, column: column)
    }

    private func jsonLocation(_ place: JSONLocation, line: Int) -> InputLocation {
        JSONRowReader(sourceName: storedSourceName, baseLine: line, columnShift: columnShift).location(of: place)
    }

    /// The first character that is not a blank, carriage return or record separator.
    private static func firstSignificantCharacter(of text: String) -> Character? {
        text.first { $0 != " " && $0 != "\t" && $0 != "\r" && $0 != "\u{1E}" && $0 != "\n" }
    }
}

extension CoordinateRowParser {
    /// Where reading a JSON document's rows has got to.
    private struct DocumentCursor {
        let elements: JSONNode.Elements
        var position: JSONNode.Index
        let rows: JSONRowReader
    }
}

extension CoordinateRowParser: Sendable where Source: Sendable {}
