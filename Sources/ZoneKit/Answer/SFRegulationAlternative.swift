/// A reading of a regulation that the city's own data also supports but the data build did not
/// choose: the `alternatives` of a `regulations.geojson` feature (docs/DISAGREEMENTS.md).
///
/// The regulations export says the same thing in several fields (`DAYS`, `HOURS`,
/// `HRS_BEGIN/HRS_END`, `FROM_TIME/TO_TIME`, `HRLIMIT`, the sign text `SYM_RPP2`, `REGDETAILS`);
/// where they disagree, or the field a value belongs in is empty and another field fills it, the
/// build picks one reading and keeps each other one here, so an answer can say what it would mean.
///
/// In the file: `{"aspect": "hours", "fields": "FROM_TIME/TO_TIME, SYM_RPP2", "from": "08:00",
/// "to": "21:00", "chosen": "HOURS, HRS_BEGIN/HRS_END", "rule": "mostSpecific"}`; a `days`
/// alternative has `days` (codes `mon` … `sun`), a `limit` one `limitMinutes` (a number, or `null`
/// for "no limit").
package struct SFRegulationAlternative: Hashable, Sendable {
    /// What the alternative reading says.
    package enum Reading: Hashable, Sendable {
        /// Other hours: minutes after midnight, as ``SFBlockFaceRegulation/startMinute`` and
        /// ``SFBlockFaceRegulation/endMinute``.
        case hours(startMinute: Int, endMinute: Int)
        /// Other days.
        case days(WeekdaySet)
        /// Another limit in minutes, or `nil`: no limit at all.
        case limit(minutes: Int?)

        /// `hours`, `days` or `limit`: the `aspect` member.
        package var aspect: String {
            switch self {
            case .hours: "hours"
            case .days: "days"
            case .limit: "limit"
            }
        }
    }

    /// How the build chose the reading it used over this one (the `rule` member).
    package enum Rule: String, Hashable, Sendable, CaseIterable {
        /// More of the fields gave the chosen reading.
        case majority
        /// As many fields gave each reading; the chosen one has the most specific field (`DAYS`,
        /// `HOURS` and `HRLIMIT` before `HRS_BEGIN/HRS_END`, then `FROM_TIME/TO_TIME`, then the
        /// sign text `SYM_RPP2`, then `REGDETAILS`).
        case mostSpecific
        /// The field the value belongs in is empty; another field (the sign text) gave the chosen
        /// reading, and the alternative is what the empty field means (no limit).
        case filledFromText
        /// `DAYS` is empty and no other field names days: every day was kept (a driver is never
        /// told a limit is off when it may be on); the alternative is the days most time limits
        /// with the same hours and limit carry.
        case usualDays
    }

    /// What the alternative says.
    package let reading: Reading
    /// The fields that say it, as the report names them: `FROM_TIME/TO_TIME, SYM_RPP2`.
    package let fields: String
    /// The fields that gave the reading used: `HOURS, HRS_BEGIN/HRS_END`.
    package let chosenFields: String
    /// How the reading used was chosen over this one.
    package let rule: Rule

    /// Creates an alternative.
    ///
    /// - Parameters:
    ///   - reading: what it says.
    ///   - fields: the fields that say it.
    ///   - chosenFields: the fields that gave the reading used.
    ///   - rule: how the reading used was chosen.
    package init(reading: Reading, fields: String, chosenFields: String, rule: Rule) {
        self.reading = reading
        self.fields = fields
        self.chosenFields = chosenFields
        self.rule = rule
    }

    /// The regulation's window read this way: `regulation`'s with this alternative's days or hours.
    package func window(of regulation: SFBlockFaceRegulation) -> CurbWindow {
        let window = regulation.window
        switch reading {
        case .hours(let start, let end):
            return CurbWindow(
                days: window.days, startMinute: start, endMinute: end, exceptDuring: window.exceptDuring)
        case .days(let days):
            return CurbWindow(
                days: days, startMinute: window.startMinute, endMinute: window.endMinute,
                exceptDuring: window.exceptDuring)
        case .limit:
            return window
        }
    }

    /// The regulation's limit read this way.
    package func limitMinutes(of regulation: SFBlockFaceRegulation) -> Int? {
        if case .limit(let minutes) = reading { return minutes }
        return regulation.limitMinutes
    }

    /// The reading in words: `8 AM–9 PM`, `Mon–Fri`, `2 hours`, `no limit`.
    package var text: String {
        switch reading {
        case .hours(let start, let end): PacificTime.clockRange(startMinute: start, endMinute: end % 1440)
        case .days(let days): "\(days)"
        case .limit(let minutes?): Self.limitText(minutes)
        case .limit(nil): "no limit"
        }
    }

    /// What `regulation` itself says about this alternative's aspect, in words.
    func chosenText(of regulation: SFBlockFaceRegulation) -> String {
        switch reading {
        case .hours:
            PacificTime.clockRange(startMinute: regulation.startMinute, endMinute: regulation.endMinute % 1440)
        case .days: "\(regulation.days)"
        case .limit: regulation.limitMinutes.map(Self.limitText) ?? "no limit"
        }
    }

    private static func limitText(_ minutes: Int) -> String {
        minutes % 60 == 0 ? "\(minutes / 60) hour\(minutes == 60 ? "" : "s")" : "\(minutes) minutes"
    }
}
