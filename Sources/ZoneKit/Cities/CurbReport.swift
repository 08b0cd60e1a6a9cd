import Foundation

/// A city's answer from its curb feed, with what it was asked: the same question as
/// ``ParkingReport`` (place, arrival, who) answered by ``CurbInterpreter`` on the feed, in the
/// feed's time zone.
package struct CurbReport: Sendable {
    /// The city answered from; `nil` for a feed given with `--data FEED`.
    package var city: City?
    /// The feed's name as the user knows it: the city's name, or the path given.
    package var source: String
    /// The point asked about.
    package var location: Coordinate
    /// The arrival.
    package var arrival: Date
    /// How a wall-clock arrival that named no single instant was resolved.
    package var arrivalAdjustment: ArrivalAdjustment?
    /// Who asks (vehicle kind and other user classes).
    package var user: CurbUser
    /// The feed's clock.
    package var timeZone: TimeZoneRules
    /// The feed's date (`2020-07-30`), when it has one.
    package var dataDate: String?
    /// The answer.
    package var answer: CurbAnswer

    /// Creates a report.
    package init(
        city: City?, source: String, location: Coordinate, arrival: Date, arrivalAdjustment: ArrivalAdjustment?,
        user: CurbUser, timeZone: TimeZoneRules, dataDate: String?, answer: CurbAnswer
    ) {
        self.city = city
        self.source = source
        self.location = location
        self.arrival = arrival
        self.arrivalAdjustment = arrivalAdjustment
        self.user = user
        self.timeZone = timeZone
        self.dataDate = dataDate
        self.answer = answer
    }

    /// The verdict.
    package var verdict: ParkingVerdict { answer.verdict }

    /// `"no standing" for everyone, at all times, max stay 30 min`: the binding regulation in the
    /// feed's words (activity, who, when, limits).
    package static func quote(_ regulation: CurbRegulation) -> String {
        var text = "\"\(regulation.activity)\" " + regulation.users.phrase + ", " + regulation.whenPhrase
        if let maxStay = regulation.maxStay { text += ", max stay \(PacificTime.duration(minutes: maxStay / 60))" }
        if let noReturn = regulation.noReturn {
            text += ", no return within \(PacificTime.duration(minutes: noReturn / 60))"
        }
        if let payment = regulation.payment, payment.isRequired {
            text += payment.isReadFromFees ? ", paid (the feed lists fees but no payment flag)" : ", paid"
        }
        return text
    }

    /// Why the stay ends at ``CurbAnswer/parkUntil``, in a driver's words (``CurbAnswer/parkUntilReason``).
    package var parkUntilReason: String? { answer.parkUntilReason }

    /// `feature 12` or `feature 12 (id "4402")`.
    package static func featureLabel(_ quote: CurbRegulationQuote) -> String {
        quote.featureID.map { "feature \(quote.featureIndex) (id \"\($0)\")" } ?? "feature \(quote.featureIndex)"
    }

    /// The warning an answer resting on `quote` gives when its payment is read from its fees alone
    /// (``CurbAnswer/paymentsReadFromFees``): `feature 0, regulation 0 lists fees in payment.rates
    /// but its rule does not set "payment": true; answered as paid parking`.
    package static func feesWithoutFlagWarning(_ quote: CurbRegulationQuote) -> String {
        "\(featureLabel(quote)), regulation \(quote.regulation.position) lists fees in payment.rates but its rule "
            + "does not set \"payment\": true; answered as paid parking"
    }

    /// A report with every member filled (a city, a curb, a binding regulation, a park-until), so
    /// that its JSON names every field a record may carry: what `--fields` accepts.
    package static let example: CurbReport = {
        let location = CurbLocation(referenceID: "r", side: .right, start: 0, end: 1)
        let regulation = CurbRegulation(
            activity: .parking, priority: CurbPriority(rank: 0, category: "c"), maxStay: 3600)
        let quote = CurbRegulationQuote(featureIndex: 0, featureID: "f", location: location, regulation: regulation)
        let answer = CurbAnswer(
            verdict: .yes, explanation: "", parkUntil: Date(timeIntervalSince1970: 3600),
            parkUntilCause: .maximumStay(quote), binding: quote, losing: [], reservedFor: [],
            curb: CurbPlace(referenceID: "r", side: .right, position: 0, distance: 0, streetName: nil),
            undecidedPeriods: [])
        let city = City(
            name: "", slug: "", timeZone: "America/Los_Angeles", timeZoneRule: "",
            bounds: BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 0, maxLatitude: 0), dataDate: "",
            authority: "", licence: "", attribution: "", sources: [], curbFormat: .curbLR)
        return CurbReport(
            city: city, source: "", location: Coordinate(latitude: 0, longitude: 0),
            arrival: Date(timeIntervalSince1970: 0), arrivalAdjustment: nil, user: .privateCar, timeZone: .losAngeles,
            dataDate: "", answer: answer)
    }()
}
