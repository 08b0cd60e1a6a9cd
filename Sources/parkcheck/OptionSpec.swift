/// One option the command line accepts, declared once and used by the parser, the suggestions for
/// misspellings and the help text.
struct OptionSpec: Sendable, Equatable {
    /// How an option takes values.
    enum Kind: Sendable, Equatable {
        /// Present or absent: `--json`. Giving it twice is harmless.
        case flag
        /// Takes one value, given at most once: `--at TIME`, `--at=TIME`.
        case value(placeholder: String)
        /// Takes one value each time, in order: `--permit Q --permit S`.
        case repeatable(placeholder: String)
    }

    /// The long name without dashes: `permit` for `--permit`.
    let name: String
    /// A one-letter alias used with one dash (`h` for `-h`), if any.
    let shortName: Character?
    /// Whether and how the option takes values.
    let kind: Kind
    /// One line for `--help` and the man page.
    let summary: String
    /// Whether `--help` lists it with its summary (the others it only names; the man page has all).
    let isInBriefHelp: Bool

    /// Creates an option.
    init(
        _ name: String, short shortName: Character? = nil, _ kind: Kind = .flag, brief isInBriefHelp: Bool = false,
        summary: String
    ) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.summary = summary
        self.isInBriefHelp = isInBriefHelp
    }

    /// `--name`, as users type it.
    var spelling: String { "--\(name)" }

    /// The placeholder of the value, or `nil` for a flag.
    var placeholder: String? {
        switch kind {
        case .flag: return nil
        case .value(let placeholder), .repeatable(let placeholder): return placeholder
        }
    }

    /// `--permit AREA`, `-h, --help`: the option as shown in help and error messages.
    var synopsis: String {
        let long = placeholder.map { "\(spelling) \($0)" } ?? spelling
        return shortName.map { "-\($0), \(long)" } ?? long
    }
}
