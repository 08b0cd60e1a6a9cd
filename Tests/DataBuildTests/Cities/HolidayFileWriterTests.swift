import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import DataBuild

@Suite struct HolidayFileWriterTests {
    static let portland = CityCatalogue.standard.entries[0]
    static let austin = CityCatalogue.standard.entries[1]

    @Test func portlandFileReadsBackAsTheRulesSay() throws {
        let text = HolidayFileWriter.text(for: Self.portland)
        let file = try CityHolidayFile(text: text, path: "holidays.txt")
        #expect(file.entries.count == 9 * HolidayFileWriter.years.count)
        // Nine a year, each on its own date (none shares one, none is moved to an observed day).
        for year in HolidayFileWriter.years {
            #expect(Set(file.entries.filter { $0.date.year == year }.map(\.date)).count == 9, "\(year)")
        }
        // The file the command line reads is this one: the rules' only written form.
        let shipped = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/portland/holidays.txt")
        #expect(try String(contentsOf: shipped, encoding: .utf8) == text)
    }

    @Test(
        arguments: [
            // On the date itself: Christmas 2022 and Independence Day 2021 fell on a Sunday, no Monday off.
            ("2022-12-25", true), ("2022-12-26", false), ("2021-07-04", true), ("2021-07-05", false),
            ("2026-11-26", true), ("2026-01-19", true), ("2026-05-25", true), ("2036-01-01", nil),
        ] as [(String, Bool?)])
    func portlandDays(_ date: String, _ isHoliday: Bool?) throws {
        let file = try CityHolidayFile(text: HolidayFileWriter.text(for: Self.portland), path: "holidays.txt")
        let parts = date.split(separator: "-").compactMap { Int($0) }
        let day = CivilDate(year: parts[0], month: parts[1], day: parts[2])
        #expect(file.calendar.contains(day, inPeriod: "holidays") == isHoliday)
    }

    @Test func austinIsUnknownAndSaysSo() throws {
        let text = HolidayFileWriter.text(for: Self.austin)
        #expect(text.contains("No trustworthy list of Austin's parking holidays"))
        let file = try CityHolidayFile(text: text, path: "holidays.txt")
        #expect(file.calendar.contains(CivilDate(year: 2026, month: 12, day: 25), inPeriod: "holidays") == nil)
    }

    @Test func headerSaysFormatSourcesAndHowToEdit() {
        let text = HolidayFileWriter.text(for: Self.portland)
        for words in [
            "Format", "The Oregonian, 2009-10-12", "To edit", "@years FIRST-LAST", "4th Thursday of November",
        ] {
            #expect(text.contains(words), "\(words)")
        }
    }
}
