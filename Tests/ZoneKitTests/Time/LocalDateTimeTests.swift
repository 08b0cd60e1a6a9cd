import Testing

@testable import ZoneKit

@Suite struct LocalDateTimeTests {
    @Test func fieldsAndDerivedValues() {
        let local = LocalDateTime(year: 2026, month: 11, day: 23, hour: 6, minute: 5, second: 9)
        #expect(local.description == "2026-11-23T06:05:09")
        #expect(local.minuteOfDay == 365)
        #expect(local.weekday == .monday)
        #expect(local.date == CivilDate(year: 2026, month: 11, day: 23))
        #expect(
            LocalDateTime(date: CivilDate(year: 2026, month: 1, day: 1), minuteOfDay: 1439).description
                == "2026-01-01T23:59:00")
    }

    @Test func localSecondsRoundTripAcrossTheEpoch() {
        for seconds in [-86_401, -86_400, -1, 0, 1, 86_399, 1_795_000_000] {
            #expect(LocalDateTime(localSecondsSinceEpoch: seconds).localSecondsSinceEpoch == seconds)
        }
        #expect(LocalDateTime(localSecondsSinceEpoch: -1).description == "1969-12-31T23:59:59")
    }

    @Test func validationAndOrder() {
        #expect(LocalDateTime.isValid(year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0))
        #expect(!LocalDateTime.isValid(year: 2026, month: 3, day: 8, hour: 24, minute: 0, second: 0))
        #expect(!LocalDateTime.isValid(year: 2026, month: 3, day: 8, hour: 1, minute: 60, second: 0))
        #expect(!LocalDateTime.isValid(year: 2026, month: 3, day: 8, hour: 1, minute: 0, second: 60))
        #expect(
            LocalDateTime(year: 2026, month: 3, day: 8, hour: 1, minute: 59)
                < LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 0))
    }
}
