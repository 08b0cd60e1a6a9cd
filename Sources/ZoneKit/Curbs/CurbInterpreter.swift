import Foundation

/// Answers "may I park here, and until when?" on a ``CurbFeed``, in the feed's own time zone.
///
/// ```swift
/// let feed = try CurbLRReader().read(bytes).feed  // a city's curbs.curblr.json
/// guard let interpreter = CurbInterpreter(feed: feed) else { return }
/// let motorcycle = CurbUser(vehicle: "motorcycle")
/// let answer = interpreter.answer(
///     at: Coordinate(latitude: 45.52032, longitude: -122.68063), arrival: Date(), user: motorcycle)
/// if answer.verdict == .yes, let until = answer.parkUntil {
///     print("park until \(until)")  // an instant; the city's zone is feed.metadata.timeZoneIdentifier
/// }
/// ```
///
/// How an answer is made:
/// 1. **The curb.** The nearest centreline of the feed within ``reach`` (beyond it: not at a street
///    of this feed, verdict `unknown`, with the nearest curbs' own answers in
///    ``CurbAnswer/nearbyCurbs``); every reference drawn on that same line (within 1 m: the two
///    directions of a two-way street) is kept. For each, the side of the line the point is on (the
///    sign of the cross product with the line's direction) and its position along it in metres.
/// 2. **The regulations there.** Every regulation of every feature on that reference and side whose
///    extent covers the position: priority is resolved across overlapping features, position by
///    position, never feature by feature.
/// 3. **The winner at an instant.** Of the regulations in force (time spans read on the feed's wall
///    clock via ``TimeZoneRules``), the lowest priority rank decides:
///    - a regulation that concerns the person (``CurbUser/isConcerned(by:)``; one naming their class
///      beats one for everyone at the same rank) decides by its activity: `parking` → yes
///      (conditionally when payment is required); `no parking`, `no standing`, `no stopping` → no;
///      `standing`, `stopping` → no, since the driver must stay with the vehicle (parking is leaving
///      it); `loading`, `unloading` → conditionally, only while loading (CurbLR: attended or not,
///      only for the loading itself); `travel` → no (a travel lane then); `no loading`, `no travel`
///      say nothing about parking and defer to the next rank; any other activity → unknown;
///    - a permission (`parking`, `standing`, `loading`…) for *other* classes only reserves the curb
///      for them: no, "reserved for …", whatever lower ranks say; a prohibition for other classes
///      does not concern the person and defers to the next rank;
///    - regulations tied at the winning rank that disagree: the strictest answer holds;
///    - nothing in force: yes, no regulation of the feed applies then.
/// 4. **Unknown calendars.** When a designated period's days are unknown (``CurbHolidayCalendar``)
///    the answer is worked out with the period holding and not holding; if they differ the verdict
///    is `unknown`, never yes.
/// 5. **Until when.** From arrival, at each instant a time span of a regulation there starts or
///    ends (and each midnight) for ``searchDays`` days: the stay ends at the first instant the
///    winner forbids the person (or is unknown), or when the maximum stay runs out.
///
/// **Maximum stay** (CurbLR leaves it open): it counts from arrival, but only while its own
/// regulation is the winning one; a limit whose regulation starts winning after arrival counts from
/// that instant, and a limit whose regulation stops winning and later wins again counts afresh.
/// So at a Mon–Sat 08:00–19:00 two-hour limit, a car arriving at 07:00 may stay until 10:00, and
/// one arriving at 18:30 sees no limit that evening.
public struct CurbInterpreter: Sendable {
    /// The feed answered from.
    public let feed: CurbFeed
    /// The city's clock and designated periods (package code reads them from the city's
    /// `holidays.txt`; unknown for an interpreter a client makes).
    package let calendar: CityCalendar
    /// The feed's time zone (the one its metadata names).
    package var timeZone: TimeZoneRules { calendar.timeZone }
    /// The city's designated periods, as its calendar file states them.
    package var holidays: CurbHolidayCalendar { calendar.periods }
    /// How far from a centreline, in metres, a point may be and still be at that street.
    public var reach: Double
    /// How many days ahead the end of a stay is looked for.
    public static let searchDays = 7
    /// The boxes of the feed's features (items are positions in `feed.features`): the features
    /// near a point are found without measuring every one.
    let featureTree: RTree
    /// The positions in `feed.features` of each street reference's features, in the feed's order.
    let featuresByReference: [String: [Int]]

    /// Creates an interpreter. The days of the city's designated periods (holidays) are unknown
    /// to it: a regulation that depends on them is answered as undecided there.
    ///
    /// - Parameters:
    ///   - feed: the curbs.
    ///   - timeZone: the feed's time zone.
    ///   - reach: metres; 25 by default.
    package init(feed: CurbFeed, timeZone: TimeZoneRules, reach: Double = 25) {
        self.init(feed: feed, timeZone: timeZone, holidays: .unknown, reach: reach)
    }

    /// Creates an interpreter knowing the city's designated periods, `holidays` (read from its
    /// `holidays.txt` by ``CityRegistry``).
    package init(feed: CurbFeed, timeZone: TimeZoneRules, holidays: CurbHolidayCalendar, reach: Double = 25) {
        self.feed = feed
        calendar = CityCalendar(timeZone: timeZone, periods: holidays)
        self.reach = reach
        featureTree = RTree(boxes: feed.features.map(\.geometry.boundingBox))
        featuresByReference = Dictionary(grouping: feed.features.indices) { feed.features[$0].location.referenceID }
    }

    /// Creates an interpreter in the zone the feed names.
    ///
    /// - Returns: `nil` when the zone is unknown (a reader has refused such a feed already).
    public init?(feed: CurbFeed, reach: Double = 25) {
        self.init(feed: feed, holidays: .unknown, reach: reach)
    }

    /// Creates an interpreter in the zone the feed names, knowing the city's designated periods.
    ///
    /// - Returns: `nil` when the zone is unknown (a reader has refused such a feed already).
    package init?(feed: CurbFeed, holidays: CurbHolidayCalendar, reach: Double = 25) {
        guard let zone = TimeZoneRules(identifier: feed.metadata.timeZoneIdentifier) else { return nil }
        self.init(feed: feed, timeZone: zone, holidays: holidays, reach: reach)
    }

    /// Whether `user`, standing at `point` and arriving at `arrival`, may park, and until when.
    ///
    /// - Complexity: O(log features) to find the curb (an R-tree of the features' boxes), then
    ///   O(days × boundaries × regulations there).
    public func answer(at point: Coordinate, arrival: Date, user: CurbUser = .privateCar) -> CurbAnswer {
        answer(at: point, on: spots(near: point), arrival: arrival, user: user, accuracy: nil)
    }

    /// The answer on `spots` (the point's, nearest first; none: not at a street, where the curbs
    /// within `accuracy` may answer, ``notAtAStreet(_:arrival:user:accuracy:)``). When the side of
    /// the street is not certain — the point is on the centreline, or nearer to it than `accuracy` metres — both
    /// sides are asked: the same verdict on both (and the same condition, ``agree(_:_:)``) is
    /// answered with the sooner end of the stay (the car is safe on either side until then);
    /// different verdicts make the answer `unknown`.
    func answer(at point: Coordinate, on spots: [CurbSpot], arrival: Date, user: CurbUser, accuracy: Double?)
        -> CurbAnswer
    {
        guard let first = spots.first else {
            return notAtAStreet(point, arrival: arrival, user: user, accuracy: accuracy)
        }
        let onCentreline = first.place.side == .unknown
        guard onCentreline || first.place.distance < accuracy ?? 0 else {
            return answer(for: spots, arrival: arrival, user: user)
        }
        // The point's own side first: on a tie it is the one answered.
        let sides: [CurbLineSide] = first.place.side == .right ? [.right, .left] : [.left, .right]
        let answers = sides.map { side in
            (
                side: side,
                answer: self.answer(for: spots.map { $0.onSide(side, of: first) }, arrival: arrival, user: user)
            )
        }
        let uncertainty = accuracy.map { accuracy in
            CurbSideUncertainty(distance: first.place.distance, accuracy: accuracy, soonerSide: nil)
        }
        guard Self.agree(answers[0].answer, answers[1].answer) else {
            var differing = answers[0].answer
            differing.verdict = .unknown
            differing.parkUntil = nil
            differing.parkUntilCause = nil
            // Neither side's regulation is the answer's: each side's verdict is named below.
            differing.binding = nil
            differing.losing = []
            differing.reservedFor = []
            differing.sideUncertainty = onCentreline ? nil : uncertainty
            if onCentreline { differing.curb?.side = .unknown }
            let verdicts = answers.map { "\(Self.sideName($0.side, of: first)): \(Self.verdictWords($0.answer))" }
            let whereItIs =
                onCentreline
                ? "on the street's centreline"
                : "\(AnswerText.metres(first.place.distance)) from the street's centreline, within its "
                    + "\(AnswerText.metres(accuracy ?? 0)) accuracy,"
            differing.explanation =
                "The point is \(whereItIs) and the two sides answer differently "
                + "(\(verdicts.joined(separator: ", "))); stand on one side, or give --side or --heading."
            return differing
        }
        // The other side only when it is strictly stricter: a tie is the point's own side's.
        let soonest = Self.isStricter(answers[1].answer, than: answers[0].answer) ? answers[1] : answers[0]
        var sooner = soonest.answer
        if onCentreline {
            sooner.curb?.side = .unknown
        } else if var uncertainty {
            if soonest.answer.parkUntil != answers[0].answer.parkUntil {
                uncertainty.soonerSide = Self.sideName(soonest.side, of: first)
            }
            sooner.sideUncertainty = uncertainty
        }
        return sooner
    }

    /// `north side` of `first`'s street, or `left side` of its line where it has no direction.
    private static func sideName(_ side: CurbLineSide, of first: CurbSpot) -> String {
        var place = first.place
        place.side = side
        return "\(place.sideDirection.map(\.description) ?? side.rawValue) side"
    }

    /// Whether two answers, of which the car's curb is one, let the driver do the same: the same
    /// verdict, and for `conditionally` the same condition (paying at one curb and loading only at
    /// the other are not: a car parked to pay would be at a loading zone).
    static func agree(_ one: CurbAnswer, _ other: CurbAnswer) -> Bool {
        one.verdict == other.verdict && (one.verdict != .conditionally || verdictWords(one) == verdictWords(other))
    }

    /// What an answer lets the driver do, in a few words: `you may park`, `no parking`, `only if you
    /// pay`, `only while loading`, `unknown`.
    private static func verdictWords(_ answer: CurbAnswer) -> String {
        switch answer.verdict {
        case .yes: "you may park"
        case .no: "no parking"
        case .unknown: "unknown"
        case .conditionally:
            answer.binding.map {
                $0.regulation.payment?.isRequired == true ? "only if you pay" : "only while \($0.activity)"
            } ?? "on a condition"
        }
    }

    func answer(for spots: [CurbSpot], arrival: Date, user: CurbUser) -> CurbAnswer {
        let perSpot = spots.map { regulations(at: $0) }
        let candidates = perSpot.flatMap { $0 }
        // Report the place on the reference that carries the curb's regulations (on a two-way
        // street, the other direction's reference sees the point on its regulation-less side).
        let place = (zip(spots, perSpot).first { !$0.1.isEmpty }?.0 ?? spots[0]).place
        guard !candidates.isEmpty else {
            return CurbAnswer(
                verdict: .unknown,
                explanation: "The feed records no curb regulation on this side of the street here "
                    + "(a driveway, a corner, or a gap in the data).",
                parkUntil: nil, parkUntilCause: nil, binding: nil, losing: [], reservedFor: [], curb: place,
                undecidedPeriods: [])
        }
        var search = CurbStaySearch(calendar: calendar, candidates: candidates, user: user)
        let answer = search.answer(arrival: arrival, place: place)
        guard user.holdsPermitByNameOnly, candidates.contains(where: \.regulation.users.namesUnnamedPermit) else {
            return answer
        }
        var doubting = CurbStaySearch(calendar: calendar, candidates: candidates, user: user.doubtingUnnamedPermit)
        return Self.answer(withPermit: answer, without: doubting.answer(arrival: arrival, place: place))
    }

    /// The answer at a curb whose regulations name a `permit` class without saying which permit,
    /// for a person whose permit is known only by its name (``CurbUser/holdsPermitByNameOnly``),
    /// from the answers reading it as one the curb takes (`with`) and as not (`without`): where
    /// they let the driver do the same, the stricter (``isStricter(_:than:)``: never more than
    /// either reading allows), else unknown.
    static func answer(withPermit with: CurbAnswer, without: CurbAnswer) -> CurbAnswer {
        guard agree(with, without) else {
            var unknown = without
            unknown.verdict = .unknown
            unknown.parkUntil = nil
            unknown.parkUntilCause = nil
            unknown.explanation =
                "Unknown: a regulation here is for permit holders without saying which permit, and the "
                + "answer depends on whether yours is one (with it: \(verdictWords(with)); without it: "
                + "\(verdictWords(without)))."
            unknown.permitIsInDoubt = true
            return unknown
        }
        guard with.parkUntil != without.parkUntil || with.parkingStarts != without.parkingStarts else { return without }
        var stricter = isStricter(with, than: without) ? with : without
        stricter.permitIsInDoubt = true
        return stricter
    }

    /// Of two answers that let the driver do the same (``agree(_:_:)``), whether `one` allows
    /// strictly less than `other`: its stay ends sooner, or, where both say no, parking starts
    /// later (or never within the search). The answer never more permissive than either.
    static func isStricter(_ one: CurbAnswer, than other: CurbAnswer) -> Bool {
        if one.verdict == .no {
            return (one.parkingStarts ?? .distantFuture) > (other.parkingStarts ?? .distantFuture)
        }
        return (one.parkUntil ?? .distantFuture) < (other.parkUntil ?? .distantFuture)
    }

    /// The regulations of the features covering a spot.
    func regulations(at spot: CurbSpot) -> [CurbRegulationQuote] {
        var quotes: [CurbRegulationQuote] = []
        for position in featuresByReference[spot.place.referenceID] ?? [] {
            let feature = feed.features[position]
            guard feature.location.side == spot.place.side || feature.location.side == .unknown,
                feature.location.start - 0.01 <= spot.place.position,
                spot.place.position <= feature.location.end + 0.01
            else { continue }
            for regulation in feature.regulations {
                quotes.append(
                    CurbRegulationQuote(
                        featureIndex: feature.index, featureID: feature.id, location: feature.location,
                        regulation: regulation))
            }
        }
        return quotes
    }
}
