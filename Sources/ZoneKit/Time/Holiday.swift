/// A San Francisco holiday, defined by its rule so that any year can be computed.
package enum Holiday: CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// January 1.
    case newYearsDay
    /// 3rd Monday of January.
    case martinLutherKingJrDay
    /// 3rd Monday of February.
    case presidentsDay
    /// Last Monday of May.
    case memorialDay
    /// June 19.
    case juneteenth
    /// July 4.
    case independenceDay
    /// 1st Monday of September.
    case laborDay
    /// 2nd Monday of October.
    case indigenousPeoplesDay
    /// November 11.
    case veteransDay
    /// 4th Thursday of November.
    case thanksgiving
    /// The Friday after Thanksgiving.
    case dayAfterThanksgiving
    /// December 25.
    case christmasDay

    /// The English name: `Independence Day`.
    package var name: String {
        switch self {
        case .newYearsDay: "New Year's Day"
        case .martinLutherKingJrDay: "Martin Luther King Jr. Day"
        case .presidentsDay: "Presidents' Day"
        case .memorialDay: "Memorial Day"
        case .juneteenth: "Juneteenth"
        case .independenceDay: "Independence Day"
        case .laborDay: "Labor Day"
        case .indigenousPeoplesDay: "Indigenous Peoples' Day"
        case .veteransDay: "Veterans Day"
        case .thanksgiving: "Thanksgiving"
        case .dayAfterThanksgiving: "Day after Thanksgiving"
        case .christmasDay: "Christmas Day"
        }
    }

    /// Whether the holiday suspends enforcement of `holidayClass`: every holiday suspends
    /// ``SFHolidayClass/general``; only New Year's Day, Thanksgiving and Christmas suspend meters and
    /// night sweeping; nothing suspends ``SFHolidayClass/none``.
    func suspends(_ holidayClass: SFHolidayClass) -> Bool {
        switch holidayClass {
        case .general: true
        case .meters, .nightSweeping: self == .newYearsDay || self == .thanksgiving || self == .christmasDay
        case .none: false
        }
    }

    /// The name.
    package var description: String { name }
}
