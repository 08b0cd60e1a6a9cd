import Foundation

/// The short answers: the permit status, "may I park now", and the address hint.
extension SFAnswerBuilder {
    /// ``PermitStatus``, decided in the documented order; `mustMoveBy` is when the first rule
    /// that makes the car move (not the start of paid hours) ends the stay.
    func status(check: PermitCheck, mustMoveBy: Date?) -> PermitStatus {
        if check.areasHere.isEmpty { return .noPermitRequired }
        if check.given.isEmpty && !check.hasPlacard { return .noPermitGiven }
        if check.matching.isEmpty && !check.hasPlacard { return .invalid }
        let soon = mustMoveBy.map { $0 <= query.arrival.addingTimeInterval(settings.soonInterval) } ?? false
        if check.matching.isEmpty || soon { return .conditional }
        return check.matching.count >= 2 ? .multipleApply : .valid
    }

    /// ``ParkingVerdict`` and the reason for it, from the binding rules' `limits` on the stay
    /// (soonest first; `constrained` gives each one's rule) searched `withinDays` days ahead.
    func verdict(limits: [SFStayLimit], withinDays: Int, constrained: [Int]) -> (
        verdict: ParkingVerdict, reason: SFVerdictReason
    ) {
        let leaveNow = limits.filter(\.mustLeaveNow)
        if let certain = leaveNow.first(where: { !rules[constrained[$0.constraintIndex]].sideIsUncertain }) {
            return (.no, .leaveNow(certain))
        }
        if let uncertain = leaveNow.first {
            return (.unknown, .oneSideForbids(uncertain))
        }
        // A conditional answer names the deadline too: paying or a placard never lets the car stay
        // past what the other rules allow.
        if let payment = rules.first(where: { $0.kind == .payment && $0.binds && $0.isInForce }) {
            return (
                .conditionally,
                .payMeter(until: payment.inForceUntil, arrival: query.arrival, stay: limits.first)
            )
        }
        if let limit = rules.first(where: {
            $0.kind == .timeLimit && $0.isInForce && $0.binding == .exempt(reason: Self.placardReason)
        }) {
            return (.conditionally, .displayPlacard(limitMinutes: limit.limitMinutes, stay: limits.first))
        }
        guard let binding = limits.first else { return (.yes, .noLimit(days: withinDays)) }
        return (.yes, .until(binding))
    }

    /// From the sweeping segment's street and limits and the car's side; else from the meter.
    func address(_ street: SFStreetPosition, meter: MeterReport?) -> AddressHint? {
        if let primary = street.primary, let names = dataset.streetNames(ofCentreline: primary.index) {
            return AddressHint(
                street: names.street, fromStreet: names.fromStreet, toStreet: names.toStreet,
                side: street.finding.compass)
        }
        guard let meter, let name = meter.street else { return nil }
        return AddressHint(
            street: SFStreetNameText.shown(name), fromStreet: nil, toStreet: nil,
            side: meter.sideLabel.flatMap(CompassDirection.init(label:)))
    }
}
