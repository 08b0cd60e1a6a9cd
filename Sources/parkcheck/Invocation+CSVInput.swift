import ParkcheckBatch
import ZoneKit

/// `--delimiter`, `--no-header` and `--id-column`: how a batch reads CSV input.
extension Invocation {
    /// The delimiters `--delimiter` takes, as typed, and what each means.
    static let delimiterChoices: [(name: String, delimiter: CSVLineSplitter.Delimiter)] = [
        (",", .comma), ("comma", .comma), (";", .semicolon), ("semicolon", .semicolon), ("tab", .tab),
        ("\t", .tab), ("\\t", .tab), ("space", .blanks), ("auto", .comma),
    ]

    /// The CSV options of a parsed command line.
    ///
    /// - Throws: ``UsageError`` for a delimiter that is none of `,` `;` `tab` `space` `auto`, or a
    ///   `--id-column` that is not a column number when there is no header.
    static func csvInput(_ parsed: ParsedArguments) throws(UsageError) -> CSVInputOptions {
        var options = CSVInputOptions(hasHeader: !parsed.has("no-header"), idColumn: parsed.value("id-column"))
        if let typed = parsed.value("delimiter"), typed.lowercased() != "auto" {
            guard let choice = delimiterChoices.first(where: { $0.name == typed.lowercased() }) else {
                throw .invalidValue(
                    option: "--delimiter", value: typed, reason: "give ',' ';' 'tab' 'space' or 'auto' (the default)")
            }
            options.delimiter = choice.delimiter
        }
        if let idColumn = options.idColumn {
            if idColumn.isEmpty {
                throw .invalidValue(option: "--id-column", value: idColumn, reason: "give a column name")
            }
            if !options.hasHeader, (Int(idColumn) ?? 0) < 1 {
                throw .invalidValue(
                    option: "--id-column", value: idColumn,
                    reason: "with --no-header, give the column's number (1 is the first)")
            }
        }
        return options
    }
}
