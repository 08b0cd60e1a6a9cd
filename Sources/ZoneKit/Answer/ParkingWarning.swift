import Foundation

/// Something the driver should know because the answer is less certain than it looks. Each case
/// has a stable ``code`` for machine output and a sentence for people.
public enum ParkingWarning: Hashable, Sendable, CustomStringConvertible {
    /// The block face lists `blockFaceAreas` but the zone polygon says `zoneCode`; the block face
    /// wins.
    case areaMismatch(blockFaceAreas: [String], zoneCode: String)
    /// The block face lists no RPP area although the zone polygon says `zoneCode`; the block face
    /// wins.
    case blockFaceWithoutArea(zoneCode: String)
    /// The point is `distance` metres from the centreline, too close to tell the side: both sides
    /// are reported, and `soonerSide` (compass, if known) is swept first, at `soonerStart`.
    case sideUncertain(distance: Double, soonerSide: String?, soonerStart: Date?)
    /// The heading runs across the street, so it does not tell the side.
    case headingAcrossStreet(heading: Double)
    /// The heading puts the car on `headingSide`, but its position is clearly on `positionSide`,
    /// `distance` metres from the centreline; the heading's side was answered.
    case headingDisagreesWithPosition(heading: Double, headingSide: String, positionSide: String, distance: Double)
    /// The side the user named matches neither side of `street`: both sides are reported.
    case sideHintUnmatched(hint: String, street: String?)
    /// The side the driver chose (`--side`, `--heading`) is, on this divided road, the curb of the
    /// other carriageway (centreline `cnn`, `distance` metres from the point): answered for it.
    case sideOnOtherCarriageway(street: String?, side: String, cnn: String?, distance: Double)
    /// Two rows posted on the car's curb cannot both hold: `forbidding` (regulation
    /// `forbiddingID`) forbids parking at all times, `allowing` (`allowingID`) regulates a stay.
    /// The answer is unknown: the sign decides.
    case curbRowsDisagree(forbiddingID: String, forbidding: String, allowingID: String, allowing: String)
    /// The position is rougher (`accuracy` metres) than nearby curbs may answer for (`limit`):
    /// the answer is unknown.
    case positionTooRough(accuracy: Double, limit: Double)
    /// A sweeping side in the data has no side of the street; it is counted on the car's side.
    case sweepingSideUnknown(cnn: String?)
    /// No sweeping centreline within `radius` metres: sweeping cannot be checked.
    case noSweepingData(radius: Double)
    /// No block-face regulation within `radius` metres on the car's side.
    case noBlockFace(radius: Double)
    /// The nearest regulation (`regulationID`) is across the street, so it was not used.
    case blockFaceAcrossStreet(regulationID: String)
    /// No block face was found, so the zone's area-wide rule was used.
    case zoneRuleUsed(code: String)
    /// A time limit whose length is not in the data: read the sign.
    case limitNotInData(regulationID: String)
    /// Meter hours are not in the data: the common hours were assumed.
    case meterHoursAssumed
    /// The city's data gives two readings of the `aspect` (`hours`, `days`, `limit`) of regulation
    /// `regulationID`, which binds the driver (or would, absent their exemption): `usedFields` say
    /// `used`, the reading the answer used; `otherFields` say `other`, and `effect` is what that
    /// reading would mean for this stay (`which would end your stay at 10:00 AM`), or empty.
    case dataDisagrees(
        regulationID: String, aspect: String, usedFields: String, used: String, otherFields: String, other: String,
        effect: String)
    /// The point is at the junction of segments of `street`; their sweeping is combined.
    case segmentJunction(street: String?, cnns: [String])
    /// No street within `reach` metres of the point (water, a park, the middle of a block): the
    /// verdict is unknown.
    case noCurbWithinReach(reach: Double)
    /// The point is not at a street, and the `count` curbs within `reach` metres agree: the answer
    /// is theirs.
    case answeredFromNearbyCurbs(count: Int, reach: Double)
    /// The point is not at a street, and the `count` curbs within `reach` metres disagree: the
    /// verdict is unknown.
    case nearbyCurbsDisagree(count: Int, reach: Double)
    /// The typed arrival `typed` is in the spring-forward gap and never shows on San Francisco's
    /// clocks; the answer is for `used`, an hour later on the clock.
    case arrivalInSkippedHour(typed: LocalDateTime, used: Date)
    /// The typed arrival `typed` is in the fall-back hour and happens twice; the answer is for the
    /// first occurrence, `used` (daylight time), not the second, `other` (standard time).
    case arrivalInRepeatedHour(typed: LocalDateTime, used: Date, other: Date)
    /// The arrival is more than ``farFromDataDays`` days before or after `dataDate`, the day the
    /// data is from: the rules may have changed since (or not yet been made).
    case arrivalFarFromData(arrival: Date, dataDate: CivilDate)

    /// A stable identifier: `area-mismatch`, `side-uncertain`…
    public var code: String {
        switch self {
        case .areaMismatch: "area-mismatch"
        case .blockFaceWithoutArea: "block-face-without-area"
        case .sideUncertain: "side-uncertain"
        case .headingAcrossStreet: "heading-across-street"
        case .headingDisagreesWithPosition: "heading-disagrees-with-position"
        case .sideHintUnmatched: "side-hint-unmatched"
        case .sideOnOtherCarriageway: "side-on-other-carriageway"
        case .curbRowsDisagree: "curb-rows-disagree"
        case .positionTooRough: "position-too-rough"
        case .sweepingSideUnknown: "sweeping-side-unknown"
        case .noSweepingData: "no-sweeping-data"
        case .noBlockFace: "no-block-face"
        case .blockFaceAcrossStreet: "block-face-across-street"
        case .zoneRuleUsed: "zone-rule-used"
        case .limitNotInData: "limit-not-in-data"
        case .meterHoursAssumed: "meter-hours-assumed"
        case .dataDisagrees: "data-disagrees"
        case .segmentJunction: "segment-junction"
        case .noCurbWithinReach: "no-curb-within-reach"
        case .answeredFromNearbyCurbs: "answered-from-nearby-curbs"
        case .nearbyCurbsDisagree: "nearby-curbs-disagree"
        case .arrivalInSkippedHour: "arrival-in-skipped-hour"
        case .arrivalInRepeatedHour: "arrival-in-repeated-hour"
        case .arrivalFarFromData: "arrival-far-from-data"
        }
    }

    /// The sentence: `block face lists Area I but the zone polygon says S; the block face's rules apply`.
    public var description: String {
        switch self {
        case .areaMismatch(let areas, let zone):
            let listed = areas.count == 1 ? "Area \(areas[0])" : "Areas \(SFSweepingSchedule.list(areas))"
            return "block face lists \(listed) but the zone polygon says \(zone); the block face's rules apply"
        case .blockFaceWithoutArea(let zone):
            return "block face lists no permit area but the zone polygon says \(zone); the block face's rules apply"
        case .sideUncertain(let distance, let side, let start):
            var text =
                "too close to the centreline to tell the side (\(AnswerText.metres(distance)) away); both sides shown"
            if let start {
                let which = side.map { "the \($0) side" } ?? "one side"
                text += ", and the sooner sweeping counts: \(which), \(PacificTime.dayAndTime(start))"
            }
            return text
        case .headingAcrossStreet(let heading):
            return "heading \(AnswerText.degrees(heading)) runs across the street, so it does not tell the side"
        case .headingDisagreesWithPosition(let heading, let headingSide, let positionSide, let distance):
            return "heading \(AnswerText.degrees(heading)) puts the car on the \(headingSide) side, but the point is "
                + "\(AnswerText.metres(distance)) from the centreline on the \(positionSide) side; answered for the "
                + "\(headingSide) side (on a one-way street both sides face the same way): give --side to choose"
        case .sideHintUnmatched(let hint, let street):
            return "side \(hint) matches neither side of \(street ?? "the street"); both sides shown"
        case .sideOnOtherCarriageway(let street, let side, let cnn, let distance):
            return "the \(side) side of \(street ?? "the street") is the curb of its other carriageway"
                + (cnn.map { " (CNN \($0))" } ?? "") + ", \(AnswerText.metres(distance)) away: answered for that curb"
        case .curbRowsDisagree(let forbiddingID, let forbidding, let allowingID, let allowing):
            return "the city's data posts both \(forbidding) (regulation \(forbiddingID)) and a \(allowing) "
                + "(regulation \(allowingID)) on this curb, which cannot both hold; check the sign"
        case .positionTooRough(let accuracy, let limit):
            return "the position is only known within \(AnswerText.metres(accuracy)), and only curbs within "
                + "\(AnswerText.metres(limit)) may answer for a point away from the streets; stand at the curb, or "
                + "give a better --accuracy"
        case .sweepingSideUnknown(let cnn):
            return "sweeping data for segment \(cnn ?? "(no CNN)") does not say which side; counted as this side"
        case .noSweepingData(let radius):
            return "no street-sweeping data within \(AnswerText.metres(radius)); check the signs for sweeping"
        case .noBlockFace(let radius):
            return "no block-face regulation within \(AnswerText.metres(radius)) on this side; check the signs"
        case .blockFaceAcrossStreet(let id):
            return "the nearest regulation (\(id)) is across the street and was not used; check the signs"
        case .zoneRuleUsed(let code):
            return "no block face found: area \(code)'s most common rule was used; check the signs"
        case .limitNotInData(let id):
            return "the time limit of regulation \(id) is not in the data; read the sign"
        case .meterHoursAssumed:
            return "meter hours are assumed (Mon–Sat 9 AM–6 PM); check the meter"
        case .dataDisagrees(let id, let aspect, let usedFields, let used, let otherFields, let other, let effect):
            func say(_ fields: String) -> String { fields.contains(", ") || fields.hasPrefix("most ") ? "say" : "says" }
            return "the city's data disagrees on the \(aspect) of regulation \(id): \(usedFields) \(say(usedFields)) "
                + "\(used) (used), but \(otherFields) \(say(otherFields)) \(other)"
                + "\(effect.isEmpty ? "" : ", " + effect); check the sign"
        case .segmentJunction(let street, let cnns):
            return "at the junction of \(cnns.count) segments of \(street ?? "the street") "
                + "(\(cnns.joined(separator: ", "))); their sweeping is combined"
        case .noCurbWithinReach(let reach):
            return "no street within \(AnswerText.metres(reach)) of this point, so the data cannot say; "
                + "stand at the curb (or give --accuracy if the position is rough)"
        case .answeredFromNearbyCurbs(let count, let reach):
            let curbs = count == 1 ? "the one curb" : "the \(count) curbs"
            return "not at a street: answered from \(curbs) within \(AnswerText.metres(reach)), "
                + (count == 1 ? "the soonest deadline; " : "which agree, with the soonest deadline; ")
                + "check the signs where you park"
        case .nearbyCurbsDisagree(let count, let reach):
            return "not at a street, and the \(count) curbs within \(AnswerText.metres(reach)) disagree; "
                + "stand at the curb you mean"
        case .arrivalInSkippedHour(let typed, let used):
            return Self.arrivalMessage(.skipped(typed: typed, used: used), in: "San Francisco", clock: .losAngeles)
        case .arrivalInRepeatedHour(let typed, let used, let other):
            return Self.arrivalMessage(
                .repeated(typed: typed, used: used, other: other), in: "San Francisco", clock: .losAngeles)
        case .arrivalFarFromData(let arrival, let dataDate):
            return Self.farFromDataMessage(arrivalDay: PacificTime.localDateTime(for: arrival).date, dataDate: dataDate)
        }
    }
}
