/// A city's designated periods (`holidays`, `snow emergency`…): for each name, the days it covers,
/// or that nobody knows them.
///
/// Feeds name designated periods but never list their days (CurbLR and CDS both leave the calendar
/// external), so the city's calendar is data supplied beside the feed. A period whose days are
/// unknown (every name not listed, and every name for a city such as Austin) makes any answer that
/// depends on it `unknown`, never "allowed".
package struct CurbHolidayCalendar: Hashable, Sendable {
    /// The days of one designated period.
    package enum Days: Hashable, Sendable {
        /// Exactly these dates, within ``CurbHolidayCalendar/Days/known(_:years:)``'s `years`;
        /// a date outside those years is unknown.
        case known(Set<CivilDate>, years: ClosedRange<Int>)
        /// The days of rules, in any year (`@rule` lines; San Francisco's calendar). Boxed
        /// (`indirect`): held inline, the debug build crashed reading an earlier payload of this
        /// case (a retain of a bad pointer in ``CurbHolidayCalendar/contains(_:inPeriod:)``, never
        /// under AddressSanitizer), which points at the enum's inline layout, not our code.
        indirect case rules(HolidayRuleSet)
        /// Nobody knows which days.
        case unknown
    }

    /// The periods by name, lowercased (`holidays`).
    package var periods: [String: Days]

    /// Creates a calendar; names are matched case-insensitively.
    package init(periods: [String: Days] = [:]) {
        var lowered: [String: Days] = [:]
        for (name, days) in periods { lowered[name.lowercased()] = days }
        self.periods = lowered
    }

    /// A calendar that knows no period: every designated period is unknown.
    package static let unknown = CurbHolidayCalendar()

    /// Whether `date` lies in the period `name`: `nil` when the calendar does not know.
    package func contains(_ date: CivilDate, inPeriod name: String) -> Bool? {
        switch periods[name.lowercased()] ?? .unknown {
        case .unknown:
            return nil
        case .known(let dates, let years):
            guard years.contains(date.year) else { return nil }
            return dates.contains(date)
        case .rules(let rules):
            return rules.contains(date)
        }
    }
}
