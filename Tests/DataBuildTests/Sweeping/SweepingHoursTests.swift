import Testing
import ZoneKit
@testable import DataBuild

@Suite struct SweepingHoursTests {
    private func labels(_ list: String) -> [String]? {
        SweepingHours.windows(hourList: list)?.map { MinuteFormat.range(start: $0.start, end: $0.end) }
    }

    @Test func eachNumberIsAnHourSweptSoTheWindowEndsAnHourAfterTheLast() throws {
        #expect(labels("8,9") == ["08:00–10:00"])
        #expect(labels("0,1") == ["00:00–02:00"])
        #expect(labels("7") == ["07:00–08:00"])
        #expect(labels("2,3,4,5") == ["02:00–06:00"])
        #expect(labels("23") == ["23:00–24:00"])
    }

    @Test func gapsSplitAListIntoSeveralWindows() {
        #expect(labels("0,1,5,6") == ["00:00–02:00", "05:00–07:00"])
        #expect(labels("5,4,1,2") == ["01:00–03:00", "04:00–06:00"])
    }

    @Test func emptyListsHaveNoWindowAndBadListsAreUnreadable() {
        #expect(SweepingHours.windows(hourList: "")?.isEmpty == true)
        #expect(SweepingHours.windows(hourList: "8,x") == nil)
        #expect(SweepingHours.windows(hourList: "24") == nil)
    }

    @Test func hoursAndFlagsOfTheOfficialSchemas() {
        #expect(SweepingHours.hour("02:00") == 120)
        #expect(SweepingHours.hour("8") == 480)
        #expect(SweepingHours.hour("14") == 840)
        #expect(SweepingHours.hour("25") == nil)
        #expect(SweepingHours.flag("Y") == true)
        #expect(SweepingHours.flag("N") == false)
        #expect(SweepingHours.flag("1") == true)
        #expect(SweepingHours.flag("0") == false)
        #expect(SweepingHours.flag("maybe") == nil)
    }

    @Test func summaryWeekPatternsAreRead() {
        #expect(ScheduleSummary("Every Tues 12-2am") == .weeks(.all))
        #expect(ScheduleSummary("1st, 3rd Mon 9-11am") == .weeks([.first, .third]))
        #expect(ScheduleSummary("2nd, 4th Fri 8-10am") == .weeks([.second, .fourth]))
        #expect(ScheduleSummary("Multiple schedules") == .multiple)
        #expect(ScheduleSummary("Weds 9-11am") == .noWeekPattern)
    }
}
