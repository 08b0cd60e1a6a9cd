import Foundation
import Testing

/// A batch answers each row from its city (#18): Portland's and Austin's rows from their curbs,
/// in their time, with the record `parkcheck LAT LON` writes there; San Francisco's as before; in
/// input order whatever city answers.
@Suite struct BatchCitiesEndToEndTests {
    private static let portland = "45.521424,-122.680310"
    private static let sanFrancisco = "37.759546,-122.423713"
    private static let austin = "30.266820,-97.745513"

    private func records(_ run: ParkcheckRun) throws -> [[String: Any]] {
        try run.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func aCityRowsRecordIsTheLookupsWithItsLineIdAndError() throws {
        let at = ["--at", "2026-11-24T10:00"]
        let batch = try runParkcheck(
            ["-", "--format", "ndjson"] + at, stdin: Data("id,lat,lon\npdx,\(Self.portland)\n".utf8))
        #expect(batch.status == 0, "\(batch.stderr)")
        let lookup = try runParkcheck(["45.521424", "-122.680310", "--format", "ndjson"] + at)
        #expect(lookup.status == 0, "\(lookup.stderr)")
        // The one-shot record, between the row's own members: line and id first, error last.
        let expected = #"{"line":2,"id":"pdx","# + lookup.stdout.dropFirst().dropLast(2) + #","error":null}"# + "\n"
        #expect(batch.stdout == expected)
    }

    /// A row's own `accuracy` is read in a city's curbs as `--accuracy` is by a lookup there (a
    /// phone's track carries one on every row): a rough position near the centreline asks both
    /// sides; `--accuracy` applies to rows without one. Once such rows were refused.
    @Test func aRowsAccuracyIsReadAsTheLookupReadsAccuracy() throws {
        let point = "45.52049,-122.68098"
        let rows = "lat,lon,accuracy\n\(point),10\n\(point),1\n\(point),\n"
        let at = ["--at", "2026-11-24T10:00"]
        let batch = try runParkcheck(
            ["-", "--format", "csv", "--fields", "verdict,warnings"] + at + ["--accuracy", "10"],
            stdin: Data(rows.utf8))
        #expect(batch.status == 0, "\(batch.stderr)")
        func lookup(_ accuracy: String) throws -> String {
            let run = try runParkcheck(
                ["45.52049", "-122.68098", "--format", "csv", "--fields", "verdict,warnings", "--accuracy", accuracy]
                    + at)
            #expect(run.status == 0, "\(run.stderr)")
            return String(run.stdout.split(separator: "\n")[1])
        }
        let lines = batch.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == (try lookup("10")))
        #expect(lines[1].hasPrefix("unknown,"))
        #expect(lines[1].contains("side-uncertain"))
        #expect(lines[2] == (try lookup("1")))
        #expect(lines[2].hasPrefix("no,"))
        #expect(lines[3] == lines[1])
    }

    @Test func mixedRowsKeepTheirOrderOnEveryThread() throws {
        let places = [Self.portland, Self.sanFrancisco, Self.austin, "37.77606,-122.40845", "45.520957,-122.679719"]
        let rows = (0..<600).map { places[$0 * 7 % places.count] + "\n" }.joined()
        let arguments = ["-", "--format", "ndjson", "--at", "2026-11-24T10:00", "--fields", "line,location,city.slug"]
        let one = try runParkcheck(arguments + ["--jobs", "1"], stdin: Data(rows.utf8))
        #expect(one.status == 0, "\(one.stderr)")
        let answered = try records(one)
        #expect(answered.count == 600)
        for (index, record) in answered.enumerated() {
            #expect(record["line"] as? Int == index + 1)
            let place = places[index * 7 % places.count]
            let slug = (record["city"] as? [String: Any])?["slug"] as? String
            let expected: String? =
                place == Self.austin ? "austin" : place.hasPrefix("45.") ? "portland" : nil
            #expect(slug == expected, "line \(index + 1) (\(place))")
        }
        #expect(try runParkcheck(arguments + ["--jobs", "3"], stdin: Data(rows.utf8)).stdout == one.stdout)
    }

    @Test func aRowIsReadOnItsCitysClockWhateverTheHosts() throws {
        let rows = Data("lat,lon,at\n\(Self.austin),2026-11-24T10:00\n\(Self.austin),2026-03-08T02:30\n".utf8)
        let arguments = ["-", "--format", "csv", "--fields", "arrival,warnings"]
        let tokyo = try runParkcheck(arguments, stdin: rows, environment: ["TZ": "Asia/Tokyo"])
        #expect(tokyo.status == 0, "\(tokyo.stderr)")
        let lines = tokyo.stdout.split(separator: "\n")
        #expect(lines[1].hasPrefix("2026-11-24T10:00:00-06:00,"))
        // 02:30 does not exist in Austin on 8 March 2026: the clocks go forward, as a lookup says.
        #expect(lines[2].hasPrefix("2026-03-08T03:30:00-05:00,"))
        #expect(lines[2].contains("arrival-in-skipped-hour"))
        #expect(try runParkcheck(arguments, stdin: rows, environment: ["TZ": "UTC"]).stdout == tokyo.stdout)
    }

    @Test func theCurbAnswersOwnFieldsAreNullOnSanFranciscosRowsAndTheOtherWayRound() throws {
        let rows = Data("\(Self.portland)\n\(Self.sanFrancisco)\n".utf8)
        let run = try runParkcheck(
            [
                "-", "--format", "ndjson", "--at", "2026-11-24T10:00", "--fields",
                "zone.code,bindingRegulation.activity",
            ],
            stdin: rows)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                {"zone":{"code":null},"bindingRegulation":{"activity":"parking"}}
                {"zone":{"code":"S"},"bindingRegulation":{"activity":null}}

                """)
        let unknown = try runParkcheck(["-", "--fields", "bindingRegulation.colour"], stdin: rows)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("bindingRegulation.colour"))
    }

    /// A lookup takes the fields a batch of rows from several cities takes: one script's
    /// `--fields` works at a point in any city, the other city's members `null` (its own, by
    /// default, as before).
    @Test func aLookupTakesEveryCitysFieldsAsABatchDoes() throws {
        let fields = [
            "--at", "2026-11-24T10:00", "--format", "ndjson", "--fields", "zone.code,bindingRegulation.activity",
        ]
        let portland = try runParkcheck(Self.portland.split(separator: ",").map(String.init) + fields)
        #expect(portland.status == 0, "\(portland.stderr)")
        #expect(portland.stdout == #"{"zone":{"code":null},"bindingRegulation":{"activity":"parking"}}"# + "\n")
        let sanFrancisco = try runParkcheck(Self.sanFrancisco.split(separator: ",").map(String.init) + fields)
        #expect(sanFrancisco.status == 0, "\(sanFrancisco.stderr)")
        #expect(sanFrancisco.stdout == #"{"zone":{"code":"S"},"bindingRegulation":{"activity":null}}"# + "\n")
        let ownColumns = try runParkcheck(
            Self.portland.split(separator: ",").map(String.init) + ["--at", "2026-11-24T10:00", "--format", "csv"])
        #expect(ownColumns.stdout.split(separator: "\n").first?.contains("zone.code") == false)
        let unknown = try runParkcheck(
            Self.portland.split(separator: ",").map(String.init) + ["--fields", "zone.cod"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'zone.code'"))
    }

    @Test func aForcedCityAnswersEveryRowAndItsCurbsAreReadOnlyForIt() throws {
        let rows = Data("\(Self.sanFrancisco)\n".utf8)
        let forced = try runParkcheck(
            [
                "-", "--city", "portland", "--format", "ndjson", "--fields", "verdict,city.slug", "--at",
                "2026-11-24T10:00",
            ],
            stdin: rows)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout == #"{"verdict":"unknown","city":{"slug":"portland"}}"# + "\n")
        // San Francisco forced: a Portland row is outside its data, as a lookup with --city says.
        let sanFrancisco = try runParkcheck(
            ["-", "--city", "san-francisco", "--format", "ndjson", "--fields", "verdict,zone.code"],
            stdin: Data("\(Self.portland)\n".utf8))
        #expect(sanFrancisco.status == 0, "\(sanFrancisco.stderr)")
        #expect(sanFrancisco.stdout == #"{"verdict":"unknown","zone":{"code":null}}"# + "\n")
        let zoneOnly = try runParkcheck(["-", "--city", "austin", "--zone-only"], stdin: rows)
        #expect(zoneOnly.status == 64)
        #expect(zoneOnly.stderr.contains("Austin, TX has none"))
    }

    @Test func listFieldsWithoutCityNamesBothAnswersFields() throws {
        let listed = try runParkcheck(["-", "--list-fields"], stdin: Data())
        #expect(listed.status == 0, "\(listed.stderr)")
        let fields = listed.stdout.split(separator: "\n").map(String.init)
        // San Francisco's first (its CSV columns), then the curb answer's own: every one --fields takes.
        #expect(fields.prefix(3) == ["line", "id", "location.latitude"])
        #expect(fields.contains("zone.code"))
        #expect(fields.contains("bindingRegulation.text"))
        #expect(fields.contains("city.slug"))
        #expect(Set(fields).count == fields.count)
        let rows = Data("\(Self.portland)\n\(Self.sanFrancisco)\n".utf8)
        let every = try runParkcheck(["-", "--format", "csv", "--fields", fields.joined(separator: ",")], stdin: rows)
        #expect(every.status == 0, "\(every.stderr)")
        let zoneOnly = try runParkcheck(["-", "--list-fields", "--zone-only"], stdin: Data())
        #expect(!zoneOnly.stdout.contains("bindingRegulation"))
    }

    @Test func aWellKnownClassNoRuleIsForIsWarnedOncePerCity() throws {
        let rows = Data("\(Self.austin)\n\(Self.austin)\n\(Self.portland)\n\(Self.sanFrancisco)\n".utf8)
        let run = try runParkcheck(
            ["-", "--vehicle", "taxi", "--format", "csv", "--fields", "verdict", "--at", "2026-11-24T10:00"],
            stdin: rows)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning: --vehicle taxi") }
        // Austin's feed has no rule for taxis (Portland's has): said once, for Austin; San
        // Francisco's rules tell no taxis apart: said once, for its rows.
        #expect(warnings.count == 2, "\(run.stderr)")
        #expect(warnings.filter { $0.contains("Austin, TX's curbs") }.count == 1)
        #expect(warnings.filter { $0.contains("(San Francisco's rows)") }.count == 1)
        #expect(!warnings.contains { $0.contains("Portland") })
        #expect(run.stdout.split(separator: "\n").count == 5)
        let quiet = try runParkcheck(
            ["-", "--vehicle", "taxi", "--quiet", "--at", "2026-11-24T10:00"], stdin: rows)
        #expect(!quiet.stderr.contains("warning"))
    }

    @Test func verboseSaysEachCitysArrivalOnItsOwnClock() throws {
        let run = try runParkcheck(
            ["-", "--verbose", "--at", "2026-07-06T08:30", "--format", "csv", "--fields", "verdict"],
            stdin: Data("\(Self.austin)\n".utf8), environment: ["TZ": "Asia/Tokyo"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2026-07-06T08:30:00-07:00 in San Francisco"))
        #expect(run.stderr.contains("2026-07-06T08:30:00-05:00 in Austin, TX"))
        let forced = try runParkcheck(
            ["-", "--verbose", "--city", "austin", "--at", "2026-07-06T08:30"], stdin: Data("\(Self.austin)\n".utf8))
        #expect(forced.stderr.contains("answered for 2026-07-06T08:30:00-05:00 in Austin, TX\n"))
        #expect(!forced.stderr.contains("San Francisco"))
    }
}
