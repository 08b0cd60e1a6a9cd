import Foundation
import Testing

/// Defaults set once: `$XDG_CONFIG_HOME/parkcheck/config` (or `~/.config/parkcheck/config`),
/// `PARKCHECK_PERMIT`-style variables, `--no-config`; the command line wins over the environment,
/// which wins over the file; a bad line is named by file, line and column (exit 78).
@Suite struct ConfigurationEndToEndTests {
    private let lookup = ["37.759546", "-122.423713", "--at", "2026-11-23T06:00"]

    /// A folder standing for `XDG_CONFIG_HOME` (or `HOME`), with `config` written at `relativePath`.
    private func configHome(_ config: String, at relativePath: String = "parkcheck/config") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parkcheck-config-\(UUID())")
        let file = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(config.utf8).write(to: file)
        return folder.path
    }

    private func permitLine(_ run: ParkcheckRun) -> String {
        run.stdout.split(separator: "\n").first { $0.hasPrefix("  Permit: ") }.map(String.init) ?? run.stderr
    }

    @Test func theFileSetsDefaultsTheEnvironmentAndCommandLineOverride() throws {
        let home = try configHome("# my car\npermit = S\n\nplacard = no\r\n")
        let xdg = ["XDG_CONFIG_HOME": home]
        #expect(
            permitLine(try runParkcheck(lookup, environment: xdg)).hasPrefix("  Permit: your S permit is valid here"))
        #expect(
            permitLine(try runParkcheck(lookup, environment: xdg.merging(["PARKCHECK_PERMIT": "I"]) { $1 }))
                .hasPrefix("  Permit: your I permit is valid here"))
        #expect(
            permitLine(
                try runParkcheck(lookup + ["-p", "Q"], environment: xdg.merging(["PARKCHECK_PERMIT": "I"]) { $1 })
            )
            .hasPrefix("  Permit: your Q permit is NOT valid here"))
        #expect(
            permitLine(
                try runParkcheck(lookup + ["--no-config"], environment: xdg.merging(["PARKCHECK_PERMIT": "I"]) { $1 })
            )
            .hasPrefix("  Permit: none given"))
    }

    @Test func homeConfigIsTheFallbackAndFormatApplies() throws {
        let home = try configHome("format = json\n", at: ".config/parkcheck/config")
        let run = try runParkcheck(lookup, environment: ["HOME": home])
        #expect(run.stdout.hasPrefix("{"))
        #expect(try runParkcheck(lookup + ["--format", "text"], environment: ["HOME": home]).stdout.hasPrefix("✓"))
        // --json stands for --format: no conflict with the file's format.
        #expect(try runParkcheck(lookup + ["--json"], environment: ["HOME": home]).status == 0)
        // Options a command does not take are not given to it.
        let validate = try runParkcheck(["validate", "/nonexistent.json"], environment: ["HOME": home])
        #expect(validate.status == 66)
    }

    @Test(arguments: [
        (
            "permit = S\nformt = json\n",
            "config:2:1: 'formt' is not a setting (did you mean 'format'?); the settings are: "
        ),
        (
            "permit = S\n  format =  yaml\n",
            "config:2:13: --format must be one of text, json, ndjson, csv, geojson, svg, html, ics; got 'yaml'"
        ),
        ("permit S\n", "config:1:1: expected key = value, such as permit = S (a # starts a comment)"),
        ("placard = maybe\n", "config:1:11: placard 'maybe': give yes or no"),
    ])
    func aBadLineIsNamedByFileLineAndColumn(_ config: String, _ message: String) throws {
        let home = try configHome(config)
        let run = try runParkcheck(lookup, environment: ["XDG_CONFIG_HOME": home])
        #expect(run.status == 78)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: \(home)/parkcheck/\(message)"), "\(run.stderr)")
        #expect(try runParkcheck(lookup + ["--no-config"], environment: ["XDG_CONFIG_HOME": home]).status == 0)
    }

    @Test func aBadVariableIsNamed() throws {
        let run = try runParkcheck(lookup, environment: ["PARKCHECK_FORMAT": "yaml"])
        #expect(run.status == 78)
        #expect(run.stderr.hasPrefix("parkcheck: error: PARKCHECK_FORMAT: --format must be one of"))
    }
}
