import Foundation

extension CurbInterpreter {
    /// The periods from `start` for `days` days in which the curb a car at `point` is parked on
    /// forbids `user` parking (``CurbStaySearch/forbiddenPeriods(from:until:)``): the curb and its
    /// side as ``answer(at:arrival:user:choosing:)`` finds them. None where no street is within
    /// reach, or on a centreline whose side is not chosen (either curb may be meant).
    package func forbiddenPeriods(
        at point: Coordinate, user: CurbUser, choosing choice: CurbSideChoice?, from start: Date, days: Int
    ) -> [CurbForbiddenPeriod] {
        let spots = choice.map { self.spots(near: point, choosing: $0).spots } ?? self.spots(near: point)
        guard let first = spots.first, first.place.side != .unknown else { return [] }
        let candidates = spots.flatMap { regulations(at: $0) }
        let search = CurbStaySearch(timeZone: timeZone, holidays: holidays, candidates: candidates, user: user)
        return search.forbiddenPeriods(from: start, until: start.addingTimeInterval(Double(days * 86_400)))
    }
}
