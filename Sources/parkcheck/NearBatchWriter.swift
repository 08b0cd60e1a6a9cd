import ParkcheckBatch
import ZoneKit

/// Writes a `near` batch's records in order, each carrying its input `line` and `id`:
///
/// - ndjson: one object per row — `line`, `id`, the members of `near --format json` (its legal
///   stretches in `stretches`), then `error`; a failed row's answer members are `null`.
/// - json: those objects in one array, one per line.
/// - csv: `line`, `id`, then `near`'s columns, one line per (row, stretch); a row without a legal
///   stretch has one line with only `line`, `id`, `legalCount` 0 and `error`.
/// - geojson: one FeatureCollection, a LineString per stretch of every row, with `line` and `id`
///   among its properties.
/// - text: a short block per row, headed by its place in the input.
struct NearBatchWriter {
    let format: OutputFormat
    /// `--limit` (each row's stretches; 0: all).
    let limit: Int?
    private var written = 0

    init(format: OutputFormat, limit: Int?) {
        self.format = format
        self.limit = limit
    }

    /// The CSV header's columns.
    static let csvColumns = ["line", "id"] + NearCommand.csvColumns + ["legalCount", "error"]

    mutating func begin(to output: inout BufferedOutput) throws(OutputError) {
        switch format {
        case .json: try output.write("[\n")
        case .csv: try output.write(Self.csvColumns.joined(separator: ",") + "\n")
        case .geojson: try output.write("{\"type\":\"FeatureCollection\",\"features\":[\n")
        default: break
        }
    }

    mutating func write(_ record: NearBatch.Record, to output: inout BufferedOutput) throws(OutputError) {
        defer { written += 1 }
        switch format {
        case .ndjson:
            try output.writeJSON(.object(Self.object(record, limit: limit)), pretty: false)
        case .json:
            try output.write((written > 0 ? ",\n" : "") + Self.compact(.object(Self.object(record, limit: limit))))
        case .csv:
            try output.write(Self.csv(record, limit: limit))
        case .geojson:
            try writeFeatures(record, to: &output)
        default:
            try output.write(Self.text(record, limit: limit))
        }
    }

    mutating func finish(to output: inout BufferedOutput) throws(OutputError) {
        switch format {
        case .json: try output.write(written > 0 ? "\n]\n" : "]\n")
        case .geojson: try output.write("]}\n")
        default: break
        }
    }

    private var features = 0

    private mutating func writeFeatures(_ record: NearBatch.Record, to output: inout BufferedOutput)
        throws(OutputError)
    {
        guard case .success(let found) = record.answer else { return }
        let listed = NearCommand.listed(found.advice, limit: limit)
        let collection = NearCommand.featureCollection(listed, question: found.question, clock: found.advice.clock)
        guard case .array(let list)? = collection["features"] else { return }
        for case .object(var feature) in list {
            if case .object(let properties)? = feature["properties"] {
                feature = JSONObject(
                    feature.members.map { member in
                        member.key == "properties"
                            ? (member.key, .object(JSONObject(Self.place(record) + properties.members))) : member
                    })
            }
            if features > 0 { try output.write(",\n") }
            features += 1
            try output.write(Self.compact(.object(feature)))
        }
        if features > 0 { try output.write("\n") }
    }

    /// `line` and `id`.
    private static func place(_ record: NearBatch.Record) -> [(key: String, value: JSONValue)] {
        [("line", .number(Double(record.location.line))), ("id", record.id.map(JSONValue.string) ?? .null)]
    }

    /// A row's record: `line`, `id`, the answer's members (`null` for a failed row), `error`.
    static func object(_ record: NearBatch.Record, limit: Int?) -> JSONObject {
        var members = place(record)
        switch record.answer {
        case .success(let found):
            let listed = NearCommand.listed(found.advice, limit: limit)
            members += NearCommand.object(found.question, advice: found.advice, listed: listed).members
            members.append(("error", .null))
        case .failure(let failure):
            for key in NearCommand.objectKeys { members.append((key, .null)) }
            members.append(("error", .string(failure.message)))
        }
        return JSONObject(members)
    }

    /// A row's CSV lines: one per stretch listed, or one without a stretch.
    static func csv(_ record: NearBatch.Record, limit: Int?) -> String {
        let head = [String(record.location.line), record.id ?? ""]
        let empty = [String](repeating: "", count: NearCommand.csvColumns.count)
        switch record.answer {
        case .failure(let failure):
            return (head + empty + ["", failure.message]).map(NearCommand.csvCell).joined(separator: ",") + "\n"
        case .success(let found):
            let listed = NearCommand.listed(found.advice, limit: limit)
            let count = String(found.advice.legal.count)
            let rows = NearCommand.csvRows(listed, question: found.question, clock: found.advice.clock)
            guard !rows.isEmpty else {
                return (head + empty + [count, ""]).map(NearCommand.csvCell).joined(separator: ",") + "\n"
            }
            return rows.map { (head + $0 + [count, ""]).map(NearCommand.csvCell).joined(separator: ",") + "\n" }
                .joined()
        }
    }

    /// `line 2 (home):` then the one-shot's text, indented; a failed row's error.
    static func text(_ record: NearBatch.Record, limit: Int?) -> String {
        let heading = "line \(record.location.line)" + (record.id.map { " (\($0))" } ?? "") + ":"
        switch record.answer {
        case .failure(let failure):
            return "\(heading) error: \(failure.message)\n\n"
        case .success(let found):
            let listed = NearCommand.listed(found.advice, limit: limit)
            let body = NearCommand.text(found.question, advice: found.advice, listed: listed)
            return heading + "\n" + body + "\n"
        }
    }

    private static func compact(_ value: JSONValue) -> String {
        (try? JSONWriter(layout: .compact).string(from: value)) ?? "null"
    }
}
