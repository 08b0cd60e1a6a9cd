import Foundation
import Testing
import TestSupport
import ZoneKit
@testable import DataBuild

@Suite struct RegulationNormaliserTests {
    static let header =
        "objectid,REGULATION,DAYS,HOURS,HRS_BEGIN,HRS_END,FROM_TIME,TO_TIME,HRLIMIT,RPPAREA1,RPPAREA2,RPPAREA3,EXCEPTIONS,shape"
    static let line = "\"MULTILINESTRING ((-122.47 37.78, -122.46 37.79))\""

    private func normalise(_ rows: [String]) throws -> (RegulationNormaliser, [BlockFaceRegulation]) {
        let table = try CSVReader.parse(Array(([Self.header] + rows).joined(separator: "\n").utf8), file: "regs.csv")
        var normaliser = RegulationNormaliser()
        let kept = try normaliser.normalise(SourceTable(table, geometryColumns: ["shape"]))
        return (normaliser, kept.map(\.regulation))
    }

    private static func hours(_ regulation: BlockFaceRegulation) -> String {
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
        #expect(normaliser.notes["HOURS disagrees with HRS_BEGIN/HRS_END (HOURS used)"]?.count == 1)
        #expect(normaliser.notes["empty hours read as all day (noParkingAnyTime)"]?.count == 1)
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
