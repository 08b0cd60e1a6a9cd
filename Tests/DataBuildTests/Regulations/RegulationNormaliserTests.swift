import Foundation
import Testing
import TestSupport
@testable import ZoneKit
@testable import DataBuild

@Suite struct RegulationNormaliserTests {
    static let header =
        "objectid,REGULATION,DAYS,HOURS,HRS_BEGIN,HRS_END,FROM_TIME,TO_TIME,HRLIMIT,RPPAREA1,RPPAREA2,RPPAREA3,EXCEPTIONS,shape"
    static let line = "\"MULTILINESTRING ((-122.47 37.78, -122.46 37.79))\""

    private func normalise(_ rows: [String]) throws -> (RegulationNormaliser, [SFBlockFaceRegulation]) {
        let table = try CSVReader.parse(Array(([Self.header] + rows).joined(separator: "\n").utf8), file: "regs.csv")
        var normaliser = RegulationNormaliser()
        let kept = try normaliser.normalise(SourceTable(table, geometryColumns: ["shape"]))
        return (normaliser, kept.map(\.regulation))
    }

    private static func hours(_ regulation: SFBlockFaceRegulation) -> String {
        MinuteFormat.range(start: regulation.startMinute, end: regulation.endMinute)
    }

    @Test func aTypicalRowBecomesAFullRegulation() throws {
        let (_, kept) = try normalise([
            "7445,Time limited,M-F,900-1800,900,1800,9am,6pm,2,S,hv,,Yes. RPP holders are exempt from time limits.,\(Self.line)"
        ])
        let regulation = try #require(kept.first)
        #expect(regulation.id == "7445")
        #expect(regulation.kind == .timeLimit)
        #expect(regulation.days.codes == ["mon", "tue", "wed", "thu", "fri"])
        #expect(Self.hours(regulation) == "09:00–18:00")
        #expect(regulation.limitMinutes == 120)
        #expect(regulation.permitAreas == ["S", "HV"])
        #expect(regulation.rppExemption == .timeLimit)
        #expect(regulation.exceptions == nil)
        #expect(regulation.lines.first?.coordinates.count == 2)
    }

    @Test func unusableHoursFallBackToOtherColumnsThenAllDay() throws {
        let (normaliser, kept) = try normalise([
            "1,No parking any time,,,0,0,,,,,,,,\(Self.line)",
            "2,Time limited,M-F,-,800,1800,,,1,,,,,\(Self.line)",
            "3,Time limited,M-F,,,,8am,830pm,1,,,,,\(Self.line)",
            "4,No Parking Anytime,,,,,,,,,,,,\(Self.line)",
            "5,Time limited,M-Sa,0-0,0,1800,,6pm,4,,,,,\(Self.line)",
        ])
        #expect(
            kept.map(Self.hours) == ["00:00–24:00", "08:00–18:00", "08:00–20:30", "00:00–24:00", "00:00–24:00"])
        #expect(kept[0].window.isAllDay)
        #expect(kept[0].days == .everyDay)
        // Row 5: HOURS 0-0 against HRS_BEGIN/HRS_END 0-1800, one each: HOURS, the most specific, is used
        // and the other reading kept (docs/DISAGREEMENTS.md).
        #expect(
            normaliser.notes["contested hours, decided by a tie, so the most specific field (alternative kept)"]?.count
                == 1)
        #expect(
            kept[4].alternatives == [
                SFRegulationAlternative(
                    reading: .hours(startMinute: 0, endMinute: 1080), fields: "HRS_BEGIN/HRS_END",
                    chosenFields: "HOURS", rule: .mostSpecific)
            ])
        #expect(normaliser.notes["empty hours read as all day (noParkingAnyTime)"]?.count == 1)
    }

    /// The sign text and the resolution text vote with the columns, fill an empty limit or day set,
    /// and every reading not chosen is kept (docs/DISAGREEMENTS.md).
    @Test func signTextVotesFillsAndKeepsTheAlternatives() throws {
        let header = Self.header + ",SYM_RPP2,REGDETAILS"
        let sign = "\"black, 2.0 pt, no dash | 2, M-F, 800-2100\""
        let rows = [
            // objectid 12854: hours 2–2 (HOURS wins), days 1–1 (DAYS wins).
            "12854,Time limited,M-Sa,900-2100,900,2100,8am,9pm,2,HV,,,,\(Self.line),\(sign),",
            // objectid 3291: no HRLIMIT; the sign fills it.
            "3291,Time Limited,M-F,800-2100,800,2100,8am,9pm,,S,,,,\(Self.line),\(sign),",
            // objectid 1034: HRLIMIT 0; the resolution text fills it.
            "1034,Time limited,M-Sa,800-1800,800,1800,8am,6pm,0,,,,,\(Self.line),,"
                + "\"MM. ESTABLISH – 4-HOUR TIME LIMIT, 8 AM TO 6 PM, EXCEPT SUNDAYS\"",
            // An empty DAYS on a time limit: every day, against the usual days of 1-hour 7–18 limits.
            "6204,Time limited,,700-1800,700,1800,7am,6pm,1,,,,,\(Self.line),,",
            "9001,Time limited,M-Sa,700-1800,700,1800,7am,6pm,1,,,,,\(Self.line),,",
            "9002,Time limited,M-Sa,700-1800,700,1800,7am,6pm,1,,,,,\(Self.line),,",
            "9003,Time limited,M-F,700-1800,700,1800,7am,6pm,1,,,,,\(Self.line),,",
        ]
        let table = try CSVReader.parse(Array(([header] + rows).joined(separator: "\n").utf8), file: "regs.csv")
        var normaliser = RegulationNormaliser()
        let kept = try normaliser.normalise(SourceTable(table, geometryColumns: ["shape"])).map(\.regulation)
        let byID = Dictionary(uniqueKeysWithValues: kept.map { ($0.id, $0) })

        let oak = try #require(byID["12854"])
        #expect(Self.hours(oak) == "09:00–21:00")
        #expect(oak.days == WeekdaySet.parse(days: "M-Sa"))
        #expect(
            oak.alternatives == [
                SFRegulationAlternative(
                    reading: .days(try #require(WeekdaySet.parse(days: "M-F"))), fields: "SYM_RPP2",
                    chosenFields: "DAYS", rule: .mostSpecific),
                SFRegulationAlternative(
                    reading: .hours(startMinute: 480, endMinute: 1260), fields: "FROM_TIME/TO_TIME, SYM_RPP2",
                    chosenFields: "HOURS, HRS_BEGIN/HRS_END", rule: .mostSpecific),
            ])

        let collingwood = try #require(byID["3291"])
        #expect(collingwood.limitMinutes == 120)
        #expect(
            collingwood.alternatives == [
                SFRegulationAlternative(
                    reading: .limit(minutes: nil), fields: "HRLIMIT (empty)", chosenFields: "SYM_RPP2",
                    rule: .filledFromText)
            ])
        #expect(byID["1034"]?.limitMinutes == 240)
        #expect(byID["1034"]?.alternatives.map(\.rule) == [.filledFromText])

        let thirtieth = try #require(byID["6204"])
        #expect(thirtieth.days == .everyDay)
        #expect(
            thirtieth.alternatives == [
                SFRegulationAlternative(
                    reading: .days(try #require(WeekdaySet.parse(days: "M-Sa"))),
                    fields: "most time limits with the same hours and limit", chosenFields: "DAYS (empty)",
                    rule: .usualDays)
            ])
        #expect(byID["9001"]?.alternatives.isEmpty == true)
        #expect(normaliser.notes["timeLimit rows without a usable HRLIMIT (limitMinutes null)"] == nil)
    }

    @Test func rowsWithoutGeometryOrKnownRegulationAreDroppedWithTheirReason() throws {
        let (normaliser, kept) = try normalise([
            "10,,,,,,,,,,,,,\(Self.line)",
            "11,Time limited,M-F,800-1800,,,,,2,A,,,,",
            "12,Loading zone,M-F,800-1800,,,,,2,A,,,,\(Self.line)",
            "13,Time limited,Xy,800-1800,,,,,2,A,,,,\(Self.line)",
            "14,Time limited,M-F,800-1800,,,,,2,0,,,,\(Self.line)",
            "15,Time limited,M-F,800-1800,,,,,2,A,,,,\"MULTILINESTRING ((-122.47 37.78, -122.46 37.79), (-122.45 37.77))\"",
            "16,Time limited,M-F,800-1800,,,,,2,A,,,",
        ])
        #expect(kept.map(\.id) == ["14"])
        #expect(kept.first?.permitAreas == [])
        let reasons = Dictionary(uniqueKeysWithValues: normaliser.drops.byReason.map { ($0.reason, $0.places) })
        #expect(reasons["empty REGULATION"] == ["regs.csv:2 (objectid 10)"])
        #expect(reasons["no geometry (empty shape)"] == ["regs.csv:3 (objectid 11)"])
        #expect(reasons["unknown REGULATION \"Loading zone\""] == ["regs.csv:4 (objectid 12)"])
        #expect(reasons["unreadable DAYS \"Xy\""] == ["regs.csv:5 (objectid 13)"])
        #expect(normaliser.notes["RPPAREA1 value \"0\" is not an area code (left out)"] == ["regs.csv:6 (objectid 14)"])
        let rejected = reasons.filter {
            $0.key.hasPrefix("rejected by ZoneKit: ") && $0.key.contains("needs at least 2")
        }
        #expect(rejected.values.map { $0 } == [["regs.csv:7 (objectid 15)"]])
        #expect(reasons["the row has 13 fields, the header 14"] == ["regs.csv:8 (objectid 16)"])
        #expect(normaliser.rowsRead == 7)
    }

    @Test func spellingsAreCountedForTheReport() throws {
        let (normaliser, _) = try normalise([
            "1,Time Limited,m-f,800-1800,,,,,0.5,,,,,\(Self.line)",
            "2,Time LImited,m-f,800-1800,,,,,0.5,,,,,\(Self.line)",
        ])
        #expect(
            normaliser.spellings.entries("DAYS") == [.init(raw: "m-f", normalised: "mon,tue,wed,thu,fri", count: 2)])
        #expect(normaliser.spellings.entries("HRLIMIT") == [.init(raw: "0.5", normalised: "30 min", count: 2)])
        #expect(normaliser.spellings.entries("REGULATION").map(\.raw) == ["Time LImited", "Time Limited"])
    }

    @Test func keptRowsAreSortedByNumericId() throws {
        let (_, kept) = try normalise([
            "100,No Stopping,M-F,900-1600,,,,,,,,,,\(Self.line)", "9,No Stopping,M-F,900-1600,,,,,,,,,,\(Self.line)",
        ])
        #expect(kept.map(\.id) == ["9", "100"])
    }

    @Test func theLoneMountainGeoJsonExtractReadsWithItsLowerCaseColumns() throws {
        let name = "lonemountain/regulations.geojson"
        let document = try JSONInput.value(of: SharedFolder.data("data/sf/" + name), file: name)
        var normaliser = RegulationNormaliser()
        let kept = try normaliser.normalise(SourceTable(document, file: name)).map(\.regulation)
        #expect(normaliser.rowsRead == 1_274)
        #expect(normaliser.drops.places["empty REGULATION"] == ["lonemountain/regulations.geojson: features[621]"])
        #expect(kept.count == 1_273)
        #expect(kept.filter { $0.permitAreas == ["S"] }.count == 366)
        let first = try #require(kept.first)
        #expect(first.id == "1")
        #expect(first.kind == .timeLimit && first.days == .mondayToFriday && Self.hours(first) == "08:00–18:00")
        #expect(first.limitMinutes == 120 && first.permitAreas == ["L"] && first.rppExemption == .timeLimit)
        #expect(kept.contains { $0.lines.count == 1 && $0.kind == .governmentPermit })
        #expect(normaliser.spellings.entries("REGULATION").contains { $0.raw == "Time Limited" && $0.count == 1 })
    }
}
