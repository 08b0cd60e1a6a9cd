import Foundation
import Testing

/// The built `parkcheck`, run as a user runs it: arguments in, exit status, stdout and stderr out.
@Suite struct EndToEndTests {
    @Test(arguments: [["--help"], ["-h"], ["37.76", "-122.43", "--permt", "--help"]])
    func helpExitsZeroAndShowsTheExample(_ arguments: [String]) throws {
        let run = try runParkcheck(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.contains("parkcheck 37.76 -122.43 --permit Q"))
        #expect(run.stdout.contains("--permit AREA"))
        #expect(run.stderr.isEmpty)
    }

    @Test func versionPrintsTheToolAndTheDataWithItsSourceDates() throws {
        let run = try runParkcheck(["--version"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.wholeMatch(of: /parkcheck \d+\.\d+\.\d+/) != nil, "got \(run.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("data 2025-11-28 (") == true, "got \(run.stdout)")
        #expect(lines.contains("  regulations_hi6h-neyh_20251128.csv          2025-11-28"))
        #expect(lines.contains("  street_sweeping_by_side_20250729.csv        2025-07-29"))
        #expect(run.stderr.isEmpty)
    }

    @Test func unknownOptionIsAUsageErrorWithASuggestion() throws {
        let run = try runParkcheck(["37.76", "-122.43", "--permt", "Q"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                parkcheck: error: unknown option --permt; did you mean --permit?
                Try 'parkcheck --help' for more information.

                """)
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(
            arguments: ["37.76", "-122.43", "--permit"], message: "option --permit needs a value: --permit AREA"),
        UsageCase(arguments: ["37.76", "north"], message: "LON must be a number of degrees, got 'north'"),
        UsageCase(arguments: ["37.76", "-122.43", "--format", "jsno"], message: "(did you mean json?)"),
        UsageCase(arguments: ["37.76", "-122.43", "--at", "8", "--at", "9"], message: "--at was given more than once"),
        UsageCase(arguments: ["validate"], message: "validate needs at least one FILE"),
        UsageCase(arguments: ["validate", "z.json", "--permit", "Q"], message: "--permit does not apply to validate"),
        UsageCase(arguments: ["1", "2", "3"], message: "unexpected argument '3'"),
        UsageCase(
            arguments: ["37.76", "-122.43", "--heading", "up"], message: "--heading must be a number of degrees"),
        UsageCase(
            arguments: ["37.76", "--permit", "Q"], message: "37.76 looks like a latitude without a longitude"),
    ])
    func usageErrorsExit64AndSayWhatWasWrong(_ usage: UsageCase) throws {
        let run = try runParkcheck(usage.arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: "))
        #expect(run.stderr.contains(usage.message), "stderr: \(run.stderr)")
    }

    @Test(arguments: [["no-such-points.txt"], ["validate", "no-such-zones.json"], ["1", "2", "--data", "none.json"]])
    func missingInputFileExits66(_ arguments: [String]) throws {
        let run = try runParkcheck(arguments)
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no such file"), "stderr: \(run.stderr)")
    }

    @Test func misspeltCommandIsSuggested() throws {
        let run = try runParkcheck(["valdate", "zones.json"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown command 'valdate'; did you mean 'validate'?"))
        let single = try runParkcheck(["valdate"])
        #expect(single.status == 66)
        #expect(single.stderr.contains("did you mean 'parkcheck validate FILE...'?"))
    }

    @Test func noColourWhenStandardErrorIsNotATerminal() throws {
        let run = try runParkcheck(["--permt"], environment: ["TERM": "xterm-256color"])
        #expect(run.status == 64)
        #expect(!run.stderr.contains("\u{1B}["))
    }

    #if os(Linux)
        /// `script` (util-linux) gives the program a pseudo-terminal, as a user's shell would.
        func runOnTerminal(_ arguments: [String], environment: [String: String]) throws -> ParkcheckRun {
            let binary = try ParkcheckBinary.url().path
            let command = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            process.environment = childEnvironment(
                ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"].merging(environment) { $1 })
            return try capture(process, stdin: nil)
        }

        @Test func bareOnATerminalPrintsUsageInsteadOfWaiting() throws {
            let run = try runOnTerminal([], environment: [:])
            #expect(run.status == 64)
            #expect(run.stdout.contains("parkcheck LAT LON [options]"))
            #expect(run.stdout.contains("Try 'parkcheck --help' for more information."))
        }

        @Test func colourOnATerminalUnlessNoColorOrTheFlag() throws {
            let coloured = try runOnTerminal(["--permt"], environment: [:])
            #expect(coloured.status == 64)
            #expect(coloured.stdout.contains("\u{1B}[1;31merror\u{1B}[0m"), "terminal output: \(coloured.stdout)")
            let noColor = try runOnTerminal(["--permt"], environment: ["NO_COLOR": "1"])
            #expect(noColor.stdout.contains("parkcheck: error: unknown option --permt"))
            #expect(!noColor.stdout.contains("\u{1B}["))
            let flag = try runOnTerminal(["--permt", "--no-color"], environment: [:])
            #expect(flag.stdout.contains("parkcheck: error: unknown option --permt"))
            #expect(!flag.stdout.contains("\u{1B}["))
        }
    #endif

    @Test func outputIntoAPipeNobodyReadsEndsQuietly() throws {
        // The read end is closed before parkcheck starts, so its very first write meets EPIPE.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        let process = Process()
        process.executableURL = try ParkcheckBinary.url()
        process.arguments = ["--help"]
        process.environment = childEnvironment([:])
        let errors = Pipe()
        // Closed by hand below, exactly once: a second close could hit a descriptor reused meanwhile.
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        close(ends[1])
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: stderr, as: UTF8.self) == "")
    }

    @Test func helpIntoHeadEndsQuietly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"{ "$0" --help; echo "status=$?" >&2; } | head -c1"#, try ParkcheckBinary.url().path,
        ]
        let run = try capture(process, stdin: nil)
        #expect(run.status == 0)
        #expect(run.stdout == "p")
        #expect(run.stderr == "status=0\n")
    }
}
