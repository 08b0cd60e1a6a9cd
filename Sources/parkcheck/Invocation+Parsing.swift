import Foundation
import ZoneKit

/// The option table and the reading of a command line into an ``Invocation``.
extension Invocation {
    /// Every option, in the order `--help` lists them.
    static let options: [OptionSpec] = [
        OptionSpec(
            "permit", short: "p", .repeatable(placeholder: "AREA"), brief: true,
            summary: "a residential permit you hold, e.g. Q; more: Q,S or repeat"),
        OptionSpec("placard", brief: true, summary: "you display a disabled parking placard"),
        OptionSpec(
            "at", .value(placeholder: "TIME"), brief: true,
            summary: "when: 2026-07-06T08:30 (local), now, +2h, 8am, monday 5pm"),
        OptionSpec(
            "side", .value(placeholder: "SIDE"), brief: true,
            summary: "your side of the street: left, right, north, east, …"),
        OptionSpec(
            "heading", .value(placeholder: "DEG"),
            summary: "the way the car faces, degrees from north (tells the side)"),
        OptionSpec(
            "accuracy", .value(placeholder: "METRES"),
            summary: "how far off the position may be (near the centreline both sides are asked; away from a street "
                + "the curbs within it answer)"),
        OptionSpec(
            "threshold", .value(placeholder: "METRES"), summary: "how far outside a zone still counts as in it"),
        OptionSpec(
            "data", .value(placeholder: "PATH"), brief: true,
            summary: "a data directory, or a zone file alone (zone answers only)"),
        OptionSpec(
            "city", .value(placeholder: "NAME"),
            summary: "answer from this city's curbs (parkcheck cities lists them; default: the point's)"),
        OptionSpec(
            "vehicle", .value(placeholder: "KIND"),
            summary: "what you drive, where a city's curbs tell it apart: motorcycle, taxi, bus…; oversized (SF)"),
        OptionSpec(
            "user-class", .repeatable(placeholder: "CLASS"),
            summary: "a user class of a city's curb feed you belong to (hotel_guest, valet…); repeat for more"),
        OptionSpec("zone-only", summary: "batch: answer only which zone each place is in (fast)"),
        OptionSpec(
            "format", .value(placeholder: "FORMAT"), brief: true,
            // Joined by reduce, not joined(separator:), which runs unspecialised here: its associated-
            // type look-ups would cost every run as this table is made.
            summary: OutputFormat.allCases.reduce("") { $0.isEmpty ? $1.rawValue : $0 + "|" + $1.rawValue }
                + "; piped: ndjson"),
        OptionSpec("json", summary: "same as --format json"),
        OptionSpec(
            "fields", .repeatable(placeholder: "LIST"), brief: true,
            summary: "the fields of json, ndjson, csv, geojson records: a,b or repeated"),
        OptionSpec(
            "keep", .repeatable(placeholder: "COLS"),
            summary: "batch: input columns to copy into each record (as input.NAME), comma-separated; all: every one"),
        OptionSpec(
            "delimiter", .value(placeholder: "CHAR"),
            summary: "batch: the CSV delimiter: , ; tab or space (default: guessed from the header)"),
        OptionSpec("no-header", summary: "batch: CSV without a header: latitude, longitude, then permits"),
        OptionSpec(
            "id-column", .value(placeholder: "NAME"),
            summary: "batch: the column (or JSON member) naming each row (default id; --no-header: a number)"),
        OptionSpec(
            "max-errors", .value(placeholder: "N"),
            summary: "batch: stop at the first row that cannot be answered after N such rows (all FILEs together)"),
        OptionSpec("jobs", .value(placeholder: "N"), summary: "batch: answer on N threads (default: one per core)"),
        OptionSpec("strict", summary: "validate: warnings fail too (exit 65)"),
        OptionSpec(
            "time-zone", .value(placeholder: "ZONE"),
            summary: "upgrade: the feed's IANA time zone, when its manifest names none (America/Chicago)"),
        OptionSpec(
            "currency", .value(placeholder: "CODE"),
            summary: "upgrade: the feed's currency, when its manifest names none (USD, CAD…)"),
        OptionSpec("list-fields", summary: "print the names --fields takes, one a line (with --zone-only: its own)"),
        OptionSpec("exit-status", brief: true, summary: "let the exit status answer (see Exit status)"),
        OptionSpec("fail-on-no", summary: "exit with status 1 when the answer (of any batch row) is no or unknown"),
        OptionSpec("allow-unknown", summary: "with --fail-on-no: an unknown answer does not fail"),
        OptionSpec("stay", .value(placeholder: "DURATION"), summary: "near: how long to stay (2h, 90m, 1h30m)"),
        OptionSpec("within", .value(placeholder: "METRES"), summary: "near: how far to look (default 400)"),
        OptionSpec("limit", .value(placeholder: "N"), summary: "near: how many curbs to list (default 10; 0: all)"),
        OptionSpec(
            "remind", .value(placeholder: "DURATION"),
            summary: "ics: how long before each event its alarm rings (default 30m)"),
        OptionSpec(
            "output", short: "o", .value(placeholder: "FILE"), brief: true,
            summary: "write the results to FILE instead of standard output"),
        OptionSpec(
            "quiet", short: "q", brief: true, summary: "no warnings, notes or progress on stderr (errors still)"),
        OptionSpec(
            "verbose", short: "v", brief: true,
            summary: "say which data and time, and how long it took (stderr); name a curb feed's ids"),
        OptionSpec(
            "color", .value(placeholder: "WHEN"),
            summary: "auto (default: on a terminal, not with NO_COLOR), always or never"),
        OptionSpec("no-color", summary: "never colour the output (same as --color=never)"),
        OptionSpec(
            "no-config", summary: "ignore the config file (~/.config/parkcheck/config) and PARKCHECK_* defaults"),
        OptionSpec("help", short: "h", summary: "show this help (parkcheck help COMMAND: a command's)"),
        OptionSpec("version", short: "V", summary: "show the version and the data's"),
    ]

    /// `--keep all`: every input column.
    static let keepAllWord = "all"

    /// The parser for ``options``.
    static let parser = ArgumentParser(options: options)

    /// Reads a command line (without the program name).
    ///
    /// `-h`/`--help` wins over everything, then `--version`; otherwise the positionals decide the
    /// command: `validate FILE...`, `LAT LON` (or `LAT,LON`), `FILE...` or `-` (a batch over each
    /// in turn), or nothing (batch from standard input).
    ///
    /// - Throws: ``UsageError`` saying what is wrong with the line.
    init(parsing arguments: [String]) throws(UsageError) {
        if Self.parser.mentions("help", in: arguments) {
            self.init(command: .help(topic: Self.helpTopic(in: arguments)))
            return
        }
        if Self.parser.mentions("version", in: arguments) {
            self.init(command: .version)
            return
        }
        let parsed = try Self.parser.parse(arguments)
        self.init(command: try Self.command(from: parsed.positionals))
        if let spec = command.spec,
            let stray = parsed.givenOptions.first(where: { name in !spec.acceptedOptions.contains { $0.name == name } })
        {
            throw .notApplicable(option: "--\(stray)", command: spec.name)
        }
        permits = try Self.permits(parsed.allValues("permit"))
        hasPlacard = parsed.has("placard")
        time = parsed.value("at")
        side = parsed.value("side")
        heading = try Self.number(parsed, "heading", expected: "a number of degrees")
        accuracy = try Self.distance(parsed, "accuracy")
        threshold = try Self.distance(parsed, "threshold")
        dataFile = parsed.value("data")
        city = parsed.value("city")
        vehicle = parsed.value("vehicle")?.lowercased()
        for list in parsed.allValues("user-class") {
            for name in list.split(separator: ",") {
                let trimmed = name.trimmingWhitespaces().lowercased()
                if !trimmed.isEmpty, !userClasses.contains(trimmed) { userClasses.append(trimmed) }
            }
        }
        isZoneOnly = parsed.has("zone-only")
        format = try Self.format(parsed)
        isFormatGiven = parsed.has("json") || parsed.value("format") != nil
        fields = []
        for list in parsed.allValues("fields") { fields += try Self.fields(list, option: "--fields") }
        for list in parsed.allValues("keep") {
            for name in try Self.fields(list, option: "--keep") where !keep.contains(name) { keep.append(name) }
        }
        if keep.contains(where: { $0.lowercased() == Self.keepAllWord }) {
            guard keep.count == 1 else {
                throw .invalidValue(
                    option: "--keep", value: keep.joined(separator: ","),
                    reason: "'all' keeps every input column: give it alone, or name the columns")
            }
            keep = []
            keepsAll = true
        }
        csvInput = try Self.csvInput(parsed)
        csvInput.keptColumns = keep
        csvInput.keepsAll = keepsAll
        if !keep.isEmpty || keepsAll, case .lookup = command {
            throw .notApplicable(option: "--keep", command: "a lookup (it copies a batch's input columns)")
        }
        listsFields = parsed.has("list-fields")
        jobs = try parsed.value("jobs").map { text throws(UsageError) in
            // One message for every count that is not one: 0 and -3 alike.
            guard let count = Int(text.trimmingWhitespaces()), count >= 1 else {
                throw .invalidNumber(what: "--jobs", value: text, expected: "a whole number, 1 or more")
            }
            return count
        }
        isStrict = parsed.has("strict")
        timeZone = parsed.value("time-zone")
        currency = parsed.value("currency")
        maxErrors = try parsed.value("max-errors").map { text throws(UsageError) in
            try Self.count(text, option: "--max-errors")
        }
        exitStatusAnswers = parsed.has("exit-status")
        failsOnNo = parsed.has("fail-on-no")
        allowsUnknown = parsed.has("allow-unknown")
        stay = try parsed.value("stay").map { text throws(UsageError) in try Self.duration(text, option: "--stay") }
        remind = try parsed.value("remind").map { text throws(UsageError) in
            try Self.duration(text, option: "--remind", allowsZero: true)
        }
        if remind != nil, format != .ics {
            throw .notApplicable(
                option: "--remind", command: "--format \(format.rawValue) (it sets the alarms of --format ics)")
        }
        within = try Self.distance(parsed, "within")
        limit = try parsed.value("limit").map { text throws(UsageError) in try Self.count(text, option: "--limit") }
        color = try Self.color(parsed)
        outputFile = parsed.value("output")
        isQuiet = parsed.has("quiet")
        isVerbose = parsed.has("verbose")
        if isQuiet, isVerbose { throw .conflictingOptions("--quiet", "--verbose") }
        // The advisor's options mean nothing to a lookup or a batch: said, not silently ignored.
        if command.spec == nil, let stray = ["stay", "within", "limit"].first(where: { parsed.value($0) != nil }) {
            throw .notApplicable(
                option: "--\(stray)", command: "a lookup or a batch (it is for parkcheck near LAT LON)")
        }
        if command.spec == nil, let stray = ["time-zone", "currency"].first(where: { parsed.value($0) != nil }) {
            throw .notApplicable(option: "--\(stray)", command: "a lookup or a batch (it is for parkcheck upgrade)")
        }
        if command.spec == nil, isStrict {
            throw .notApplicable(option: "--strict", command: "a lookup or a batch (it is for parkcheck validate)")
        }
    }

    /// `--color` as far as it can be read from a line that may be wrong elsewhere (for the
    /// colour of the error saying so): the last `--color WHEN`, `--color=WHEN` or `--no-color`
    /// before `--`.
    static func colorChoice(scanning arguments: [String]) -> ColorChoice {
        var choice = ColorChoice.auto
        for (index, argument) in zip(arguments.indices, arguments) {
            if argument == "--" { break }
            if argument == "--no-color" {
                choice = .never
            } else if argument.hasPrefix("--color=") {
                choice = ColorChoice(rawValue: String(argument.dropFirst("--color=".count))) ?? choice
            } else if argument == "--color", index + 1 < arguments.endIndex {
                choice = ColorChoice(rawValue: arguments[index + 1]) ?? choice
            }
        }
        return choice
    }

    /// The command whose help `--help` asks for: the first positional when it names one
    /// (`parkcheck validate --help`), else `nil` (parkcheck's own).
    private static func helpTopic(in arguments: [String]) -> String? {
        let positionals: [String]
        do throws(UsageError) {
            positionals = try parser.parse(arguments).positionals
        } catch {
            positionals = arguments.filter { !ArgumentParser.isOption($0) }
        }
        guard let first = positionals.first, let spec = CommandSpec.named(first) else { return nil }
        if spec.name == "help", let topic = positionals.dropFirst().first, CommandSpec.named(topic) != nil {
            return topic
        }
        return spec.name
    }

    private static func color(_ parsed: ParsedArguments) throws(UsageError) -> ColorChoice {
        guard let typed = parsed.value("color") else { return parsed.has("no-color") ? .never : .auto }
        let choices = ColorChoice.allCases.map(\.rawValue)
        guard let choice = ColorChoice(rawValue: typed.lowercased()) else {
            throw .invalidChoice(
                option: "--color", value: typed, choices: choices,
                suggestion: Suggestion.nearest(to: typed, among: choices))
        }
        if parsed.has("no-color"), choice != .never { throw .conflictingOptions("--no-color", "--color \(typed)") }
        return choice
    }

    private static let positionalHint = "give LAT LON (two numbers), or FILE... (or -) for batch mode"

    private static func command(from positionals: [String]) throws(UsageError) -> Command {
        if let first = positionals.first, let spec = CommandSpec.named(first) {
            return try command(spec, arguments: Array(positionals.dropFirst()))
        }
        if (1...3).contains(positionals.count), let typed = pastedCoordinates(positionals) {
            return try lookup(
                latitude: try degrees(typed.latitude, what: "LAT"),
                longitude: try degrees(typed.longitude, what: "LON"),
                typed: typed)
        }
        if positionals.count >= 2, Double(positionals[0]) == nil, pair(positionals[0]) == nil,
            !FileManager.default.fileExists(atPath: positionals[0]),
            let suggestion = Suggestion.nearest(to: positionals[0], among: CommandSpec.all.map(\.name))
        {
            throw .unknownCommand(positionals[0], suggestion: suggestion)
        }
        switch positionals.count {
        case 0:
            return .batch(inputs: [])
        case 1:
            if let (latitude, longitude) = pair(positionals[0]) {
                let typed = positionals[0].split(separator: ",", omittingEmptySubsequences: false)
                return try lookup(
                    latitude: latitude, longitude: longitude, typed: (String(typed[0]), String(typed[1])))
            }
            return .batch(inputs: [positionals[0]])
        case 2:
            guard let latitude = finite(positionals[0]) else {
                if finite(positionals[1]) == nil { return try batch(positionals) }
                throw .invalidNumber(what: "LAT", value: positionals[0], expected: "a number of degrees")
            }
            let longitude = try number(positionals[1], what: "LON", expected: "a number of degrees")
            return try lookup(latitude: latitude, longitude: longitude, typed: (positionals[0], positionals[1]))
        default:
            if positionals.allSatisfy({ finite($0) == nil && pair($0) == nil }) { return try batch(positionals) }
            // After two numbers, only the rest is unexpected.
            let extra = finite(positionals[0]) != nil ? Array(positionals.dropFirst(2)) : positionals
            throw .unexpectedArguments(extra, hint: positionalHint)
        }
    }

    /// A batch over several inputs, in order; standard input (`-`) at most once.
    private static func batch(_ inputs: [String]) throws(UsageError) -> Command {
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw .unexpectedArguments(["-"], hint: "standard input (-) can be read only once")
        }
        return .batch(inputs: inputs)
    }

    private static func command(_ spec: CommandSpec, arguments: [String]) throws(UsageError) -> Command {
        switch spec.name {
        case "validate":
            guard !arguments.isEmpty else {
                throw .missingArgument("validate needs at least one FILE: parkcheck validate FILE...")
            }
            return .validate(files: arguments)
        case "upgrade":
            guard arguments.count == 1 else {
                if arguments.isEmpty { throw .missingArgument("upgrade needs a FEED: parkcheck upgrade FEED -o NEW") }
                throw .unexpectedArguments(
                    Array(arguments.dropFirst()), hint: "upgrade takes one FEED: parkcheck upgrade FEED -o NEW")
            }
            return .upgrade(feed: arguments[0])
        case "pack":
            guard arguments.count <= 1 else {
                throw .unexpectedArguments(Array(arguments.dropFirst()), hint: "pack takes one DIR: parkcheck pack DIR")
            }
            return .pack(directory: arguments.first)
        case "completions":
            let choices = Shell.allCases.map(\.rawValue)
            guard let typed = arguments.first else {
                throw .missingArgument(
                    "completions needs a SHELL (\(choices.joined(separator: ", "))): parkcheck completions bash")
            }
            guard arguments.count == 1 else {
                throw .unexpectedArguments(Array(arguments.dropFirst()), hint: "give one SHELL: \(spec.usage)")
            }
            guard let shell = Shell(rawValue: typed.lowercased()) else {
                throw .invalidChoice(
                    option: "SHELL", value: typed, choices: choices,
                    suggestion: Suggestion.nearest(to: typed, among: choices))
            }
            return .completions(shell)
        case "near":
            let typed: (latitude: String, longitude: String)
            if (1...3).contains(arguments.count), let pasted = pastedCoordinates(arguments) {
                typed = pasted
            } else {
                switch arguments.count {
                case 0:
                    throw .missingArgument("near needs a place: \(spec.usage)")
                case 1:
                    // A FILE (or - for standard input) of places: a file that exists, or anything
                    // that is not a try at a number (a missing file is then said by name).
                    let word = arguments[0]
                    if word == "-" || FileManager.default.fileExists(atPath: word) || !looksLikeANumber(Substring(word))
                    {
                        return .nearBatch(input: arguments[0])
                    }
                    throw .missingArgument("near needs LAT and LON: \(spec.usage)")
                case 2:
                    typed = (arguments[0], arguments[1])
                default:
                    throw .unexpectedArguments(
                        Array(arguments.dropFirst(2)), hint: "near takes LAT LON: \(spec.usage)")
                }
            }
            let place = try checkedPlace(
                latitude: try degrees(typed.latitude, what: "LAT"),
                longitude: try degrees(typed.longitude, what: "LON"),
                typed: typed)
            return .near(latitude: place.latitude, longitude: place.longitude)
        case "man":
            guard arguments.isEmpty else { throw .unexpectedArguments(arguments, hint: "man takes no arguments") }
            return .manPage
        case "cities":
            guard arguments.isEmpty else { throw .unexpectedArguments(arguments, hint: "cities takes no arguments") }
            return .cities
        default:
            guard let topic = arguments.first else { return .help(topic: nil) }
            guard arguments.count == 1 else {
                throw .unexpectedArguments(Array(arguments.dropFirst()), hint: "give one COMMAND: \(spec.usage)")
            }
            guard CommandSpec.named(topic) != nil else {
                throw .unknownCommand(
                    topic, suggestion: Suggestion.nearest(to: topic, among: CommandSpec.all.map(\.name)))
            }
            return .help(topic: topic)
        }
    }

    private static func format(_ parsed: ParsedArguments) throws(UsageError) -> OutputFormat {
        guard let typed = parsed.value("format") else { return parsed.has("json") ? .json : .text }
        guard let format = OutputFormat(rawValue: typed.lowercased()) else {
            let choices = OutputFormat.allCases.map(\.rawValue)
            throw .invalidChoice(
                option: "--format", value: typed, choices: choices,
                suggestion: Suggestion.nearest(to: typed, among: choices))
        }
        if parsed.has("json"), format != .json { throw .conflictingOptions("--json", "--format \(typed)") }
        return format
    }

    /// `--permit`: each value one area or a list (`S,I`, `S;I`, `S I`: the list syntax of a CSV
    /// cell), so `--permit S,I` and `--permit S --permit I` mean the same.
    private static func permits(_ values: [String]) throws(UsageError) -> [String] {
        var permits: [String] = []
        for value in values {
            let areas = value.split(omittingEmptySubsequences: false) { $0 == "," || $0 == ";" }.map {
                $0.trimmingWhitespaces()
            }
            guard !areas.contains(where: \.isEmpty) else {
                throw .invalidValue(
                    option: "--permit", value: value, reason: "give area codes separated by commas (S,I), none empty")
            }
            permits += areas.flatMap { $0.split(separator: " ").map(String.init) }
        }
        return permits
    }

    /// `--fields`, `--keep`: names separated by commas, none empty.
    private static func fields(_ list: String, option: String) throws(UsageError) -> [String] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingWhitespaces()
        }
        guard !names.contains(where: \.isEmpty) else {
            throw .invalidValue(
                option: option, value: list,
                reason: "give \(option == "--keep" ? "column" : "field") names separated by commas, none empty")
        }
        return names
    }

    /// `37.76,-122.43` as typed from a map, or `nil`.
    private static func pair(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = finite(String(parts[0])), let second = finite(String(parts[1])) else {
            return nil
        }
        return (first, second)
    }

    /// A finite decimal number (never hexadecimal, `nan` or `inf`).
    private static func finite(_ text: String) -> Double? {
        let text = text.trimmingWhitespaces()
        guard !text.lowercased().contains("x"), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func number(
        _ parsed: ParsedArguments, _ option: String, expected: String
    ) throws(UsageError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        return try number(text, what: "--\(option)", expected: expected)
    }

    /// A distance option in metres: a number, 0 or more.
    private static func distance(_ parsed: ParsedArguments, _ option: String) throws(UsageError) -> Double? {
        let expected = "a number of metres, 0 or more"
        guard let text = parsed.value(option) else { return nil }
        let value = try number(text, what: "--\(option)", expected: expected)
        guard value >= 0 else { throw .invalidNumber(what: "--\(option)", value: text, expected: expected) }
        return value
    }

    /// `--stay`, `--remind`: `2h`, `90m`, `1h30m`, `45min`; a duration of at least a minute, in
    /// seconds — or none at all where `allowsZero` (`--remind 0m`: an alarm at the time itself).
    private static func duration(
        _ text: String, option: String, allowsZero: Bool = false
    ) throws(UsageError) -> TimeInterval {
        let expected = "a duration such as 2h, 90m or 1h30m" + (allowsZero ? " (0m: at the time itself)" : "")
        var rest = Substring(text.trimmingWhitespaces().lowercased())
        var seconds = 0.0
        var parts = 0
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isNumber || $0 == "." }
            guard let value = Double(digits), value.isFinite else {
                throw .invalidNumber(what: option, value: text, expected: expected)
            }
            rest = rest.dropFirst(digits.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            switch unit {
            case "h", "hr", "hrs", "hour", "hours": seconds += value * 3600
            case "m", "min", "mins", "minute", "minutes": seconds += value * 60
            default: throw .invalidNumber(what: option, value: text, expected: expected)
            }
            parts += 1
        }
        guard parts > 0, seconds >= 60 || (allowsZero && seconds == 0) else {
            throw .invalidNumber(what: option, value: text, expected: expected)
        }
        return seconds
    }

    /// `--limit`: a whole number, 0 or more.
    private static func count(_ text: String, option: String) throws(UsageError) -> Int {
        guard let value = Int(text.trimmingWhitespaces()), value >= 0 else {
            throw .invalidNumber(what: option, value: text, expected: "a whole number, 0 or more")
        }
        return value
    }

    private static func number(_ text: String, what: String, expected: String) throws(UsageError) -> Double {
        guard let value = finite(text) else { throw .invalidNumber(what: what, value: text, expected: expected) }
        return value
    }
}
