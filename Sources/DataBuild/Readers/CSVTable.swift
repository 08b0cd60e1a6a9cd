/// A parsed CSV file: the header and the records, each with the line it starts on.
struct CSVTable: Sendable {
    /// One record (row) of a CSV file.
    struct Record: Sendable {
        /// The 1-based physical line the record starts on (the header is line 1). Quoted fields may
        /// hold newlines, so records and lines are not the same count.
        let line: Int
        /// The fields, unquoted.
        let fields: [String]
    }

    /// The file's name, for messages.
    let file: String
    /// The header's column names, as written.
    let header: [String]
    /// The records after the header, in file order.
    let records: [Record]
    private let columnIndex: [String: Int]

    /// Creates a table; column lookups are case-insensitive.
    init(file: String, header: [String], records: [Record]) {
        self.file = file
        self.header = header
        self.records = records
        var index: [String: Int] = [:]
        for (position, name) in header.enumerated() where index[name.lowercased()] == nil {
            index[name.lowercased()] = position
        }
        columnIndex = index
    }

    /// The position of the first column named like one of `names` (case-insensitive), or `nil`.
    func column(_ names: String...) -> Int? {
        column(names)
    }

    /// The position of the first column named like one of `names` (case-insensitive), or `nil`.
    func column(_ names: [String]) -> Int? {
        for name in names {
            if let position = columnIndex[name.lowercased()] { return position }
        }
        return nil
    }

    /// The position of column `name`, or an error naming the file and column.
    func requireColumn(_ name: String) throws(DataBuildError) -> Int {
        guard let position = column(name) else { throw .missingColumn(file: file, column: name) }
        return position
    }

    /// `file:line`, for messages about `record`.
    func place(_ record: Record) -> String { "\(file):\(record.line)" }
}

extension CSVTable.Record {
    /// The field at `column`, or "" when the column is absent or the record is short.
    subscript(column: Int?) -> String {
        guard let column, column < fields.count else { return "" }
        return fields[column]
    }
}
