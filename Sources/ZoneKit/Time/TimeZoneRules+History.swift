/// The earlier rules of the zones whose history answers need: America/Los_Angeles, San Francisco's
/// and Portland's, back to 1967 (a test compares every change with the system's tzdata). Every
/// other zone is answered by its current rule in every year (docs/TIME.md).
extension TimeZoneRules {
    /// California's daylight-time dates before 2007, each rule with its first year: 1967–1973 and
    /// 1976–1986 the last Sunday of April to the last Sunday of October; 1974 January 6 and 1975
    /// February 23 (the energy-crisis years) to the last Sunday of October; 1987–2006 the first
    /// Sunday of April to the last Sunday of October. Years before 1967 take the 1967 rule
    /// (California's own rules of the time differed: outside the supported range).
    static let losAngelesHistory: [(firstYear: Int, rule: String)] = [
        (1967, "PST8PDT,M4.5.0,M10.5.0"),
        (1974, "PST8PDT,J6,M10.5.0"),
        (1975, "PST8PDT,J54,M10.5.0"),
        (1976, "PST8PDT,M4.5.0,M10.5.0"),
        (1987, "PST8PDT,M4.1.0,M10.5.0"),
    ]

    /// The year the current rule of America/Los_Angeles began.
    static let losAngelesCurrentRuleYear = 2007

    /// The clock of `rule`, the current rule of `canonicalIdentifier`: with the zone's earlier
    /// rules where they are built in.
    static func clock(of rule: POSIXTimeZoneRule, canonicalIdentifier: String) -> TimeZoneTransitions {
        guard canonicalIdentifier == PacificTime.identifier else { return TimeZoneTransitions(current: rule) }
        let earlier = losAngelesHistory.map { era in
            guard let parsed = try? POSIXTimeZoneRule(parsing: era.rule, identifier: canonicalIdentifier) else {
                preconditionFailure("the built-in rule \(era.rule) does not read")
            }
            return TimeZoneTransitions.Era(firstYear: era.firstYear, rule: parsed)
        }
        return TimeZoneTransitions(
            eras: earlier + [TimeZoneTransitions.Era(firstYear: losAngelesCurrentRuleYear, rule: rule)])
    }
}
