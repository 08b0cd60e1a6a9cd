/// A rule of a zone, as the seed zone-file schema writes it: who it binds, on which days and
/// between which times of day, and with what limit.
///
/// The seed schema's rules are a template (every RPP area "Mon–Sat 8–18, 2 h" in the city-block
/// file, which is wrong: DOMAIN §3); block-face regulations are the authority where they exist.
package struct ZoneRule: Equatable, Sendable {
    /// A wall-clock time of day in San Francisco, as the schema writes it: `{"hour": 8, "minute": 0}`.
    package struct TimeOfDay: Hashable, Sendable, CustomStringConvertible {
        /// 0...24 (24 only with minute 0, meaning the midnight that ends the day).
        package let hour: Int
        /// 0...59.
        package let minute: Int

        /// Creates a time of day, or `nil` when the hour is not 0...24, the minute not 0...59, or
        /// the time is after 24:00.
        package init?(hour: Int, minute: Int) {
            guard (0...24).contains(hour), (0...59).contains(minute), hour < 24 || minute == 0 else { return nil }
            self.hour = hour
            self.minute = minute
        }

        /// Minutes after midnight, 0...1440.
        package var minuteOfDay: Int { hour * 60 + minute }

        /// `08:00`, `24:00`.
        package var description: String {
            (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
        }
    }

    /// Unique within its zone: `s_rule_001`.
    package var id: String
    /// What kind of rule: `permit_required`, `time_limit`, `metered`, `street_cleaning` … as the
    /// file names it.
    package var ruleType: String
    /// The rule in words: `Residential Permit Area S only`.
    package var description: String
    /// The days the rule is enforced.
    package var enforcementDays: WeekdaySet
    /// When enforcement starts each day.
    package var enforcementStartTime: TimeOfDay
    /// When enforcement ends; at or before the start it is on the next day, equal to the start
    /// means all day (``CurbWindow``'s reading).
    package var enforcementEndTime: TimeOfDay
    /// The time limit in minutes for people without a valid permit, if any.
    package var timeLimit: Int?
    /// The meter rate in dollars per hour, if the rule is metered.
    package var meterRate: Double?
    /// Conditions in words (`2-hour limit for non-permit holders`), if any.
    package var specialConditions: String?

    /// Creates a rule.
    package init(
        id: String, ruleType: String, description: String = "", enforcementDays: WeekdaySet,
        enforcementStartTime: TimeOfDay, enforcementEndTime: TimeOfDay, timeLimit: Int? = nil,
        meterRate: Double? = nil, specialConditions: String? = nil
    ) {
        self.id = id
        self.ruleType = ruleType
        self.description = description
        self.enforcementDays = enforcementDays
        self.enforcementStartTime = enforcementStartTime
        self.enforcementEndTime = enforcementEndTime
        self.timeLimit = timeLimit
        self.meterRate = meterRate
        self.specialConditions = specialConditions
    }

    /// The rule's enforcement time as a ``CurbWindow``, every week of the month.
    ///
    /// - Parameter holidayClass: the holidays that suspend the rule (the schema does not say).
    func timeWindow(holidayClass: SFHolidayClass) -> CurbWindow {
        CurbWindow(
            days: enforcementDays, startMinute: enforcementStartTime.minuteOfDay,
            endMinute: enforcementEndTime.minuteOfDay, holidayClass: holidayClass)
    }
}
