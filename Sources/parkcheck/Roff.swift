/// Writing text into a roff (man(7)) document so that groff prints it as written.
enum Roff {
    /// `text` escaped for roff: backslashes as `\e`, hyphens as `\-` (so that options copied from
    /// the page are typed with ASCII hyphens), every non-ASCII character as `\[uXXXX]` (groff
    /// reads its input as Latin-1), and `\&` in front of a line that would start with `.` or `'`
    /// (a control line otherwise).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\n": result += "\n"
            default:
                if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    /// A paragraph: `.PP`, then the text.
    static func paragraph(_ text: String) -> String { ".PP\n" + escaped(text) }

    /// The paragraphs of a section: the first starts the section itself (a `.PP` right after
    /// `.SH` is a paragraph macro man(7) skips, and `mandoc -T lint` warns of), the others `.PP`.
    static func paragraphs(_ texts: [String]) -> [String] {
        texts.enumerated().map { index, text in index == 0 ? escaped(text) : paragraph(text) }
    }

    /// A tagged paragraph: the tag in bold, the text indented below it.
    static func tagged(_ tag: String, _ text: String) -> String { ".TP\n.B " + escaped(tag) + "\n" + escaped(text) }

    /// Lines shown as they are, in a monospace block (no filling, no adjusting).
    static func verbatim(_ lines: [String]) -> String {
        ".RS\n.nf\n" + lines.map(escaped).joined(separator: "\n") + "\n.fi\n.RE"
    }
}
