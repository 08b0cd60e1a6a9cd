import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import parkcheck

/// One source of truth: the symbol and first words of the text, the JSON `verdict`, and the exit
/// status of `--exit-status` all come from ``ZoneKit/ParkingVerdict``, for every verdict and every
/// permit status met on real block faces, and on seeded points across the city.
@Suite struct VerdictConsistencyEndToEndTests {
    /// A real question and what each format says of it.
    struct Row: Sendable {
        let lat: String
        let lon: String
        let at: String
        let permits: [String]
        let placard: Bool
        let verdict: ParkingVerdict
        let status: PermitStatus
        let firstLine: String

        var csv: String { "\(lat),\(lon),\(at),\(permits.joined(separator: ";")),\(placard)" }
        var arguments: [String] {
            [lat, lon, "--at", at] + permits.flatMap { ["--permit", $0] } + (placard ? ["--placard"] : [])
        }
    }

    /// Every verdict × permit status pair the bundled data gave to a seeded search of 6,000
    /// questions at the curb (`docs/VERDICTS.md`). `no` never meets `valid` or `multipleApply`, nor
    /// `unknown` `multipleApply` (`docs/VERDICTS.md` says why); `conditionally` with `multipleApply`
    /// is possible but was not met.
    static let table: [Row] = [
        Row(
            lat: "37.7395309", lon: "-122.4709596", at: "2026-01-19T01:30", permits: ["O"], placard: true,
            verdict: .yes, status: .valid,
            firstLine: "✓ You may park here until Tue Jan 20 1:00 PM — street sweeping (north side)"),
        Row(
            lat: "37.7809278", lon: "-122.4509690", at: "2026-03-17T00:30", permits: ["EE"], placard: false,
            verdict: .yes, status: .invalid,
            firstLine:
                "✓ You may park here until Tue Mar 17 10:00 AM — 2-hour limit (your EE permit is not valid in Area L)"),
        Row(
            lat: "37.7855205", lon: "-122.4261337", at: "2026-10-06T03:30", permits: [], placard: true,
            verdict: .yes, status: .conditional,
            firstLine: "✓ You may park here until Wed Oct 7 6:00 AM — street sweeping"),
        Row(
            lat: "37.7653502", lon: "-122.4805178", at: "2026-10-22T05:00", permits: ["H"], placard: false,
            verdict: .yes, status: .noPermitRequired,
            firstLine: "✓ You may park here until Sun Oct 25 5:00 AM — 72-hour limit"),
        Row(
            lat: "37.7748579", lon: "-122.4306828", at: "2026-11-25T04:30", permits: ["Q", "HV"], placard: false,
            verdict: .yes, status: .multipleApply,
            firstLine: "✓ You may park here until Sat Nov 28 4:30 AM — 72-hour limit"),
        Row(
            lat: "37.7794490", lon: "-122.4717591", at: "2026-06-15T18:30", permits: [], placard: false,
            verdict: .yes, status: .noPermitGiven,
            firstLine: "✓ You may park here until Tue Jun 16 11:00 AM — 2-hour limit"),
        Row(
            lat: "37.7617673", lon: "-122.4621482", at: "2026-03-04T08:30", permits: ["DD"], placard: false,
            verdict: .no, status: .invalid,
            firstLine: "✗ No parking now: street sweeping in force now, until 10:00 AM"),
        Row(
            lat: "37.7874274", lon: "-122.4250376", at: "2026-06-12T07:30", permits: ["G"], placard: false,
            verdict: .no, status: .conditional,
            firstLine: "✗ No parking now: street sweeping in force now, until 9:00 AM"),
        Row(
            lat: "37.7652610", lon: "-122.3890916", at: "2026-01-02T16:00", permits: [], placard: false,
            verdict: .no, status: .noPermitRequired,
            firstLine: "✗ No parking now: no parking any time in force now"),
        Row(
            lat: "37.7178800", lon: "-122.4449081", at: "2026-03-20T08:30", permits: [], placard: false,
            verdict: .no, status: .noPermitGiven,
            firstLine: "✗ No parking now: street sweeping in force now, until 10:00 AM"),
        Row(
            lat: "37.7248669", lon: "-122.4599093", at: "2026-02-09T17:00", permits: ["V"], placard: false,
            verdict: .conditionally, status: .valid,
            firstLine: "! Only if you pay the meter until 6:00 PM and again from Tue Feb 10 9:00 AM"),
        Row(
            lat: "37.7682050", lon: "-122.4531864", at: "2026-04-01T16:00", permits: ["Q"], placard: false,
            verdict: .conditionally, status: .invalid,
            firstLine: "! Only if you pay the meter; you may stay until 6:00 PM — 2-hour limit"),
        Row(
            lat: "37.7388186", lon: "-122.4651181", at: "2026-09-01T12:30", permits: ["C"], placard: true,
            verdict: .conditionally, status: .conditional,
            firstLine:
                "! Only if you display the disabled placard: it exempts the car from the 2-hour limit; you may stay until Fri Sep 4 12:30 PM — 72-hour limit"
        ),
        Row(
            lat: "37.7722799", lon: "-122.3932102", at: "2026-07-07T17:30", permits: [], placard: false,
            verdict: .conditionally, status: .noPermitRequired,
            firstLine: "! Only if you pay the meter until 6:00 PM; you may stay until 9:30 PM — 4-hour limit"),
        Row(
            lat: "37.7740461", lon: "-122.4230842", at: "2026-09-28T13:00", permits: [], placard: false,
            verdict: .conditionally, status: .noPermitGiven,
            firstLine: "! Only if you pay the meter until 9:00 PM and again from Tue Sep 29 9:00 AM"),
        Row(
            lat: "37.7589526", lon: "-122.4642271", at: "2026-12-15T22:00", permits: ["J"], placard: false,
            verdict: .unknown, status: .valid,
            firstLine: "? Unknown: no street within 30 m of this point"),
        Row(
            lat: "37.7535888", lon: "-122.3901725", at: "2026-03-21T17:00", permits: ["U"], placard: false,
            verdict: .unknown, status: .invalid,
            firstLine: "? Unknown: no street within 30 m of this point"),
        Row(
            lat: "37.7579252", lon: "-122.4390534", at: "2026-07-22T09:00", permits: ["S"], placard: false,
            verdict: .unknown, status: .conditional,
            firstLine:
                "? Unknown: the side of the street is not known, and one side forbids parking now: street sweeping (east side) in force now, until 10:00 AM"
        ),
        Row(
            lat: "37.7120629", lon: "-122.4662437", at: "2026-01-16T07:00", permits: ["B"], placard: false,
            verdict: .unknown, status: .noPermitRequired,
            firstLine: "? Unknown: no street within 30 m of this point"),
        Row(
            lat: "37.7683818", lon: "-122.4248673", at: "2026-06-11T17:00", permits: [], placard: false,
            verdict: .unknown, status: .noPermitGiven,
            firstLine: "? Unknown: no street within 30 m of this point"),
    ]

    static let header = "lat,lon,at,permits,placard"

    @Test func theTableCoversEveryVerdictAndEveryStatus() {
        #expect(Set(Self.table.map(\.verdict)) == Set(ParkingVerdict.allCases))
        #expect(Set(Self.table.map(\.status)) == Set(PermitStatus.allCases))
        for row in Self.table { #expect(row.firstLine.hasPrefix(row.verdict.glyph + " "), "\(row.firstLine)") }
    }

    @Test func eachPairReadsTheSameInTextAndJSON() throws {
        let input = Data(([Self.header] + Self.table.map(\.csv)).joined(separator: "\n").utf8)
        let json = try runParkcheck(["-", "--format", "ndjson", "--fields", "verdict,status"], stdin: input)
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let records = try ndjsonRecords(json.stdout)
        #expect(records.map { $0["verdict"] as? String } == Self.table.map(\.verdict.rawValue))
        #expect(records.map { $0["status"] as? String } == Self.table.map(\.status.rawValue))
        let text = try runParkcheck(["-", "--format", "text"], stdin: input)
        #expect(text.status == 0, "stderr: \(text.stderr)")
        // Each line names the arrival it answers for: the row's own `at`.
        #expect(text.stdout.hasPrefix("line 2 (37.7395309, -122.4709596 at Mon Jan 19 1:30 AM): ✓ "))
        let headlines = text.stdout.split(separator: "\n").map(Self.headline)
        #expect(headlines == Self.table.map(\.firstLine))
    }

    /// `line 3 (37.7, -122.4 at Mon Nov 23 6:00 AM): ✓ You may … ; permit: …` → `✓ You may …`.
    static func headline(_ line: Substring) -> String {
        var text = line
        if let start = text.range(of: "): ") { text = text[start.upperBound...] }
        if let end = text.range(of: "; permit: ", options: .backwards) { text = text[..<end.lowerBound] }
        return String(text)
    }

    @Test(arguments: ParkingVerdict.allCases)
    func theExitStatusAnswersWithTheVerdict(_ verdict: ParkingVerdict) throws {
        let expected: Int32 =
            switch verdict {
            case .yes: 0
            case .no: 1
            case .conditionally: 2
            case .unknown: 3
            }
        #expect(ExitCode.exitStatus(answering: verdict).rawValue == expected)
        let row = try #require(Self.table.first { $0.verdict == verdict })
        let run = try runParkcheck(row.arguments + ["--exit-status"])
        #expect(run.status == expected, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix(row.firstLine + "\n"))
    }

    /// 400 seeded places and questions across the city (many far from a street): the text's
    /// symbol is the glyph of the record's verdict, row by row.
    @Test func theSymbolIsTheVerdictsOnSeededPoints() throws {
        var generator = SeededGenerator(seed: 16)
        let areas = ["A", "C", "G", "I", "J", "L", "N", "O", "Q", "R", "S", "U", "Z", "HV"]
        var rows = [Self.header]
        for _ in 0..<400 {
            let latitude = Double.random(in: 37.72...37.80, using: &generator)
            let longitude = Double.random(in: -122.48 ... -122.39, using: &generator)
            let minute = Int.random(in: 0..<(7 * 24 * 60), using: &generator)
            let day = 22 + minute / 1440
            let at = "2026-11-\(day)T\(Self.twoDigits(minute / 60 % 24)):\(Self.twoDigits(minute % 60))"
            let permit = Bool.random(using: &generator) ? areas.randomElement(using: &generator) ?? "" : ""
            let placard = Int.random(in: 0..<6, using: &generator) == 0
            rows.append("\(latitude),\(longitude),\(at),\(permit),\(placard)")
        }
        let input = Data(rows.joined(separator: "\n").utf8)
        let json = try runParkcheck(["-", "--format", "ndjson", "--fields", "verdict"], stdin: input)
        let text = try runParkcheck(["-", "--format", "text"], stdin: input)
        let verdicts = try ndjsonRecords(json.stdout).map { ($0["verdict"] as? String).flatMap(ParkingVerdict.init) }
        let symbols = text.stdout.split(separator: "\n").map { String(Self.headline($0).prefix(1)) }
        #expect(verdicts.count == 400)
        #expect(symbols.count == 400)
        for (verdict, symbol) in zip(verdicts, symbols) {
            #expect(verdict?.glyph == symbol)
        }
        #expect(Set(verdicts.compactMap { $0 }).count >= 3)
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
