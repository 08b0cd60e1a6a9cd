import Foundation
import Testing

/// The command line's answers pinned byte for byte: each case's exit status, standard output and
/// standard error, as a user would see them, in `Golden/<name>.golden`.
///
/// A refactor must leave every file as it is. A change meant to alter an answer re-records them:
///
///     PARKCHECK_RECORD_GOLDEN=1 swift test --skip-build --filter GoldenEndToEndTests
///
/// then `git diff Tests/ParkcheckCLITests/Golden` shows exactly what users will see differently.
/// The runs use the host time zone Asia/Tokyo (the answers are San Francisco's whatever the host's)
/// and the repository root as the working directory (the inputs are named relative to it); the
/// root's own path is written `<repo>`, so a clone anywhere gives the same text; a `--verbose`
/// run's time, `<time>`.
@Suite struct GoldenEndToEndTests {
    @Test(arguments: GoldenCase.all)
    func theAnswerIsTheRecordedOne(_ golden: GoldenCase) throws {
        let actual = try golden.run()
        let file = GoldenCase.folder.appendingPathComponent("\(golden.name).golden")
        if GoldenCase.isRecording {
            try Data(actual.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "no golden file \(file.lastPathComponent): record it with PARKCHECK_RECORD_GOLDEN=1 (see this suite)")
            return
        }
        #expect(
            actual == expected,
            "\(golden.name): \(firstDifference(expected, actual)); re-record with PARKCHECK_RECORD_GOLDEN=1 if meant")
    }

    @Test func everyGoldenFileBelongsToACase() throws {
        let names = Set(GoldenCase.all.map { "\($0.name).golden" })
        let files = try FileManager.default.contentsOfDirectory(atPath: GoldenCase.folder.path)
            .filter { $0.hasSuffix(".golden") }
        #expect(Set(files).subtracting(names).isEmpty, "golden files without a case: delete them")
        #expect(Set(GoldenCase.all.map(\.name)).count == GoldenCase.all.count, "two cases share a name")
    }

    /// Where `expected` and `actual` part, as "line N: expected '…', got '…'".
    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let was = index < old.count ? String(old[index]) : "(end)"
            let now = index < new.count ? String(new[index]) : "(end)"
            if was != now { return "line \(index + 1): expected '\(was)', got '\(now)'" }
        }
        return "same lines"
    }
}

/// One recorded invocation: its arguments and, for a batch, its standard input.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    var stdin: String?
    /// Variables over the runs' own (`LC_ALL=C.UTF-8`, `TZ=Asia/Tokyo`, `PATH`).
    var environment: [String: String] = [:]

    var testDescription: String { name }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PARKCHECK_RECORD_GOLDEN"] == "1" }

    /// The run as the golden file holds it: the command, then the exit status, stdout and stderr.
    func run() throws -> String {
        let process = Process()
        process.executableURL = try ParkcheckBinary.url()
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        process.environment = childEnvironment(
            ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "TZ": "Asia/Tokyo"]
                .merging(environment) { $1 })
        let result = try capture(process, stdin: stdin.map { Data($0.utf8) })
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value) " }.joined()
        let typed = arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        var text = "$ \(variables)parkcheck \(typed)\n"
        if let stdin { text += "[stdin]\n\(stdin)" }
        text += "[exit \(result.status)]\n[stdout]\n\(result.stdout)[stderr]\n\(result.stderr)"
        // The clone's location is not part of the answer: CI checks out elsewhere. Nor is how long
        // a --verbose run took.
        return text.replacingOccurrences(of: Self.root.path, with: "<repo>")
            .replacingOccurrences(of: #"done in [0-9.]+ ms"#, with: "done in <time>", options: .regularExpression)
    }

    private static let batchRows = """
        lat,lon
        37.759546,-122.423713
        37.76,-122.43
        37.774643,-122.425055
        91,-122.43
        37.756701,-122.423668

        """

    /// San Francisco's fixed sample: 2,000 questions at 400 on-street points (`scripts/sf_sample.py`);
    /// its text here, every field of its NDJSON in `SanFranciscoSampleTests`.
    static let sanFranciscoSample = "Tests/ParkcheckCLITests/Golden/inputs/sf-sample.csv"

    private static let inputA = "Tests/ParkcheckCLITests/Golden/inputs/spots-a.csv"
    private static let inputB = "Tests/ParkcheckCLITests/Golden/inputs/spots-b.ndjson"

    /// A feed in `Golden/inputs`.
    private static func feed(_ name: String) -> String { "Tests/ParkcheckCLITests/Golden/inputs/\(name).json" }

    private static let mission = ["37.759546", "-122.423713", "--permit", "S", "--at", "2026-11-23T06:00"]

    /// Every case: San Francisco's, then the other cities'.
    static let all: [GoldenCase] = sanFrancisco + cities

    static let sanFrancisco: [GoldenCase] = [
        // One answer for one place, in every format.
        GoldenCase(name: "mission-permit-text", arguments: mission),
        GoldenCase(name: "sf-sample-text", arguments: [sanFranciscoSample, "--format", "text"]),
        GoldenCase(name: "mission-permit-json", arguments: mission + ["--format", "json"]),
        GoldenCase(name: "mission-permit-ndjson", arguments: mission + ["--format", "ndjson"]),
        GoldenCase(name: "mission-permit-csv", arguments: mission + ["--format", "csv"]),
        GoldenCase(name: "mission-permit-geojson", arguments: mission + ["--format", "geojson"]),
        GoldenCase(
            name: "mission-fields-csv",
            arguments: mission + ["--format", "csv", "--fields", "verdict,parkUntil.time,zone.code,status"]),
        GoldenCase(
            name: "mission-fields-json",
            arguments: mission + ["--fields", "verdict,parkUntil.time", "--format", "json"]),
        GoldenCase(
            name: "mission-fields-ndjson", arguments: mission + ["--fields", "verdict,parkUntil", "--format", "ndjson"]),
        GoldenCase(
            name: "mission-fields-geojson",
            arguments: mission + ["--fields", "verdict,zone.code", "--format", "geojson"]),
        GoldenCase(name: "mission-fields-text-refused", arguments: mission + ["--fields", "verdict"]),
        GoldenCase(
            name: "evening-meter", arguments: ["37.756701", "-122.423668", "--at", "2026-11-23T17:30"]),
        GoldenCase(
            name: "sweeping-now-exit-status",
            arguments: ["37.759546", "-122.423713", "--at", "2026-11-24T08:30", "--exit-status"]),
        GoldenCase(
            name: "oak-st-disagreement",
            arguments: ["37.774643", "-122.425055", "--exit-status", "--at", "2026-11-23T12:00"]),
        GoldenCase(
            name: "oak-st-disagreement-json",
            arguments: ["37.774643", "-122.425055", "--at", "2026-11-23T12:00", "--format", "json"]),
        GoldenCase(
            name: "off-street-nearby-curbs",
            arguments: ["37.76", "-122.43", "--permit", "Q", "--at", "2026-11-23T06:00"]),
        GoldenCase(
            name: "off-street-nearby-curbs-json",
            arguments: ["37.76", "-122.43", "--permit", "Q", "--at", "2026-11-23T06:00", "--format", "json"]),
        GoldenCase(
            name: "alcatraz-unknown",
            arguments: ["37.8267", "-122.4230", "--at", "2026-11-23T12:00", "--exit-status"]),
        GoldenCase(name: "outside-the-city", arguments: ["40.7128", "-74.0060", "--at", "2026-11-23T12:00"]),
        GoldenCase(
            name: "side-and-placard",
            arguments: ["37.759546", "-122.423713", "--side", "east", "--placard", "--at", "2026-11-23T10:00"]),
        GoldenCase(
            name: "accuracy-wide",
            arguments: ["37.759546", "-122.423713", "--accuracy", "60", "--at", "2026-11-23T10:00"]),
        GoldenCase(
            name: "dst-skipped-hour", arguments: ["37.759546", "-122.423713", "--at", "2026-03-08T02:30"]),
        GoldenCase(name: "mission-permit-ascii-locale", arguments: mission, environment: ["LC_ALL": "C"]),
        GoldenCase(
            name: "pasted-coordinates", arguments: ["37.759546, -122.423713", "--at", "2026-11-23T06:00"]),
        GoldenCase(
            name: "at-in-words", arguments: ["37.759546", "-122.423713", "--at", "+2h"],
            environment: ["PARKCHECK_NOW": "2026-11-24T06:00"]),
        GoldenCase(name: "zone-only-one-place", arguments: ["37.759546", "-122.423713", "--zone-only"]),
        GoldenCase(
            name: "zone-only-exit-status", arguments: ["37.759546", "-122.423713", "--zone-only", "--exit-status"]),
        // Pictures: a map and a calendar.
        GoldenCase(name: "mission-permit-svg", arguments: mission + ["--format", "svg"]),
        GoldenCase(name: "mission-permit-ics", arguments: mission + ["--format", "ics", "--remind", "1h"]),
        // Batches: in order, a bad row reported with its line and the rest answered.
        GoldenCase(
            name: "batch-csv", arguments: ["-", "--format", "csv", "--at", "2026-11-23T09:00"], stdin: batchRows),
        GoldenCase(
            name: "batch-ndjson", arguments: ["-", "--format", "ndjson", "--at", "2026-11-23T09:00"], stdin: batchRows),
        GoldenCase(
            name: "batch-text", arguments: ["-", "--format", "text", "--at", "2026-11-23T09:00"], stdin: batchRows),
        GoldenCase(
            name: "batch-geojson-fields",
            arguments: ["-", "--format", "geojson", "--fields", "verdict,parkUntil.time", "--at", "2026-11-23T09:00"],
            stdin: batchRows),
        GoldenCase(
            name: "batch-row-side-heading-accuracy",
            arguments: [
                "-", "--format", "csv", "--fields", "id,side.compass,side.method,parkUntil.time,error", "--side",
                "west",
                "--at", "2026-11-24T07:30",
            ],
            stdin: """
                id,lat,lon,side,heading,accuracy
                option,37.759546,-122.423713,,,
                east,37.759546,-122.423713,east,,
                northbound,37.759546,-122.423713,,0,
                rough,37.759546,-122.423713,,,60
                uphill,37.759546,-122.423713,uphill,,

                """),
        GoldenCase(
            name: "batch-keep-csv",
            arguments: [
                "-", "--keep", "address,note", "--format", "csv", "--fields", "input,id,verdict,error", "--at",
                "2026-11-24T07:30",
            ],
            stdin: """
                id,address,lat,lon,note
                # a comment: no record
                1,"123 Main St, Apt 4",37.759546,-122.423713,x

                2,nowhere,95,-122.43,y

                """),
        GoldenCase(
            name: "batch-keep-ndjson",
            arguments: [
                "-", "--keep", "plate", "--format", "ndjson", "--fields", "input,line,verdict,error", "--at",
                "2026-11-24T07:30",
            ],
            stdin: """
                {"lat":37.759546,"lon":-122.423713,"plate":"7ABC123"}
                {"lat":"oops","lon":-122.43,"plate":"BAD"}

                """),
        GoldenCase(
            name: "batch-zone-only-csv", arguments: ["-", "--zone-only", "--format", "csv"], stdin: batchRows),
        GoldenCase(
            name: "batch-fail-on-no",
            arguments: ["-", "--fail-on-no", "--format", "csv", "--fields", "verdict", "--at", "2026-11-24T08:30"],
            stdin: batchRows),
        // Where can I park?
        GoldenCase(
            name: "near-sweeping-morning",
            arguments: ["near", "37.759546", "-122.423713", "--stay", "2h", "--at", "2026-11-24T07:30", "--limit", "4"]),
        GoldenCase(
            name: "near-permit-holder",
            arguments: [
                "near", "37.759975", "-122.424289", "--permit", "S", "--stay", "8h", "--at", "2026-11-23T09:00",
                "--limit", "4",
            ]),
        GoldenCase(
            name: "near-metered-json",
            arguments: [
                "near", "37.7648", "-122.4216", "--stay", "1h", "--at", "2026-11-23T14:00", "--limit", "3",
                "--format", "json",
            ]),
        GoldenCase(
            name: "near-geojson",
            arguments: [
                "near", "37.7648", "-122.4216", "--stay", "1h", "--at", "2026-11-23T14:00", "--limit", "2",
                "--format", "geojson",
            ]),
        GoldenCase(
            name: "near-batch-csv",
            arguments: ["near", "-", "--stay", "2h", "--at", "2026-11-23T09:00", "--limit", "2", "--format", "csv"],
            stdin: batchRows),
        // CSV as RFC 4180 writes it: a quoted field spanning lines, and the id column named.
        GoldenCase(
            name: "batch-rfc4180-id-column",
            arguments: [
                "-", "--id-column", "name", "--format", "csv", "--fields", "id,verdict", "--at", "2026-11-23T09:00",
            ],
            stdin: "name,address,lat,lon\nhome,\"3500 19th St\nApt 4\",37.759546,-122.423713\nshop,,37.7648,-122.4216\n"
        ),
        // Several inputs in one run: in order, each in its own form, records naming their file; a
        // file that cannot be read is said by name, the others answered (exit 66).
        GoldenCase(
            name: "batch-several-files-csv",
            arguments: [inputA, "Tests/ParkcheckCLITests/Golden/inputs/missing.csv", inputB] + [
                "--format", "csv", "--fields", "file,line,id,verdict,error", "--at", "2026-11-24T07:30",
            ]),
        GoldenCase(
            name: "batch-several-files-text",
            arguments: [inputA, inputB, "--format", "text", "--at", "2026-11-24T07:30"]
        ),
        GoldenCase(
            name: "batch-several-files-zone-only-ndjson",
            arguments: [inputA, inputB, "--zone-only", "--format", "ndjson"]),
        // The progress line, as a terminal would show it (PARKCHECK_TEST_PROGRESS stands in for the
        // terminal and the clock): a percentage and the time left for files (standard input here is
        // one too); SeveralInputsEndToEndTests has a pipe's, which has no size.
        GoldenCase(
            name: "batch-progress-files",
            arguments: [inputA, inputB, "--zone-only", "--format", "csv", "--fields", "file,line,zone.code"],
            environment: ["PARKCHECK_TEST_PROGRESS": "2"]),
        GoldenCase(
            name: "batch-progress-stdin-file",
            arguments: ["-", "--zone-only", "--format", "csv", "--fields", "line,zone.code"],
            stdin: batchRows, environment: ["PARKCHECK_TEST_PROGRESS": "2"]),
        GoldenCase(
            name: "batch-progress-quiet", arguments: [inputA, inputB, "--zone-only", "--format", "csv", "-q"],
            environment: ["PARKCHECK_TEST_PROGRESS": "2"]),
        // --keep all: every input column; CSV output's columns are the first input's.
        GoldenCase(
            name: "batch-keep-all-csv",
            arguments: [
                inputA, "--keep", "all", "--format", "csv", "--fields", "input,verdict", "--at", "2026-11-24T07:30",
            ]
        ),
        GoldenCase(
            name: "batch-keep-all-ndjson",
            arguments: [
                inputB, "--keep", "all", "--format", "ndjson", "--fields", "input,verdict", "--at", "2026-11-24T07:30",
            ]
        ),
        GoldenCase(
            name: "batch-keep-all-ndjson-into-csv",
            arguments: [
                inputB, "--keep", "all", "--format", "csv", "--fields", "input,verdict", "--at", "2026-11-24T07:30",
            ]
        ),
        GoldenCase(
            name: "batch-keep-all-zone-only-geojson",
            arguments: [
                inputA, inputB, "--keep", "all", "--zone-only", "--format", "geojson", "--fields",
                "file,input,zone.code",
            ]
        ),
        // One place --zone-only, as a one-row zone-only batch writes it.
        GoldenCase(
            name: "zone-only-one-place-csv", arguments: ["37.759546", "-122.423713", "--zone-only", "--format", "csv"]),
        GoldenCase(
            name: "zone-only-one-place-fields-geojson",
            arguments: [
                "37.759546", "-122.423713", "--zone-only", "--format", "geojson", "--fields", "zone.code,zone.name",
            ]),
        GoldenCase(
            name: "zone-only-one-place-fields-json",
            arguments: ["37.759546", "-122.423713", "--zone-only", "--format", "json", "--fields", "zone"]),
        // Mistakes: what went wrong, where, and what to do.
        GoldenCase(name: "usage-unknown-option", arguments: ["37.76", "-122.43", "--permt", "Q"]),
        GoldenCase(name: "usage-bad-latitude", arguments: ["937.76", "-122.43"]),
        GoldenCase(name: "usage-bad-time", arguments: ["37.76", "-122.43", "--at", "2026-13-01T08:00"]),
        GoldenCase(
            name: "validate-broken-zones",
            arguments: ["validate", "Tests/ParkcheckCLITests/Golden/inputs/broken-zones.json"]),
        // Curb feeds: the real ones read clean with their lenient readings listed; feeds that break
        // the standard refused with the place and the reason. The bad feeds are derived by hand from
        // Austin's (features 6 and 7) and the CDS 1.0.1 examples; the Portland excerpt holds features
        // 3, 40, 41 and 356 of the Portland feed (an overlap settled by priority, 23:59, a bus zone).
        GoldenCase(
            name: "validate-curblr-austin", arguments: ["validate", "../shared/fixtures/curblr/austin.curblr.json"]),
        GoldenCase(name: "validate-curblr-portland-excerpt", arguments: ["validate", feed("portland-excerpt.curblr")]),
        GoldenCase(
            name: "validate-curblr-portland-excerpt-json",
            arguments: ["validate", "--json", feed("portland-excerpt.curblr")]),
        GoldenCase(
            name: "validate-curblr-portland-excerpt-strict",
            arguments: ["validate", "--strict", feed("portland-excerpt.curblr")]),
        GoldenCase(name: "validate-curblr-1.0.0", arguments: ["validate", feed("curblr-1.0.0")]),
        GoldenCase(name: "validate-curblr-no-time-zone", arguments: ["validate", feed("curblr-no-time-zone")]),
        GoldenCase(name: "validate-curblr-impossible-date", arguments: ["validate", feed("curblr-impossible-date")]),
        GoldenCase(name: "validate-curblr-truncated", arguments: ["validate", feed("curblr-truncated")]),
        GoldenCase(
            name: "validate-cds-zones-and-policies",
            arguments: [
                "validate", "../shared/fixtures/cds/cds-1.0.1-00-curb-zones-minimum.json",
                "../shared/fixtures/cds/cds-1.0.1-01-curb-policies.json",
            ]),
        GoldenCase(name: "validate-cds-negative-max-stay", arguments: ["validate", feed("cds-negative-max-stay")]),
        GoldenCase(
            name: "validate-cds-unknown-policy-json", arguments: ["validate", "--json", feed("cds-unknown-policy")]),
        GoldenCase(name: "help", arguments: ["--help"]),
        GoldenCase(name: "version", arguments: ["--version"]),
    ]

    /// Downtown Portland, at a paid two-hour curb (feature 8 of the feed), a Tuesday morning.
    static let portlandPaid = ["45.521424", "-122.680310", "--at", "2026-11-24T10:00"]
    static let portlandTwoSides = ["45.52049", "-122.68098", "--at", "2026-11-24T10:00"]

    /// Rows in three cities, each with its own time (Austin's on Austin's clock), and a motorcycle.
    static let citiesRows = """
        id,lat,lon,at
        pdx,45.521424,-122.680310,2026-11-24T10:00
        sf,37.759546,-122.423713,2026-11-24T07:30
        atx,30.266820,-97.745513,2026-11-24T10:00
        pdx-thanksgiving,45.521424,-122.680310,2026-11-26T10:00
        pdx-mid-block,45.5189,-122.6793,2026-11-26T10:00

        """

    /// Other cities (#18): answers from their own curbs, in their own time whatever the host's.
    static let cities: [GoldenCase] = [
        GoldenCase(name: "cities", arguments: ["cities"]),
        GoldenCase(name: "cities-json", arguments: ["cities", "--format", "json"]),
        // The issue's downtown point: mid-block, 39 m from the nearest centreline: unknown, with the
        // nearest curbs' own answers.
        GoldenCase(name: "portland-downtown", arguments: ["45.5189", "-122.6793", "--at", "2026-11-26T10:00"]),
        // A block of reference 14709e26… with "no standing" on its left (north) side and paid
        // parking on its right: the point is on the left; --side and --heading choose the curb.
        GoldenCase(name: "portland-side-point", arguments: portlandTwoSides),
        GoldenCase(name: "portland-side-right", arguments: portlandTwoSides + ["--side", "right"]),
        GoldenCase(name: "portland-side-south", arguments: portlandTwoSides + ["--side", "south"]),
        GoldenCase(name: "portland-heading-with-traffic", arguments: portlandTwoSides + ["--heading", "110"]),
        GoldenCase(name: "portland-heading-across", arguments: portlandTwoSides + ["--heading", "20"]),
        GoldenCase(name: "portland-side-along", arguments: portlandTwoSides + ["--side", "east"]),
        // 1.9 m from the centreline: with a 10 m accuracy either side may be the car's, and they
        // disagree (no standing, paid parking); with 1 m the point's own side answers.
        GoldenCase(name: "portland-accuracy", arguments: portlandTwoSides + ["--accuracy", "10"]),
        GoldenCase(
            name: "portland-accuracy-json", arguments: portlandTwoSides + ["--accuracy", "10", "--format", "json"]),
        GoldenCase(name: "portland-accuracy-precise", arguments: portlandTwoSides + ["--accuracy", "1"]),
        GoldenCase(name: "portland-threshold-refused", arguments: portlandTwoSides + ["--threshold", "10"]),
        // The downtown point, 39 m from the streets, rough by 45 m: the four curbs within it agree.
        GoldenCase(
            name: "portland-downtown-accuracy",
            arguments: ["45.5189", "-122.6793", "--at", "2026-11-26T10:00", "--accuracy", "45"]),
        GoldenCase(
            name: "portland-downtown-json",
            arguments: ["45.5189", "-122.6793", "--at", "2026-11-26T10:00", "--format", "json"]),
        GoldenCase(name: "portland-paid", arguments: portlandPaid),
        GoldenCase(name: "portland-paid-tz-utc", arguments: portlandPaid, environment: ["TZ": "UTC"]),
        GoldenCase(name: "portland-paid-tz-tokyo", arguments: portlandPaid, environment: ["TZ": "Asia/Tokyo"]),
        GoldenCase(name: "portland-paid-json", arguments: portlandPaid + ["--format", "json"]),
        // The feed's ids (feature, regulation, reference, priority rank) and the Why: line are for
        // someone checking the feed: --verbose; the plain answer names the curb by the compass.
        GoldenCase(name: "portland-paid-verbose", arguments: portlandPaid + ["--verbose"]),
        GoldenCase(
            name: "portland-downtown-verbose", arguments: ["45.5189", "-122.6793", "--at", "2026-11-26T10:00", "-v"]),
        GoldenCase(
            name: "portland-paid-csv",
            arguments: portlandPaid + ["--format", "csv", "--fields", "verdict,parkUntil.time"]),
        // Thanksgiving: the meter's "except during holidays" (kept on the date itself).
        GoldenCase(name: "portland-thanksgiving", arguments: ["45.521424", "-122.680310", "--at", "2026-11-26T10:00"]),
        GoldenCase(
            name: "portland-motorcycle-car", arguments: ["45.520957", "-122.679719", "--at", "2026-11-24T10:00"]),
        GoldenCase(
            name: "portland-motorcycle",
            arguments: ["45.520957", "-122.679719", "--at", "2026-11-24T10:00", "--vehicle", "motorcycle"]),
        GoldenCase(
            name: "portland-bus-zone",
            arguments: ["45.521211", "-122.680665", "--at", "2026-11-24T10:00", "--exit-status"]),
        // A vehicle or user class the city's feed does not know: a typo is a usage error with a
        // did-you-mean; a class of CurbLR's well-known list the feed has no rule for, a warning.
        GoldenCase(
            name: "portland-vehicle-misspelt",
            arguments: ["45.520957", "-122.679719", "--at", "2026-11-24T10:00", "--vehicle", "motorcyle"]),
        GoldenCase(
            name: "portland-user-class-unknown",
            arguments: ["45.520957", "-122.679719", "--at", "2026-11-24T10:00", "--user-class", "spaceship"]),
        GoldenCase(
            name: "austin-vehicle-without-rules",
            arguments: ["30.266820", "-97.745513", "--at", "2026-11-24T10:00", "--vehicle", "truck"]),
        GoldenCase(
            name: "batch-cities-vehicle-unknown",
            arguments: ["-", "--format", "csv", "--fields", "id,verdict,error", "--vehicle", "spaceship"],
            stdin: citiesRows),
        // --at in words is read on the answering city's clock: at 10:30 PM in San Francisco it is
        // already tomorrow in Austin; a wall-clock time in Austin's spring-forward gap says so.
        GoldenCase(
            name: "austin-tomorrow-after-its-midnight",
            arguments: ["30.266820", "-97.745513", "--at", "tomorrow 8am"],
            environment: ["PARKCHECK_NOW": "2026-11-24T22:30"]),
        GoldenCase(
            name: "austin-tomorrow-in-the-gap",
            arguments: [
                "30.266820", "-97.745513", "--at", "tomorrow 2:30am", "--format", "json", "--fields",
                "arrival,warnings",
            ],
            environment: ["PARKCHECK_NOW": "2026-03-07T12:00"]),
        GoldenCase(
            name: "batch-cities-tomorrow",
            arguments: ["-", "--at", "tomorrow 8am", "--format", "csv", "--fields", "id,arrival,verdict"],
            stdin: "id,lat,lon\nsf,37.759546,-122.423713\natx,30.266820,-97.745513\npdx,45.521424,-122.680310\n",
            environment: ["PARKCHECK_NOW": "2026-11-24T22:30"]),
        // No return (CurbLR noReturn): quoted in the binding regulation (text and records), and
        // when a maximum stay ends the stay, when the car may come back. No bundled feed has one:
        // the Portland excerpt with "noReturn": 60 on its paid curb (feature 1), holidays removed.
        GoldenCase(
            name: "data-no-return",
            arguments: [
                "45.521255", "-122.680830", "--at", "2026-11-24T10:00", "--data", feed("curblr-no-return"),
            ]),
        GoldenCase(
            name: "data-no-return-csv",
            arguments: [
                "45.521255", "-122.680830", "--at", "2026-11-24T10:00", "--data", feed("curblr-no-return"),
                "--format", "csv", "--fields",
                "parkUntil.time,bindingRegulation.noReturnMinutes,bindingRegulation.text",
            ]),
        GoldenCase(name: "austin-paid", arguments: ["30.266820", "-97.745513", "--at", "2026-11-24T10:00"]),
        GoldenCase(
            name: "austin-commercial-loading",
            arguments: ["30.266757", "-97.745694", "--at", "2026-11-24T10:00", "--vehicle", "commercial"]),
        GoldenCase(name: "outside-every-city", arguments: ["47.6062", "-122.3321", "--at", "2026-11-24T10:00"]),
        GoldenCase(name: "city-misspelt", arguments: ["45.5189", "-122.6793", "--city", "portlnd"]),
        GoldenCase(
            name: "city-forced-san-francisco",
            arguments: [
                "37.759546", "-122.423713", "--permit", "S", "--at", "2026-11-23T06:00", "--city", "San Francisco",
            ]),
        // A batch answers each row from its city, in that city's time, in input order: San
        // Francisco's columns, the curb answer's values where it has them.
        GoldenCase(
            name: "batch-portland-row", arguments: ["-", "--format", "csv", "--at", "2026-11-24T10:00"],
            stdin: "45.521424,-122.680310\n37.759546,-122.423713\n"),
        GoldenCase(name: "batch-cities-text", arguments: ["-", "--format", "text"], stdin: citiesRows),
        GoldenCase(name: "batch-cities-ndjson", arguments: ["-", "--format", "ndjson"], stdin: citiesRows),
        GoldenCase(
            name: "batch-cities-fields-tz-utc",
            arguments: [
                "-", "--format", "csv", "--fields",
                "id,arrival,verdict,parkUntil.time,bindingRegulation.text,zone.code",
            ], stdin: citiesRows, environment: ["TZ": "UTC"]),
        GoldenCase(
            name: "batch-cities-geojson",
            arguments: ["-", "--format", "geojson", "--fields", "id,verdict,city.slug,bindingRegulation.priority"],
            stdin: citiesRows),
        GoldenCase(
            name: "batch-cities-side", arguments: ["-", "--format", "csv", "--fields", "id,verdict,error"],
            stdin: "id,lat,lon,side,at\nsf,37.759546,-122.423713,west,2026-11-24T07:30\n"
                + "pdx,45.521424,-122.680310,left,2026-11-24T10:00\n"
                + "pdx-right,45.52049,-122.68098,right,2026-11-24T10:00\n"
                + "pdx-south,45.52049,-122.68098,south,2026-11-24T10:00\n"),
        GoldenCase(
            name: "batch-city-forced-csv", arguments: ["-", "--city", "portland", "--format", "csv"],
            stdin: citiesRows),
        GoldenCase(
            name: "batch-city-forced-list-fields", arguments: ["--list-fields", "--city", "austin"]),
        // The CDS rendering of Portland's feed (main's make cds-portland): the same curb, its
        // holiday calendar unknown with --data, so the meter's "except during holidays" is unknown.
        GoldenCase(
            name: "data-portland-cds",
            arguments: portlandPaid + ["--data", "Resources/cities/portland/portland.cds.json"]),
        GoldenCase(
            name: "data-austin-feed",
            arguments: [
                "30.266820", "-97.745513", "--at", "2026-11-24T10:00", "--data",
                "../shared/fixtures/curblr/austin.curblr.json",
            ]),
    ]
}
