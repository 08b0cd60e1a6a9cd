import ZoneKit

/// The members of every record a batch writes, in order: `line` and `id` first, `error` last, the
/// answer's members between. Records of failed rows have the same members, `null` but for
/// `line`, `id` and `error`, so outputs stay aligned and every CSV row has every column.
struct BatchRecordShape: Sendable {
    /// The member holding the row's 1-based line.
    static let lineKey = ReportRecord.lineKey
    /// The member holding the row's id (`null` when the row has none).
    static let idKey = ReportRecord.idKey
    /// The member holding the error of a row that failed (`null` otherwise).
    static let errorKey = ReportRecord.errorKey

    /// A complete record with every value present (nested objects with all their members), for
    /// the CSV columns and the `--fields` names.
    let example: JSONObject

    /// The shape of records whose answer members are those of `answer` (a complete example).
    init(answer: JSONObject) {
        var example = JSONObject([(Self.lineKey, .number(1)), (Self.idKey, .string(""))])
        for (key, value) in answer.members { example[key] = value }
        example[Self.errorKey] = .string("")
        self.example = example
    }

    /// The value paths records have, in order: what `--fields` may name and the CSV columns.
    var fields: [String] { FieldSelection.leafPaths(of: example) }

    /// A record of this shape for the row at `line` with `id`: the members of `answer` where the
    /// shape has them (others `null`; members the shape lacks are left out), then `error`.
    ///
    /// - Complexity: O(*m*·*a*) for *m* members of the shape and *a* of the answer, both small.
    func record(line: Int, id: String?, answer: JSONObject?, error: String? = nil) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(example.members.count)
        for (key, _) in example.members {
            switch key {
            case Self.lineKey: members.append((key, .number(Double(line))))
            case Self.idKey: members.append((key, id.map(JSONValue.string) ?? .null))
            case Self.errorKey: members.append((key, error.map(JSONValue.string) ?? .null))
            default: members.append((key, answer?[key] ?? .null))
            }
        }
        return JSONObject(uniqueMembers: members)
    }
}
