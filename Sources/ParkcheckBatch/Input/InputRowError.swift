import ZoneKit

/// Why a row of batch input cannot be answered (or, for a few reasons, why the input as a whole
/// cannot be read), and where.
///
/// `description` reads `points.csv:12:9: longitude 'abc' is not a number …`; the CLI prints it as
/// `parkcheck: error (at points.csv:12:9): …` and writes the row's record with the message.
package struct InputRowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    package var location: InputLocation
    /// The row's id, when it could be read before the problem was found.
    package var rowID: String?
    /// What is wrong.
    package var reason: Reason

    /// Whether nothing after this error is read: the input as a whole is unusable (it cannot be
    /// read, a CSV header lacks a coordinate column, a GeoJSON document is too large or not JSON).
    package var endsInput: Bool
    /// The values of the input columns the row keeps (`--keep`), as far as they could be read:
    /// a row in error keeps them too (``InputRow/kept``).
    package var kept: [JSONValue] = []

    /// Creates an error.
    package init(_ reason: Reason, at location: InputLocation, rowID: String? = nil, endsInput: Bool = false) {
        self.reason = reason
        self.location = location
        self.rowID = rowID
        self.endsInput = endsInput
    }

    /// A sentence saying what is wrong and what to do, without the location.
    package var message: String { reason.message(line: location.line) }

    /// `location: message`.
    package var description: String { "\(location): \(message)" }

    /// The ways a row (or the input) can fail. An `Error` itself, so that value readers can throw
    /// it before the place is attached.
    package enum Reason: Error, Equatable, Sendable {
        /// The line is longer than `limit` bytes; it was skipped.
        case lineTooLong(limit: Int)
        /// The line holds `byte`, which is not UTF-8 (the column is in the location).
        case invalidUTF8(byte: UInt8)
        /// The input cannot be read any further.
        case readFailed(InputReadError)
        /// A GeoJSON (or JSON array) document is larger than `limit` bytes.
        case documentTooLarge(limit: Int)
        /// A GeoJSON (or JSON array) document is not JSON.
        case invalidDocument(JSONError)
        /// The CSV header names no column for `missing` ("latitude", "longitude"); `header` is what it has.
        case missingColumns(missing: [String], header: [String])
        /// A NUL byte: the input is binary, not text (reading stops).
        case binaryInput
        /// The CSV header has no column named `name`, which `--id-column` asks for.
        case missingIDColumn(String, header: [String])
        /// The CSV header has no column named `name`, which `--keep` asks for.
        case missingKeptColumn(String, header: [String])
        /// A headerless line does not hold exactly two values.
        case valueCount(found: Int)
        /// A CSV row has `found` fields where the header on line `headerLine` has `expected`.
        case fieldCount(found: Int, expected: Int, headerLine: Int)
        /// A CSV field opens a quote that the line does not close.
        case unterminatedQuote
        /// A CSV record whose quoted field spans lines grew past `limit` bytes without the field
        /// closing.
        case recordTooLong(limit: Int)
        /// A feature of a streamed FeatureCollection is longer than `limit` bytes; it was skipped.
        case featureTooLong(limit: Int)
        /// A CSV field has text after its closing quote.
        case textAfterQuote
        /// `field` (latitude, longitude …) is missing or empty.
        case missingValue(field: String)
        /// `field` is `text`, which is not a decimal number.
        case notANumber(field: String, text: String)
        /// The latitude is outside −90…90; `longitude` is the row's other value, for the
        /// did-you-swap hint.
        case latitudeOutOfRange(Double, longitude: Double)
        /// The longitude is outside −180…180.
        case longitudeOutOfRange(Double)
        /// The line is not JSON.
        case invalidJSON(JSONError)
        /// `field` is JSON of the wrong kind.
        case wrongType(field: String, expected: String, found: JSONNode.Kind)
        /// A JSON line is not an object.
        case notAnObject(found: JSONNode.Kind)
        /// A GeoJSON object of a `type` that names no single place (a LineString, a FeatureCollection on one line …).
        case unsupportedType(String)
        /// A Feature whose geometry is null.
        case missingGeometry
        /// A document whose `features` array came before any `type`, and whose `type` after it is
        /// not `"FeatureCollection"` (`type` as shown: `'Foo'`, `a number`; `nil` when it has
        /// none): read as one all the same.
        case notAFeatureCollection(type: String?)
        /// `at` is not a date-time parkcheck understands.
        case invalidTime(TimeParseError)
        /// A placard cell that is not yes or no.
        case invalidPlacard(String)
        /// A side that is neither left nor right nor a compass point.
        case invalidSide(String)
        /// `field` (heading, accuracy) is `text`, which is not `expected`.
        case invalidNumber(field: String, text: String, expected: String)
    }
}

extension InputRowError.Reason {
    /// A sentence saying what is wrong and what to do; `line` is the row's line.
    package func message(line: Int) -> String {
        switch self {
        case .lineTooLong(let limit):
            return "line \(line) is longer than \(ByteCount.describe(limit)); it was skipped (one place per line)"
        case .invalidUTF8(let byte):
            return "byte 0x\(Self.hex(byte)) is not UTF-8: save the input as UTF-8"
        case .readFailed(let error):
            return "\(error); nothing after this line was read"
        case .documentTooLarge(let limit):
            return "the JSON document is larger than \(ByteCount.describe(limit)): "
                + "give one GeoJSON Feature (or one JSON object) per line instead, which has no size limit"
        case .invalidDocument(let error):
            return "the JSON document is not valid JSON: \(error.message)"
        case .missingColumns(let missing, let header):
            let names = missing.map { field in
                field == "latitude" ? "latitude (lat, latitude or y)" : "longitude (lon, lng, long, longitude or x)"
            }
            return "the CSV header has no \(names.joined(separator: " or ")) column; its columns are: "
                + header.map { "'\($0)'" }.joined(separator: ", ")
        case .binaryInput:
            return "a NUL byte: this input is binary, not text (give CSV, NDJSON or GeoJSON as UTF-8); "
                + "nothing after it was read"
        case .missingIDColumn(let name, let header):
            return "the CSV header has no column '\(name)' (--id-column); its columns are: "
                + header.map { "'\($0)'" }.joined(separator: ", ")
        case .missingKeptColumn(let name, let header):
            return "the CSV header has no column '\(name)' (--keep); its columns are: "
                + header.map { "'\($0)'" }.joined(separator: ", ")
        case .valueCount(let found):
            let hint =
                found == 3
                ? "; a third column (the permits) is read with a header line such as lat,lon,permits, or with --no-header"
                : ""
            return "expected two numbers, latitude and longitude (as in 37.76,-122.43); found \(found) "
                + (found == 1 ? "value" : "values") + hint
        case .fieldCount(let found, let expected, let headerLine):
            return "the row has \(found) fields but the header (line \(headerLine)) has \(expected)"
        case .unterminatedQuote:
            return "a quoted field is not closed: add the closing '\"' (write \"\" for a quote inside a field)"
        case .recordTooLong(let limit):
            return "the record starting on line \(line) is longer than \(ByteCount.describe(limit)): "
                + "a quoted field opened in it is probably not closed (write \"\" for a quote inside a field)"
        case .featureTooLong(let limit):
            return "a feature of the FeatureCollection is longer than \(ByteCount.describe(limit)); it was skipped "
                + "(one feature holds one place)"
        case .textAfterQuote:
            return "text after a closing quote: quote the whole field, writing \"\" for a quote inside it"
        case .missingValue(let field):
            return "no \(field) given"
        case .notANumber(let field, let text):
            return "\(field) '\(Self.shown(text))' is not a number: give decimal degrees such as 37.76"
        case .latitudeOutOfRange(let latitude, let longitude):
            let shown = DegreesFormat.string(latitude)
            var text = "latitude \(shown) is outside -90...90"
            if abs(latitude) <= 180, abs(longitude) <= 90 {
                text +=
                    "; \(shown) looks like a longitude; did you mean "
                    + "\(DegreesFormat.string(longitude)), \(shown)?"
            }
            return text
        case .longitudeOutOfRange(let longitude):
            return "longitude \(DegreesFormat.string(longitude)) is outside -180...180"
        case .invalidJSON(let error):
            return "not valid JSON: \(error.message)"
        case .wrongType(let field, let expected, let found):
            return "'\(field)' must be \(expected), not \(found)"
        case .notAnObject(let found):
            return "expected a JSON object such as {\"lat\": 37.76, \"lon\": -122.43} or a GeoJSON Point Feature, "
                + "found \(found)"
        case .unsupportedType(let type):
            return "a GeoJSON \(type) names no single place: give a Point Feature (or an object with lat and lon)"
        case .notAFeatureCollection(let type):
            let what = type.map { "whose type is \($0)" } ?? "without a type"
            return "a document \(what) has a features array; its features were answered as a FeatureCollection's: "
                + "write \"type\": \"FeatureCollection\""
        case .missingGeometry:
            return "the Feature has no geometry: give it a Point geometry"
        case .invalidTime(let error):
            return "at: \(error)"
        case .invalidPlacard(let text):
            return "placard '\(text)' is not yes or no: write true/false, yes/no or 1/0"
        case .invalidSide(let text):
            return "side '\(Self.shown(text))' is not a side of the street: write left or right (of the street's "
                + "digitising direction) or a compass point: north, northeast, east, southeast, south, southwest, "
                + "west, northwest"
        case .invalidNumber(let field, let text, let expected):
            return "\(field) '\(Self.shown(text))' is not \(expected)"
        }
    }

    /// `text` on one line: a line break inside a quoted CSV field shown as `\n`.
    static func shown(_ text: String) -> String {
        var shown = ""
        for character in text {
            switch character {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\r\n": shown += "\\r\\n"
            default: shown.append(character)
            }
        }
        return shown
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}

extension Result where Success == InputRow, Failure == InputRowError {
    /// The row, or its error, keeping `kept` (``InputRow/kept``, ``InputRowError/kept``): the input
    /// columns go with the row whatever becomes of it.
    package func keeping(_ kept: [JSONValue]) -> Self {
        switch self {
        case .success(var row):
            row.kept = kept
            return .success(row)
        case .failure(var error):
            error.kept = kept
            return .failure(error)
        }
    }
}
