import Foundation

/// Maps of a curb feed's answers (Portland, Austin, a city of one's own), drawn as San
/// Francisco's are: the feed's street lines, its curbs answered by the advisor, no permit areas.
extension CurbInterpreter {
    /// The map of the advisor's answer (``curbStretches(near:radius:arrival:user:)``): the feed's
    /// lines within `radius` metres (a square), the `stretches` listed coloured by their verdicts,
    /// the first ``ParkingData/numberedStretches`` numbered with a walk to each.
    package func map(ofAdvice question: CurbQuestion, stretches: [CurbStretch], radius: Double, title: String)
        -> AnswerMap
    {
        AnswerMap(
            ofAdvice: question, stretches: stretches, radius: radius, title: title,
            streets: mapStreets(centre: question.location, radius: radius), areas: [], clock: timeZone,
            numbered: ParkingData.numberedStretches)
    }

    /// The map of `answer` (this interpreter's, for `user` at `point` arriving at `arrival`): the
    /// feed's lines within `radius` metres (a square), the car's curb in the answer's verdict, and
    /// every other stretch of curb in the square answered as the advisor answers it.
    package func map(
        of answer: CurbAnswer, at point: Coordinate, arrival: Date, user: CurbUser, radius: Double, title: String
    ) -> AnswerMap {
        let stretches = curbStretches(near: point, radius: radius * 2.0.squareRoot(), arrival: arrival, user: user)
        // The car's curb: the stretch of its own street and side that passes nearest the car.
        var carStretch: CurbStretch?
        if let curb = answer.curb, curb.side != .unknown {
            let side: CurbSide = curb.side == .left ? .left : .right
            let lines = Set((featuresByReference[curb.referenceID] ?? []).map { Self.lineKey(of: feed.features[$0]) })
            let own = stretches.filter { $0.side == side && $0.lineKey.map(lines.contains) == true }
            carStretch = AnswerMap.nearest(to: point, among: own.isEmpty ? stretches : own)
        }
        return AnswerMap(
            answerAt: point, verdict: answer.verdict, stretches: stretches, carStretch: carStretch, radius: radius,
            title: title, streets: mapStreets(centre: point, radius: radius), areas: [], clock: timeZone)
    }

    /// The feed's lines crossing the square, in the feed's order, each drawn once (the features of
    /// both sides, or of both directions, of a street share one), clipped and simplified.
    private func mapStreets(centre: Coordinate, radius: Double) -> [AnswerMap.Street] {
        var positions: [Int] = []
        featureTree.search(within: radius * 2.0.squareRoot(), of: centre, into: &positions)
        var seen = Set<[Coordinate]>()
        var lines: [(name: String?, line: [Coordinate])] = []
        for position in positions.sorted() {
            let feature = feed.features[position]
            let coordinates = feature.geometry.coordinates
            guard !seen.contains(coordinates), !seen.contains(coordinates.reversed()) else { continue }
            seen.insert(coordinates)
            lines.append((feature.streetName, coordinates))
        }
        return AnswerMap.streets(lines, centre: centre, radius: radius)
    }
}
