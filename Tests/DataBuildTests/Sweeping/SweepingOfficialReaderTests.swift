import Foundation
import Testing
import TestSupport
import ZoneKit
@testable import DataBuild

@Suite struct SweepingOfficialReaderTests {
    @Test func rawSchema2019CsvReadsWithItsOfficialColumnNames() throws {
        let name = "data/sf/street_sweeping_raw_schema_2019_partial.csv"
        let table = try CSVReader.parse([UInt8](SharedFolder.data(name)), file: "raw.csv")
        var reader = SweepingOfficialReader()
        let sides = reader.read(SourceTable(table, geometryColumns: SweepingOfficialReader.geometryColumns)).map(\.side)
        #expect(reader.rowsRead == 1_840)
        #expect(reader.drops.count == 0)
        #expect(sides.allSatisfy { $0.cnn != nil && $0.side != nil && !$0.schedules.isEmpty })
        let schedules = sides.flatMap(\.schedules)
        #expect(schedules.contains { $0.holidays == .swept })
        #expect(schedules.contains { $0.includesHolidayDay })
        #expect(schedules.contains { $0.weeks == [.first, .third] })
        #expect(reader.spellings.entries("WeekDay").contains { $0.raw == "Tues" && $0.normalised == "tue" })
        #expect(
            reader.spellings.entries("FromHour–ToHour").contains {
                $0.raw == "02:00–06:00" && $0.normalised == "02:00–06:00"
            })
        let first = try #require(sides.first { $0.cnn == "185207" && $0.side == .right })
        #expect(first.street == "03rd St")
        #expect(first.line.coordinates.count == 3)
    }

    @Test func loneMountainGeoJsonReadsAndDerivesTheSideFromBlockSide() throws {
        let data = try SharedFolder.data("data/sf/lonemountain/street_sweeping.geojson")
        let document = try JSONInput.value(of: data, file: "lonemountain.geojson")
        var reader = SweepingOfficialReader()
        let sides = reader.read(try SourceTable(document, file: "lonemountain.geojson")).map(\.side)
        #expect(reader.rowsRead == 2_129)
        #expect(reader.drops.count == 0)
        #expect(sides.allSatisfy { $0.cnn == nil })
        #expect(reader.sidesDerived > 0)
        #expect(sides.filter { $0.side != nil }.count == reader.sidesDerived)
        let schedules = sides.flatMap(\.schedules)
        #expect(schedules.count >= sides.count)
        #expect(schedules.contains { $0.includesHolidayDay })
        #expect(reader.spellings.entries("WeekDay").contains { $0.raw == "Tues" && $0.normalised == "tue" })
        let collins = try #require(
            sides.first {
                $0.street == "Collins St" && $0.blockSideLabel == "East" && $0.limits == "Geary Blvd  -  Anza St"
            })
        #expect(collins.fromStreet == "Geary Blvd")
        #expect(collins.blockSide == .east)
        #expect(
            collins.schedules.contains {
                $0.days == .friday && ($0.startMinute, $0.endMinute) == (480, 600) && $0.weeks == .all
            })
    }
}
