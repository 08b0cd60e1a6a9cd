import Foundation

/// The state of one spot for one person at one instant: who wins and what that means for parking.
struct CurbStatus: Equatable {
    /// What the winner means for parking, strictest first.
    enum Kind: Int, Comparable {
        /// Parking is forbidden (a prohibition, a curb reserved for others, standing or a travel lane only).
        case forbidden
        /// The winner's activity is not one the interpreter knows.
        case notUnderstood
        /// Only while loading or unloading.
        case loadingOnly
        /// Parking, paying.
        case paid
        /// Parking, free (or nothing in force).
        case free

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        var verdict: ParkingVerdict {
            switch self {
            case .forbidden: .no
            case .notUnderstood: .unknown
            case .loadingOnly, .paid: .conditionally
            case .free: .yes
            }
        }
    }

    var kind: Kind
    /// The deciding regulation; `nil` when nothing is in force.
    var winner: CurbRegulationQuote?
    /// For whom the curb is reserved, when ``kind`` is forbidden for that reason.
    var reservedFor: [CurbUserClass] = []
    /// Every regulation in force there, best first.
    var inForce: [CurbRegulationQuote] = []
    /// The regulations whose maximum stay counts beside the winner's
    /// (``CurbRegulation/countsMaxStayBesideWinner``).
    var alsoCounting: [CurbRegulationQuote] = []

    /// The regulations whose maximum stay counts now: the winner's and those beside it.
    var counting: [CurbRegulationQuote] {
        guard let winner else { return alsoCounting }
        return alsoCounting.contains(winner) ? alsoCounting : [winner] + alsoCounting
    }
}

/// One spot's answer: the status at arrival, then the walk forward to the end of the stay.
struct CurbStaySearch {
    /// The city's clock and its designated periods.
    let calendar: CityCalendar
    let candidates: [CurbRegulationQuote]
    let user: CurbUser
    /// Whether the stay's end is read term by term where that gives the same end
    /// (``alongsideTerms()``); off only to compare the two readings.
    var readsAlongside = true

    /// The city's clock.
    var timeZone: TimeZoneRules { calendar.timeZone }
    /// The city's designated periods, as its calendar file states them.
    var holidays: CurbHolidayCalendar { calendar.periods }

    /// What resolving an instant gives.
    enum Resolution {
        case decided(CurbStatus)
        /// The verdict depends on these unknown period days.
        case undecided(periods: [String], days: [CivilDate], statuses: [CurbStatus])
    }

    mutating func answer(arrival: Date, place: CurbPlace) -> CurbAnswer {
        var answer = CurbAnswer(
            verdict: .unknown, explanation: "", parkUntil: nil, parkUntilCause: nil, binding: nil, losing: [],
            reservedFor: [], curb: place, undecidedPeriods: [])
        let status: CurbStatus
        switch resolve(at: arrival) {
        case .undecided(let periods, let days, let statuses):
            answer.undecidedPeriods = periods
            answer.losing = statuses.first?.inForce ?? []
            let verdicts = Set(statuses.map(\.kind.verdict.rawValue)).sorted().joined(separator: " or ")
            answer.explanation =
                "Unknown: the answer depends on whether \(days.map(\.description).joined(separator: ", ")) "
                + "falls in \(periods.joined(separator: ", ")), and this city's calendar of them is unknown "
                + "(it would be \(verdicts))."
            return answer
        case .decided(let decided):
            status = decided
        }
        answer.verdict = status.kind.verdict
        answer.binding = status.winner
        answer.losing = status.inForce.filter { $0 != status.winner }
        answer.reservedFor = status.reservedFor
        answer.explanation = Self.explanation(of: status)
        guard status.kind >= .loadingOnly else {
            // When parking is forbidden, until when: the first instant the person may park.
            if status.kind == .forbidden, let winner = status.winner,
                let start = parkingStarts(after: arrival, winner: winner)
            {
                answer.parkingStarts = start
                answer.explanation = String(answer.explanation.dropLast()) + ", until \(time(start, arrival: arrival))."
            }
            return answer
        }
        let end: (date: Date, cause: CurbStayEnd)?
        if readsAlongside, let terms = alongsideTerms() {
            end = alongsideStayEnd(after: arrival, terms: terms)
        } else {
            end = stayEnd(after: arrival, first: status)
        }
        answer.parkUntil = end?.date
        answer.parkUntilCause = end?.cause
        if case .undecided(let periods)? = end?.cause { answer.undecidedPeriods = periods }
        // One sentence: the verdict, then what ends the stay (the Binding line quotes the rule).
        answer.explanation = String(answer.explanation.dropLast()) + ": "
        if let end {
            answer.explanation += phrase(end.cause, at: end.date, arrival: arrival) + "."
        } else {
            answer.explanation += "nothing ends the stay within \(CurbInterpreter.searchDays) days."
        }
        return answer
    }

    // MARK: - Until when

    private func stayEnd(after arrival: Date, first: CurbStatus) -> (date: Date, cause: CurbStayEnd)? {
        let horizon = arrival.addingTimeInterval(Double(CurbInterpreter.searchDays * 86_400))
        // The regulations whose maximum stay counts now, each since when.
        var since: [CurbRegulationQuote: Date] = [:]
        for quote in first.counting { since[quote] = arrival }
        // Time already counted towards limits kept across their windows (countsMaxStayAcrossWindows).
        var counted: [CurbRegulationQuote: TimeInterval] = [:]
        let whole = wholeStayLimit(arrival: arrival)
        // Nothing after a whole-stay limit's end can matter: the stay ends by then.
        let searched = whole.map { min($0.date, horizon) } ?? horizon
        // The first maximum stay to run out: a counting regulation's, or a whole-stay limit.
        func limit() -> (date: Date, quote: CurbRegulationQuote)? {
            // On a tie the whole-stay limit, then the best-ranked regulation, is named.
            var first = whole
            for quote in since.keys.sorted(by: Self.ranksBefore) {
                guard let start = since[quote],
                    let end = limitEnd(of: quote, since: start)?.addingTimeInterval(-(counted[quote] ?? 0))
                else { continue }
                if first.map({ end < $0.date }) ?? true { first = (end, quote) }
            }
            return first
        }
        // Whether the car is being paid for: paid parking starting while it is free is a moment
        // the driver must act (start paying), and so ends what the answer promises.
        var isPaying = first.kind == .paid
        for instant in boundaries(after: arrival, until: searched) {
            if let limit = limit(), limit.date <= instant {
                return (limit.date, .maximumStay(limit.quote))
            }
            switch resolve(at: instant) {
            case .undecided(let periods, _, _):
                return (instant, .undecided(periods: periods))
            case .decided(let status):
                // A parked car must go when only loading is allowed; one that came to load may stay
                // on into plain parking.
                let lowest: CurbStatus.Kind = first.kind == .loadingOnly ? .loadingOnly : .paid
                if status.kind < lowest, let winner = status.winner {
                    switch status.kind {
                    case .forbidden: return (instant, .forbidden(winner))
                    case .notUnderstood: return (instant, .notUnderstood(winner))
                    default: return (instant, .loadingOnly(winner))
                    }
                }
                if status.kind == .paid, !isPaying, let winner = status.winner {
                    return (instant, .paymentStarts(winner))
                }
                isPaying = status.kind == .paid
                let now = status.counting
                for (quote, start) in since where !now.contains(quote) {
                    if quote.regulation.countsMaxStayAcrossWindows {
                        counted[quote, default: 0] += instant.timeIntervalSince(start)
                    }
                    since[quote] = nil
                }
                for quote in now where since[quote] == nil { since[quote] = instant }
            }
        }
        if let limit = limit(), limit.date <= horizon {
            return (limit.date, .maximumStay(limit.quote))
        }
        return nil
    }

    /// The earliest end of a whole-stay limit (``CurbRegulation/countsMaxStayFromArrival``) that
    /// concerns the person, counted from `arrival`.
    private func wholeStayLimit(arrival: Date) -> (date: Date, quote: CurbRegulationQuote)? {
        candidates
            .filter {
                $0.regulation.countsMaxStayFromArrival && $0.regulation.isAlwaysInForce
                    && user.isConcerned(by: $0.regulation.users)
            }
            .compactMap { quote in
                quote.regulation.maxStay.map { (date: arrival.addingTimeInterval(Double($0)), quote: quote) }
            }
            .min { $0.date < $1.date }
    }

    private func limitEnd(of quote: CurbRegulationQuote?, since: Date) -> Date? {
        guard let maxStay = quote?.regulation.maxStay, maxStay > 0 else { return nil }
        return since.addingTimeInterval(Double(maxStay))
    }

    /// Every instant after `arrival` (and up to `horizon`) at which a time span of a regulation
    /// there starts or ends, and every midnight: the only instants the status can change.
    /// Both readings of a repeated fall-back time are included; a time in the spring-forward gap is
    /// the instant the gap ends.
    func boundaries(after arrival: Date, until horizon: Date) -> [Date] {
        var minutes: Set<Int> = [0]
        var instants: Set<Date> = []
        for quote in candidates {
            for span in quote.regulation.timeSpans {
                for range in span.timesOfDay {
                    minutes.insert(range.startMinute)
                    minutes.insert(range.endMinute % 1440)
                }
                for case .instants(let from, let until) in span.effectiveDates {
                    for instant in [from, until].compactMap({ $0 }) where instant > arrival && instant <= horizon {
                        instants.insert(instant)
                    }
                }
            }
        }
        let zone = timeZone
        let firstDay = zone.localDateTime(for: arrival).date
        let lastDay = zone.localDateTime(for: horizon).date
        var transitions: [Date] = []
        for year in Set([firstDay.year, lastDay.year]) { transitions += zone.transitions(in: year) }
        // A range starting inside the spring-forward gap (02:30) is in force from the gap's end.
        for instant in transitions where instant > arrival && instant <= horizon { instants.insert(instant) }
        var day = firstDay.adding(days: -1)
        while day <= lastDay {
            let midnight = zone.date(for: LocalDateTime(date: day, minuteOfDay: 0))
            // Away from a clock change (a day either side), each time is midnight plus its minutes;
            // near one, both readings of a repeated time and the gap's end are worked out.
            let nearChange = transitions.contains { abs($0.timeIntervalSince(midnight)) < 2 * 86_400 }
            for minute in minutes {
                if nearChange {
                    let local = LocalDateTime(date: day, minuteOfDay: minute)
                    for resolving in [WallClockResolution.earlier, .later] {
                        let instant = zone.date(for: local, resolving: resolving)
                        if instant > arrival && instant <= horizon { instants.insert(instant) }
                    }
                } else {
                    let instant = midnight.addingTimeInterval(Double(minute * 60))
                    if instant > arrival && instant <= horizon { instants.insert(instant) }
                }
            }
            day = day.adding(days: 1)
        }
        return instants.sorted()
    }

    // MARK: - One instant

    /// The status at `instant`, trying every answer for period days the calendar does not know.
    func resolve(at instant: Date) -> Resolution {
        let moment = CurbMoment(instant, on: timeZone)
        var oracle = CurbPeriodOracle(calendar: holidays)
        let plain = decide(at: moment, periods: &oracle)
        guard !oracle.unknownDays.isEmpty else { return .decided(plain) }
        var keys = oracle.unknownDays
        var statuses: [CurbStatus] = []
        // Each assumption may ask about further days (yesterday's overnight range): widen until
        // no new day appears, at most a few times (a handful of days at most in practice).
        for _ in 0..<4 {
            let ordered = keys.sorted { ($0.name, $0.date) < ($1.name, $1.date) }
            guard ordered.count <= 8 else { break }
            statuses = []
            var asked = keys
            for mask in 0..<(1 << ordered.count) {
                var trial = CurbPeriodOracle(calendar: holidays)
                for (bit, key) in ordered.enumerated() { trial.assumptions[key] = mask & (1 << bit) != 0 }
                statuses.append(decide(at: moment, periods: &trial))
                asked.formUnion(trial.unknownDays)
            }
            if asked == keys { break }
            keys = asked
        }
        if !statuses.isEmpty, statuses.allSatisfy({ $0.kind == statuses[0].kind && $0.winner == statuses[0].winner }) {
            return .decided(statuses[0])
        }
        let periods = Set(keys.map(\.name)).sorted()
        let days = Set(keys.map(\.date)).sorted()
        return .undecided(periods: periods, days: days, statuses: statuses)
    }

    /// Who wins at `moment`, for the person (see ``CurbInterpreter`` for the reading).
    func decide(at moment: CurbMoment, periods: inout CurbPeriodOracle) -> CurbStatus {
        var inForce: [CurbRegulationQuote] = []
        for quote in candidates where quote.regulation.isInForce(at: moment, periods: &periods) {
            inForce.append(quote)
        }
        inForce.sort(by: Self.ranksBefore)
        let levels = Self.levels(of: inForce)
        for (number, level) in levels.enumerated() {
            let concerning = level.filter { user.isConcerned(by: $0.regulation.users) }
            if !concerning.isEmpty {
                let decided = Self.pool(of: concerning).compactMap { quote in Self.kind(of: quote).map { (quote, $0) } }
                if let strictest = decided.min(by: { $0.1 < $1.1 }) {
                    var status = CurbStatus(kind: strictest.1, winner: strictest.0, inForce: inForce)
                    if strictest.1 != .forbidden, inForce.contains(where: \.regulation.countsMaxStayBesideWinner) {
                        status.alsoCounting = levels[number...].flatMap { level in
                            Self.pool(of: level.filter { user.isConcerned(by: $0.regulation.users) })
                                .filter { $0.regulation.countsMaxStayBesideWinner && $0.regulation.maxStay != nil }
                        }
                    }
                    return status
                }
                continue
            }
            let reserved = level.filter { Self.isPermission($0.regulation.activity) }
            if let first = reserved.first {
                var classes: [CurbUserClass] = []
                for quote in reserved {
                    for userClass in quote.regulation.users.namedClasses where !classes.contains(userClass) {
                        classes.append(userClass)
                    }
                }
                return CurbStatus(kind: .forbidden, winner: first, reservedFor: classes, inForce: inForce)
            }
        }
        return CurbStatus(kind: .free, winner: nil, inForce: inForce)
    }

    /// `quotes` (sorted by ``ranksBefore(_:_:)``) cut into one list per priority rank.
    private static func levels(of quotes: [CurbRegulationQuote]) -> [[CurbRegulationQuote]] {
        var levels: [[CurbRegulationQuote]] = []
        for quote in quotes {
            if let last = levels.last?.last, last.regulation.priority.rank == quote.regulation.priority.rank {
                levels[levels.count - 1].append(quote)
            } else {
                levels.append([quote])
            }
        }
        return levels
    }

    /// Of one rank's regulations concerning the person, those that may win: the ones naming the
    /// person's class when there are any (they beat those for everyone, unless they apply
    /// alongside them: ``CurbRegulation/appliesAlongsideOthers``), and only those that say
    /// something about parking.
    static func pool(of concerning: [CurbRegulationQuote]) -> [CurbRegulationQuote] {
        let specific = concerning.filter { !$0.regulation.users.isEveryone && !$0.regulation.appliesAlongsideOthers }
        return (specific.isEmpty ? concerning : specific).filter { kind(of: $0) != nil }
    }

    /// Whether `lhs` comes before `rhs`: by priority, then by the feed's order.
    static func ranksBefore(_ lhs: CurbRegulationQuote, _ rhs: CurbRegulationQuote) -> Bool {
        (lhs.regulation.priority.rank, lhs.featureIndex, lhs.regulation.position)
            < (rhs.regulation.priority.rank, rhs.featureIndex, rhs.regulation.position)
    }

    /// What a regulation concerning the person means for parking; `nil` when it says nothing
    /// about parking (`no loading`, `no travel`).
    static func kind(of quote: CurbRegulationQuote) -> CurbStatus.Kind? {
        switch quote.regulation.activity {
        case .parking: return quote.regulation.payment?.isRequired == true ? .paid : .free
        case .noParking, .noStanding, .noStopping, .standing, .stopping, .travel: return .forbidden
        case .loading, .unloading: return .loadingOnly
        case .noLoading, .noTravel: return nil
        case .other: return .notUnderstood
        }
    }

    /// Whether the activity permits something (and so, for named classes, reserves the curb).
    static func isPermission(_ activity: CurbActivity) -> Bool {
        switch activity {
        case .parking, .standing, .loading, .unloading, .stopping, .travel: true
        case .noParking, .noStanding, .noLoading, .noStopping, .noTravel, .other: false
        }
    }

    // MARK: - Words

    /// The verdict in a few words, as a driver reads them: `Yes, paying.`, `No: "no standing".`.
    /// The feed's ids (feature, regulation, reference) are the answer's structured members
    /// (``CurbAnswer/binding``, ``CurbAnswer/parkUntilCause``), not words.
    private static func explanation(of status: CurbStatus) -> String {
        guard let winner = status.winner else {
            return "Yes, no regulation of the feed is in force here now."
        }
        switch status.kind {
        case .forbidden:
            if !status.reservedFor.isEmpty {
                return "No: reserved for \(status.reservedFor.map(\.description).joined(separator: ", "))."
            }
            switch winner.regulation.activity {
            case .standing, .stopping:
                return "No: only \(winner.regulation.activity) with the driver at the wheel, not parking."
            case .travel:
                return "No: a travel lane now."
            default:
                return "No: \"\(winner.regulation.activity)\"."
            }
        case .notUnderstood:
            return "Unknown: the feed's activity \"\(winner.regulation.activity)\" is not one this reader knows."
        case .loadingOnly:
            return "Only while \(winner.regulation.activity)."
        case .paid:
            return "Yes, paying."
        case .free:
            return "Yes."
        }
    }

    /// `12:00 PM` on the arrival's day, else `Tue Nov 24 9:00 AM`, on the city's clock.
    private func time(_ date: Date, arrival: Date) -> String {
        timeZone.clockOrDayAndTime(date, sameDayAs: arrival)
    }

    /// The first instant after `arrival`, within ``CurbInterpreter/searchDays`` days, at which the
    /// person may park (paying or free): where parking is forbidden now (`winner` deciding), when it
    /// no longer is. `nil` when it stays forbidden (or only loading is allowed) throughout, or an
    /// answer the reader cannot give (a calendar it does not know, an activity it does not
    /// understand) comes first: then it does not say.
    private func parkingStarts(after arrival: Date, winner: CurbRegulationQuote) -> Date? {
        // Where nothing ranked with the winner or above it has hours (each is in force at all
        // times), the ranks that decided stay as they are: parking never starts.
        let rank = winner.regulation.priority.rank
        guard candidates.contains(where: { $0.regulation.priority.rank <= rank && !$0.regulation.timeSpans.isEmpty })
        else { return nil }
        let horizon = arrival.addingTimeInterval(Double(CurbInterpreter.searchDays * 86_400))
        for instant in boundaries(after: arrival, until: horizon) {
            guard case .decided(let status) = resolve(at: instant), status.kind != .notUnderstood else { return nil }
            if status.kind >= .paid { return instant }
        }
        return nil
    }

    /// `the 2-hour limit runs out at 12:00 PM`.
    private func phrase(_ cause: CurbStayEnd, at date: Date, arrival: Date) -> String {
        let time = time(date, arrival: arrival)
        switch cause {
        case .forbidden(let quote):
            return quote.forbiddingWords(from: time)
        case .maximumStay(let quote):
            let limit = quote.regulation.maxStay.map { AnswerText.limitName(minutes: $0 / 60) } ?? "maximum stay"
            return "the \(limit) runs out at \(time)"
        case .undecided(let periods):
            return "from \(time) it depends on \(periods.joined(separator: ", ")), whose calendar is unknown"
        case .notUnderstood(let quote):
            return "from \(time) \"\(quote.regulation.activity)\" is in force, "
                + "which this reader does not understand"
        case .loadingOnly:
            return "from \(time) only loading is allowed"
        case .paymentStarts:
            return "from \(time) parking is paid: pay then, or move"
        }
    }
}
