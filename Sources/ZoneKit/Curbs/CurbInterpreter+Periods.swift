import Foundation

extension CurbInterpreter {
    /// The periods from `start` for `days` days in which the curb a car at `point` is parked on
    /// forbids `user` parking (``CurbStaySearch/forbiddenPeriods(from:until:)``): the curb and its
    /// side as ``answer(at:arrival:user:choosing:accuracy:)`` finds them. None where no street is
    /// within reach. Where the side is not certain (the point on the centreline, or nearer to it than
    /// `accuracy` metres, and `choice` tells no side), either curb may be the car's: the periods of
    /// both, in order of their starts.
    package func forbiddenPeriods(
        at point: Coordinate, user: CurbUser, choosing choice: CurbSideChoice?, accuracy: Double? = nil,
        from start: Date, days: Int
    ) -> [CurbForbiddenPeriod] {
        let chosen = choice.map { self.spots(near: point, choosing: $0) }
        let spots = chosen?.spots ?? self.spots(near: point)
        guard let first = spots.first else { return [] }
        let horizon = start.addingTimeInterval(Double(days * 86_400))
        func periods(on spots: [CurbSpot]) -> [CurbForbiddenPeriod] {
            let candidates = spots.flatMap { regulations(at: $0) }
            // A permit known by its name only is not taken for one a regulation does not name:
            // never fewer periods than the data may forbid.
            let search = CurbStaySearch(calendar: calendar, candidates: candidates, user: user.doubtingUnnamedPermit)
            return search.forbiddenPeriods(from: start, until: horizon)
        }
        var sideIsChosen = false
        if case .side? = chosen?.resolution { sideIsChosen = true }
        let sideIsUncertain =
            first.place.side == .unknown || (!sideIsChosen && first.place.distance < accuracy ?? 0)
        guard sideIsUncertain else { return periods(on: spots) }
        let both = [CurbLineSide.left, .right].flatMap { side in
            periods(on: spots.map { $0.onSide(side, of: first) })
        }
        return both.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }
}
