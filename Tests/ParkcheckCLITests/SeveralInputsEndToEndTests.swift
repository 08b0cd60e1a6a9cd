import Foundation
import Testing

/// `parkcheck a.csv b.ndjson`: several inputs in one batch (#21), read in order, each in its own
/// form, records naming their input; and `--keep all`.
@Suite struct SeveralInputsEndToEndTests {
    private static let csv =
        "id,lat,lon\nq,\(BatchScratch.inQ.latitude),\(BatchScratch.inQ.longitude)\nbad,95,-122.43\n"
    private static let ndjson = """
        {"id":"hv","lat":\(BatchScratch.inHV.latitude),"lon":\(BatchScratch.inHV.longitude),"plate":"7ABC"}
        {"lat":"oops","lon":1}

        """

    /// The zone-only NDJSON records of a run over `files` (with `options`), each parsed.
    private func records(_ scratch: BatchScratch, _ arguments: [String]) throws -> (ParkcheckRun, [[String: Any]]) {
        let run = try runParkcheck(arguments + ["--data", scratch.zonesPath, "--format", "ndjson"])
        return (run, try ndjsonRecords(run.stdout))
    }

    @Test func rowsComeInOrderEachNamedByItsFileAndLine() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let b = try scratch.write("b.ndjson", Self.ndjson)
            let (run, records) = try records(scratch, [a, b])
            #expect(run.status == 1)
            #expect(records.map { $0["file"] as? String } == [a, a, b, b])
            #expect(records.map { $0["line"] as? Int } == [2, 3, 1, 2])
            #expect(records.map { ($0["zone"] as? [String: Any])?["code"] as? String } == ["Q", nil, "HV", nil])
            #expect(run.stderr.contains("(at \(a):3:"))
            #expect(run.stderr.contains("(at \(b):2:"))
        }
    }

    @Test func oneInputHasNoFileMemberUnlessFieldsAsksForIt() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let (_, plain) = try records(scratch, [a])
            #expect(plain.allSatisfy { $0["file"] == nil })
            let (_, asked) = try records(scratch, [a, "--fields", "file,line"])
            #expect(asked.map { $0["file"] as? String } == [a, a])
        }
    }

    @Test func aFileThatCannotBeReadIsNamedAndTheOthersAreAnswered() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let missing = scratch.folder.appendingPathComponent("missing.csv").path
            let (run, records) = try records(scratch, [missing, a])
            #expect(run.status == 66)
            #expect(run.stderr.hasPrefix("parkcheck: error: cannot read '\(missing)': no such file\n"))
            #expect(records.count == 2)
        }
    }

    @Test func standardInputTakesItsPlaceAmongTheFiles() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let run = try runParkcheck(
                [a, "-", "--data", scratch.zonesPath, "--format", "csv", "--fields", "file,line,id"],
                stdin: Data(Self.ndjson.utf8))
            #expect(run.stdout == "file,line,id\n\(a),2,q\n\(a),3,bad\n<stdin>,1,hv\n<stdin>,2,\n")
            let twice = try runParkcheck(["-", a, "-"], stdin: Data())
            #expect(twice.status == 64)
        }
    }

    @Test func aFileNamedTwiceIsReadTwice() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let (_, records) = try records(scratch, [a, a, "--fields", "file,line"])
            #expect(records.map { $0["line"] as? Int } == [2, 3, 2, 3])
        }
    }

    @Test func maxErrorsCountsTheRowsOfEveryFileTogether() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let b = try scratch.write("b.ndjson", Self.ndjson)
            let (run, records) = try records(scratch, [a, b, "--max-errors", "1"])
            #expect(run.status == 1)
            #expect(records.count == 3)
            #expect(run.stderr.contains("stopped at \(b):2, after 1 row that could not be answered (--max-errors 1)"))
        }
    }

    @Test func jobsChangeNothingWithSeveralFiles() throws {
        try BatchScratch.with { scratch in
            let rows = (0..<300).map { "37.76\($0 % 90 + 10),-122.43\($0 % 70 + 10)\n" }.joined()
            let a = try scratch.write("a.txt", rows)
            let b = try scratch.write("b.csv", "lat,lon\n" + rows)
            let one = try runParkcheck([a, b, "--data", scratch.zonesPath, "--jobs", "1"])
            let many = try runParkcheck([a, b, "--data", scratch.zonesPath, "--jobs", "4"])
            #expect(one.stdout == many.stdout)
            #expect(try ndjsonRecords(one.stdout).count == 600)
        }
    }

    @Test func keepAllKeepsEveryCSVColumnAndEachJSONRowsOwnMembers() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let b = try scratch.write("b.ndjson", Self.ndjson)
            let (_, records) = try records(scratch, [a, b, "--keep", "all", "--fields", "input"])
            let inputs = records.map { $0["input"] as? [String: Any] ?? [:] }
            #expect(inputs[0] as? [String: String] == ["id": "q", "lat": "37.765", "lon": "-122.435"])
            #expect(inputs[2]["plate"] as? String == "7ABC")
            #expect(inputs[3]["lat"] as? String == "oops")
            #expect(inputs[3]["plate"] == nil)
        }
    }

    @Test func keepAllIntoCSVWarnsOfAMemberTheFirstInputLacks() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let b = try scratch.write("b.ndjson", Self.ndjson)
            let run = try runParkcheck(
                [a, b, "--keep", "all", "--data", scratch.zonesPath, "--format", "csv", "--fields", "input,zone.code"])
            #expect(run.stdout.hasPrefix("input.id,input.lat,input.lon,zone.code\nq,37.765,-122.435,Q\n"))
            #expect(
                run.stderr.contains(
                    "parkcheck: warning (at \(b):1): 'plate' is not in the CSV output: its --keep all columns are the "
                        + "first input's (input.id, input.lat, input.lon)"))
        }
    }

    @Test func keepAllWithOtherNamesIsAUsageError() throws {
        let run = try runParkcheck(["-", "--keep", "all,plate"], stdin: Data())
        #expect(run.status == 64)
        #expect(run.stderr.contains("'all' keeps every input column: give it alone, or name the columns"))
    }

    @Test func theProgressLineOfFilesSaysHowMuchIsDoneAndIsErasedAtTheEnd() throws {
        try BatchScratch.with { scratch in
            let a = try scratch.write("a.csv", Self.csv)
            let b = try scratch.write("b.ndjson", Self.ndjson)
            let arguments = [a, b, "--data", scratch.zonesPath, "--format", "csv"]
            let run = try runParkcheck(arguments, environment: ["PARKCHECK_TEST_PROGRESS": "1"])
            #expect(run.stderr.contains("\r\u{1B}[Kparkcheck: 100%, 4 rows so far (2 failed)"))
            #expect(run.stderr.contains("% , ") == false)
            #expect(run.stderr.hasSuffix("\r\u{1B}[Kparkcheck: 2 files, 4 rows: 2 answered, 2 failed\n"))
            // A pipe has no size: the rows alone.
            let piped = try runProgram(
                "/bin/sh",
                [
                    "-c", "cat \"$1\" | \"$0\" - --data \"$2\" --format csv", try ParkcheckBinary.url().path, a,
                    scratch.zonesPath,
                ], environment: ["PARKCHECK_TEST_PROGRESS": "1"])
            #expect(piped.stderr.contains("\r\u{1B}[Kparkcheck: 2 rows so far (1 failed)\r\u{1B}[K"), "\(piped.stderr)")
            #expect(!piped.stderr.contains("%"))
            let quiet = try runParkcheck(arguments + ["-q"], environment: ["PARKCHECK_TEST_PROGRESS": "1"])
            #expect(!quiet.stderr.contains("\u{1B}[K"))
            #expect(quiet.stdout == run.stdout)
        }
    }
}
