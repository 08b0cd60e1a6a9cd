import Foundation

extension CurbHolidayCalendar {
    /// The designated period of the San Francisco feed for each holiday class that suspends
    /// something (DOMAIN §4): ``SFHolidayClass/general`` (time limits, daytime sweeping, tow-away),
    /// ``SFHolidayClass/meters`` and ``SFHolidayClass/nightSweeping``. ``SFHolidayClass/none`` has none.
    static func sanFranciscoPeriod(of holidayClass: SFHolidayClass) -> String? {
        switch holidayClass {
        case .general: "holidays"
        case .meters: "meter holidays"
        case .nightSweeping: "night sweeping holidays"
        case .none: nil
        }
    }

    /// San Francisco's holiday classes as designated periods (``sanFranciscoPeriod(of:)``), each
    /// with the days `calendar` suspends it on, observed days included, in any year.
    package static func sanFrancisco(_ calendar: SFHolidayCalendar = .sanFrancisco) -> CurbHolidayCalendar {
        var periods: [String: Days] = [:]
        for holidayClass in SFHolidayClass.allCases {
            guard let name = sanFranciscoPeriod(of: holidayClass) else { continue }
            periods[name] = .rules(calendar, holidayClass)
        }
        return CurbHolidayCalendar(periods: periods)
    }
}
