import Foundation

/// The option table and the reading of a command line into an ``Invocation``.
extension Invocation {
    /// Every option, in the order `--help` lists them.
    static let options: [OptionSpec] = [
        OptionSpec(
            "permit", .repeatable(placeholder: "AREA"),
            summary: "a residential permit you hold, e.g. Q; repeat for more"),
        OptionSpec("placard", summary: "you display a disabled parking placard"),
        OptionSpec(
            "at", .value(placeholder: "TIME"),
            summary: "when, San Francisco time (2026-07-06T08:30); default now"),
        OptionSpec(
            "side", .value(placeholder: "SIDE"),
            summary: "your side of the street: left, right, north, east, …"),
        OptionSpec(
            "heading", .value(placeholder: "DEG"),
            summary: "the way the car faces, degrees from north (tells the side)"),
        OptionSpec(
            "accuracy", .value(placeholder: "METRES"),
            summary: "how far off the position may be (away from a street, the curbs within it answer)"),
        OptionSpec(
            "threshold", .value(placeholder: "METRES"), summary: "how far outside a zone still counts as in it"),
        OptionSpec(
            "data", .value(placeholder: "PATH"),
            summary: "a data directory to answer from, or a zone file alone (zone answers)"),
        OptionSpec("zone-only", summary: "batch: answer only which zone each place is in (fast)"),
        OptionSpec(
            "format", .value(placeholder: "FORMAT"),
            summary: OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                + " (default text; a batch not on a terminal: ndjson)"),
        OptionSpec("json", summary: "same as --format json"),
        OptionSpec(
            "fields", .value(placeholder: "LIST"),
            summary: "batch: comma-separated fields to write (json, ndjson, csv, geojson)"),
        OptionSpec("exit-status", summary: "let the exit status answer (see Exit status)"),
        OptionSpec("fail-on-no", summary: "exit with status 1 when the answer (of any batch row) is no or unknown"),
        OptionSpec("allow-unknown", summary: "with --fail-on-no: an unknown answer does not fail"),
        OptionSpec("no-color", summary: "never colour the output (as when NO_COLOR is set)"),
        OptionSpec("help", short: "h", summary: "show this help"),
        OptionSpec("version", summary: "show the version"),
    ]

    /// The options `validate` understands; any other is an error there.
    static let validateOptions: Set<String> = ["json", "format", "no-color", "help", "version"]

    /// The options `pack` understands.
    static let packOptions: Set<String> = ["no-color", "help", "version"]

    /// The parser for ``options``.
    static let parser = ArgumentParser(options: options)

    /// Reads a command line (without the program name).
    ///
    /// `-h`/`--help` wins over everything, then `--version`; otherwise the positionals decide the
    /// command: `validate FILE...`, `LAT LON` (or `LAT,LON`), one `FILE` or `-`, or nothing (batch
    /// from standard input).
    ///
    /// - Throws: ``UsageError`` saying what is wrong with the line.
    init(parsing arguments: [String]) throws(UsageError) {
        if Self.parser.mentions("help", in: arguments) {
            self.init(command: .help)
            return
        }
        if Self.parser.mentions("version", in: arguments) {
            self.init(command: .version)
            return
        }
        let parsed = try Self.parser.parse(arguments)
        self.init(command: try Self.command(from: parsed.positionals))
        if case .validate = command,
            let stray = parsed.givenOptions.first(where: { !Self.validateOptions.contains($0) })
        {
            throw .notApplicable(option: "--\(stray)", command: "validate")
        }
        if case .pack = command, let stray = parsed.givenOptions.first(where: { !Self.packOptions.contains($0) }) {
            throw .notApplicable(option: "--\(stray)", command: "pack")
        }
        permits = parsed.allValues("permit")
        hasPlacard = parsed.has("placard")
        time = parsed.value("at")
        side = parsed.value("side")
        heading = try Self.number(parsed, "heading", expected: "a number of degrees")
        accuracy = try Self.distance(parsed, "accuracy")
        threshold = try Self.distance(parsed, "threshold")
        dataFile = parsed.value("data")
        isZoneOnly = parsed.has("zone-only")
        format = try Self.format(parsed)
        isFormatGiven = parsed.has("json") || parsed.value("format") != nil
        fields = try parsed.value("fields").map(Self.fields) ?? []
        exitStatusAnswers = parsed.has("exit-status")
        failsOnNo = parsed.has("fail-on-no")
        allowsUnknown = parsed.has("allow-unknown")
        isColorDisabled = parsed.has("no-color")
    }

    private static let positionalHint = "give LAT LON (two numbers), or one FILE (or -) for batch mode"

    private static func command(from positionals: [String]) throws(UsageError) -> Command {
        if positionals.first == "validate" {
            let files = Array(positionals.dropFirst())
            guard !files.isEmpty else {
                throw .missingArgument("validate needs at least one FILE: parkcheck validate FILE...")
            }
            return .validate(files: files)
        }
        if positionals.first == "pack" {
            guard positionals.count <= 2 else {
                throw .unexpectedArguments(
                    Array(positionals.dropFirst(2)), hint: "pack takes one DIR: parkcheck pack DIR")
            }
            return .pack(directory: positionals.dropFirst().first)
        }
        switch positionals.count {
        case 0:
            return .batch(input: nil)
        case 1:
            if let (latitude, longitude) = pair(positionals[0]) {
                let typed = positionals[0].split(separator: ",", omittingEmptySubsequences: false)
                return try lookup(
                    latitude: latitude, longitude: longitude, typed: (String(typed[0]), String(typed[1])))
            }
            return .batch(input: positionals[0])
        case 2:
            guard let latitude = finite(positionals[0]) else {
                if finite(positionals[1]) == nil { throw .unexpectedArguments(positionals, hint: positionalHint) }
                throw .invalidNumber(what: "LAT", value: positionals[0], expected: "a number of degrees")
            }
            let longitude = try number(positionals[1], what: "LON", expected: "a number of degrees")
            return try lookup(latitude: latitude, longitude: longitude, typed: (positionals[0], positionals[1]))
        default:
            // After two numbers, only the rest is unexpected.
            let extra = finite(positionals[0]) != nil ? Array(positionals.dropFirst(2)) : positionals
            throw .unexpectedArguments(extra, hint: positionalHint)
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

    private static func fields(_ list: String) throws(UsageError) -> [String] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !names.contains(where: \.isEmpty) else {
            throw .invalidValue(
                option: "--fields", value: list, reason: "give field names separated by commas, none empty")
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

    private static func finite(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
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

    private static func number(_ text: String, what: String, expected: String) throws(UsageError) -> Double {
        guard let value = finite(text) else { throw .invalidNumber(what: what, value: text, expected: expected) }
        return value
    }
}
