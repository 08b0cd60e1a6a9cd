/// How a kind of enforcement treats holidays in San Francisco (DOMAIN §4). Each class that
/// suspends something is a designated period of the city's calendar (``period``); ``CityCalendar``
/// answers for a class.
package enum SFHolidayClass: String, CaseIterable, Hashable, Sendable {
    /// RPP and other time limits, daytime street sweeping, commuter tow-away: off on all twelve
    /// city holidays (and the day after Thanksgiving).
    case general
    /// Parking meters: free only on New Year's Day, Thanksgiving and Christmas.
    case meters
    /// Night (7-day) street sweeping, the rows flagged "swept on holidays": suspended only on New
    /// Year's Day, Thanksgiving and Christmas.
    case nightSweeping
    /// Never suspended (no parking any time, the 72-hour rule).
    case none

    /// The designated period of San Francisco's calendar (`holidays.txt`) whose days suspend the
    /// class: `holidays`, `meter holidays`, `night sweeping holidays`; ``none`` has none.
    package var period: String? {
        switch self {
        case .general: "holidays"
        case .meters: "meter holidays"
        case .nightSweeping: "night sweeping holidays"
        case .none: nil
        }
    }

    /// ``period``'s key, as a ``CurbWindow`` holds it.
    package var periodKey: CurbPeriodKey? {
        switch self {
        case .general: Self.keys.general
        case .meters: Self.keys.meters
        case .nightSweeping: Self.keys.nightSweeping
        case .none: nil
        }
    }

    /// The class whose period's key is `key`; ``none`` for none, or a period that is not a class's.
    package init(periodKey key: CurbPeriodKey?) {
        self = Self.allCases.first { $0.periodKey == key } ?? .none
    }

    /// The classes' keys, folded once.
    private static let keys = (
        general: CurbPeriodKey("holidays"), meters: CurbPeriodKey("meter holidays"),
        nightSweeping: CurbPeriodKey("night sweeping holidays")
    )
}
