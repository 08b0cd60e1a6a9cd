import Foundation
import TestSupport
import ParkcheckBatch
import Testing
import ZoneKit

@testable import parkcheck

/// `parkcheck completions SHELL`, loaded into a real shell. bash is always here; zsh and fish are
/// installed by `.ci/run`: without them the tests are skipped (reported as such) on a developer's
/// machine and fail under CI.
@Suite struct CompletionsEndToEndTests {
    private func script(_ shell: String) throws -> String {
        let run = try runParkcheck(["completions", shell])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        return try temporaryFile(named: shell == "zsh" ? "_parkcheck" : "parkcheck.\(shell)", containing: run.stdout)
    }

    /// What bash's completion function offers for `words`, the last being the word completed.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        let file = try script("bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let run = try runProgram(
            "/bin/bash",
            [
                "-c",
                "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _parkcheck; "
                    + "printf '%s\\n' \"${COMPREPLY[@]}\"",
            ])
        #expect(run.status == 0, "bash: \(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashRegistersTheCompletion() throws {
        let file = try script("bash")
        let run = try runProgram("/bin/bash", ["-c", "source '\(file)'; complete -p parkcheck"])
        #expect(run.status == 0, "bash: \(run.stderr)")
        #expect(run.stdout == "complete -F _parkcheck parkcheck\n")
    }

    struct CompletionCase: Sendable, CustomTestStringConvertible {
        let words: [String]
        let expected: [String]
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        CompletionCase(words: ["parkcheck", "37.76", "-122.43", "--per"], expected: ["--permit"]),
        CompletionCase(words: ["parkcheck", "37.76", "-122.43", "-p", "h"], expected: ["H", "HV"]),
        CompletionCase(words: ["parkcheck", "x.csv", "--format", "nd"], expected: ["ndjson"]),
        CompletionCase(words: ["parkcheck", "x.csv", "--format", "=", "c"], expected: ["csv"]),
        CompletionCase(words: ["parkcheck", "x.csv", "--color", "al"], expected: ["always"]),
        CompletionCase(
            words: ["parkcheck", "x.csv", "--fields", "id,zone.co"], expected: ["id,zone.code", "id,zone.confidence"]),
        CompletionCase(words: ["parkcheck", "completions", ""], expected: ["bash", "zsh", "fish"]),
        CompletionCase(words: ["parkcheck", "help", "va"], expected: ["validate"]),
        CompletionCase(words: ["parkcheck", "validate", "--js"], expected: ["--json"]),
        CompletionCase(words: ["parkcheck", "pack", "--per"], expected: []),
    ])
    func bashCompletesOptionsAndValues(_ completion: CompletionCase) throws {
        #expect(try bashCompletions(completion.words) == completion.expected)
    }

    @Test func permitAreasAreThoseOfTheBundledData() throws {
        let zones = try String(
            contentsOfFile: SharedFolder.repositoryRoot.appendingPathComponent("Resources/zones.json").path,
            encoding: .utf8)
        let codes = Set(zones.matches(of: /"code": *"([A-Z]+)"/).map { String($0.output.1) })
        #expect(codes.count > 30)
        #expect(Set(CompletionWords.permitAreas) == codes)
    }

    @Test func citiesAreThoseOfTheBundledData() throws {
        let folder = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities").path
        let slugs = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            FileManager.default.fileExists(atPath: "\(folder)/\($0)/city.json")
        }
        #expect(Set(CompletionWords.cities) == Set(slugs))
        #expect(try bashCompletions(["parkcheck", "1", "2", "--city", "por"]) == ["portland"])
    }

    @Test func fieldsAreThoseBatchRecordsHave() {
        let fields = CompletionWords.fields
        for name in ["file", "line", "id", "verdict", "zone", "zone.code", "parkUntil.time", "error", "city.slug"] {
            #expect(fields.contains(name), "\(name) missing")
        }
        let sanFrancisco = BatchRecordShape(answer: BatchParkingAnswer.example, namesFile: true)
        #expect(throws: Never.self) {
            try FieldSelection(
                fields,
                available: BatchCityEngine.mixedFields(sanFrancisco: sanFrancisco) + BatchZoneAnswer.shape.fields)
        }
    }

    @Test(.enabled(if: installedProgram("zsh") != nil || isCI, "zsh is not installed (.ci/run installs it)"))
    func zshLoadsTheCompletion() throws {
        let zsh = try #require(installedProgram("zsh"), "zsh is missing under CI: .ci/run should install it")
        let file = try script("zsh")
        let folder = (file as NSString).deletingLastPathComponent
        #expect(try runProgram(zsh, ["-n", file]).status == 0)
        let run = try runProgram(
            zsh,
            [
                "-fc",
                "fpath=('\(folder)' $fpath); autoload -U compinit; compinit -u -d '\(folder)/.zcompdump'; "
                    + "print -r -- $_comps[parkcheck]",
            ])
        #expect(run.stdout == "_parkcheck\n", "zsh: \(run.stderr)")
    }

    @Test(.enabled(if: installedProgram("fish") != nil || isCI, "fish is not installed (.ci/run installs it)"))
    func fishCompletesOptionsAndValues() throws {
        let fish = try #require(installedProgram("fish"), "fish is missing under CI: .ci/run should install it")
        let file = try script("fish")
        func completions(_ line: String) throws -> [String] {
            let run = try runProgram(fish, ["--no-config", "-c", "source '\(file)'; complete -C'\(line)'"])
            #expect(run.status == 0, "fish: \(run.stderr)")
            return run.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        #expect(try completions("parkcheck --per") == ["--permit"])
        #expect(try completions("parkcheck 1 2 -p H") == ["H", "HV"])
        #expect(try completions("parkcheck x --fields id,zone.co") == ["id,zone.code", "id,zone.confidence"])
        #expect(try completions("parkcheck completions ") == ["bash", "fish", "zsh"])
    }

    @Test func anUnknownShellIsAUsageErrorWithASuggestion() throws {
        let run = try runParkcheck(["completions", "bsh"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("SHELL must be one of bash, zsh, fish; got 'bsh' (did you mean bash?)"))
    }
}
