/// A small Markdown writer for the generated report and README: headings, paragraphs, bullet lists
/// and tables whose cells are escaped so a `|` in the data cannot break a table.
struct MarkdownDocument: Sendable {
    private(set) var text = ""

    /// Appends a heading of `level` (1 is `#`).
    mutating func heading(_ title: String, level: Int = 2) {
        text += String(repeating: "#", count: level) + " " + title + "\n\n"
    }

    /// Appends a paragraph.
    mutating func paragraph(_ body: String) {
        text += body + "\n\n"
    }

    /// Appends a bullet list.
    mutating func bullets(_ items: [String]) {
        guard !items.isEmpty else { return }
        text += items.map { "- " + $0 + "\n" }.joined() + "\n"
    }

    /// Appends a table; numbers in `rows` should already be formatted.
    mutating func table(_ header: [String], _ rows: [[String]]) {
        guard !rows.isEmpty else {
            text += "(none)\n\n"
            return
        }
        text += "| " + header.map(Self.cell).joined(separator: " | ") + " |\n"
        text += "|" + header.map { _ in "---|" }.joined() + "\n"
        for row in rows { text += "| " + row.map(Self.cell).joined(separator: " | ") + " |\n" }
        text += "\n"
    }

    /// `value` as a table cell: `|` escaped, line breaks as spaces, empty as `(empty)`.
    static func cell(_ value: String) -> String {
        if value.isEmpty { return "(empty)" }
        return value.replacingPipes()
    }

    /// `raw` in backticks for showing a data spelling exactly, or `(empty)`.
    static func code(_ raw: String) -> String {
        raw.isEmpty ? "(empty)" : "`" + raw.replacingBackticks() + "`"
    }

    /// `1,234` style thousands separators, deterministic whatever the host locale.
    static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// A list of places, cut after `limit` with a count of the rest.
    static func places(_ places: [String], limit: Int = 30) -> String {
        guard places.count > limit else { return places.joined(separator: ", ") }
        return places.prefix(limit).joined(separator: ", ") + ", … and \(places.count - limit) more"
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self {
            switch character {
            case "|": result += "\\|"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    fileprivate func replacingBackticks() -> String {
        String(map { $0 == "`" ? "'" : $0 })
    }
}
