import Foundation
import Testing

/// Exit 74 (EX_IOERR) when the results cannot be written, binary input stopped at its first NUL
/// byte, and `--max-errors N`.
@Suite struct OutputFailureEndToEndTests {
    /// Runs parkcheck with standard output on `/dev/full` (every write fails with ENOSPC).
    private func runIntoAFullDisk(_ arguments: [String], stdin: Data? = nil) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try ParkcheckBinary.url()
        process.arguments = arguments
        process.environment = childEnvironment(["PATH": "/usr/bin:/bin", "LC_ALL": "C"])
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = full
        process.standardError = errors
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(stdin ?? Data())
        try input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    @Test(arguments: [
        ["37.759546", "-122.423713", "--at", "2026-07-06T10:00"],
        ["-", "--format", "csv", "--at", "2026-07-06T10:00"],
        ["near", "37.759546", "-122.423713", "--at", "2026-07-06T10:00"],
    ])
    func aFullDiskExits74WithOneLine(_ arguments: [String]) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let run = try runIntoAFullDisk(arguments, stdin: Data("37.759546,-122.423713\n".utf8))
        #expect(run.status == 74)
        #expect(run.stderr == "parkcheck: error: cannot write the output: No space left on device\n")
    }

    @Test func binaryInputStopsAtItsFirstNULByte() throws {
        var bytes = Data("37.759546,-122.423713\n".utf8)
        bytes += Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0x0A]) + Data(repeating: 0x41, count: 5000)
        bytes += Data("\n37.76,-122.43\n".utf8)
        let run = try runParkcheck(["-", "--zone-only", "--fields", "line,zone.code"], stdin: bytes)
        #expect(run.status == 1)
        #expect(run.stdout == "{\"line\":1,\"zone\":{\"code\":\"S\"}}\n")
        #expect(
            run.stderr
                == "parkcheck: error (at <stdin>:2:7): a NUL byte: this input is binary, not text "
                + "(give CSV, NDJSON or GeoJSON as UTF-8); nothing after it was read\n")
    }

    @Test func maxErrorsStopsAtTheFirstBadRowPastTheAllowance() throws {
        let rows = Data("lat,lon\n37.76,-122.43\nx,1\n37.76,-122.43\ny,2\nz,3\n37.76,-122.43\n".utf8)
        let run = try runParkcheck(
            ["-", "--zone-only", "--format", "json", "--fields", "line,error", "--max-errors", "1"], stdin: rows)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                [
                {"line":2,"error":null},
                {"line":3,"error":"latitude 'x' is not a number: give decimal degrees such as 37.76"},
                {"line":4,"error":null}
                ]

                """)
        #expect(
            run.stderr == """
                parkcheck: error (at <stdin>:3:1): latitude 'x' is not a number: give decimal degrees such as 37.76
                parkcheck: error: stopped at <stdin>:5, after 1 row that could not be answered (--max-errors 1); \
                the rest of the input was not read

                """)
        let none = try runParkcheck(["-", "--zone-only", "--fields", "line", "--max-errors", "0"], stdin: rows)
        #expect(none.stdout == "{\"line\":2}\n")
        #expect(none.status == 1)
        let all = try runParkcheck(["-", "--zone-only", "--fields", "line", "--max-errors", "3"], stdin: rows)
        #expect(all.stdout.split(separator: "\n").count == 6)
        #expect(try runParkcheck(["-", "--max-errors", "-1"]).status == 64)
    }
}

/// Text batch output on a terminal that also shows standard error says why a row failed once, on
/// the row's own line (run under `script`, which gives the batch a terminal).
@Suite struct TerminalBatchErrorsEndToEndTests {
    @Test(.enabled(if: installedProgram("script") != nil, "script (util-linux) is not installed"))
    func aFailedRowIsReportedOnceOnATerminal() throws {
        let path = try temporaryFile(named: "rows.csv", containing: "lat,lon\nx,1\n37.759546,-122.423713\n")
        let run = try runProgram(
            "/usr/bin/script",
            ["-qc", "parkcheck \(path) --at 2026-11-23T06:00 --color never", "/dev/null"],
            environment: ["LC_ALL": "C.UTF-8", "TERM": "xterm"])
        let lines = run.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.filter { $0.contains("latitude 'x' is not a number") }.count == 1, "\(lines)")
        #expect(lines.first == "line 2: error: latitude 'x' is not a number: give decimal degrees such as 37.76")
        // Piped, the error still goes to standard error with its place.
        let piped = try runParkcheck([path, "--at", "2026-11-23T06:00", "--format", "text"])
        #expect(piped.stderr.contains("parkcheck: error (at \(path):2:1): latitude 'x' is not a number"))
        #expect(piped.stdout.contains("line 2: error: latitude 'x' is not a number"))
    }
}
