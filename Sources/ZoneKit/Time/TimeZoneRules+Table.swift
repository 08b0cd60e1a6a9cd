/// The built-in table of IANA names (``TimeZoneRules/tableText``, generated), read once.
extension TimeZoneRules {
    /// A name's zone and that zone's POSIX rule.
    struct TableEntry: Sendable {
        let canonicalIdentifier: String
        let rule: String
    }

    /// Every zone and link by name, links resolved to their zone.
    static let table: [String: TableEntry] = {
        var rules: [Substring: Substring] = [:]
        var links: [(name: Substring, target: Substring)] = []
        for line in tableText.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3 else { continue }
            if fields[0] == "Z" { rules[fields[1]] = fields[2] } else { links.append((fields[1], fields[2])) }
        }
        var table: [String: TableEntry] = [:]
        table.reserveCapacity(rules.count + links.count)
        for (name, rule) in rules {
            table[String(name)] = TableEntry(canonicalIdentifier: String(name), rule: String(rule))
        }
        for link in links {
            guard let rule = rules[link.target] else { continue }
            table[String(link.name)] = TableEntry(canonicalIdentifier: String(link.target), rule: String(rule))
        }
        return table
    }()

    /// Every name the built-in table knows (zones and links), sorted.
    static var knownIdentifiers: [String] { table.keys.sorted() }
}
