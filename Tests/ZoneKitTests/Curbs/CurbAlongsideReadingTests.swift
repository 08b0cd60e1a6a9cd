import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// The stay's end read term by term (``CurbStaySearch/alongsideTerms()``) against the
/// general search, on generated curbs whose regulations all apply alongside each other, as San
/// Francisco's are mapped: prohibitions, meters, limits with their permit and placard holders'
/// exemptions, curbs reserved for a class, the 72-hour rule; windows on weekdays, weeks of the
/// month, overnight, except holidays.
@Suite struct CurbAlongsideReadingTests {
    /// One generated curb and question.
    private struct Case {
        var candidates: [CurbRegulationQuote]
        var user: CurbUser
        var arrival: Date
    }

    private static let place = CurbPlace(
        referenceID: "r", side: .right, position: 0, distance: 5, streetName: nil, lineDirection: nil)

    private static let permitA = CurbUserClass("permit", subclasses: ["A"])
    private static let placard = CurbUserClass("handicap")

    @Test func theTermsGiveTheGeneralSearchsEnd() {
        var random = SeededGenerator(seed: 37)
        var taken = 0
        var causes: [String: Int] = [:]
        for number in 0..<4_000 {
            let question = Self.generated(&random)
            var general = CurbStaySearch(
                calendar: .sanFrancisco, candidates: question.candidates, user: question.user)
            general.readsAlongside = false
            var alongside = general
            alongside.readsAlongside = true
            let expected = general.answer(arrival: question.arrival, place: Self.place)
            let answer = alongside.answer(arrival: question.arrival, place: Self.place)
            if alongside.alongsideTerms() != nil, expected.verdict != .no {
                taken += 1
                switch expected.parkUntilCause {
                case .forbidden?: causes["forbidden", default: 0] += 1
                case .paymentStarts?: causes["payment", default: 0] += 1
                case .maximumStay(let quote)? where quote.regulation.countsMaxStayFromArrival:
                    causes["whole stay", default: 0] += 1
                case .maximumStay?: causes["limit", default: 0] += 1
                default: causes["other", default: 0] += 1
                }
            }
            #expect(answer.verdict == expected.verdict, "case \(number)")
            #expect(answer.parkUntil == expected.parkUntil, "case \(number): \(question.candidates)")
            #expect(answer.parkUntilCause == expected.parkUntilCause, "case \(number)")
            #expect(answer.explanation == expected.explanation, "case \(number)")
        }
        // The reading is taken for most questions, and their stays end in every way it reads.
        #expect(taken > 2_500, "taken \(taken)")
        for cause in ["forbidden", "payment", "whole stay", "limit"] {
            #expect(causes[cause, default: 0] > 100, "\(cause): \(causes)")
        }
    }

    /// A curb the reading must leave to the general search: a free permission ranked above the
    /// meter hides it there.
    @Test func aFreePermissionAboveAPaidOneIsLeftToTheGeneralSearch() throws {
        let hours = CurbTimeSpan(
            daysOfWeek: .mondayToSaturday, timesOfDay: [CurbTimeOfDay(startMinute: 540, endMinute: 1080)])
        var free = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 1), timeSpans: [hours])
        var paid = CurbRegulation(
            activity: .parking, priority: CurbPriority(rank: 2), timeSpans: [hours],
            payment: CurbPayment(isRequired: true))
        free.appliesAlongsideOthers = true
        paid.appliesAlongsideOthers = true
        let search = CurbStaySearch(
            calendar: .sanFrancisco, candidates: [Self.quote(free, 0), Self.quote(paid, 1)],
            user: .privateCar)
        #expect(search.alongsideTerms() == nil)
        paid.priority = CurbPriority(rank: 1)
        let same = CurbStaySearch(
            calendar: .sanFrancisco, candidates: [Self.quote(free, 0), Self.quote(paid, 1)],
            user: .privateCar)
        #expect(same.alongsideTerms() != nil)
    }

    // MARK: - Generating

    private static func quote(_ regulation: CurbRegulation, _ index: Int) -> CurbRegulationQuote {
        CurbRegulationQuote(
            featureIndex: index, featureID: nil,
            location: CurbLocation(referenceID: "r", side: .right, start: 0, end: 100), regulation: regulation)
    }

    private static func generated(_ random: inout SeededGenerator) -> Case {
        var regulations: [CurbRegulation] = []
        func add(_ regulation: CurbRegulation) {
            var regulation = regulation
            regulation.appliesAlongsideOthers = true
            regulation.position = regulations.count
            regulations.append(regulation)
        }
        // Prohibitions (street sweeping, tow-away, no parking), rank 0.
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            add(
                CurbRegulation(
                    activity: Bool.random(using: &random) ? .noParking : .noStopping,
                    priority: CurbPriority(rank: 0), timeSpans: [span(&random)]))
        }
        // A curb reserved for government vehicles, rank 0.
        if Int.random(in: 0..<6, using: &random) == 0 {
            add(
                CurbRegulation(
                    activity: .parking, priority: CurbPriority(rank: 0),
                    users: CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("government")])]),
                    timeSpans: [span(&random)]))
        }
        // A meter, rank 1: paid by everyone but placard holders, who park free.
        if Bool.random(using: &random) {
            let hours = [span(&random)]
            add(
                CurbRegulation(
                    activity: .parking, priority: CurbPriority(rank: 1), users: CurbUsers(exceptClasses: [placard]),
                    timeSpans: hours, payment: CurbPayment(isRequired: true)))
            add(
                CurbRegulation(
                    activity: .parking, priority: CurbPriority(rank: 1),
                    users: CurbUsers(alternatives: [CurbUserRequirement(allOf: [placard])]), timeSpans: hours))
        }
        // Posted limits, rank 2, area A's permit and placards exempt.
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let hours = [span(&random)]
            var limit = CurbRegulation(
                activity: .parking, priority: CurbPriority(rank: 2),
                maxStay: 60 * 30 * Int.random(in: 1...8, using: &random),
                users: CurbUsers(exceptClasses: [permitA, placard]), timeSpans: hours)
            limit.countsMaxStayAcrossWindows = true
            limit.countsMaxStayBesideWinner = true
            add(limit)
            for holder in [permitA, placard] {
                add(
                    CurbRegulation(
                        activity: .parking, priority: CurbPriority(rank: 2),
                        users: CurbUsers(alternatives: [CurbUserRequirement(allOf: [holder])]), timeSpans: hours))
            }
        }
        // The 72-hour rule, rank 3.
        var citywide = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 3), maxStay: 72 * 3600)
        citywide.countsMaxStayFromArrival = true
        add(citywide)
        let users = [
            CurbUser.privateCar, CurbUser(askingAs: [], permits: ["A"], hasPlacard: false),
            CurbUser(askingAs: [], permits: [], hasPlacard: true), CurbUser(classes: ["government"]),
        ]
        // One question in eight arrives on the nights the clocks change (or the day before), at
        // any quarter hour of either pass through the repeated hour.
        let arrival: Date
        if Int.random(in: 0..<8, using: &random) == 0 {
            let night = [CivilDate(year: 2026, month: 3, day: 8), CivilDate(year: 2026, month: 11, day: 1)]
            let day = night[Int.random(in: 0..<2, using: &random)].adding(days: -Int.random(in: 0...1, using: &random))
            arrival = PacificTime.startOfDay(day).addingTimeInterval(
                Double(900 * Int.random(in: 0..<96, using: &random)))
        } else {
            let day = CivilDate(year: 2026, month: 1, day: 1).adding(days: Int.random(in: 0..<365, using: &random))
            arrival = PacificTime.date(
                for: LocalDateTime(date: day, minuteOfDay: 15 * Int.random(in: 0..<96, using: &random)))
        }
        return Case(
            candidates: regulations.enumerated().map { quote($1, $0) },
            user: users[Int.random(in: 0..<users.count, using: &random)],
            arrival: arrival)
    }

    /// A window as San Francisco's rows give them: weekdays, sometimes weeks of the month, hours
    /// (overnight a fifth of the time), suspended on holidays or not.
    private static func span(_ random: inout SeededGenerator) -> CurbTimeSpan {
        let days = WeekdaySet(rawValue: UInt8.random(in: 1...127, using: &random))
        let weeks: [CurbMonthOccurrence] =
            Int.random(in: 0..<4, using: &random) == 0 ? [.nth(Int.random(in: 1...5, using: &random))] : []
        let start = 30 * Int.random(in: 0..<48, using: &random)
        let length = 30 * Int.random(in: 1...24, using: &random)
        let overnight = Int.random(in: 0..<5, using: &random) == 0
        let end = overnight ? (start + length) % 1440 : min(1440, start + length)
        let times =
            Int.random(in: 0..<6, using: &random) == 0 ? [] : [CurbTimeOfDay(startMinute: start, endMinute: end)]
        let periods =
            Bool.random(using: &random)
            ? [CurbDesignatedPeriod(name: "holidays", application: .exceptDuring)] : []
        return CurbTimeSpan(
            daysOfWeek: days == .everyDay ? nil : days, occurrencesInMonth: weeks, timesOfDay: times,
            designatedPeriods: periods)
    }
}
