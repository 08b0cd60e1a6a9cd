import Testing
import ZoneKit
@testable import DataBuild

@Suite struct SweepingBySideReaderTests {
    static let bySideHeader =
        "cnn,corridor,limits,cnn_right_left,block_side,monday_hours,tuesday_hours,wednesday_hours,thursday_hours,friday_hours,saturday_hours,sunday_hours,schedule_summary,week1,week2,week3,week4,week5,line"
    static let line = "\"{'type': 'LineString', 'coordinates': [[-122.399, 37.791], [-122.398, 37.790]]}\""
    static let holidaysHeader =
        "cnn,cnn_right_left,week_day,scheduled_from_hour,scheduled_to_hour,monday,tuesday,wednesday,thursday,friday,saturday,sunday,holidays"

    private func read(bySide: [String], holidays: [String]) throws -> (
        SweepingBySideReader, SweepingHolidayIndex, [SFSweepingSide]
    ) {
        let sideTable = try CSVReader.parse(
            Array(([Self.bySideHeader] + bySide).joined(separator: "\n").utf8), file: "by_side.csv")
        let holidayTable = try CSVReader.parse(
            Array(([Self.holidaysHeader] + holidays).joined(separator: "\n").utf8), file: "hol.csv")
        var index = try SweepingHolidayIndex(holidayTable)
        var reader = SweepingBySideReader()
        let sides = try reader.read(sideTable, holidays: &index)
        return (reader, index, sides.map(\.side))
    }

    @Test func windowsJoinTheHolidaysFlagOnCnnSideWeekdayAndHours() throws {
        let (reader, index, sides) = try read(
            bySide: [
                "100,01st St,Market St  -  Stevenson St,R,SouthWest,\"0,1\",,\"0,1\",,,,,Every Mon/Wed 12-2am,1,1,1,1,1,\(Self.line)"
            ],
            holidays: ["100,R,Mon/Wed,0,2,1,0,1,0,0,0,0,1"])
        let side = try #require(sides.first)
        #expect(side.cnn == "100")
        #expect(side.side == .right)
        #expect(side.fromStreet == "Market St")
        #expect(side.toStreet == "Stevenson St")
        #expect(side.schedules.count == 1)
        #expect(side.schedules.first?.days == [.monday, .wednesday])
        #expect(side.schedules.first?.holidays == .swept)
        #expect(reader.join.windows == 2)
        #expect(reader.join.joined == 2)
        #expect(index.rowsUsed == 1)
    }

    @Test func unjoinedWindowsDefaultToSuspendedAndAreCounted() throws {
        let (reader, _, sides) = try read(
            bySide: [
                "100,A St,X St  -  Y St,L,,\"8,9\",,,,,,,\"1st, 3rd Mon 8-10am\",1,0,1,0,0,\(Self.line)",
                "200,B St,X St  -  Y St,L,,,\"9,10\",,,,,,Every Tue 9-11am,1,1,1,1,1,\(Self.line)",
            ],
            holidays: ["100,L,Mon,9,11,1,0,0,0,0,0,0,1"])
        #expect(sides.flatMap(\.schedules).allSatisfy { $0.holidays == .suspended })
        #expect(reader.join.sideKnownWindowNot == 1)
        #expect(reader.join.sideUnknown == 1)
        #expect(reader.join.sidesMissing == ["200L"])
    }

    @Test func weekFlagsAreTheSourceAndSummaryDisagreementsAreCounted() throws {
        let (reader, _, sides) = try read(
            bySide: [
                "100,A St,X St  -  Y St,L,,\"8,9\",,,,,,,Every Mon 8-10am,1,1,1,1,0,\(Self.line)",
                "101,A St,X St  -  Y St,L,,\"8,9\",,,,,,,\"1st, 3rd Mon 8-10am\",1,0,1,0,1,\(Self.line)",
                "102,A St,X St  -  Y St,L,,\"8,9\",,,,,,,\"2nd, 4th Mon 8-10am\",0,1,0,1,0,\(Self.line)",
            ],
            holidays: [])
        #expect(
            sides.map { $0.schedules.first?.weeks } == [
                WeekOfMonthSet(weeks: [1, 2, 3, 4]), WeekOfMonthSet(weeks: [1, 3, 5]), WeekOfMonthSet(weeks: [2, 4]),
            ])
        #expect(
            reader.summaryDisagreements["summary says every week, flags say 1st, 2nd, 3rd & 4th weeks"] == [
                "by_side.csv:2"
            ])
        #expect(
            reader.summaryDisagreements["summary says 1st & 3rd weeks, flags say 1st, 3rd & 5th weeks"] == [
                "by_side.csv:3"
            ])
        #expect(reader.summaryDisagreements.count == 2)
    }

    @Test func rowsOfOneSideMergeAndBadRowsAreDropped() throws {
        let (reader, _, sides) = try read(
            bySide: [
                "300,C St,X St  -  Y St,L,North,,,,,\"10,11\",,,\"1st, 3rd Fri 10-12am\",1,0,1,0,0,\(Self.line)",
                "300,C St,X St  -  Y St,L,North,,,,,,,\"5,6\",Every Sun 5-7am,1,1,1,1,1,\(Self.line)",
                "300,C St,X St  -  Y St,L,North,\"5,6\",,,,,,,Every Mon 5-7am,1,1,1,1,1,\(Self.line)",
                "301,C St,X St  -  Y St,L,North,,,,,,,,Every,1,1,1,1,1,\(Self.line)",
                "302,C St,X St  -  Y St,Q,North,\"5\",,,,,,,Every,1,1,1,1,1,\(Self.line)",
                "303,C St,X St  -  Y St,L,North,\"5\",,,,,,,Every,1,1,1,1,1,\"{'type': 'Point'}\"",
            ],
            holidays: [])
        let side = try #require(sides.first)
        #expect(sides.count == 1)
        #expect(
            side.schedules.map(\.description) == ["every Mon & Sun 5–7 AM", "1st & 3rd Fridays 10 AM–12 PM"])
        #expect(reader.drops.count == 3)
        #expect(reader.drops.places["no sweeping hours on any day"] == ["by_side.csv:5"])
        #expect(reader.drops.places["no CNN or no L/R side"] == ["by_side.csv:6"])
    }
}
