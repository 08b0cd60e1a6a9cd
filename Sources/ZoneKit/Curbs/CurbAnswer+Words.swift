import Foundation

/// A curb answer's reasons in a driver's few words, shared by the one-shot text and JSON and by
/// the listed stretches of `near`.
extension CurbAnswer {
    /// Why the stay ends at ``parkUntil``, in a driver's words: `"no standing" starts`,
    /// `reserved for taxi from then`, `2-hour limit`. The regulation is ``CurbStayEnd/regulation``
    /// (named by `--verbose` and JSON).
    package var parkUntilReason: String? {
        guard parkUntil != nil, let cause = parkUntilCause else { return nil }
        switch cause {
        case .forbidden(let quote): return quote.forbiddingWords(from: nil)
        case .maximumStay(let quote):
            return quote.regulation.maxStay.map { AnswerText.limitName(minutes: $0 / 60) } ?? "maximum stay"
        case .undecided(let periods):
            return "from then on it depends on \(periods.joined(separator: ", ")), whose days are unknown"
        case .loadingOnly: return "loading only from then"
        case .paymentStarts: return "paid parking starts: pay from then"
        case .notUnderstood(let quote): return "\"\(quote.regulation.activity)\", not understood, from then"
        }
    }

    /// When the driver must act, as every city's record says it: for `no`, `arrival` itself (leave
    /// now: San Francisco's `parkUntil` with `mustLeaveNow`; a `no` has no stay to end), else the end
    /// of the stay (``parkUntil``); `nil` when nothing ends the stay, or the verdict is `unknown`.
    package func deadline(arrival: Date) -> Date? {
        verdict == .no ? arrival : parkUntil
    }

    /// Why the driver must act at ``deadline(arrival:)``, in a driver's words: for `no` what forbids
    /// parking now (`reserved for taxi`, else the binding regulation: `"no standing"`, `only
    /// standing with the driver at the wheel`), else why the stay ends (``parkUntilReason``).
    package var deadlineReason: String? {
        guard verdict == .no else { return parkUntilReason }
        return reservedWords ?? binding?.forbiddingWords ?? "parking forbidden here now"
    }

    /// The regulation that makes the driver act at ``deadline(arrival:)``: for `no` the one that
    /// forbids parking now, else the one that ends the stay.
    package var deadlineRegulation: CurbRegulationQuote? {
        guard verdict == .no else { return parkUntil == nil ? nil : parkUntilCause?.regulation }
        return binding
    }

    /// `reserved for taxi, hotel_guest` when the curb is reserved for others; `nil` otherwise.
    private var reservedWords: String? {
        reservedFor.isEmpty ? nil : "reserved for " + reservedFor.map(\.description).joined(separator: ", ")
    }

    /// The condition of a `conditionally` answer with the deadline it names itself, as San
    /// Francisco's answers do: `pay; you may stay until 1:00 PM — 3-hour limit` (the time on the
    /// arrival's day on `clock`, else with its day); the condition alone when nothing ends the stay.
    package func condition(on clock: TimeZoneRules, arrival: Date) -> String {
        guard let until = parkUntil else { return shortReason }
        return shortReason + "; you may stay until \(clock.clockOrDayAndTime(until, sameDayAs: arrival)) — "
            + (parkUntilReason ?? "the stay ends")
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
            return reservedWords ?? binding.map { CurbReport.quote($0.regulation) } ?? explanation
        case .yes, .unknown:
            return explanation
        }
    }
}

extension CurbRegulationQuote {
    /// Why this regulation, winning, forbids a car to stay, from `time` (a clock time; `nil`: from
    /// the moment already named): a prohibition quoted (`"no standing" starts at 7:00 PM`); a
    /// permission for others only as the curb reserved for them (`reserved for permit (zone 37)
    /// from 7:00 PM`, where quoting `"parking" starts` would read as if parking began); standing or
    /// stopping for everyone as the driver staying at the wheel; travel as a travel lane.
    func forbiddingWords(from time: String?) -> String {
        let phrase = forbiddingPhrase
        guard phrase.isProhibition else { return phrase.words + " " + (time.map { "from \($0)" } ?? "from then") }
        return phrase.words + " starts" + (time.map { " at \($0)" } ?? "")
    }

    /// Why this regulation, winning, forbids a car to stay, with no time: `"no standing"`,
    /// `reserved for taxi`, `only standing with the driver at the wheel`, `a travel lane`.
    var forbiddingWords: String { forbiddingPhrase.words }

    /// ``forbiddingWords``, and whether they quote a prohibition (which "starts" at a time) rather
    /// than say who or what the curb is for (which holds "from" a time).
    private var forbiddingPhrase: (words: String, isProhibition: Bool) {
        let rule = regulation
        if CurbStaySearch.isPermission(rule.activity) {
            guard rule.users.isEveryone else {
                let classes = rule.users.namedClasses.map(\.description)
                return ("reserved for \(classes.isEmpty ? "others" : classes.joined(separator: ", "))", false)
            }
            switch rule.activity {
            case .standing, .stopping: return ("only \(rule.activity) with the driver at the wheel", false)
            case .travel: return ("a travel lane", false)
            default: break
            }
        }
        return ("\"\(rule.activity)\"", true)
    }
}
