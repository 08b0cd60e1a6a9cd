import Foundation
import ZoneKit

/// San Francisco's rules as curb regulations (docs/SF_CURBS.md): each row of the
/// tables — a block-face regulation, a sweeping schedule, a meter, a permit area's common rule,
/// the citywide 72-hour rule — becomes the regulations ``CurbStaySearch`` reads as it reads
/// Portland's. The data build places them along the streets (`SFCurbMapping`); the agreement tests
/// map the rows the engine found at a point (`SFCurbRules+Located` in DataBuildTests).
///
/// - **Priority.** Four ranks: prohibitions (sweeping, no parking, tow-away, oversized vehicles,
///   government only) first, then meters, then the block's parking regulations (time limits, paid
///   parking, the permit area's common rule), then the 72-hour rule. The engine applies every rule
///   at once; the ranks give the same answers because a prohibition in force always ends a stay,
///   a meter binds permit holders too, and a posted limit counts beside whatever wins above it
///   (``CurbRegulation/countsMaxStayBesideWinner``).
/// - **Who.** A row's exemptions are its own: its terms are for everyone *except* the exempt
///   classes (class `permit` with the block's areas as subclasses; class `handicap` for a disabled
///   placard, which exempts from limits and payment, never from the 72-hour rule), and the exempt
///   may park there without them (a regulation for their class at the same rank, so that the curb
///   is not read as reserved for the others). Every regulation applies alongside the others of its
///   rank (``CurbRegulation/appliesAlongsideOthers``): a permit that exempts from one row's limit
///   does not exempt from another row's payment. Oversized-vehicle bans are for class `oversized`;
///   government-only curbs are parking for class `government`, so reserved for it.
/// - **When.** Days of the week, times of day (overnight and all day included), weeks of the month
///   for sweeping, and the holiday class as a designated period the span holds *except during*
///   (``SFHolidayClass/period``).
enum SFCurbRules {
    /// The priority ranks, winner first.
    static let prohibition = CurbPriority(rank: 0, category: "no parking")
    /// Meters rank above the block's own parking regulations: an RPP permit exempts from a time
    /// limit, never from a meter (the engine's meter binds everyone without a placard), and at one
    /// rank the permit holders' regulation would beat the meter for everyone.
    static let meter = CurbPriority(rank: 1, category: "meter")
    static let parking = CurbPriority(rank: 2, category: "parking")
    static let seventyTwoHours = CurbPriority(rank: 3, category: "72-hour rule")
    /// The ranks' categories, winner first (a feed's `priorityHierarchy`).
    static let priorityHierarchy = [prohibition, meter, parking, seventyTwoHours].compactMap(\.category)

    /// Holders of a permit for one of `areas`.
    static func permitHolders(_ areas: [String]) -> CurbUsers {
        CurbUsers(alternatives: [CurbUserRequirement(allOf: [permit(areas)])])
    }

    /// The class of a permit for one of `areas`.
    static func permit(_ areas: [String]) -> CurbUserClass { CurbUserClass("permit", subclasses: areas) }

    /// The class of a disabled placard (one of ``CurbUser/placardClasses``).
    static let placard = CurbUserClass(CurbUser.placardClasses[0])

    /// Holders of a disabled placard.
    static let placardHolders = CurbUsers(alternatives: [CurbUserRequirement(allOf: [placard])])

    /// Everyone but the holders of `exempt`.
    static func everyone(except exempt: [CurbUserClass]) -> CurbUsers { CurbUsers(exceptClasses: exempt) }

    /// `regulations` numbered in order and read as San Francisco's rules are: all at once
    /// (``CurbRegulation/appliesAlongsideOthers``), posted limits counted inside their windows
    /// and beside whatever wins (``postedLimit(_:)``).
    static func sanFrancisco(_ regulations: [CurbRegulation]) -> [CurbRegulation] {
        regulations.enumerated().map { position, regulation in
            var regulation =
                regulation.maxStay == nil || regulation.countsMaxStayFromArrival
                ? regulation : postedLimit(regulation)
            regulation.position = position
            regulation.appliesAlongsideOthers = true
            return regulation
        }
    }

    /// The citywide 72-hour rule: parking for everyone, at all times, for at most 72 hours.
    static func seventyTwoHourRule() -> CurbRegulation {
        var rule = CurbRegulation(activity: .parking, priority: seventyTwoHours, maxStay: 72 * 3600)
        rule.countsMaxStayFromArrival = true
        return sanFrancisco([rule])[0]
    }

    /// `regulation` with its maximum stay read as San Francisco's posted limits are: the time
    /// inside its windows counts from arrival (``CurbRegulation/countsMaxStayAcrossWindows``), also
    /// while a meter or another rule wins (``CurbRegulation/countsMaxStayBesideWinner``).
    private static func postedLimit(_ regulation: CurbRegulation) -> CurbRegulation {
        var limit = regulation
        limit.countsMaxStayAcrossWindows = true
        limit.countsMaxStayBesideWinner = true
        return limit
    }

    /// A sweeping window: no parking for everyone on its days, weeks and hours, except on the
    /// holidays of its class.
    static func sweepingRule(_ window: CurbWindow) -> CurbRegulation {
        sanFrancisco([CurbRegulation(activity: .noParking, priority: prohibition, timeSpans: [span(window)])])[0]
    }

    /// Meter hours as the engine assumes them, paid by everyone but placard holders (who may park
    /// there free).
    static func meterRules() -> [CurbRegulation] {
        let spans = [span(SFMeteredBlockFace.assumedHours)]
        return sanFrancisco([
            CurbRegulation(
                activity: .parking, priority: meter, users: everyone(except: [placard]), timeSpans: spans,
                payment: CurbPayment(isRequired: true, methods: ["meter"])),
            CurbRegulation(activity: .parking, priority: meter, users: placardHolders, timeSpans: spans),
        ])
    }

    /// A permit area's common rule (`zones.json`): its limit for everyone but its own permit
    /// holders and placard holders, who may park there without it.
    static func areaRules(code: String, window: CurbWindow, limitMinutes: Int) -> [CurbRegulation] {
        let spans = [span(window)]
        return sanFrancisco([
            CurbRegulation(
                activity: .parking, priority: parking, maxStay: limitMinutes * 60,
                users: everyone(except: [permit([code]), placard]), timeSpans: spans),
            CurbRegulation(activity: .parking, priority: parking, users: permitHolders([code]), timeSpans: spans),
            CurbRegulation(activity: .parking, priority: parking, users: placardHolders, timeSpans: spans),
        ])
    }

    /// One time span for `window`: its days, weeks of the month, hours, and its holiday class as a
    /// period it holds except during.
    static func span(_ window: CurbWindow) -> CurbTimeSpan {
        let weeks = (1...5).filter { window.weeksOfMonth.contains(week: $0) }
        let period = SFHolidayClass(periodKey: window.exceptDuring).period.map {
            CurbDesignatedPeriod(name: $0, application: .exceptDuring)
        }
        let time =
            window.isAllDay ? [] : [CurbTimeOfDay(startMinute: window.startMinute, endMinute: window.endMinute % 1440)]
        return CurbTimeSpan(
            daysOfWeek: window.days == .everyDay ? nil : window.days,
            occurrencesInMonth: weeks.count == 5 ? [] : weeks.map { .nth($0) },
            timesOfDay: time, designatedPeriods: period.map { [$0] } ?? [])
    }

    /// What a block-face regulation's curb regulations are made from (its id and lines aside).
    struct Terms: Hashable, Sendable {
        var kind: SFRegulationKind
        var window: CurbWindow
        var limitMinutes: Int?
        var permitAreas: [String]
        var rppExemption: SFRPPExemption?

        init(_ regulation: SFBlockFaceRegulation) {
            kind = regulation.kind
            window = regulation.window
            limitMinutes = regulation.limitMinutes
            permitAreas = regulation.permitAreas
            rppExemption = regulation.rppExemption
        }
    }

    /// The regulations of one block-face regulation, and what was approximated, if anything.
    static func rules(
        for regulation: SFBlockFaceRegulation
    ) -> (regulations: [CurbRegulation], approximation: String?) {
        rules(for: Terms(regulation))
    }

    /// The regulations of a block-face regulation's terms, and what was approximated, if anything.
    static func rules(for regulation: Terms) -> (regulations: [CurbRegulation], approximation: String?) {
        let spans = [span(regulation.window)]
        let areas = regulation.permitAreas
        let maxStay = regulation.limitMinutes.map { $0 * 60 }
        // Those a row exempts may park there without its terms (so that the curb is not read as
        // reserved for the others); the row's terms stay off them only.
        func parkingFor(_ users: CurbUsers, payment: CurbPayment? = nil) -> CurbRegulation {
            CurbRegulation(activity: .parking, priority: parking, users: users, timeSpans: spans, payment: payment)
        }
        var rules: [CurbRegulation] = []
        var approximation: String?
        switch regulation.kind {
        case .timeLimit:
            let permitExempts = !areas.isEmpty && regulation.rppExemption != .payment
            let exempt = permitExempts ? [permit(areas), placard] : [placard]
            rules.append(
                CurbRegulation(
                    activity: .parking, priority: parking, maxStay: maxStay, users: everyone(except: exempt),
                    timeSpans: spans))
            if regulation.limitMinutes == nil {
                approximation =
                    "a time limit without a limit in the data: parking without a maximum stay (as the engine)"
            }
            if permitExempts { rules.append(parkingFor(permitHolders(areas))) }
            rules.append(parkingFor(placardHolders))
        case .payOrPermit, .paidPlusPermit:
            let payment = CurbPayment(isRequired: true)
            let exempt = areas.isEmpty ? [placard] : [permit(areas), placard]
            rules.append(
                CurbRegulation(
                    activity: .parking, priority: parking, maxStay: maxStay, users: everyone(except: exempt),
                    timeSpans: spans, payment: payment))
            if !areas.isEmpty {
                // Exempt only from the limit, the holders pay (unless a placard exempts them).
                let holderPays = regulation.rppExemption == .timeLimit
                var holders = permitHolders(areas)
                if holderPays { holders.exceptClasses = [placard] }
                rules.append(parkingFor(holders, payment: holderPays ? payment : nil))
            }
            rules.append(parkingFor(placardHolders))
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
        return (sanFrancisco(rules), approximation)
    }
}
