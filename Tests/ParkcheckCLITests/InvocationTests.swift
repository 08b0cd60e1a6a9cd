import Testing

@testable import parkcheck

@Suite struct InvocationTests {
    @Test func fullLookupLine() throws {
        let invocation = try Invocation(parsing: [
            "37.76", "-122.43", "--permit", "Q", "--permit=S", "--placard", "--at", "2026-07-06T08:30",
            "--side", "east", "--heading", "-45", "--accuracy", "12.5", "--threshold", "8", "--data", "zones.json",
            "--zone-only", "--format", "NDJSON", "--fields", "zone, until", "--exit-status", "--fail-on-no",
            "--no-color",
        ])
        var expected = Invocation(command: .lookup(latitude: 37.76, longitude: -122.43))
        expected.permits = ["Q", "S"]
        expected.hasPlacard = true
        expected.time = "2026-07-06T08:30"
        expected.side = "east"
        expected.heading = -45
        expected.accuracy = 12.5
        expected.threshold = 8
        expected.dataFile = "zones.json"
        expected.isZoneOnly = true
        expected.format = .ndjson
        expected.isFormatGiven = true
        expected.fields = ["zone", "until"]
        expected.exitStatusAnswers = true
        expected.failsOnNo = true
        expected.color = .never
        #expect(invocation == expected)
    }

    struct CommandCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let command: Invocation.Command
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        CommandCase(arguments: [], command: .batch(inputs: [])),
        CommandCase(arguments: ["--permit", "Q"], command: .batch(inputs: [])),
        CommandCase(arguments: ["-"], command: .batch(inputs: ["-"])),
        CommandCase(arguments: ["points.txt", "--permit", "Q"], command: .batch(inputs: ["points.txt"])),
        CommandCase(arguments: ["a.csv", "-", "b.ndjson"], command: .batch(inputs: ["a.csv", "-", "b.ndjson"])),
        CommandCase(arguments: ["37.76,-122.43"], command: .lookup(latitude: 37.76, longitude: -122.43)),
        CommandCase(arguments: ["--", "-37.5", "145"], command: .lookup(latitude: -37.5, longitude: 145)),
        CommandCase(
            arguments: ["validate", "a.json", "b.json", "--json"], command: .validate(files: ["a.json", "b.json"])),
        CommandCase(arguments: ["--version", "1", "2"], command: .version),
        CommandCase(arguments: ["--bogus", "--version", "-h"], command: .help(topic: nil)),
        CommandCase(arguments: ["-V"], command: .version),
        CommandCase(arguments: ["validate", "--help"], command: .help(topic: "validate")),
        CommandCase(arguments: ["pack", "-h", "--permt"], command: .help(topic: "pack")),
        CommandCase(arguments: ["help"], command: .help(topic: nil)),
        CommandCase(arguments: ["help", "validate"], command: .help(topic: "validate")),
        CommandCase(arguments: ["completions", "bash"], command: .completions(.bash)),
        CommandCase(arguments: ["man"], command: .manPage),
    ])
    func positionalsChooseTheCommand(_ commandCase: CommandCase) throws {
        #expect(try Invocation(parsing: commandCase.arguments).command == commandCase.command)
    }

    @Test func jsonIsShortForFormatJson() throws {
        #expect(try Invocation(parsing: ["1", "2", "--json"]).format == .json)
        #expect(try Invocation(parsing: ["1", "2", "--json", "--format", "json"]).format == .json)
        #expect(try Invocation(parsing: ["1", "2"]).format == .text)
        #expect(try Invocation(parsing: ["1", "2"]).isFormatGiven == false)
        #expect(try Invocation(parsing: ["-", "--format=text"]).isFormatGiven)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let error: UsageError
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Failure(
            arguments: ["nan", "2"],
            error: .invalidDegrees(
                what: "LAT", value: "nan", reason: "is not a number: give decimal degrees such as 37.76")),
        Failure(
            arguments: ["1", "2", "--accuracy", "far"],
            error: .invalidNumber(what: "--accuracy", value: "far", expected: "a number of metres, 0 or more")),
        Failure(
            arguments: ["a", "-", "-"],
            error: .unexpectedArguments(["-"], hint: "standard input (-) can be read only once")),
        Failure(
            arguments: ["37.76", "-122.43", "b"],
            error: .unexpectedArguments(["b"], hint: "give LAT LON (two numbers), or FILE... (or -) for batch mode")),
        Failure(
            arguments: ["1", "2", "--json", "--format", "csv"], error: .conflictingOptions("--json", "--format csv")),
        Failure(
            arguments: ["1", "2", "--format", "xml"],
            error: .invalidChoice(
                option: "--format", value: "xml",
                choices: ["text", "json", "ndjson", "csv", "geojson", "svg", "html", "ics"],
                suggestion: nil)),
        Failure(
            arguments: ["1", "2", "--fields", "zone,,until"],
            error: .invalidValue(
                option: "--fields", value: "zone,,until", reason: "give field names separated by commas, none empty")),
        Failure(
            arguments: ["1", "2", "--remind", "1h"],
            error: .notApplicable(option: "--remind", command: "--format text (it sets the alarms of --format ics)")),
        Failure(
            arguments: ["1", "2", "--format", "ics", "--remind", "5"],
            error: .invalidNumber(
                what: "--remind", value: "5", expected: "a duration such as 2h, 90m or 1h30m (0m: at the time itself)")),
        Failure(arguments: ["validate", "a", "--at", "9"], error: .notApplicable(option: "--at", command: "validate")),
        Failure(
            arguments: ["validate"],
            error: .missingArgument("validate needs at least one FILE: parkcheck validate FILE...")),
    ])
    func badLinesAreUsageErrors(_ failure: Failure) {
        #expect(throws: failure.error) { try Invocation(parsing: failure.arguments) }
    }

    @Test func remindIsADurationForCalendars() throws {
        let invocation = try Invocation(parsing: ["1", "2", "--format", "ics", "--remind", "1h15m"])
        #expect(invocation.format == .ics)
        #expect(invocation.remind == 4500)
    }

    @Test func everyOptionHasASummaryAndAUniqueName() {
        #expect(Invocation.options.allSatisfy { !$0.summary.isEmpty })
        #expect(Set(Invocation.options.map(\.name)).count == Invocation.options.count)
    }
}
