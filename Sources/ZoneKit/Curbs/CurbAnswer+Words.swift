import Foundation

/// A curb answer's reasons in a driver's few words, shared by the one-shot text and JSON and by
/// the listed stretches of `near`.
extension CurbAnswer {
    /// Why the stay ends at ``parkUntil``, in a driver's words: `"no standing" starts`,
    /// `2 h limit`. The regulation is ``CurbStayEnd/regulation`` (named by `--verbose` and JSON).
    package var parkUntilReason: String? {
        guard parkUntil != nil, let cause = parkUntilCause else { return nil }
        switch cause {
        case .forbidden(let quote): return "\"\(quote.regulation.activity)\" starts"
        case .maximumStay(let quote):
            let limit = quote.regulation.maxStay.map { PacificTime.duration(minutes: $0 / 60) } ?? "maximum"
            return "\(limit) limit"
        case .undecided(let periods):
            return "from then on it depends on \(periods.joined(separator: ", ")), whose days are unknown"
        case .loadingOnly: return "loading only from then"
        case .paymentStarts: return "paid parking starts: pay from then"
        case .notUnderstood(let quote): return "\"\(quote.regulation.activity)\", not understood, from then"
        }
    }

    /// Why, in a few words, as a stretch of curb listed by `near` says it: the condition of
    /// `conditionally`, read after "only if you" (`pay`, `load or unload`); for `no`, who the curb
    /// is reserved for or the binding regulation quoted; otherwise the explanation.
    package var shortReason: String {
        switch verdict {
        case .conditionally:
            guard let binding else { return explanation }
            return binding.regulation.payment?.isRequired == true ? "pay" : "load or unload"
        case .no:
            if !reservedFor.isEmpty { return "reserved for " + reservedFor.map(\.description).joined(separator: ", ") }
            return binding.map { CurbReport.quote($0.regulation) } ?? explanation
        case .yes, .unknown:
            return explanation
        }
    }
}
