import Foundation

/// The answer as one stable JSON object: what `parkcheck --json` prints and what each batch
/// record holds.
///
/// Every member is always present, in this order (`null` when it does not apply); members are only
/// ever added. Times are ISO 8601 in San Francisco time with the offset in force
/// (`2026-11-23T10:00:00-08:00`); distances are metres rounded to the centimetre.
///
/// ```
/// location       {latitude, longitude}
/// arrival        time the car is parked
/// verdict        "yes" | "no" | "conditionally" | "unknown"  may I park now? ("unknown" outside the data)
/// verdictReason  why, in words
/// basis          "curb" | "nearbyCurbs" | "none"              what the answer rests on (AnswerBasis)
/// status         "valid" | "invalid" | "conditional" | "noPermitRequired" | "multipleApply"
///                | "noPermitGiven"                            (PermitStatus)   (null outside the data)
/// permits        {given [codes], matching [codes], areasHere [codes],
///                 areaSource "blockFace" | "zone" | "none", placard bool}     (null outside the data)
/// zone           {code, id, name (null when no zone), confidence "high" | "medium" | "low" |
///                 "outsideData" | "noZone", inside bool, distanceToBoundaryMetres, thresholdMetres,
///                 otherZones [{code, id, name, inside, distanceMetres}]}      (null if not looked up)
/// blockFace      {regulationIds, kinds, permitAreas, distanceMetres, side "left" | "right" | null}
/// side           {side, compass ("north" …), method "userSide" | "heading" | "position" |
///                 "undetermined" | "noCentreline" | "nearbyCurb", distanceToCentrelineMetres, cnn}
/// rulesInForce   [RULE] enforced at arrival
/// upcomingRules  [RULE] starting within a week, soonest first
/// parkUntil      {time, reason, explanation, mustLeaveNow} or null when nothing ends the stay
/// sweeping       [SIDE] each side of the street, left before right
/// nextSweeping   SIDE on the car's side (the sooner of both when the side is unknown) or null
/// address        {street, fromStreet, toStreet, side, text} or null
/// nearbyCurbs    [CURB] the nearest curbs when the point is not at a street, nearest first
/// meter          {blockfaceId, street, side, fromAddress, toAddress, distanceMetres, hours,
///                 hoursAssumed, mustPayNow, payUntil, exemption, note} or null
/// warnings       [{code, message}]  (codes: ParkingWarning.code, outside-coverage, low-confidence)
/// dataVersion    "2025-11-28" or null
///
/// RULE  {kind (AppliedRule.Kind), source {type "regulation" | "sweeping" | "meter" | "zone" |
///        "citywide", and id | cnn + side | blockfaceId | code}, summary, window (in words),
///        limitMinutes, binding "binds" | "exempt" | "doesNotApply", bindingReason, sideUncertain,
///        inForce, inForceUntil, nextStart}
/// CURB  {street, fromStreet, toStreet, side "left" | "right", compass, cnn, distanceMetres (to the
///        centreline), withinReach bool, point {latitude, longitude}, verdict, verdictReason, parkUntil
///        (the last three null beyond the reach, where the curb does not count)}
/// SIDE  {side, compass, compassLabel, cnn, street, carSide, schedules [text], inForce,
///        next {start, end, description} or null}
/// ```
extension ParkingAnswer {
    /// The answer as the documented object.
    ///
    /// - Parameters:
    ///   - zone: the zone lookup at the point, if one was made (`zone` is `null` otherwise); its
    ///     cautions are listed before the answer's warnings.
    ///   - dataVersion: the data version answered from.
    /// - Returns: the object, members in the documented order.
    package func jsonObject(zone: ZoneLookupResult? = nil, dataVersion: String? = nil) -> JSONObject {
        JSONValueBuilder.object(
            Members(answer: self, location: location, arrival: arrival, zone: zone, dataVersion: dataVersion))
    }

    /// The documented object for an answer, or, when there is none (outside the data), the same
    /// members with `null` and empty values: written to a ``RecordValueWriter`` member by member,
    /// so that it is built as a ``JSONObject`` or written straight as text by the same code.
    struct Members: RecordValues {
        let answer: ParkingAnswer?
        let location: Coordinate
        let arrival: Date
        let zone: ZoneLookupResult?
        let dataVersion: String?

        /// Writes the object.
        func write<Writer: RecordValueWriter>(to writer: inout Writer) {
            writer.object { writeMembers(to: &$0) }
        }

        /// Writes the members, in the documented order, into an object the caller has begun.
        func writeMembers<Writer: RecordValueWriter>(to writer: inout Writer) {
            writer.member("location") { writer in
                writer.object { writer in
                    writer.member("latitude") { $0.write(location.latitude) }
                    writer.member("longitude") { $0.write(location.longitude) }
                }
            }
            writer.member("arrival") { $0.write(PacificTime.iso8601(arrival)) }
            writer.member("verdict") { $0.write((answer?.verdict ?? .unknown).rawValue) }
            writer.member("verdictReason") { $0.write(answer?.verdictReason ?? ParkingReport.outsideDataReason) }
            writer.member("basis") { $0.write((answer?.basis ?? .none).rawValue) }
            writer.member("status") { $0.write(answer?.status.rawValue) }
            writer.member("permits") { writer in writer.write(answer?.permits, Self.permitsMembers) }
            writer.member("zone") { writer in writer.write(zone, Self.zoneMembers) }
            writeBlockFaceToAddress(to: &writer)
            writer.member("nearbyCurbs") { $0.writeArray(answer?.nearbyCurbs ?? [], Self.curbMembers) }
            writeMeterAndWarnings(to: &writer)
            writer.member("dataVersion") { $0.write(dataVersion) }
        }

        /// Writes the members from `blockFace` to `address`: the curb, the side, the rules, the
        /// deadline, the sweeping and the address.
        private func writeBlockFaceToAddress<Writer: RecordValueWriter>(to writer: inout Writer) {
            writer.member("blockFace") { writer in
                writer.write(answer?.blockFace) { writer, match in
                    writer.member("regulationIds") { $0.write(match.regulationIDs) }
                    writer.member("kinds") { $0.write(match.kinds.map(\.rawValue)) }
                    writer.member("permitAreas") { $0.write(match.permitAreas) }
                    writer.member("distanceMetres") { $0.writeMetres(match.distance) }
                    writer.member("side") { $0.write(match.side?.description) }
                }
            }
            writer.member("side") { writer in
                writer.write(answer?.side) { writer, side in
                    writer.member("side") { $0.write(side.side?.description) }
                    writer.member("compass") { $0.write(side.compass?.rawValue) }
                    writer.member("method") { $0.write(side.method.rawValue) }
                    writer.member("distanceToCentrelineMetres") { $0.writeMetres(side.distanceToCentreline) }
                    writer.member("cnn") { $0.write(side.cnn) }
                }
            }
            writer.member("rulesInForce") { $0.writeArray(answer?.rulesInForce ?? [], Self.ruleMembers) }
            writer.member("upcomingRules") { $0.writeArray(answer?.upcomingRules() ?? [], Self.ruleMembers) }
            writer.member("parkUntil") { $0.write(answer?.parkUntil, Self.deadlineMembers) }
            writer.member("sweeping") { $0.writeArray(answer?.sweeping ?? [], Self.sweepingMembers) }
            writer.member("nextSweeping") { $0.write(answer?.nextSweeping, Self.sweepingMembers) }
            writer.member("address") { $0.write(answer?.address, Self.addressMembers) }
        }

        /// Writes `meter` and `warnings` (the zone's cautions first).
        private func writeMeterAndWarnings<Writer: RecordValueWriter>(to writer: inout Writer) {
            writer.member("meter") { writer in
                writer.write(answer?.meter) { writer, meter in
                    writer.member("blockfaceId") { $0.write(meter.blockfaceId) }
                    writer.member("street") { $0.write(meter.street) }
                    writer.member("side") { $0.write(meter.sideLabel) }
                    writer.member("fromAddress") { $0.write(meter.fromAddress.map(Double.init)) }
                    writer.member("toAddress") { $0.write(meter.toAddress.map(Double.init)) }
                    writer.member("distanceMetres") { $0.writeMetres(meter.distance) }
                    writer.member("hours") { $0.write(meter.hours.description) }
                    writer.member("hoursAssumed") { $0.write(meter.hoursAreAssumed) }
                    writer.member("mustPayNow") { $0.write(meter.mustPayNow) }
                    writer.member("payUntil") { $0.writeTime(meter.payUntil) }
                    writer.member("exemption") { $0.write(meter.exemption) }
                    writer.member("note") { $0.write(meter.note) }
                }
            }
            writer.member("warnings") { writeWarnings(to: &$0) }
        }

        /// Writes the warnings: the zone's cautions, then the answer's.
        private func writeWarnings<Writer: RecordValueWriter>(to writer: inout Writer) {
            let zoneWarnings = zone.map(ReportWarning.zoneWarnings(for:)) ?? []
            let answerWarnings = answer?.warnings.map { ReportWarning(code: $0.code, message: $0.description) } ?? []
            writer.writeArray(zoneWarnings + answerWarnings) { writer, warning in
                writer.member("code") { $0.write(warning.code) }
                writer.member("message") { $0.write(warning.message) }
            }
        }

        private static func permitsMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ permits: PermitCheck) {
            writer.member("given") { $0.write(permits.given) }
            writer.member("matching") { $0.write(permits.matching) }
            writer.member("areasHere") { $0.write(permits.areasHere) }
            writer.member("areaSource") { $0.write(permits.areaSource.rawValue) }
            writer.member("placard") { $0.write(permits.hasPlacard) }
        }

        private static func zoneMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ zone: ZoneLookupResult) {
            let primary = zone.primaryZone
            writer.member("code") { $0.write(primary?.zone.permitArea) }
            writer.member("id") { $0.write(primary?.zone.id) }
            writer.member("name") { $0.write(primary?.zone.displayName) }
            writer.member("confidence") { $0.write(zone.confidence.rawValue) }
            writer.member("inside") { $0.write(primary?.isInside) }
            writer.member("distanceToBoundaryMetres") { $0.writeMetres(primary?.distance) }
            writer.member("thresholdMetres") { $0.writeMetres(zone.threshold) }
            writer.member("otherZones") { writer in
                writer.writeArray(zone.otherZones) { writer, match in
                    writer.member("code") { $0.write(match.zone.permitArea) }
                    writer.member("id") { $0.write(match.zone.id) }
                    writer.member("name") { $0.write(match.zone.displayName) }
                    writer.member("inside") { $0.write(match.isInside) }
                    writer.member("distanceMetres") { $0.writeMetres(match.distance) }
                }
            }
        }

        private static func ruleMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ rule: AppliedRule) {
            writer.member("kind") { $0.write(rule.kind.rawValue) }
            writer.member("source") { writer in
                writer.object { writer in
                    switch rule.source {
                    case .regulation(let id):
                        writer.member("type") { $0.write("regulation") }
                        writer.member("id") { $0.write(id) }
                    case .sweeping(let cnn, let side):
                        writer.member("type") { $0.write("sweeping") }
                        writer.member("cnn") { $0.write(cnn) }
                        writer.member("side") { $0.write(side?.description) }
                    case .meter(let blockfaceId):
                        writer.member("type") { $0.write("meter") }
                        writer.member("blockfaceId") { $0.write(blockfaceId) }
                    case .zone(let code):
                        writer.member("type") { $0.write("zone") }
                        writer.member("code") { $0.write(code) }
                    case .citywide:
                        writer.member("type") { $0.write("citywide") }
                    }
                }
            }
            let binding: String
            let bindingReason: String?
            switch rule.binding {
            case .binds: (binding, bindingReason) = ("binds", nil)
            case .exempt(let reason): (binding, bindingReason) = ("exempt", reason)
            case .doesNotApply(let reason): (binding, bindingReason) = ("doesNotApply", reason)
            }
            writer.member("summary") { $0.write(rule.summary) }
            writer.member("window") { $0.write(rule.window.description) }
            writer.member("limitMinutes") { $0.write(rule.limitMinutes.map(Double.init)) }
            writer.member("binding") { $0.write(binding) }
            writer.member("bindingReason") { $0.write(bindingReason) }
            writer.member("sideUncertain") { $0.write(rule.sideIsUncertain) }
            writer.member("inForce") { $0.write(rule.isInForce) }
            writer.member("inForceUntil") { $0.writeTime(rule.inForceUntil) }
            writer.member("nextStart") { $0.writeTime(rule.nextStart) }
        }

        private static func deadlineMembers<Writer: RecordValueWriter>(
            _ writer: inout Writer, _ deadline: ParkingDeadline
        ) {
            writer.member("time") { $0.writeTime(deadline.deadline) }
            writer.member("reason") { $0.write(deadline.reason) }
            writer.member("explanation") {
                $0.write(deadline.limit.map(SFVerdictReason.explanation(of:)) ?? deadline.explanation)
            }
            writer.member("mustLeaveNow") { $0.write(deadline.mustLeaveNow) }
        }

        private static func sweepingMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ report: SweepingReport)
        {
            writer.member("side") { $0.write(report.side?.description) }
            writer.member("compass") { $0.write(report.compass?.rawValue) }
            writer.member("compassLabel") { $0.write(report.compassLabel) }
            writer.member("cnn") { $0.write(report.cnn) }
            writer.member("street") { $0.write(report.street) }
            writer.member("carSide") { $0.write(report.isCarSide) }
            writer.member("schedules") { $0.write(report.schedules) }
            writer.member("inForce") { $0.write(report.isInForce) }
            writer.member("next") { writer in
                writer.write(report.next) { writer, next in
                    writer.member("start") { $0.writeTime(next.start) }
                    writer.member("end") { $0.writeTime(next.end) }
                    writer.member("description") { $0.write(next.description) }
                }
            }
        }

        private static func curbMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ curb: SFNearbyCurb) {
            writer.member("street") { $0.write(curb.street) }
            writer.member("fromStreet") { $0.write(curb.fromStreet) }
            writer.member("toStreet") { $0.write(curb.toStreet) }
            writer.member("side") { $0.write(curb.side.description) }
            writer.member("compass") { $0.write(curb.compass?.rawValue) }
            writer.member("cnn") { $0.write(curb.cnn) }
            writer.member("distanceMetres") { $0.writeMetres(curb.distance) }
            writer.member("withinReach") { $0.write(curb.isWithinReach) }
            writer.member("point") { writer in
                writer.object { writer in
                    writer.member("latitude") { $0.write(curb.point.latitude) }
                    writer.member("longitude") { $0.write(curb.point.longitude) }
                }
            }
            writer.member("verdict") { $0.write(curb.verdict?.rawValue) }
            writer.member("verdictReason") { $0.write(curb.verdictReason) }
            writer.member("parkUntil") { $0.writeTime(curb.parkUntil?.deadline) }
        }

        private static func addressMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ address: AddressHint) {
            writer.member("street") { $0.write(address.street) }
            writer.member("fromStreet") { $0.write(address.fromStreet) }
            writer.member("toStreet") { $0.write(address.toStreet) }
            writer.member("side") { $0.write(address.side?.rawValue) }
            writer.member("text") { $0.write(address.description) }
        }

    }
}

extension RecordValueWriter {
    /// Writes a time in ISO 8601 with San Francisco's offset, or `null`.
    fileprivate mutating func writeTime(_ date: Date?) {
        write(date.map(PacificTime.iso8601))
    }

    /// Writes metres rounded to the centimetre; `null` for none or a non-finite value.
    fileprivate mutating func writeMetres(_ value: Double?) {
        guard let value, value.isFinite else { return writeNull() }
        write((value * 100).rounded() / 100)
    }
}
