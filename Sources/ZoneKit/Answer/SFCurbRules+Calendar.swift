import Foundation

extension CurbHolidayCalendar {
    /// The designated period of the San Francisco feed for each holiday class that suspends
    /// something (DOMAIN §4): ``HolidayClass/general`` (time limits, daytime sweeping, tow-away),
    /// ``HolidayClass/meters`` and ``HolidayClass/nightSweeping``. ``HolidayClass/none`` has none.
    package static func sanFranciscoPeriod(of holidayClass: HolidayClass) -> String? {
        switch holidayClass {
        case .general: "holidays"
        case .meters: "meter holidays"
        case .nightSweeping: "night sweeping holidays"
        case .none: nil
        }
    }

    /// San Francisco's holiday classes as designated periods (``sanFranciscoPeriod(of:)``), each
    /// with the days ``HolidayCalendar`` suspends it on, observed days included.
    ///
    /// - Parameters:
    ///   - calendar: the city's calendar; its rules with no overrides by default.
    ///   - years: the years to list (a date outside them is unknown to the interpreter).
    package static func sanFrancisco(
        _ calendar: HolidayCalendar = .sanFrancisco, years: ClosedRange<Int> = 2020...2040
    ) -> CurbHolidayCalendar {
        var periods: [String: Days] = [:]
        for holidayClass in HolidayClass.allCases {
            guard let name = sanFranciscoPeriod(of: holidayClass) else { continue }
            let dates = years.flatMap { calendar.entries(in: $0, for: holidayClass).map(\.date) }
            periods[name] = .known(Set(dates), years: years)
        }
        return CurbHolidayCalendar(periods: periods)
    }
}
