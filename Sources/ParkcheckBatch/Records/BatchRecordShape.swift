import ZoneKit

/// The members of every record a batch writes, in order: with `--keep`, `input` (the input columns
/// kept, by name) first; with several inputs, `file` (the input the row is from, as named on the
/// command line); then `line` and `id`, the answer's members, and `error` last. Records of failed
/// rows have the same members, `null` but for `input`, `file`, `line`, `id` and `error`, so
/// outputs stay aligned and every CSV row has every column.
package struct BatchRecordShape: Sendable {
    /// The member holding the row's 1-based line.
    package static let lineKey = ReportRecord.lineKey
    /// The member holding the row's id (`null` when the row has none).
    package static let idKey = ReportRecord.idKey
    /// The member holding the error of a row that failed (`null` otherwise).
    package static let errorKey = ReportRecord.errorKey
    /// The member holding the input columns kept (`--keep`).
    package static let inputKey = ReportRecord.inputKey
    /// The member naming the input a row is from (several inputs).
    package static let fileKey = ReportRecord.fileKey

    /// The input columns each record keeps under ``inputKey`` (`--keep`), in order; none by default.
    package let keptNames: [String]
    /// Whether records name the input each row is from (``fileKey``).
    package let namesFile: Bool
    /// Whether each row's `input` is the object it kept whole (`--keep all` into JSON, NDJSON or
    /// GeoJSON: every member of its own, whatever the other rows have) rather than the values of
    /// ``keptNames`` in order.
    package var keepsRowObjects = false

    /// A complete record with every value present (nested objects with all their members), for
    /// the CSV columns and the `--fields` names.
    package let example: JSONObject

    /// The shape of records whose answer members are those of `answer` (a complete example), after
    /// the input columns `kept` (distinct names) and, when `namesFile`, the input's name.
    package init(answer: JSONObject, kept: [String] = [], namesFile: Bool = false, keepsRowObjects: Bool = false) {
        keptNames = kept
        self.namesFile = namesFile
        self.keepsRowObjects = keepsRowObjects
        var example = JSONObject()
        if !kept.isEmpty || keepsRowObjects {
            example[Self.inputKey] = .object(JSONObject(kept.map { ($0, JSONValue.string("")) }))
        }
        if namesFile { example[Self.fileKey] = .string("") }
        example[Self.lineKey] = .number(1)
        example[Self.idKey] = .string("")
        for (key, value) in answer.members { example[key] = value }
        example[Self.errorKey] = .string("")
        self.example = example
    }

    /// The value paths records have, in order: what `--fields` may name and the CSV columns.
    package var fields: [String] { FieldSelection.leafPaths(of: example) }

    /// A record of this shape for the row at `location` with `id`: the input columns it `kept`,
    /// the input's name (when the shape names it), the members of `answer` where the shape has them
    /// (others `null`; members the shape lacks are left out), then `error`.
    ///
    /// - Complexity: O(*m*·*a*) for *m* members of the shape and *a* of the answer, both small.
    package func record(
        at location: InputLocation, id: String?, answer: JSONObject?, error: String? = nil, kept: [JSONValue] = []
    ) -> JSONObject {
        record(file: location.source, line: location.line, id: id, answer: answer, error: error, kept: kept)
    }

    /// ``record(at:id:answer:error:kept:)`` for the row at `line` of the input named `file`.
    package func record(
        file: String, line: Int, id: String?, answer: JSONObject?, error: String? = nil, kept: [JSONValue] = []
    ) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(example.members.count)
        for (key, _) in example.members {
            switch key {
            case Self.fileKey: members.append((key, .string(file)))
            case Self.lineKey: members.append((key, .number(Double(line))))
            case Self.idKey: members.append((key, id.map(JSONValue.string) ?? .null))
            case Self.errorKey: members.append((key, error.map(JSONValue.string) ?? .null))
            case Self.inputKey: members.append((key, .object(input(kept))))
            default: members.append((key, answer?[key] ?? .null))
            }
        }
        return JSONObject(uniqueMembers: members)
    }

    /// The record of `row` answered by `report` (San Francisco's or a curb feed's), written by
    /// ZoneKit without being built: the row's `input` and `file` where the shape has them.
    package func record<Report: RecordedAnswer>(of row: InputRow, report: consuming Report) -> AnswerRecord<Report> {
        AnswerRecord(
            line: row.lineNumber, id: row.id, report: report,
            input: keptNames.isEmpty && !keepsRowObjects ? nil : input(row.kept),
            file: namesFile ? row.location.source : nil)
    }

    /// The `input` member of a row that kept `values` (`null` for any it lacks); with
    /// ``keepsRowObjects``, the object the row kept.
    package func input(_ values: [JSONValue]) -> JSONObject {
        if keepsRowObjects {
            guard case .object(let object)? = values.first else { return JSONObject() }
            return object
        }
        return JSONObject(
            uniqueMembers: keptNames.enumerated().map { index, name in
                (name, index < values.count ? values[index] : .null)
            })
    }
}
