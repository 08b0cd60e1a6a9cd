import Foundation

/// When a curb forbids the person to stay parked over the coming weeks (parking forbidden, or
/// loading only): what a calendar of a parked car reminds of in a city answered from a curb feed
/// (San Francisco's lists its street sweepings).
package struct CurbForbiddenPeriod: Hashable, Sendable {
    /// When it starts (the arrival itself when the curb forbids parking then).
    package var start: Date
    /// When parking is allowed again (or the end of the search).
    package var end: Date
    /// The regulation that forbids it, as the feed writes it.
    package var regulation: CurbRegulationQuote
    /// For whom the curb is reserved then, when that is why.
    package var reservedFor: [CurbUserClass]
    /// Whether the curb is for loading only then (a parked car must go all the same).
    package var isLoadingOnly: Bool
}

extension CurbStaySearch {
    /// Every period from `start` to `horizon` in which the winning regulation forbids the person
    /// to stay parked (a prohibition, a permission for others only, loading only), each with that
    /// regulation; one period while the same regulation forbids it. An instant the unknown calendar of a
    /// designated period leaves undecided is left out: the calendar names only what is known.
    func forbiddenPeriods(from start: Date, until horizon: Date) -> [CurbForbiddenPeriod] {
        let instants = [start] + boundaries(after: start, until: horizon)
        var periods: [CurbForbiddenPeriod] = []
        for (index, instant) in instants.enumerated() {
            let next = index + 1 < instants.count ? instants[index + 1] : horizon
            guard next > instant, case .decided(let status) = resolve(at: instant),
                status.kind == .forbidden || status.kind == .loadingOnly, let winner = status.winner
            else { continue }
            if var last = periods.last, last.end == instant, last.regulation == winner,
                last.reservedFor == status.reservedFor
            {
                last.end = next
                periods[periods.count - 1] = last
            } else {
                periods.append(
                    CurbForbiddenPeriod(
                        start: instant, end: next, regulation: winner, reservedFor: status.reservedFor,
                        isLoadingOnly: status.kind == .loadingOnly))
            }
        }
        return periods
    }
}
