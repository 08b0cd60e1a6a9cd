import Foundation

/// San Francisco's rules as curb regulations (issue #18, docs/SF_CURBS.md): each row of the
/// tables — a block-face regulation, a sweeping schedule, a meter, a permit area's common rule,
/// the citywide 72-hour rule — becomes the regulations ``CurbStaySearch`` reads as it reads
/// Portland's. The data build places them along the streets (`SFCurbMapping`); an answer maps the
/// rows the engine found at the point (``located(rules:blockFace:)``).
///
/// - **Priority.** Four ranks: prohibitions (sweeping, no parking, tow-away, oversized vehicles,
///   government only) first, then meters, then the block's parking regulations (time limits, paid
///   parking, the permit area's common rule), then the 72-hour rule. The engine applies every rule
///   at once; the ranks give the same answers because a prohibition in force always ends a stay,
///   a meter binds permit holders too, and a posted limit counts beside whatever wins above it
///   (``CurbRegulation/countsMaxStayBesideWinner``).
/// - **Who.** An exemption is a regulation at the same rank for the exempt class, without the limit
///   (and without payment where it exempts from payment): class `permit` with the block's areas as
///   subclasses, class `handicap` for a disabled placard (which exempts from limits and payment,
///   never from the 72-hour rule). A regulation naming the person's class beats one for everyone.
///   Oversized-vehicle bans are for class `oversized`; government-only curbs are parking for class
///   `government`, so reserved for it.
/// - **When.** Days of the week, times of day (overnight and all day included), weeks of the month
///   for sweeping, and the holiday class as a designated period the span holds *except during*
///   (``CurbHolidayCalendar/sanFranciscoPeriod(of:)``).
package enum SFCurbRules {
    /// The priority ranks, winner first.
    package static let prohibition = CurbPriority(rank: 0, category: "no parking")
    /// Meters rank above the block's own parking regulations: an RPP permit exempts from a time
    /// limit, never from a meter (the engine's meter binds everyone without a placard), and at one
    /// rank the permit holders' regulation would beat the meter for everyone.
    package static let meter = CurbPriority(rank: 1, category: "meter")
    package static let parking = CurbPriority(rank: 2, category: "parking")
    package static let seventyTwoHours = CurbPriority(rank: 3, category: "72-hour rule")
    /// The ranks' categories, winner first (a feed's `priorityHierarchy`).
    package static let priorityHierarchy = [prohibition, meter, parking, seventyTwoHours].compactMap(\.category)

    /// Holders of a permit for one of `areas`.
    package static func permitHolders(_ areas: [String]) -> CurbUsers {
        CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("permit", subclasses: areas)])])
    }

    /// Holders of a disabled placard.
    package static let placardHolders = CurbUsers(
        alternatives: [CurbUserRequirement(allOf: [CurbUserClass("handicap")])])

    /// The citywide 72-hour rule: parking for everyone, at all times, for at most 72 hours.
    package static func seventyTwoHourRule() -> CurbRegulation {
        var rule = CurbRegulation(activity: .parking, priority: seventyTwoHours, maxStay: 72 * 3600)
        rule.countsMaxStayFromArrival = true
        return rule
    }

    /// `regulation` with its maximum stay read as San Francisco's posted limits are: the time
    /// inside its windows counts from arrival (``CurbRegulation/countsMaxStayAcrossWindows``), also
    /// while a meter or another rule wins (``CurbRegulation/countsMaxStayBesideWinner``).
    package static func postedLimit(_ regulation: CurbRegulation) -> CurbRegulation {
        var limit = regulation
        limit.countsMaxStayAcrossWindows = true
        limit.countsMaxStayBesideWinner = true
        return limit
    }

    /// A sweeping window: no parking for everyone on its days, weeks and hours, except on the
    /// holidays of its class.
    package static func sweepingRule(_ window: TimeWindow) -> CurbRegulation {
        CurbRegulation(activity: .noParking, priority: prohibition, timeSpans: [span(window)])
    }

    /// Meter hours as the engine assumes them, paid by everyone but placard holders.
    package static func meterRules() -> [CurbRegulation] {
        let spans = [span(MeteredBlockFace.assumedHours)]
        return [
            CurbRegulation(
                activity: .parking, priority: meter, timeSpans: spans,
                payment: CurbPayment(isRequired: true, methods: ["meter"])),
            CurbRegulation(activity: .parking, priority: meter, users: placardHolders, timeSpans: spans, position: 1),
        ]
    }

    /// A permit area's common rule (`zones.json`): its limit for everyone, its own permit holders
    /// and placard holders exempt.
    package static func areaRules(code: String, window: TimeWindow, limitMinutes: Int) -> [CurbRegulation] {
        let spans = [span(window)]
        return [
            postedLimit(
                CurbRegulation(activity: .parking, priority: parking, maxStay: limitMinutes * 60, timeSpans: spans)),
            CurbRegulation(
                activity: .parking, priority: parking, users: permitHolders([code]), timeSpans: spans, position: 1),
            CurbRegulation(activity: .parking, priority: parking, users: placardHolders, timeSpans: spans, position: 2),
        ]
    }

    /// One time span for `window`: its days, weeks of the month, hours, and its holiday class as a
    /// period it holds except during.
    package static func span(_ window: TimeWindow) -> CurbTimeSpan {
        let weeks = (1...5).filter { window.weeksOfMonth.contains(week: $0) }
        let period = CurbHolidayCalendar.sanFranciscoPeriod(of: window.holidayClass).map {
            CurbDesignatedPeriod(name: $0, application: .exceptDuring)
        }
        let time =
            window.isAllDay ? [] : [CurbTimeOfDay(startMinute: window.startMinute, endMinute: window.endMinute % 1440)]
        return CurbTimeSpan(
            daysOfWeek: window.days == .everyDay ? nil : window.days,
            occurrencesInMonth: weeks.count == 5 ? [] : weeks.map { .nth($0) },
            timesOfDay: time, designatedPeriods: period.map { [$0] } ?? [])
    }

    /// The regulations of one block-face regulation, and what was approximated, if anything.
    package static func rules(
        for regulation: BlockFaceRegulation
    ) -> (regulations: [CurbRegulation], approximation: String?) {
        let spans = [span(regulation.window)]
        let areas = regulation.permitAreas
        let permit = permitHolders(areas)
        let maxStay = regulation.limitMinutes.map { $0 * 60 }
        let placard = CurbRegulation(activity: .parking, priority: parking, users: placardHolders, timeSpans: spans)
        var rules: [CurbRegulation] = []
        var approximation: String?
        switch regulation.kind {
        case .timeLimit:
            rules.append(CurbRegulation(activity: .parking, priority: parking, maxStay: maxStay, timeSpans: spans))
            if regulation.limitMinutes == nil {
                approximation =
                    "a time limit without a limit in the data: parking without a maximum stay (as the engine)"
            }
            if !areas.isEmpty && regulation.rppExemption != .payment {
                rules.append(CurbRegulation(activity: .parking, priority: parking, users: permit, timeSpans: spans))
            }
            rules.append(placard)
        case .payOrPermit, .paidPlusPermit:
            let payment = CurbPayment(isRequired: true)
            rules.append(
                CurbRegulation(
                    activity: .parking, priority: parking, maxStay: maxStay, timeSpans: spans, payment: payment))
            if !areas.isEmpty {
                if regulation.rppExemption == .timeLimit {
                    // The holder pays, unless a placard exempts them from paying too.
                    var pays = permit
                    pays.exceptClasses = [CurbUserClass("handicap")]
                    rules.append(
                        CurbRegulation(
                            activity: .parking, priority: parking, users: pays, timeSpans: spans, payment: payment))
                    let both = CurbUsers(
                        alternatives: [
                            CurbUserRequirement(allOf: permit.alternatives[0].allOf + [CurbUserClass("handicap")])
                        ])
                    rules.append(CurbRegulation(activity: .parking, priority: parking, users: both, timeSpans: spans))
                } else {
                    rules.append(CurbRegulation(activity: .parking, priority: parking, users: permit, timeSpans: spans))
                }
            }
            rules.append(placard)
        case .noParkingAnyTime, .limitedNoParking, .noOvernightParking:
            rules.append(CurbRegulation(activity: .noParking, priority: prohibition, timeSpans: spans))
        case .noStopping:
            rules.append(CurbRegulation(activity: .noStopping, priority: prohibition, timeSpans: spans))
        case .noOversizedVehicles:
            let oversized = CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("oversized")])])
            rules.append(
                CurbRegulation(activity: .noParking, priority: prohibition, users: oversized, timeSpans: spans))
        case .governmentPermit:
            let government = CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("government")])])
            rules.append(CurbRegulation(activity: .parking, priority: prohibition, users: government, timeSpans: spans))
        }
        for index in rules.indices {
            rules[index].position = index
            if rules[index].maxStay != nil { rules[index] = postedLimit(rules[index]) }
        }
        return (rules, approximation)
    }
}
