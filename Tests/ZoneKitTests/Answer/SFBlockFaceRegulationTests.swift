import Testing

@testable import ZoneKit

@Suite struct SFBlockFaceRegulationTests {
    static let line = [[Guerrero.at(-6, -90), Guerrero.at(-6, 90)]]

    static func make(
        kind: String = "timeLimit", days: [String] = Guerrero.weekdays, from: String = "08:00", to: String = "18:00",
        limit: Double? = 120, areas: [String] = ["s"], exempt: String? = "limit", lines: [[Coordinate]] = line
    ) throws(ParkingDataError) -> SFBlockFaceRegulation {
        try SFBlockFaceRegulation(
            id: "7445", kind: kind, days: days, from: from, to: to, limitMinutes: limit, permitAreas: areas,
            rppExemptFrom: exempt, exceptions: nil, lines: lines)
    }

    @Test func readsTheFileProperties() throws {
        let regulation = try Self.make(areas: ["s", "HV", "S"])
        #expect(regulation.kind == .timeLimit)
        #expect(regulation.days == .mondayToFriday)
        #expect((regulation.startMinute, regulation.endMinute) == (480, 1080))
        #expect(regulation.limitMinutes == 120)
        #expect(regulation.permitAreas == ["S", "HV"])
        #expect(regulation.rppExemption == .timeLimit)
        #expect(regulation.window.description == "Mon–Fri 8 AM–6 PM")
        #expect(regulation.window.exceptDuring == SFHolidayClass.general.periodKey)
    }

    @Test(arguments: [
        ("noParkingAnyTime", "00:00", "24:00", true, SFHolidayClass.none),
        ("noOvernightParking", "22:00", "06:00", false, .none),
        ("payOrPermit", "09:00", "18:00", false, .meters),
        ("noStopping", "16:00", "18:00", false, .general),
    ])
    func windowsFollowTheKind(kind: String, from: String, to: String, allDay: Bool, holidays: SFHolidayClass) throws {
        let window = try Self.make(kind: kind, from: from, to: to, limit: nil).window
        #expect(window.isAllDay == allDay)
        #expect(window.exceptDuring == holidays.periodKey)
        #expect(window.crossesMidnight == (to < from))
    }

    @Test func emptyDaysMeanEveryDayOnlyForNoParkingAnyTime() throws {
        #expect(try Self.make(kind: "noParkingAnyTime", days: [], limit: nil).days == .everyDay)
        #expect(
            throws: ParkingDataError.missingValue(
                record: "regulation 7445", field: "days", why: "a time limit regulation is enforced on some days")
        ) {
            try Self.make(days: [])
        }
    }

    /// A regulation with one bad property, and the message expected.
    struct BadCase: Sendable, CustomTestStringConvertible {
        let property: String
        let make: @Sendable () throws -> SFBlockFaceRegulation
        let message: String
        var testDescription: String { property }
    }

    static let fix = "; fix the data file or rebuild it with `make data`"
    static let kinds =
        "timeLimit, payOrPermit, paidPlusPermit, noParkingAnyTime, limitedNoParking, noOvernightParking, "
        + "noOversizedVehicles, governmentPermit, noStopping"
    static let badCases: [BadCase] = [
        BadCase(
            property: "kind", make: { try make(kind: "Time limited") },
            message: "regulation 7445: property \"kind\" is \"Time limited\", expected one of \(kinds)\(fix)"),
        BadCase(
            property: "from", make: { try make(from: "24:00") },
            message: "regulation 7445: property \"from\" is \"24:00\", expected a time HH:MM from 00:00 to 23:59\(fix)"),
        BadCase(
            property: "to", make: { try make(to: "18:60") },
            message: "regulation 7445: property \"to\" is \"18:60\", expected a time HH:MM from 00:00 to 24:00\(fix)"),
        BadCase(
            property: "days", make: { try make(days: ["Tues"]) },
            message: "regulation 7445: property \"days\" is \"Tues\", expected a day code mon … sun\(fix)"),
        BadCase(
            property: "permitAreas", make: { try make(areas: ["S1"]) },
            message:
                "regulation 7445: property \"permitAreas\" is \"S1\", expected an area code of one or two letters\(fix)"
        ),
        BadCase(
            property: "limitMinutes", make: { try make(limit: 0.5) },
            message:
                "regulation 7445: property \"limitMinutes\" is 0.5, expected a positive whole number of minutes\(fix)"),
        BadCase(
            property: "rppExemptFrom", make: { try make(exempt: "meters") },
            message: "regulation 7445: property \"rppExemptFrom\" is \"meters\", expected limit, payment or null\(fix)"),
        BadCase(
            property: "geometry", make: { try make(lines: [[Guerrero.at(0, 0)]]) },
            message:
                "regulation 7445: line 0 of the geometry: the line has 1 position but needs at least 2; drop it or add the missing end"
        ),
    ]

    @Test(arguments: badCases)
    func badValuesThrowNamingTheProperty(_ bad: BadCase) {
        #expect {
            _ = try bad.make()
        } throws: { error in
            (error as? ParkingDataError)?.description == bad.message
        }
    }
}
