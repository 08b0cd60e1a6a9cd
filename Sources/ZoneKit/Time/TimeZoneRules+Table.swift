/// The built-in table of IANA names (``TimeZoneRules/tableText``, generated).
///
/// A lookup reads the one line it needs (and its target's, for a link) straight from the text's
/// bytes: a one-shot asks for one zone, and building a dictionary of all ~600 names first cost more
/// than the rest of its time-zone work together.
extension TimeZoneRules {
    /// A name's zone and that zone's POSIX rule.
    struct TableEntry: Equatable, Sendable {
        let canonicalIdentifier: String
        let rule: String
    }

    /// The zone or link `name` resolved to its zone's rule; `nil` when the table has no such name.
    /// Names are matched exactly. Complexity: O(n) in the table's bytes, no allocation but the result.
    static func tableEntry(named name: String) -> TableEntry? {
        guard let line = tableLine(named: name) else { return nil }
        if line.kind == UInt8(ascii: "Z") { return TableEntry(canonicalIdentifier: name, rule: line.value) }
        // A link's target is a zone (the generator resolves chains of links).
        guard let target = tableLine(named: line.value), target.kind == UInt8(ascii: "Z") else { return nil }
        return TableEntry(canonicalIdentifier: line.value, rule: target.value)
    }

    /// Every name the built-in table knows (zones and links), sorted.
    static var knownIdentifiers: [String] {
        tableText.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count == 3 ? String(fields[1]) : nil
        }.sorted()
    }

    /// The line `K name value` of `name`: its kind (`Z` or `L`) and its last field.
    private static func tableLine(named name: String) -> (kind: UInt8, value: String)? {
        var text = tableText
        var name = name
        return text.withUTF8 { table in
            name.withUTF8 { wanted in
                var start = 0
                while start < table.count {
                    var end = start
                    while end < table.count, table[end] != UInt8(ascii: "\n") { end += 1 }
                    if let value = value(ofLine: table[start..<end], named: wanted) {
                        return (table[start], String(decoding: value, as: UTF8.self))
                    }
                    start = end + 1
                }
                return nil
            }
        }
    }

    /// The third field of `line` (`K name value`) when its second is `name`.
    private static func value(
        ofLine line: Slice<UnsafeBufferPointer<UInt8>>, named name: UnsafeBufferPointer<UInt8>
    ) -> Slice<UnsafeBufferPointer<UInt8>>? {
        let nameStart = line.startIndex + 2
        let nameEnd = nameStart + name.count
        guard nameEnd < line.endIndex, line[nameEnd] == UInt8(ascii: " "),
            line[line.startIndex + 1] == UInt8(ascii: " "),
            line[nameStart..<nameEnd].elementsEqual(name)
        else { return nil }
        return line[(nameEnd + 1)...]
    }
}
