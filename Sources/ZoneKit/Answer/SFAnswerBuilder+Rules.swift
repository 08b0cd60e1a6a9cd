import Foundation

/// Turning each source of rules into ``AppliedRule``s for this driver.
extension SFAnswerBuilder {
    static let placardReason = "disabled placard"
    /// What a payment rule's start is called in "park until": `the meter starts 9:00 AM`.
    static let meterReason = "the meter"

    /// Appends a rule, evaluating it at arrival; `constraint` is kept only when the rule binds.
    mutating func append(
        _ kind: AppliedRule.Kind, source: AppliedRule.Source, wording: SFRuleWording, window: CurbWindow,
        limit: Int? = nil,
        binding: AppliedRule.Binding, sideIsUncertain: Bool = false, constraint: SFParkingConstraint?
    ) {
        let times = windowTimes(window)
        append(
            kind, source: source, wording: wording, window: window, limit: limit, binding: binding,
            sideIsUncertain: sideIsUncertain, constraint: constraint, current: times.current, next: times.next?.start)
    }

    /// Appends a rule whose occurrence in force at arrival (`current`) and next start after it
    /// (`next`) the caller has worked out.
    mutating func append(
        _ kind: AppliedRule.Kind, source: AppliedRule.Source, wording: SFRuleWording, window: CurbWindow, limit: Int?,
        binding: AppliedRule.Binding, sideIsUncertain: Bool, constraint: SFParkingConstraint?,
        current: CurbWindow.Occurrence?, next: Date?
    ) {
        rules.append(
            AppliedRule(
                kind: kind, source: source, wording: wording, window: window, limitMinutes: limit, binding: binding,
                sideIsUncertain: sideIsUncertain, isInForce: current != nil, inForceUntil: current?.end,
                nextStart: next, constraint: binding == .binds ? constraint : nil))
    }

    /// `Area S`, `Areas S & T`.
    static func areaText(_ areas: [String]) -> String {
        areas.count == 1 ? "Area \(areas[0])" : "Areas \(SFSweepingSchedule.list(areas))"
    }

    /// Who is exempt from a limit or a payment on a block listing `areas`: a holder of one of them,
    /// else a placard holder (when `placardExempts`), else nobody.
    func exemption(areas: [String], placardExempts: Bool) -> AppliedRule.Binding {
        if let held = permits.first(where: areas.contains) { return .exempt(reason: "Area \(held) permit") }
        if placardExempts && query.hasPlacard { return .exempt(reason: Self.placardReason) }
        return .binds
    }

    mutating func addRules(for regulation: SFBlockFaceRegulation) {
        let source = AppliedRule.Source.regulation(id: regulation.id)
        let window = regulation.window
        let areas = regulation.permitAreas
        switch regulation.kind {
        case .timeLimit:
            let permitAreas = regulation.rppExemption == .payment ? [] : areas
            let name = regulation.limitMinutes.map(AnswerText.limitName(minutes:)) ?? "time limit"
            if regulation.limitMinutes == nil { warnings.append(.limitNotInData(regulationID: regulation.id)) }
            let binding = exemption(areas: permitAreas, placardExempts: true)
            append(
                .timeLimit, source: source, wording: .limit(exemptAreas: areas), window: window,
                limit: regulation.limitMinutes, binding: binding,
                constraint: regulation.limitMinutes.map { .timeLimit(window, minutes: $0, reason: name) })
            noteDisagreements(of: regulation, binding: binding) { Self.limitConstraint($0, $1).map { [$0] } ?? [] }
        case .payOrPermit, .paidPlusPermit:
            let payingAreas = regulation.rppExemption == .timeLimit ? [] : areas
            let binding = exemption(areas: payingAreas, placardExempts: true)
            append(
                .payment, source: source, wording: .payment(exemptAreas: areas), window: window,
                binding: binding, constraint: .payment(window, reason: Self.meterReason))
            // The other reading moves when the meter starts, and the row's limit.
            noteDisagreements(of: regulation, binding: binding) { window, minutes in
                [.payment(window, reason: Self.meterReason)]
                    + (Self.limitConstraint(window, minutes).map { [$0] } ?? [])
            }
            if let minutes = regulation.limitMinutes {
                let name = AnswerText.limitName(minutes: minutes)
                append(
                    .timeLimit, source: source, wording: .limit(exemptAreas: areas), window: window,
                    limit: minutes,
                    binding: exemption(areas: areas, placardExempts: true),
                    constraint: .timeLimit(window, minutes: minutes, reason: name))
            }
        case .noParkingAnyTime, .limitedNoParking, .noOvernightParking, .noStopping, .governmentPermit:
            let kind: AppliedRule.Kind =
                switch regulation.kind {
                case .noParkingAnyTime: .noParking
                case .noOvernightParking: .noOvernightParking
                case .governmentPermit: .governmentOnly
                default: .towAway
                }
            let when = regulation.kind == .noParkingAnyTime && window.isAllDay && window.days == .everyDay
            append(
                kind, source: source, wording: .regulation(regulation.kind, showsWindow: !when),
                window: window, binding: .binds,
                constraint: .noParking(window, reason: "\(regulation.kind)"))
            noteDisagreements(of: regulation, binding: .binds) { window, _ in
                [.noParking(window, reason: "\(regulation.kind)")]
            }
        case .noOversizedVehicles:
            let binding: AppliedRule.Binding =
                query.isOversizedVehicle
                ? .binds : .doesNotApply(reason: "only vehicles over 22 ft long or 7 ft tall")
            append(
                .noOversizedVehicles, source: source, wording: .regulation(regulation.kind, showsWindow: true),
                window: window,
                binding: binding, constraint: .noParking(window, reason: "\(regulation.kind)"))
            noteDisagreements(of: regulation, binding: binding) { window, _ in
                [.noParking(window, reason: "\(regulation.kind)")]
            }
        }
    }

    /// A posted limit of `minutes` over `window`, or `nil` when there is no limit.
    static func limitConstraint(_ window: CurbWindow, _ minutes: Int?) -> SFParkingConstraint? {
        minutes.map { .timeLimit(window, minutes: $0, reason: AnswerText.limitName(minutes: $0)) }
    }

    /// Adds a ``ParkingWarning/dataDisagrees(regulationID:aspect:usedFields:used:otherFields:other:effect:)``
    /// for each reading of `regulation` the build did not choose, when the regulation binds the
    /// driver or would absent their exemption, saying what the other reading would mean for this
    /// stay: the earliest deadline the `constraints` give with that reading's window and limit,
    /// against the reading used (docs/DISAGREEMENTS.md).
    mutating func noteDisagreements(
        of regulation: SFBlockFaceRegulation, binding: AppliedRule.Binding,
        constraints: (CurbWindow, Int?) -> [SFParkingConstraint]
    ) {
        guard !regulation.alternatives.isEmpty else { return }
        let exempt: Bool
        switch binding {
        case .binds: exempt = false
        case .exempt: exempt = true
        case .doesNotApply: return
        }
        let used = earliestLimit(constraints(regulation.window, regulation.limitMinutes))
        for alternative in regulation.alternatives {
            let other = earliestLimit(
                constraints(alternative.window(of: regulation), alternative.limitMinutes(of: regulation)))
            var effect = effectText(used: used, other: other, exempt: exempt)
            if other == nil && !effect.isEmpty, case .limit(nil) = alternative.reading {
                effect = "which would leave only the 72-hour limit" + (exempt ? " (without your exemption)" : "")
            }
            if effect.isEmpty && (used != nil || other != nil) { effect = "which makes no difference to this stay" }
            if !exempt {
                disagreements.append(
                    PendingDisagreement(
                        warningIndex: warnings.count, regulationID: regulation.id, other: other))
            }
            warnings.append(
                .dataDisagrees(
                    regulationID: regulation.id, aspect: alternative.reading.aspect,
                    usedFields: alternative.chosenFields, used: alternative.chosenText(of: regulation),
                    otherFields: alternative.fields, other: alternative.text, effect: effect))
        }
    }

    /// A binding rule's other reading, waiting for the whole stay to be known.
    struct PendingDisagreement {
        /// Where its warning is in ``warnings``.
        let warningIndex: Int
        /// The regulation read two ways.
        let regulationID: String
        /// What the regulation alone would do to the stay under the other reading.
        let other: SFStayLimit?
    }

    /// Rewrites the effect of each binding rule's other reading against the whole stay (`used`
    /// ends it): the stay the other rules allow, ended by the other reading where it ends sooner — so that a reading
    /// that moves a limit the street sweeping ends the stay before says it makes no difference.
    mutating func settleDisagreements(binding used: SFStayLimit?) {
        guard !disagreements.isEmpty else { return }
        for pending in disagreements {
            guard
                case .dataDisagrees(
                    let id, let aspect, let usedFields, let usedText, let otherFields, let otherText, _) =
                    warnings[pending.warningIndex]
            else { continue }
            let others = rules.filter { $0.source != .regulation(id: pending.regulationID) }.compactMap(\.constraint)
            let rest = CurbTermStay(
                arrival: query.arrival, terms: others.map(\.term), withinDays: settings.searchDays, in: dataset.holidays
            )
            .first?.course
            let effect: String
            if pending.other?.mustLeaveNow == true, used?.mustLeaveNow != true {
                effect = "which would forbid parking now"
            } else {
                let otherEnd = [rest?.deadline, pending.other?.deadline].compactMap { $0 }.min()
                if otherEnd == used?.deadline {
                    effect = "which makes no difference to this stay"
                } else if let otherEnd, let other = pending.other, other.startsPayment, other.deadline == otherEnd {
                    effect = "which would start the meter at \(time(otherEnd))"
                } else if let otherEnd {
                    effect = "which would end your stay at \(time(otherEnd))"
                } else {
                    effect = "which would not limit this stay"
                }
            }
            warnings[pending.warningIndex] = .dataDisagrees(
                regulationID: id, aspect: aspect, usedFields: usedFields, used: usedText, otherFields: otherFields,
                other: otherText, effect: effect)
        }
    }

    /// Clock time on the arrival's day, else day and time.
    private func time(_ date: Date) -> String { PacificTime.clockOrDayAndTime(date, sameDayAs: query.arrival) }

    /// The limit of `constraints` that ends a stay from the arrival first.
    private func earliestLimit(_ constraints: [SFParkingConstraint]) -> SFStayLimit? {
        constraints.compactMap(stayLimit).min { $0.deadline < $1.deadline }
    }

    private func stayLimit(_ constraint: SFParkingConstraint) -> SFStayLimit? {
        constraint.stayLimit(arrival: query.arrival, withinDays: settings.searchDays, holidays: dataset.holidays)
    }

    /// `which would end your stay at 10:00 AM`, `which would forbid parking now`, `which would not
    /// limit this stay`; empty when both readings end the stay at the same instant.
    private func effectText(used: SFStayLimit?, other: SFStayLimit?, exempt: Bool) -> String {
        guard used?.deadline != other?.deadline else { return "" }
        let whose = exempt ? " (without your exemption)" : ""
        guard let other else { return "which would not limit this stay\(whose)" }
        if other.mustLeaveNow { return "which would forbid parking now\(whose)" }
        let deadline = other.deadline
        return "which would end your stay at \(time(deadline))\(whose)"
    }

    mutating func addZoneRule(code: String, rule: SFZoneContext.AreaRule) {
        let name = AnswerText.limitName(minutes: rule.limitMinutes)
        warnings.append(.zoneRuleUsed(code: code))
        append(
            .timeLimit, source: .zone(code: code),
            wording: .zoneRule(code: code),
            window: rule.window, limit: rule.limitMinutes, binding: exemption(areas: [code], placardExempts: true),
            constraint: .timeLimit(rule.window, minutes: rule.limitMinutes, reason: name))
    }

    /// The citywide 72-hour rule's constraint.
    static let seventyTwoHourConstraint = SFParkingConstraint.timeLimit(
        .allDay(holidayClass: .none), minutes: SFParkingConstraint.citywideLimitMinutes,
        reason: AnswerText.limitName(minutes: SFParkingConstraint.citywideLimitMinutes))

    /// Adds the citywide 72-hour rule, whose occurrences and course at this arrival `cache` keeps
    /// for the batch's other answers (they depend on the arrival alone); returns that course.
    mutating func addSeventyTwoHourRule(cache: SFEvaluationCache?) -> CurbCourse? {
        let constraint = Self.seventyTwoHourConstraint
        let window = constraint.window
        let arrival = query.arrival
        let times =
            cache?.citywideTimes(at: arrival) { citywideTimes(constraint) } ?? citywideTimes(constraint)
        append(
            .seventyTwoHourRule, source: .citywide, wording: .seventyTwoHours, window: window, limit: 72 * 60,
            binding: .binds, sideIsUncertain: false, constraint: constraint, current: times.current,
            next: times.next)
        return times.course
    }

    /// The 72-hour rule's occurrence in force at arrival, next start, and course.
    private func citywideTimes(_ constraint: SFParkingConstraint) -> SFEvaluationCache.CitywideTimes {
        let window = constraint.window
        return SFEvaluationCache.CitywideTimes(
            current: window.occurrence(containing: query.arrival, in: dataset.holidays),
            next: window.nextStart(after: query.arrival, withinDays: settings.searchDays, in: dataset.holidays),
            course: constraint.term.course(
                arrival: query.arrival, withinDays: settings.searchDays, in: dataset.holidays))
    }

    /// Adds the meter's payment rule (unless the block face already has paid-parking hours) and
    /// describes the meter, at distance 0: the distance is each answer's own.
    mutating func addMeter(_ meter: SFMeteredBlockFace) -> MeterReport {
        let assumed: Bool
        let rule: AppliedRule
        if let paid = rules.first(where: { $0.kind == .payment }) {
            assumed = false
            rule = paid
        } else {
            assumed = true
            append(
                .payment, source: .meter(blockfaceId: meter.blockfaceId),
                wording: .assumedMeter,
                window: SFMeteredBlockFace.assumedHours, binding: exemption(areas: [], placardExempts: true),
                constraint: .payment(SFMeteredBlockFace.assumedHours, reason: Self.meterReason))
            warnings.append(.meterHoursAssumed)
            rule = rules[rules.count - 1]
        }
        var exemptionReason: String?
        if case .exempt(let reason) = rule.binding { exemptionReason = reason }
        let mustPay = rule.binds && rule.isInForce
        let note =
            assumed
            ? "Meter hours are assumed (Mon–Sat 9 AM–6 PM, free on New Year's Day, Thanksgiving and Christmas): "
                + "check the meter."
            : "Paid hours from the block face's regulation: \(rule.window)."
        return MeterReport(
            blockfaceId: meter.blockfaceId, street: meter.street, sideLabel: meter.sideLabel,
            fromAddress: meter.fromAddress, toAddress: meter.toAddress, distance: 0, hours: rule.window,
            hoursAreAssumed: assumed, mustPayNow: mustPay, payUntil: mustPay ? rule.inForceUntil : nil,
            exemption: exemptionReason, note: note)
    }
}
