import Foundation

/// The answer to "standing here, arriving then, being who I am, may I park, and until when?"
/// from a curb feed: the same shape for every city and standard.
public struct CurbAnswer: Hashable, Sendable {
    /// The short answer: `yes`, `no`, `conditionally` (pay first; or only while loading), `unknown`.
    public var verdict: ParkingVerdict
    /// One short sentence saying why: the verdict, the deciding feature, what ends the stay and
    /// when (``binding`` holds the regulation itself).
    public var explanation: String
    /// When the person must act: the first instant a winning regulation forbids them, their
    /// maximum stay runs out, or paid parking starts while they park free, whichever comes first; `nil` when the verdict is not yes or
    /// conditionally, or when nothing ends the stay within ``CurbInterpreter/searchDays`` days.
    public var parkUntil: Date?
    /// When the verdict is `no`, the first instant within ``CurbInterpreter/searchDays`` days at
    /// which the person may park there (paying or free); `nil` when none is, or the reader cannot
    /// tell (an unknown calendar or activity comes first), or the verdict is not `no`.
    package var parkingStarts: Date? = nil
    /// What ends the stay at ``parkUntil``.
    package var parkUntilCause: CurbStayEnd?
    /// The regulation that decides the verdict at arrival, as the feed writes it; `nil` when no
    /// regulation is in force at the spot (or there is no spot).
    package var binding: CurbRegulationQuote?
    /// The other regulations in force at the spot at arrival, which lost on priority (or were
    /// for other users), best first.
    package var losing: [CurbRegulationQuote]
    /// For whom the curb is reserved when the verdict is `no` because it is theirs only.
    package var reservedFor: [CurbUserClass]
    /// Where the point was placed on the curb; `nil` when no street of the feed is within reach.
    package var curb: CurbPlace?
    /// Designated periods (`holidays`) whose calendar is unknown and on which the verdict, or
    /// the end of the stay, depends.
    public var undecidedPeriods: [String]
    /// When the point is not at a street of the feed (``curb`` is `nil`): the nearest curbs within
    /// ``CurbInterpreter/nearbyReach``, nearest first, each with its own answer; otherwise empty.
    package var nearbyCurbs: [CurbNearbyCurb] = []
    /// When the point was nearer the centreline than its accuracy, so that both sides were asked;
    /// `nil` otherwise.
    var sideUncertainty: CurbSideUncertainty? = nil
    /// Whether the answer depends on whether the person's permit is one a regulation naming no
    /// permit takes (``CurbInterpreter/answer(withPermit:without:)``): unknown where the verdict
    /// does, else the stricter of both readings.
    var permitIsInDoubt = false
    /// Whether the point is not at a street and the answer is the one the curbs within its
    /// accuracy agree on (the sooner end of their stays): ``nearbyCurbs`` lists them.
    package var isFromNearbyCurbs = false

    /// The priority that made ``binding`` win.
    var winningPriority: CurbPriority? { binding?.regulation.priority }

    /// The regulations the answer rests on (the binding one, the one that ends the stay) that are
    /// paid only because the feed lists fees without a payment flag.
    package var paymentsReadFromFees: [CurbRegulationQuote] {
        var quotes: [CurbRegulationQuote] = []
        for quote in [binding, parkUntilCause?.regulation].compactMap(\.self)
        where quote.regulation.payment?.isReadFromFees == true && !quotes.contains(quote) {
            quotes.append(quote)
        }
        return quotes
    }
}

/// Why a curb answer asked both sides of the street: the point's distance from the centreline was
/// within its accuracy.
package struct CurbSideUncertainty: Hashable, Sendable {
    /// The point's distance from the centreline, in metres.
    package var distance: Double
    /// The accuracy given for the point, in metres.
    package var accuracy: Double
    /// The side whose stay ends sooner and is the one answered (`north side`); `nil` when both
    /// sides' stays end together, or the verdicts differ.
    var soonerSide: String?
}

/// What ends a stay.
package enum CurbStayEnd: Hashable, Sendable {
    /// A regulation that forbids the person comes into force (or wins) then.
    case forbidden(CurbRegulationQuote)
    /// The maximum stay of this regulation runs out then.
    case maximumStay(CurbRegulationQuote)
    /// From then on the answer depends on a designated period whose calendar is unknown.
    case undecided(periods: [String])
    /// From then on only loading or unloading is allowed there (this regulation wins), so a parked
    /// car must go.
    case loadingOnly(CurbRegulationQuote)
    /// From then on a regulation with an activity the interpreter does not know is in force.
    case notUnderstood(CurbRegulationQuote)
    /// Paid parking (this regulation) starts then while the car was parked free: the driver must
    /// pay from then, or move.
    case paymentStarts(CurbRegulationQuote)

    /// The regulation that ends the stay; `nil` when an unknown calendar does.
    package var regulation: CurbRegulationQuote? {
        switch self {
        case .forbidden(let quote), .maximumStay(let quote), .loadingOnly(let quote), .notUnderstood(let quote),
            .paymentStarts(let quote):
            quote
        case .undecided: nil
        }
    }
}

/// A regulation quoted from the feed, with the feature that carries it.
package struct CurbRegulationQuote: Hashable, Sendable, CustomStringConvertible {
    /// The feature's index in the feed.
    package var featureIndex: Int
    /// The feature's id, when the feed gives one.
    package var featureID: String?
    /// The street reference and side of the feature.
    package var location: CurbLocation
    /// The regulation as read.
    package var regulation: CurbRegulation

    /// What the regulation permits or forbids (`no standing`).
    package var activity: CurbActivity { regulation.activity }
    /// Where the regulation ranks against overlapping ones (lower wins).
    package var priority: CurbPriority { regulation.priority }
    /// The longest stay the regulation allows, in seconds; `nil` for no limit.
    package var maxStay: Int? { regulation.maxStay }

    /// Creates a quote.
    package init(featureIndex: Int, featureID: String?, location: CurbLocation, regulation: CurbRegulation) {
        self.featureIndex = featureIndex
        self.featureID = featureID
        self.location = location
        self.regulation = regulation
    }

    /// `feature 12, regulation 0: "no standing" for everyone, at all times, max stay 30 min, priority 0 ("no standing")`.
    package var description: String {
        let feature = featureID.map { "feature \(featureIndex) (id \"\($0)\")" } ?? "feature \(featureIndex)"
        var text = "\(feature), regulation \(regulation.position): \"\(regulation.activity)\""
        text += " " + regulation.users.phrase
        text += ", " + regulation.whenPhrase
        if let maxStay = regulation.maxStay { text += ", max stay \(maxStay / 60) min" }
        if let payment = regulation.payment, payment.isRequired {
            text += payment.isReadFromFees ? ", paid (fees without a payment flag)" : ", paid"
        }
        text += ", \(regulation.priority)"
        return text
    }
}

/// Where a point lies on a feed's curbs.
package struct CurbPlace: Hashable, Sendable {
    /// The street reference of the nearest centreline.
    package var referenceID: String
    /// The side of it the point is on (`CurbLineSide/unknown` when on the line itself).
    package var side: CurbLineSide
    /// The point's position along the reference, in metres.
    package var position: Double
    /// The distance from the point to the centreline, in metres.
    package var distance: Double
    /// The street's name, when the feed gives one.
    package var streetName: String?
    /// Which way the reference's line runs at the point, to the nearest compass point; `nil` where
    /// the line has no length there. With ``side`` it says where the curb is without the feed's ids.
    var lineDirection: CompassDirection? = nil
}

extension CurbUsers {
    /// `for everyone`, `for taxi`, `for transit (bus) or taxi`.
    var phrase: String {
        if isEveryone { return "for everyone" }
        var text =
            "for "
            + alternatives.map { $0.allOf.map(\.description).joined(separator: " + ") }
            .joined(separator: " or ")
        if alternatives.isEmpty { text = "for everyone" }
        if !purposes.isEmpty { text += " (purposes: \(purposes.joined(separator: ", ")))" }
        if !exceptClasses.isEmpty { text += " except \(exceptClasses.map(\.description).joined(separator: ", "))" }
        return text
    }
}

extension CurbRegulation {
    /// `at all times`, `Mon–Sat 08:00–19:00 except during holidays; Sun 13:00–19:00 …`.
    var whenPhrase: String {
        if timeSpans.isEmpty { return "at all times" }
        return timeSpans.map(\.phrase).joined(separator: "; ")
    }
}

extension CurbTimeSpan {
    var phrase: String {
        var parts: [String] = []
        if !effectiveDates.isEmpty { parts.append(effectiveDates.map(\.description).joined(separator: ", ")) }
        if !months.isEmpty { parts.append("months \(months.map(String.init).joined(separator: ", "))") }
        if let daysOfWeek { parts.append(daysOfWeek.description) }
        if !occurrencesInMonth.isEmpty {
            parts.append("(\(occurrencesInMonth.map(\.description).joined(separator: ", ")) of the month)")
        }
        if !weeksOfMonth.isEmpty { parts.append("weeks \(weeksOfMonth.map(String.init).joined(separator: ", "))") }
        if !daysOfMonth.isEmpty { parts.append("days \(daysOfMonth.map(\.description).joined(separator: ", "))") }
        if !timesOfDay.isEmpty { parts.append(timesOfDay.map(\.description).joined(separator: ", ")) }
        parts += designatedPeriods.map(\.description)
        return parts.isEmpty ? "at all times" : parts.joined(separator: " ")
    }
}
