import Foundation
import TestSupport
import Testing

/// Short options, --output, --quiet, --verbose, --color, per-command help, "did you mean" for
/// commands, a one-screen --help, and `make install DESTDIR=… PREFIX=…`.
@Suite struct CLIFinishEndToEndTests {
    private let lookup = ["37.759546", "-122.423713", "--at", "2026-11-23T06:00"]

    @Test func shortOptionsMeanWhatTheLongOnesDo() throws {
        let long = try runParkcheck(lookup + ["--permit", "S"])
        let short = try runParkcheck(lookup + ["-p", "S"])
        #expect(long.status == 0)
        #expect(short.stdout == long.stdout)
        #expect(short.stdout.contains("your S permit is valid here"))
        let version = try runParkcheck(["-V"])
        #expect(version.status == 0)
        #expect(version.stdout == (try runParkcheck(["--version"])).stdout)
    }

    @Test func outputWritesTheResultsToTheFileInstead() throws {
        let path = try temporaryFile(named: "answer.json", containing: "old contents")
        let run = try runParkcheck(lookup + ["--json", "-o", path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == (try runParkcheck(lookup + ["--json"])).stdout)
        let failed = try runParkcheck(lookup + ["--output", "/nonexistent-folder/answer.json"])
        #expect(failed.status == 73)
        #expect(failed.stderr.contains("cannot write '/nonexistent-folder/answer.json' (--output)"))
    }

    @Test func quietLeavesOutWarningsButNotErrors() throws {
        let rows = Data("37.76,-122.43\n".utf8)
        let warned = try runParkcheck(["-", "--zone-only", "--permit", "Q"], stdin: rows)
        #expect(warned.stderr.contains("warning: --permit is not used by a zone lookup"))
        let quiet = try runParkcheck(["-", "--zone-only", "--permit", "Q", "-q"], stdin: rows)
        #expect(quiet.stderr.isEmpty)
        #expect(quiet.stdout == warned.stdout)
        let failing = try runParkcheck(["-", "-q"], stdin: Data("not a place\n".utf8))
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("parkcheck: error (at <stdin>:1)"))
    }

    @Test func verboseSaysWhichDataAndTimeAndHowLong() throws {
        let run = try runParkcheck(lookup + ["-v"])
        #expect(run.status == 0)
        #expect(run.stdout == (try runParkcheck(lookup)).stdout)
        #expect(run.stderr.contains("parkcheck: data: "))
        #expect(run.stderr.contains("parkcheck: answering for 2026-11-23T06:00:00-08:00\n"))
        #expect(run.stderr.contains("parkcheck: done in "))
        #expect(try runParkcheck(lookup + ["-q", "-v"]).status == 64)
    }

    @Test func colorAlwaysColoursAPipeAndNeverOrNoColorNever() throws {
        let plain = try runParkcheck(lookup)
        #expect(!plain.stdout.contains("\u{1B}["))
        let always = try runParkcheck(lookup + ["--color=always"])
        #expect(always.stdout.contains("\u{1B}["))
        let forced = try runParkcheck(lookup, environment: ["CLICOLOR_FORCE": "1"])
        #expect(forced.stdout == always.stdout)
        let vetoed = try runParkcheck(lookup, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
        #expect(vetoed.stdout == plain.stdout)
        #expect(
            try runParkcheck(lookup + ["--color", "never"], environment: ["CLICOLOR_FORCE": "1"]).stdout == plain.stdout
        )
        #expect(try runParkcheck(lookup + ["--no-color"], environment: ["CLICOLOR_FORCE": "1"]).stdout == plain.stdout)
        let wrong = try runParkcheck(lookup + ["--color=allways"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("(did you mean always?)"))
    }

    @Test func helpFitsOneScreenAndPointsToTheManPage() throws {
        let help = try runParkcheck(["--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 40, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 80 }, "a line is wider than 80 columns")
        #expect(help.contains("man parkcheck"))
        #expect(try runParkcheck(["help"]).stdout == help)
    }

    @Test(arguments: [["validate", "--help"], ["help", "validate"], ["validate", "-h", "--permit", "Q"]])
    func validateHasItsOwnHelp(_ arguments: [String]) throws {
        let run = try runParkcheck(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Usage: parkcheck validate FILE..."))
        #expect(!run.stdout.contains("--permit"))
    }

    @Test func packAndCompletionsHaveTheirOwnHelp() throws {
        #expect(try runParkcheck(["pack", "--help"]).stdout.hasPrefix("Usage: parkcheck pack [DIR]"))
        #expect(try runParkcheck(["help", "completions"]).stdout.hasPrefix("Usage: parkcheck completions SHELL"))
        let unknown = try runParkcheck(["help", "valdate"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown command 'valdate'; did you mean 'validate'?"))
    }

    @Test(arguments: [
        (["valdate", "x.json"], "unknown command 'valdate'; did you mean 'validate'?"),
        (["pakc", "Resources"], "unknown command 'pakc'; did you mean 'pack'?"),
        (["complitions", "bash"], "unknown command 'complitions'; did you mean 'completions'?"),
    ])
    func misspeltCommandsAreSuggested(_ arguments: [String], _ message: String) throws {
        let run = try runParkcheck(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
    }

    @Test func aCommandsUsageErrorPointsToItsHelp() throws {
        let run = try runParkcheck(["pack", "--permit", "Q"])
        #expect(run.status == 64)
        #expect(run.stderr.hasSuffix("Try 'parkcheck pack --help' for more information.\n"))
    }

    /// `make install-files` is `make install` without the release build: the already-built
    /// binary, stripped, with its data, man page and completions, under DESTDIR; then
    /// `make uninstall` takes every file away again.
    @Test func makeInstallHonoursDestdirAndUninstallRemovesEverything() throws {
        let make = try #require(installedProgram("make"))
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("stage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: destination) }
        let root = SharedFolder.repositoryRoot.path
        let binary = try ParkcheckBinary.url().path
        let variables = ["BIN=\(binary)", "DESTDIR=\(destination.path)", "PREFIX=/usr"]
        let install = try runProgram(make, ["-s", "-C", root, "install-files"] + variables)
        #expect(install.status == 0, "make install-files: \(install.stderr)")
        let expected = [
            "usr/bin/parkcheck", "usr/share/bash-completion/completions/parkcheck",
            "usr/share/fish/vendor_completions.d/parkcheck.fish", "usr/share/man/man1/parkcheck.1",
            "usr/share/parkcheck/README.md",
            "usr/share/parkcheck/cities/austin/city.json", "usr/share/parkcheck/cities/austin/curbs.curblr.json",
            "usr/share/parkcheck/cities/austin/holidays.txt", "usr/share/parkcheck/cities/portland/city.json",
            "usr/share/parkcheck/cities/portland/curbs.curblr.json", "usr/share/parkcheck/cities/portland/holidays.txt",
            "usr/share/parkcheck/cities/san-francisco/city.json",
            "usr/share/parkcheck/cities/san-francisco/holidays.txt", "usr/share/parkcheck/meters.geojson",
            "usr/share/parkcheck/parkcheck.pack", "usr/share/parkcheck/regulations.geojson",
            "usr/share/parkcheck/sweeping.geojson", "usr/share/parkcheck/zones.json",
            "usr/share/zsh/site-functions/_parkcheck",
        ]
        #expect(try files(under: destination) == expected)
        let manPage = try String(
            contentsOf: destination.appendingPathComponent("usr/share/man/man1/parkcheck.1"), encoding: .utf8)
        #expect(manPage == (try runParkcheck(["man"])).stdout)
        let symbols = try runProgram("/bin/sh", ["-c", "nm '\(destination.path)/usr/bin/parkcheck' 2>&1 | head -1"])
        #expect(symbols.stdout.contains("no symbols"), "the installed binary is not stripped: \(symbols.stdout)")
        let uninstall = try runProgram(make, ["-s", "-C", root, "uninstall"] + variables)
        #expect(uninstall.status == 0, "make uninstall: \(uninstall.stderr)")
        #expect(try files(under: destination) == [])
    }

    private func files(under folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }
}
