/// The earlier rules of the zones whose history answers need: America/Los_Angeles, San Francisco's
/// and Portland's, back to 1967 (a test compares every change with the system's tzdata). Every
/// other zone is answered by its current rule in every year (docs/TIME.md).
extension TimeZoneRules {
    /// The year the current rule of America/Los_Angeles began.
    static let losAngelesCurrentRuleYear = 2007

    /// California's daylight-time dates by year, ending with `current`, the zone's rule since
    /// ``losAngelesCurrentRuleYear``: 1967–1973 and 1976–1986 the last Sunday of April to the last
    /// Sunday of October; 1974 January 6 and 1975 February 23 (the energy-crisis years) to the last
    /// Sunday of October; 1987–2006 the first Sunday of April to the last Sunday of October; each
    /// change at 02:00. Years before 1967 take the 1967 rule (California's own rules of the time
    /// differed: outside the supported range). The earlier rules are `current` with other dates,
    /// as `PST8PDT,M4.5.0,M10.5.0` is.
    static func losAngelesEras(current: POSIXTimeZoneRule) -> [TimeZoneTransitions.Era] {
        let lastSundayOfOctober = POSIXTimeZoneRule.Day.monthWeekDay(month: 10, week: 5, weekday: 0)
        func dates(from start: POSIXTimeZoneRule.Day) -> POSIXTimeZoneRule {
            var rule = current
            rule.daylight?.start = POSIXTimeZoneRule.Change(day: start, time: 2 * 3600)
            rule.daylight?.end = POSIXTimeZoneRule.Change(day: lastSundayOfOctober, time: 2 * 3600)
            return rule
        }
        let lastSundayOfApril = POSIXTimeZoneRule.Day.monthWeekDay(month: 4, week: 5, weekday: 0)
        return [
            TimeZoneTransitions.Era(firstYear: 1967, rule: dates(from: lastSundayOfApril)),
            TimeZoneTransitions.Era(firstYear: 1974, rule: dates(from: .julianSkippingLeapDay(6))),
            TimeZoneTransitions.Era(firstYear: 1975, rule: dates(from: .julianSkippingLeapDay(54))),
            TimeZoneTransitions.Era(firstYear: 1976, rule: dates(from: lastSundayOfApril)),
            TimeZoneTransitions.Era(firstYear: 1987, rule: dates(from: .monthWeekDay(month: 4, week: 1, weekday: 0))),
            TimeZoneTransitions.Era(firstYear: losAngelesCurrentRuleYear, rule: current),
        ]
    }

    /// The clock of `rule`, the current rule of `canonicalIdentifier`: with the zone's earlier
    /// rules where they are built in.
    static func clock(of rule: POSIXTimeZoneRule, canonicalIdentifier: String) -> TimeZoneTransitions {
        guard canonicalIdentifier == PacificTime.identifier else { return TimeZoneTransitions(current: rule) }
        return TimeZoneTransitions(eras: losAngelesEras(current: rule))
    }
}
