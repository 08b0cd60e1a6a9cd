import Foundation
import Testing

/// What a new user tripped on (issue #40), each as they met it.
@Suite struct NewUserEndToEndTests {
    /// `--jobs 0` and `--jobs -3` get the same message: one or more.
    @Test(arguments: ["0", "-3", "two"])
    func aJobCountThatIsNotOneOrMoreIsRefusedAlike(_ count: String) throws {
        let run = try runParkcheck(["-", "--jobs", count], stdin: Data())
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("parkcheck: error: --jobs must be a whole number, 1 or more, got '\(count)'"))
    }

    /// `--remind 0m`: an alarm at the time itself (it was refused).
    @Test func aReminderAtTheTimeItselfIsAccepted() throws {
        let run = try runParkcheck([
            "37.759546", "-122.423713", "--at", "2026-11-23T06:00", "--format", "ics", "--remind", "0m",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let triggers = run.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("TRIGGER:") }
        #expect(!triggers.isEmpty && triggers.allSatisfy { $0 == "TRIGGER:PT0M" }, "\(triggers)")
    }

    /// The permit line says what holds: sweeping in force is "in force now", not "binds soon";
    /// in the bay, away from every curb, there is no permit area, not "none needed".
    @Test func thePermitLineSaysWhatHolds() throws {
        let sweeping = try runParkcheck(["37.759546", "-122.423713", "--at", "2026-11-24T08:30", "-p", "S"])
        #expect(
            sweeping.stdout.contains(
                "  Permit: your S permit is valid here, but street sweeping is in force now — Areas I and S"),
            "\(sweeping.stdout)")
        let bay = try runParkcheck(["37.8267", "-122.4230", "--at", "2026-11-23T12:00"])
        #expect(bay.stdout.contains("  Permit: no residential permit area here\n"), "\(bay.stdout)")
    }

    /// A curb city speaks a driver's words: the curb by the compass, the rules quoted, no feed ids
    /// (`reference ab90…`, `feature 8`, `priority 9`) and no `Why:` saying the headline again;
    /// `--verbose` names them for someone checking the feed, and JSON keeps them as members.
    @Test(arguments: [
        ["45.521424", "-122.680310", "--at", "2026-11-24T10:00"],  // on a paid curb
        ["45.5195", "-122.6790", "--at", "2026-11-24T10:00"],  // mid-block: the nearest curbs
        ["30.266820", "-97.745513", "--at", "2026-11-24T10:00"],  // Austin
    ])
    func aCurbCityAnswersWithoutTheFeedsIDs(_ arguments: [String]) throws {
        let plain = try runParkcheck(arguments)
        #expect(plain.status == 0, "\(plain.stderr)")
        for id in ["feature ", "reference ", "regulation 0", "priority ", "Why:"] {
            #expect(!plain.stdout.contains(id), "\(id) in \(plain.stdout)")
        }
        #expect(plain.stdout.contains(" side of a") || plain.stdout.contains(" side of an"), "\(plain.stdout)")
        let verbose = try runParkcheck(arguments + ["--verbose"])
        #expect(verbose.stdout.contains("feature ") && verbose.stdout.contains("reference "), "\(verbose.stdout)")
        let json = try runParkcheck(arguments + ["--format", "json"])
        #expect(json.stdout.contains("\"referenceId\"") && json.stdout.contains("\"featureIndex\""))
    }

    /// On a paid curb the answer says which side of which way the street runs, and JSON says why
    /// the stay ends by the regulation's feature.
    @Test func theCurbIsASideOfAStreetByTheCompass() throws {
        let run = try runParkcheck(["45.521424", "-122.680310", "--at", "2026-11-24T10:00"])
        #expect(run.stdout.contains("  Curb: west side of a north–south street, 6.0 m from its centreline\n"))
        let json = try runParkcheck(["45.521424", "-122.680310", "--at", "2026-11-24T10:00", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let curb = try #require(object["curb"] as? [String: Any])
        #expect(curb["sideDirection"] as? String == "west")
        #expect(curb["description"] as? String == "west side of a north–south street")
        let ending = try #require(object["parkUntilRegulation"] as? [String: Any])
        #expect(ending["featureIndex"] as? Int == 8)
    }

    /// `near` lists a block side twice when its answer changes along the block (or a stretch
    /// between does not allow the stay): each line then says where along the block it is, so no
    /// two lines name the same place.
    @Test(arguments: [
        ["37.759546", "-122.423713", "--stay", "2h", "--at", "2026-11-24T07:30"],
        ["37.7648", "-122.4216", "--stay", "1h", "--at", "2026-11-23T14:00"],
    ])
    func nearTellsThePartsOfOneBlockSideApart(_ arguments: [String]) throws {
        let run = try runParkcheck(["near"] + arguments + ["--limit", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        let places = run.stdout.split(separator: "\n").dropFirst().compactMap { line -> Substring? in
            guard let dash = line.range(of: " — ") else { return nil }
            return line[..<dash.lowerBound].drop { $0 != " " }.drop { $0 == " " }.drop { $0 != " " }
        }
        #expect(places.count > 100)
        #expect(
            Set(places).count == places.count,
            "\(Dictionary(grouping: places) { $0 }.filter { $0.value.count > 1 }.keys)")
        #expect(places.contains { $0.contains(" m from its north end") || $0.contains(" m from its west end") })
    }

    /// In CSV, `permits.given` (and every list of codes) is the codes joined by `;`, as the input's
    /// `permits` column reads them, not a JSON array; a list of rules stays JSON.
    @Test func aListOfCodesInACSVCellIsTheCodesJoinedBySemicolons() throws {
        let rows = Data("lat,lon,permits\n37.759546,-122.423713,S Q\n37.759546,-122.423713,\n".utf8)
        let run = try runParkcheck(
            [
                "-", "--format", "csv", "--fields", "permits.given,permits.matching,permits.areasHere,rulesInForce",
                "--at", "2026-11-24T07:30",
            ], stdin: rows)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("S;Q,S,I;S,\"[{\"\"kind\"\":"), "\(lines[1])")
        #expect(lines[2].hasPrefix(",,I;S,\"[{"), "\(lines[2])")
        // The cell reads back as the permits of a row.
        let again = try runParkcheck(
            ["-", "--format", "csv", "--fields", "permits.given", "--at", "2026-11-24T07:30"],
            stdin: Data("lat,lon,permits\n37.759546,-122.423713,S;Q\n".utf8))
        #expect(again.stdout == "permits.given\nS;Q\n", "\(again.stdout)")
    }

    /// One line limit (1 MiB) for every form: a 2 MiB NDJSON object on the first line (which may be
    /// as long as a document only when it is a one-line FeatureCollection) was read whole.
    @Test(arguments: ["ndjson-first", "ndjson-later", "csv", "coordinates"])
    func everyFormHoldsALineToOneMiB(_ form: String) throws {
        let padding = String(repeating: "x", count: 2 << 20)
        let long: String
        let short: String
        var header = ""
        switch form {
        case "csv":
            header = "lat,lon,note\n"
            (long, short) = ("37.759546,-122.423713,\(padding)", "37.759546,-122.423713,")
        case "coordinates":
            (long, short) = ("37.759546,-122.423713 # \(padding)", "37.759546,-122.423713")
        default:
            (long, short) = (
                #"{"lat":37.759546,"lon":-122.423713,"note":"\#(padding)"}"#, #"{"lat":37.759546,"lon":-122.423713}"#
            )
        }
        let rows = form == "ndjson-later" ? [short, long, short] : [long, short, short]
        let input = header + rows.joined(separator: "\n") + "\n"
        let run = try runParkcheck(["-", "--zone-only", "--fields", "line,zone.code,error"], stdin: Data(input.utf8))
        #expect(run.status == 1)
        let longLine = (form == "ndjson-later" ? 2 : 1) + (header.isEmpty ? 0 : 1)
        #expect(
            run.stderr.contains("(at <stdin>:\(longLine)): line \(longLine) is longer than 1 MiB; it was skipped"),
            "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: #""code":"S""#).count - 1 == 2, "\(run.stdout)")
    }

    /// Each command offers the formats it writes, and refuses the others saying which it writes:
    /// `near --help` offered ics; `cities --format csv` printed text without a word.
    @Test func aCommandOffersAndTakesOnlyItsFormats() throws {
        let help = try runParkcheck(["near", "--help"])
        #expect(help.stdout.contains("--format FORMAT     text|json|ndjson|csv|geojson|svg|html\n"), "\(help.stdout)")
        let near = try runParkcheck(["near", "37.759546", "-122.423713", "--format", "ics"])
        #expect(near.status == 64)
        #expect(near.stderr.contains("--format ics is not a format near writes: text, json, ndjson, csv"))
        let cities = try runParkcheck(["cities", "--format", "csv"])
        #expect(cities.status == 64)
        #expect(cities.stdout.isEmpty)
        #expect(cities.stderr.contains("--format csv is not a format cities writes: text, json, ndjson"))
    }

    /// `--fields input.plate` without `--keep plate` says how to keep the column.
    @Test func anInputColumnNotKeptSaysHowToKeepIt() throws {
        let rows = Data("id,lat,lon,plate\na,37.759546,-122.423713,X\n".utf8)
        let run = try runParkcheck(["-", "--format", "csv", "--fields", "input.plate,verdict"], stdin: rows)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "parkcheck: error: unknown field 'input.plate' in --fields: input columns are fields only when kept; "
                    + "add --keep plate (or --keep all)"), "\(run.stderr)")
        let kept = try runParkcheck(
            ["-", "--format", "csv", "--fields", "input.plate,verdict", "--keep", "plate", "--at", "2026-11-23T06:00"],
            stdin: rows)
        #expect(kept.stdout == "input.plate,verdict\nX,yes\n", "\(kept.stderr)")
    }

    /// `near --stay 100h` names the 72-hour rule instead of "none within 1600 m".
    @Test func aStayLongerThanTheCitywideLimitNamesIt() throws {
        let run = try runParkcheck(["near", "37.759546", "-122.423713", "--stay", "100h", "--at", "2026-11-23T06:00"])
        #expect(run.stdout.contains("  no curb allows a stay of more than 72 h: the citywide 72-hour rule\n"))
        #expect(!run.stdout.contains("none within 1600 m"))
    }

    /// `--at 8am` and `--at "monday 8am"` were refused with "expected a 4-digit year": a clock
    /// time alone is today's, a weekday the coming one (today's when today is that day).
    @Test(arguments: [
        ("8am", "Sat Nov 28 8:00 AM"), ("17:30", "Sat Nov 28 5:30 PM"), ("monday 8am", "Mon Nov 30 8:00 AM"),
        ("Sat 17:30", "Sat Nov 28 5:30 PM"), ("thurs 9:15am", "Thu Dec 3 9:15 AM"),
    ])
    func anArrivalInWordsIsRead(_ typed: String, _ arriving: String) throws {
        let run = try runParkcheck(
            ["37.759546", "-122.423713", "--at", typed], environment: ["PARKCHECK_NOW": "2026-11-28T14:00"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  Arriving: \(arriving)\n"), "\(run.stdout)")
    }

    /// A headerless third column is the permits with `--no-header`; without it, the error says how.
    @Test func aHeaderlessThirdColumnIsThePermits() throws {
        let rows = Data("37.759546,-122.423713,S\n".utf8)
        let read = try runParkcheck(
            ["-", "--no-header", "--at", "2026-11-23T06:00", "--format", "csv", "--fields", "permits.given,status"],
            stdin: rows)
        #expect(read.stdout == "permits.given,status\nS,valid\n", "\(read.stderr)")
        let refused = try runParkcheck(["-", "--format", "csv", "--fields", "line,error"], stdin: rows)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("found 3 values; a third column (the permits) is read with a header line"))
    }

    /// `parkcheck map` suggested `man`; a map is a format of a lookup.
    @Test func askingForAMapSaysHowToDrawOne() throws {
        let run = try runParkcheck(["map"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("a map is a format of a lookup: parkcheck LAT LON --format svg"), "\(run.stderr)")
        #expect(!run.stderr.contains("parkcheck man"))
    }

    /// An empty input exits 0 but says so on standard error (unless quiet); a header alone too.
    @Test(arguments: ["", "lat,lon\n"])
    func anEmptyInputIsSaid(_ input: String) throws {
        let run = try runParkcheck(["-"], stdin: Data(input.utf8))
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "parkcheck: warning: no rows in the input: nothing was answered\n")
        let quiet = try runParkcheck(["-", "-q"], stdin: Data(input.utf8))
        #expect(quiet.stderr.isEmpty)
    }
}
