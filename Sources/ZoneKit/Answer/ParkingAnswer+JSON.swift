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
/// verdict        "yes" | "no" | "conditionally"             may I park now?  (null outside coverage)
/// verdictReason  why, in words                                                (null outside coverage)
/// status         "valid" | "invalid" | "conditional" | "noPermitRequired" | "multipleApply"
///                | "noPermitGiven"                            (PermitStatus)   (null outside coverage)
/// permits        {given [codes], matching [codes], areasHere [codes],
///                 areaSource "blockFace" | "zone" | "none", placard bool}     (null outside coverage)
/// zone           {code, id, name (null when no zone), confidence "high" | "medium" | "low" |
///                 "outsideCoverage", inside bool, distanceToBoundaryMetres, thresholdMetres,
///                 otherZones [{code, id, name, inside, distanceMetres}]}      (null if not looked up)
/// blockFace      {regulationIds, kinds, permitAreas, distanceMetres, side "left" | "right" | null}
/// side           {side, compass ("north" …), method "userSide" | "heading" | "position" |
///                 "undetermined" | "noCentreline", distanceToCentrelineMetres, cnn}
/// rulesInForce   [RULE] enforced at arrival
/// upcomingRules  [RULE] starting within a week, soonest first
/// parkUntil      {time, reason, explanation, mustLeaveNow} or null when nothing ends the stay
/// sweeping       [SIDE] each side of the street, left before right
/// nextSweeping   SIDE on the car's side (the sooner of both when the side is unknown) or null
/// address        {street, fromStreet, toStreet, side, text} or null
/// meter          {blockfaceId, street, side, fromAddress, toAddress, distanceMetres, hours,
///                 hoursAssumed, mustPayNow, payUntil, exemption, note} or null
/// warnings       [{code, message}]  (codes: ParkingWarning.code, outside-coverage, low-confidence)
/// dataVersion    "2025-11-28" or null
///
/// RULE  {kind (AppliedRule.Kind), source {type "regulation" | "sweeping" | "meter" | "zone" |
///        "citywide", and id | cnn + side | blockfaceId | code}, summary, window (in words),
///        limitMinutes, binding "binds" | "exempt" | "doesNotApply", bindingReason, sideUncertain,
///        inForce, inForceUntil, nextStart}
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
    public func jsonObject(zone: ZoneLookupResult? = nil, dataVersion: String? = nil) -> JSONObject {
        Self.jsonObject(
            answer: self, location: location, arrival: arrival, zone: zone, dataVersion: dataVersion)
    }

    /// The documented object for `answer`, or, when it is `nil` (outside coverage), the same
    /// members with `null` and empty values.
    static func jsonObject(
        answer: ParkingAnswer?, location: Coordinate, arrival: Date, zone: ZoneLookupResult?, dataVersion: String?
    ) -> JSONObject {
        let zoneWarnings = zone.map(ReportWarning.zoneWarnings(for:)) ?? []
        let warnings =
            zoneWarnings + (answer?.warnings.map { ReportWarning(code: $0.code, message: $0.description) } ?? [])
        return JSONObject(uniqueMembers: [
            (
                "location",
                .object(
                    JSONObject(uniqueMembers: [
                        ("latitude", .number(location.latitude)), ("longitude", .number(location.longitude)),
                    ]))
            ),
            ("arrival", .string(PacificTime.iso8601(arrival))),
            ("verdict", string(answer?.verdict.rawValue)),
            ("verdictReason", string(answer?.verdictReason)),
            ("status", string(answer?.status.rawValue)),
            ("permits", answer.map { .object(permitsObject($0.permits)) } ?? .null),
            ("zone", zone.map { .object(zoneObject($0)) } ?? .null),
            ("blockFace", answer?.blockFace.map { .object(blockFaceObject($0)) } ?? .null),
            ("side", answer.map { .object(sideObject($0.side)) } ?? .null),
            ("rulesInForce", .array((answer?.rulesInForce ?? []).map { .object(ruleObject($0)) })),
            ("upcomingRules", .array((answer?.upcomingRules() ?? []).map { .object(ruleObject($0)) })),
            ("parkUntil", answer?.parkUntil.map { .object(deadlineObject($0)) } ?? .null),
            ("sweeping", .array((answer?.sweeping ?? []).map { .object(sweepingObject($0)) })),
            ("nextSweeping", answer?.nextSweeping.map { .object(sweepingObject($0)) } ?? .null),
            ("address", answer?.address.map { .object(addressObject($0)) } ?? .null),
            ("meter", answer?.meter.map { .object(meterObject($0)) } ?? .null),
            (
                "warnings",
                .array(
                    warnings.map {
                        .object(
                            JSONObject(uniqueMembers: [("code", .string($0.code)), ("message", .string($0.message))]))
                    })
            ),
            ("dataVersion", string(dataVersion)),
        ])
    }

    private static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    private static func time(_ date: Date?) -> JSONValue { date.map { .string(PacificTime.iso8601($0)) } ?? .null }

    /// Metres rounded to the centimetre; `null` for none or a non-finite value.
    private static func metres(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number((value * 100).rounded() / 100)
    }

    private static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    private static func permitsObject(_ permits: PermitCheck) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("given", strings(permits.given)),
            ("matching", strings(permits.matching)),
            ("areasHere", strings(permits.areasHere)),
            ("areaSource", .string(permits.areaSource.rawValue)),
            ("placard", .bool(permits.hasPlacard)),
        ])
    }

    private static func zoneObject(_ zone: ZoneLookupResult) -> JSONObject {
        let primary = zone.primaryZone
        return JSONObject(uniqueMembers: [
            ("code", string(primary?.zone.permitArea)),
            ("id", string(primary?.zone.id)),
            ("name", string(primary?.zone.displayName)),
            ("confidence", .string(zone.confidence.rawValue)),
            ("inside", primary.map { .bool($0.isInside) } ?? .null),
            ("distanceToBoundaryMetres", metres(primary?.distance)),
            ("thresholdMetres", metres(zone.threshold)),
            (
                "otherZones",
                .array(
                    zone.otherZones.map { match in
                        .object(
                            JSONObject(uniqueMembers: [
                                ("code", string(match.zone.permitArea)),
                                ("id", .string(match.zone.id)),
                                ("name", .string(match.zone.displayName)),
                                ("inside", .bool(match.isInside)),
                                ("distanceMetres", metres(match.distance)),
                            ]))
                    })
            ),
        ])
    }

    private static func blockFaceObject(_ match: BlockFaceMatch) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("regulationIds", strings(match.regulationIDs)),
            ("kinds", strings(match.kinds.map(\.rawValue))),
            ("permitAreas", strings(match.permitAreas)),
            ("distanceMetres", metres(match.distance)),
            ("side", string(match.side?.description)),
        ])
    }

    private static func sideObject(_ side: SideFinding) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("side", string(side.side?.description)),
            ("compass", string(side.compass?.rawValue)),
            ("method", .string(side.method.rawValue)),
            ("distanceToCentrelineMetres", metres(side.distanceToCentreline)),
            ("cnn", string(side.cnn)),
        ])
    }

    private static func ruleObject(_ rule: AppliedRule) -> JSONObject {
        let source: JSONObject
        switch rule.source {
        case .regulation(let id):
            source = JSONObject(uniqueMembers: [("type", .string("regulation")), ("id", .string(id))])
        case .sweeping(let cnn, let side):
            source = JSONObject(uniqueMembers: [
                ("type", .string("sweeping")), ("cnn", string(cnn)), ("side", string(side?.description)),
            ])
        case .meter(let blockfaceId):
            source = JSONObject(uniqueMembers: [("type", .string("meter")), ("blockfaceId", .string(blockfaceId))])
        case .zone(let code):
            source = JSONObject(uniqueMembers: [("type", .string("zone")), ("code", .string(code))])
        case .citywide:
            source = JSONObject(uniqueMembers: [("type", .string("citywide"))])
        }
        let binding: String
        let bindingReason: String?
        switch rule.binding {
        case .binds: (binding, bindingReason) = ("binds", nil)
        case .exempt(let reason): (binding, bindingReason) = ("exempt", reason)
        case .doesNotApply(let reason): (binding, bindingReason) = ("doesNotApply", reason)
        }
        return JSONObject(uniqueMembers: [
            ("kind", .string(rule.kind.rawValue)),
            ("source", .object(source)),
            ("summary", .string(rule.summary)),
            ("window", .string(rule.window.description)),
            ("limitMinutes", rule.limitMinutes.map { .number(Double($0)) } ?? .null),
            ("binding", .string(binding)),
            ("bindingReason", string(bindingReason)),
            ("sideUncertain", .bool(rule.sideIsUncertain)),
            ("inForce", .bool(rule.isInForce)),
            ("inForceUntil", time(rule.inForceUntil)),
            ("nextStart", time(rule.nextStart)),
        ])
    }

    private static func deadlineObject(_ deadline: ParkingDeadline) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("time", time(deadline.deadline)),
            ("reason", .string(deadline.reason)),
            ("explanation", .string(deadline.explanation)),
            ("mustLeaveNow", .bool(deadline.mustLeaveNow)),
        ])
    }

    private static func sweepingObject(_ report: SweepingReport) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("side", string(report.side?.description)),
            ("compass", string(report.compass?.rawValue)),
            ("compassLabel", string(report.compassLabel)),
            ("cnn", string(report.cnn)),
            ("street", string(report.street)),
            ("carSide", .bool(report.isCarSide)),
            ("schedules", strings(report.schedules)),
            ("inForce", .bool(report.isInForce)),
            (
                "next",
                report.next.map { next in
                    .object(
                        JSONObject(uniqueMembers: [
                            ("start", time(next.start)), ("end", time(next.end)),
                            ("description", .string(next.description)),
                        ]))
                } ?? .null
            ),
        ])
    }

    private static func addressObject(_ address: AddressHint) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("street", .string(address.street)),
            ("fromStreet", string(address.fromStreet)),
            ("toStreet", string(address.toStreet)),
            ("side", string(address.side?.rawValue)),
            ("text", .string(address.description)),
        ])
    }

    private static func meterObject(_ meter: MeterReport) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("blockfaceId", .string(meter.blockfaceId)),
            ("street", string(meter.street)),
            ("side", string(meter.sideLabel)),
            ("fromAddress", meter.fromAddress.map { .number(Double($0)) } ?? .null),
            ("toAddress", meter.toAddress.map { .number(Double($0)) } ?? .null),
            ("distanceMetres", metres(meter.distance)),
            ("hours", .string(meter.hours.description)),
            ("hoursAssumed", .bool(meter.hoursAreAssumed)),
            ("mustPayNow", .bool(meter.mustPayNow)),
            ("payUntil", time(meter.payUntil)),
            ("exemption", string(meter.exemption)),
            ("note", .string(meter.note)),
        ])
    }
}
