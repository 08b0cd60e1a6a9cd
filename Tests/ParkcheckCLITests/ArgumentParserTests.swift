import Testing

@testable import parkcheck

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(options: [
        OptionSpec("permit", .repeatable(placeholder: "AREA"), summary: ""),
        OptionSpec("heading", .value(placeholder: "DEG"), summary: ""),
        OptionSpec("json", summary: ""),
        OptionSpec("help", short: "h", summary: ""),
    ])

    @Test func negativeNumbersAndDashAreArgumentsNotOptions() throws {
        let parsed = try parser.parse(["37.76", "-122.43", "-", "-.5", "-1e3"])
        #expect(parsed.positionals == ["37.76", "-122.43", "-", "-.5", "-1e3"])
        #expect(parsed.flags.isEmpty)
    }

    @Test func repeatableOptionsKeepEveryValueInOrderInBothSpellings() throws {
        let parsed = try parser.parse(["--permit", "Q", "--permit=S", "--permit", "HV"])
        #expect(parsed.allValues("permit") == ["Q", "S", "HV"])
        #expect(parsed.givenOptions == ["permit"])
    }

    @Test func anOptionValueMayBeANegativeNumberOrContainEquals() throws {
        let parsed = try parser.parse(["--heading", "-90", "--json", "--json"])
        #expect(parsed.value("heading") == "-90")
        #expect(parsed.has("json"))
        #expect(try parser.parse(["--heading=a=b"]).value("heading") == "a=b")
    }

    @Test func doubleDashEndsTheOptions() throws {
        let parsed = try parser.parse(["--json", "--", "--permit", "-h"])
        #expect(parsed.positionals == ["--permit", "-h"])
        #expect(parsed.has("json"))
        #expect(!parser.mentions("help", in: ["--", "-h"]))
        #expect(parser.mentions("help", in: ["--bogus", "-h"]))
    }

    @Test func shortAliasIsTheOption() throws {
        #expect(try parser.parse(["-h"]).has("help"))
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let error: UsageError
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Failure(arguments: ["--permt", "Q"], error: .unknownOption("--permt", suggestion: "--permit")),
        Failure(arguments: ["--perm=Q"], error: .unknownOption("--perm", suggestion: "--permit")),
        Failure(arguments: ["-permit", "Q"], error: .unknownOption("-permit", suggestion: "--permit")),
        Failure(arguments: ["-x"], error: .unknownOption("-x", suggestion: nil)),
        Failure(arguments: ["--zebra"], error: .unknownOption("--zebra", suggestion: nil)),
        Failure(arguments: ["--permit"], error: .missingValue(option: "--permit", placeholder: "AREA")),
        Failure(arguments: ["--permit", "--json"], error: .missingValue(option: "--permit", placeholder: "AREA")),
        Failure(arguments: ["--permit", "--"], error: .missingValue(option: "--permit", placeholder: "AREA")),
        Failure(arguments: ["--json=yes"], error: .unexpectedValue(option: "--json", value: "yes")),
        Failure(arguments: ["--heading", "1", "--heading=2"], error: .repeatedOption("--heading")),
    ])
    func mistakesAreNamed(_ failure: Failure) {
        #expect(throws: failure.error) { try parser.parse(failure.arguments) }
    }
}
