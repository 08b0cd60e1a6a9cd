import Foundation

/// A curb near a point that is not at a street of the feed: the side of a street reference facing
/// the point, how far its centreline is, and what a car parked there would be told (the same
/// question: the same arrival, the same person). Where to park is not this answer's to say; the
/// answer at the point stays `unknown`.
package struct CurbNearbyCurb: Hashable, Sendable {
    /// The reference, the side facing the point, and the distance from the point to the centreline.
    package var place: CurbPlace
    /// Where the curb was asked about: ``CurbInterpreter/nearbyProbeOffset`` metres off the
    /// centreline's nearest point, towards the point.
    package var point: Coordinate
    /// The curb's own answer: ``CurbInterpreter/answer(at:arrival:user:)`` at ``point``.
    package var answer: CurbAnswer
}

extension CurbInterpreter {
    /// How far from the point, in metres, the nearest curbs of an answer that is not at a street
    /// are looked for.
    static let nearbyReach = 100.0
    /// How many nearest curbs such an answer lists at most.
    static let nearbyLimit = 3
    /// How far off a centreline, in metres, a nearby curb is asked about: on its side of the
    /// street, well within ``reach``.
    static let nearbyProbeOffset = 3.0

    /// The answer when no centreline is within ``reach``: unknown, with the distance to the
    /// nearest centreline and the nearest curbs within ``nearbyReach``. A position rough by
    /// `accuracy` metres may be at any curb within it: when every one gives the same verdict, that
    /// is the answer, with the sooner end of the stay (as San Francisco answers a rough position
    /// away from the streets); when they differ, or the accuracy is coarser than ``nearbyReach``,
    /// it stays unknown.
    func notAtAStreet(_ point: Coordinate, arrival: Date, user: CurbUser, accuracy: Double? = nil) -> CurbAnswer {
        let byReference = nearestFeatures(to: point, within: Self.nearbyReach).values.sorted {
            ($0.closest.distance, $0.feature.index) < ($1.closest.distance, $1.feature.index)
        }
        let explanation: String
        if let nearest = byReference.first?.closest.distance, nearest <= Self.nearbyReach {
            explanation = "Not at a street in this feed's data: the nearest is \(Int(nearest.rounded())) m away."
        } else {
            explanation = "Not at a street in this feed's data: no centreline within \(Int(Self.nearbyReach)) m."
        }
        // The listed curbs, and every curb within the accuracy when one is given.
        let askedReach = min(accuracy ?? 0, Self.nearbyReach)
        var curbs: [CurbNearbyCurb] = []
        var seen: Set<String> = []
        for (_, closest) in byReference where closest.distance <= Self.nearbyReach {
            guard curbs.count < Self.nearbyLimit || closest.distance <= askedReach else { break }
            let fraction = closest.distance > 0 ? Self.nearbyProbeOffset / closest.distance : 0
            let probe = Coordinate(
                latitude: closest.coordinate.latitude + (point.latitude - closest.coordinate.latitude) * fraction,
                longitude: closest.coordinate.longitude + (point.longitude - closest.coordinate.longitude) * fraction)
            let answer = self.answer(at: probe, arrival: arrival, user: user)
            // The two references of a two-way street are one curb: keep the first.
            guard var place = answer.curb, seen.insert("\(place.referenceID) \(place.side)").inserted else {
                continue
            }
            place.distance = closest.distance
            curbs.append(CurbNearbyCurb(place: place, point: probe, answer: answer))
        }
        var unknown = CurbAnswer(
            verdict: .unknown, explanation: explanation, parkUntil: nil, parkUntilCause: nil, binding: nil, losing: [],
            reservedFor: [], curb: nil, undecidedPeriods: [], nearbyCurbs: Array(curbs.prefix(Self.nearbyLimit)))
        guard let accuracy else { return unknown }
        let radius = AnswerText.metres(accuracy)
        guard accuracy <= Self.nearbyReach else {
            unknown.explanation =
                String(explanation.dropLast()) + "; the position is only known within \(radius), and only curbs "
                + "within \(AnswerText.metres(Self.nearbyReach)) may answer for a point away from the streets: stand "
                + "at the curb."
            return unknown
        }
        let within = curbs.filter { $0.place.distance <= accuracy }
        guard let first = within.first else { return unknown }
        guard within.allSatisfy({ Self.agree($0.answer, first.answer) }) else {
            unknown.explanation =
                String(explanation.dropLast()) + ", and the curbs within the position's \(radius) accuracy answer "
                + "differently: stand at the curb."
            return unknown
        }
        let sooner = within.min { Self.isStricter($0.answer, than: $1.answer) } ?? first
        var agreed = sooner.answer
        agreed.curb = nil
        agreed.nearbyCurbs = unknown.nearbyCurbs
        agreed.isFromNearbyCurbs = true
        var whose = within.count == 1 ? "the curb" : "the \(within.count) curbs"
        whose += " within the position's \(radius) accuracy"
        if within.count > 1 {
            whose += ", which agree" + (agreed.parkUntil == nil ? "" : "; the sooner end of the stay")
        }
        agreed.explanation = String(agreed.explanation.dropLast()) + " (\(whose))."
        return agreed
    }
}
