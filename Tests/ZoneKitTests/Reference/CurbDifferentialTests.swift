import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// The curb interpreter against the reference reading (``CurbReference``) on generated curbs:
/// seeded regulations using every time-span feature (days of week, occurrences incl. `last`, days
/// of month, months, both kinds of `effectiveDates`, times incl. overnight and the end of the day,
/// designated periods only/except), priority ties, maximum stays, payment, user classes with
/// subclasses and `except`, arrivals around clock changes in two time zones. A disagreement is
/// shrunk to a small curb and printed with the question and both answers.
@Suite struct CurbDifferentialTests {
    /// How far both are compared: the reference walks this many minutes.
    static let horizonMinutes = 2 * 24 * 60

    /// One generated question: the regulations on one curb, the arrival, the person, the zone.
    struct Case: CustomStringConvertible {
        var regulations: [CurbRegulation]
        var arrival: Date
        var user: CurbUser
        var zone: TimeZoneRules
        var holidays: CurbHolidayCalendar

        var description: String {
            let local = zone.localDateTime(for: arrival)
            var lines = [
                "arrival \(local) \(zone.identifier) (\(arrival)), user classes \(user.classes.sorted()) "
                    + "subclasses \(user.subclasses.sorted())"
            ]
            for (index, regulation) in regulations.enumerated() {
                let quote = CurbRegulationQuote(
                    featureIndex: index, featureID: nil,
                    location: CurbLocation(referenceID: "r", side: .right, start: 0, end: 46.8), regulation: regulation)
                lines.append("  \(quote)")
            }
            return lines.joined(separator: "\n")
        }
    }

    // MARK: - Generating

    /// The curb's centreline: 46.8 m west to east.
    static func line() throws -> LineString {
        try LineString(coordinates: [
            Coordinate(latitude: 45.52, longitude: -122.68), Coordinate(latitude: 45.52, longitude: -122.6794),
        ])
    }
    /// On the right (south) side of the line, in the middle.
    static let point = Coordinate(latitude: 45.51995, longitude: -122.6797)

    static let zones = ["America/Los_Angeles", "America/New_York"].compactMap(TimeZoneRules.init(identifier:))

    /// The holidays the generated curbs' designated periods refer to (2026 and 2027 known).
    static let holidays = CurbHolidayCalendar(periods: [
        "holidays": .known(
            [
                CivilDate(year: 2026, month: 1, day: 1), CivilDate(year: 2026, month: 3, day: 8),
                CivilDate(year: 2026, month: 5, day: 25), CivilDate(year: 2026, month: 7, day: 4),
                CivilDate(year: 2026, month: 11, day: 1), CivilDate(year: 2026, month: 11, day: 26),
                CivilDate(year: 2026, month: 12, day: 25), CivilDate(year: 2026, month: 12, day: 31),
                CivilDate(year: 2027, month: 1, day: 1),
            ], years: 2025...2028)
    ])

    /// A case; `aroundClockChanges`, one whose times of day start and end around the clocks'
    /// changes and whose arrival is in the hours before or through one.
    static func generate(_ generator: inout SeededGenerator, aroundClockChanges: Bool = false) -> Case {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &generator)] }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        func minute() -> Int {
            aroundClockChanges
                ? pick([0, 30, 60, 90, 120, 150, 180, 23 * 60])
                : pick([0, 7 * 60, 8 * 60, 9 * 60, 12 * 60, 16 * 60, 18 * 60, 22 * 60, 23 * 60, 2 * 60, 90, 60])
        }

        func span() -> CurbTimeSpan {
            var span = CurbTimeSpan()
            if chance(60) {
                var days = WeekdaySet()
                for day in Weekday.allCases where chance(55) { days.insert(WeekdaySet(day)) }
                span.daysOfWeek = days
                if chance(25) {
                    span.occurrencesInMonth = [pick([.nth(1), .nth(2), .nth(3), .nth(4), .nth(5), .last])]
                }
            }
            if chance(12) { span.daysOfMonth = [pick([.day(1), .day(15), .day(28), .day(31), .odd, .even, .last])] }
            if chance(12) { span.months = [pick([1, 3, 6, 11, 12]), pick([2, 4, 11])] }
            if chance(15) {
                if chance(50) {
                    let from = CivilDate(year: 2026, month: pick([1, 3, 10, 11]), day: pick([1, 8, 23, 28]))
                    span.effectiveDates = [.dates(from: from, to: from.adding(days: pick([0, 1, 6, 30, 45])))]
                } else {
                    if let from = CurbMonthDay(month: pick([1, 4, 11, 12]), day: pick([1, 15, 30])),
                        let to = CurbMonthDay(month: pick([1, 3, 11, 12]), day: pick([1, 25, 28]))
                    {
                        span.effectiveDates = [.yearly(from: from, to: to)]
                    }
                }
            }
            if chance(75) {
                for _ in 0..<(chance(25) ? 2 : 1) {
                    let start = minute()
                    var end = pick([start + 60, start + 120, start + 8 * 60, 1440, 6 * 60, 9 * 60, 13 * 60])
                    if end > 1440 { end -= 1440 }
                    if end == start { end = (start + 60) % 1440 }
                    span.timesOfDay.append(CurbTimeOfDay(startMinute: start, endMinute: end))
                }
            }
            if chance(15) {
                span.designatedPeriods = [
                    CurbDesignatedPeriod(name: "holidays", application: chance(50) ? .onlyDuring : .exceptDuring)
                ]
            }
            return span
        }

        func users() -> CurbUsers {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...4: return .everyone
            case 5:
                return CurbUsers(alternatives: [
                    CurbUserRequirement(allOf: [CurbUserClass("permit", subclasses: ["a"])])
                ])
            case 6: return CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("permit")])])
            case 7: return CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("commercial")])])
            case 8: return CurbUsers(exceptClasses: [CurbUserClass("permit", subclasses: ["a"])])
            default: return CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("handicap")])])
            }
        }

        var regulations: [CurbRegulation] = []
        for position in 0..<Int.random(in: 1...4, using: &generator) {
            let activity: CurbActivity = pick([
                .parking, .parking, .parking, .noParking, .noStanding, .loading, .standing, .noLoading,
                .other("restricted"),
            ])
            let spans = chance(15) ? [] : (0..<(chance(25) ? 2 : 1)).map { _ in span() }
            regulations.append(
                CurbRegulation(
                    activity: activity, priority: CurbPriority(rank: Int.random(in: 0...2, using: &generator)),
                    maxStay: chance(40) ? pick([15, 30, 60, 120, 240, 600]) * 60 : nil, users: users(),
                    timeSpans: spans, payment: activity == .parking && chance(40) ? CurbPayment(isRequired: true) : nil,
                    position: position))
        }
        let zone = pick(zones)
        // Arrivals all year, with a share around the clock changes, month ends and holidays.
        let day: CivilDate
        if chance(30) {
            day = pick([
                CivilDate(year: 2026, month: 3, day: 7), CivilDate(year: 2026, month: 3, day: 8),
                CivilDate(year: 2026, month: 10, day: 31), CivilDate(year: 2026, month: 11, day: 1),
                CivilDate(year: 2026, month: 1, day: 31), CivilDate(year: 2026, month: 11, day: 30),
                CivilDate(year: 2026, month: 12, day: 31), CivilDate(year: 2026, month: 11, day: 25),
            ])
        } else {
            day = CivilDate(year: 2026, month: 1, day: 1).adding(days: Int.random(in: 0..<365, using: &generator))
        }
        var arrival = zone.date(
            for: LocalDateTime(date: day, minuteOfDay: Int.random(in: 0..<96, using: &generator) * 15))
        if aroundClockChanges {
            // From 10 PM the night before to 4 AM on the day the clocks change, by quarter hours
            // of absolute time (both passes through the repeated hour).
            let change = pick([CivilDate(year: 2026, month: 3, day: 8), CivilDate(year: 2026, month: 11, day: 1)])
            let evening = zone.date(for: LocalDateTime(date: change.adding(days: -1), minuteOfDay: 22 * 60))
            arrival = evening.addingTimeInterval(Double(Int.random(in: 0..<24, using: &generator) * 900))
        }
        let user: CurbUser =
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: CurbUser(vehicle: nil, permits: ["A"])
            case 1: CurbUser(vehicle: nil, permits: ["B"])
            case 2: CurbUser(vehicle: "commercial")
            case 3: CurbUser(vehicle: nil, hasDisabledPlacard: true)
            case 4: CurbUser(classes: ["permit"])
            default: .privateCar
            }
        return Case(regulations: regulations, arrival: arrival, user: user, zone: zone, holidays: holidays)
    }

    // MARK: - Comparing

    /// The interpreter's answer and the reference's, or `nil` when they agree within the horizon.
    static func disagreement(
        _ testCase: Case
    ) throws -> (interpreter: CurbReference.Answer, reference: CurbReference.Answer)? {
        let feature = CurbFeature(
            index: 0, geometry: try line(), location: CurbLocation(referenceID: "r", side: .right, start: 0, end: 46.8),
            regulations: testCase.regulations)
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: testCase.zone.identifier, currency: "USD", sourceFormat: .curbLR, sourceVersion: "1.1.0"
        )
        let interpreter = CurbInterpreter(
            feed: CurbFeed(metadata: metadata, features: [feature]), timeZone: testCase.zone,
            holidays: testCase.holidays)
        let real = interpreter.answer(at: point, arrival: testCase.arrival, user: testCase.user)
        let reference = CurbReference(
            regulations: testCase.regulations, timeZone: testCase.zone, holidays: testCase.holidays, user: testCase.user
        ).answer(arrival: testCase.arrival, horizonMinutes: horizonMinutes)
        let horizon = testCase.arrival.addingTimeInterval(Double(horizonMinutes * 60))
        var until = real.parkUntil
        if real.verdict == .no { until = real.parkingStarts }
        if real.verdict == .unknown { until = nil }
        // Beyond the reference's horizon, both say only "not within it".
        if let end = until, end > horizon { until = nil }
        let ours = CurbReference.Answer(verdict: real.verdict, until: until)
        return ours == reference ? nil : (ours, reference)
    }

    /// A smaller case that still disagrees: regulations, spans and clauses taken away one at a time.
    static func shrink(_ testCase: Case) throws -> Case {
        var best = testCase
        var changed = true
        while changed {
            changed = false
            var candidates: [Case] = []
            for index in best.regulations.indices where best.regulations.count > 1 {
                var smaller = best
                smaller.regulations.remove(at: index)
                candidates.append(smaller)
            }
            for index in best.regulations.indices {
                for spanIndex in best.regulations[index].timeSpans.indices {
                    var smaller = best
                    smaller.regulations[index].timeSpans.remove(at: spanIndex)
                    candidates.append(smaller)
                    let span = best.regulations[index].timeSpans[spanIndex]
                    var clauses: [CurbTimeSpan] = []
                    var without = span
                    if span.daysOfWeek != nil { without.daysOfWeek = nil; clauses.append(without); without = span }
                    if !span.occurrencesInMonth.isEmpty {
                        without.occurrencesInMonth = []; clauses.append(without); without = span
                    }
                    if !span.daysOfMonth.isEmpty { without.daysOfMonth = []; clauses.append(without); without = span }
                    if !span.months.isEmpty { without.months = []; clauses.append(without); without = span }
                    if !span.effectiveDates.isEmpty {
                        without.effectiveDates = []; clauses.append(without); without = span
                    }
                    if !span.timesOfDay.isEmpty { without.timesOfDay = []; clauses.append(without); without = span }
                    if !span.designatedPeriods.isEmpty { without.designatedPeriods = []; clauses.append(without) }
                    for clause in clauses {
                        var smaller = best
                        smaller.regulations[index].timeSpans[spanIndex] = clause
                        candidates.append(smaller)
                    }
                }
                if best.regulations[index].maxStay != nil {
                    var smaller = best
                    smaller.regulations[index].maxStay = nil
                    candidates.append(smaller)
                }
            }
            if let smaller = try candidates.first(where: { try disagreement($0) != nil }) {
                best = smaller
                changed = true
            }
        }
        return best
    }

    /// Runs `count` seeded cases; returns how many agreed and the first disagreement, shrunk.
    static func run(count: Int, seed: UInt64, aroundClockChanges: Bool = false) throws -> (
        agreed: Int, failure: String?
    ) {
        var generator = SeededGenerator(seed: seed)
        var agreed = 0
        for number in 0..<count {
            let testCase = generate(&generator, aroundClockChanges: aroundClockChanges)
            guard try disagreement(testCase) != nil else {
                agreed += 1
                continue
            }
            let small = try shrink(testCase)
            let answers = try disagreement(small)
            return (
                agreed,
                "case \(number) of seed \(seed) disagrees, shrunk to:\n\(small)\n"
                    + "interpreter: \(answers.map { "\($0.interpreter)" } ?? "?")\n"
                    + "reference:   \(answers.map { "\($0.reference)" } ?? "?")"
            )
        }
        return (agreed, nil)
    }

    /// A few thousand cases in every run of the suite (a longer run: `CURB_DIFFERENTIAL_CASES`).
    @Test func theInterpreterReadsCurbsAsTheReferenceDoes() throws {
        let count = ProcessInfo.processInfo.environment["CURB_DIFFERENTIAL_CASES"].flatMap(Int.init) ?? 3_000
        let seed = ProcessInfo.processInfo.environment["CURB_DIFFERENTIAL_SEED"].flatMap(UInt64.init) ?? 41
        try #require(Self.zones.count == 2, "both time zones are in the table")
        let outcome = try Self.run(count: count, seed: seed)
        #expect(outcome.failure == nil, Comment(rawValue: outcome.failure ?? ""))
        #expect(outcome.agreed == count || outcome.failure != nil)
    }

    /// Around the clocks' changes, where a range is read by its occurrence (docs/TIME.md): ranges
    /// starting and ending at the changes' hours, arrivals the night before and through the
    /// repeated hour.
    @Test func aroundTheClockChangesTheInterpreterReadsCurbsAsTheReferenceDoes() throws {
        let count = ProcessInfo.processInfo.environment["CURB_DIFFERENTIAL_CASES"].flatMap(Int.init) ?? 1_500
        let outcome = try Self.run(count: count, seed: 43, aroundClockChanges: true)
        #expect(outcome.failure == nil, Comment(rawValue: outcome.failure ?? ""))
    }

    /// The generator reaches what it should: every verdict, stays ended by the reference within
    /// the horizon, and each feature of a time span (so that agreement is not vacuous).
    @Test func theGeneratedCasesCoverTheStandard() {
        var generator = SeededGenerator(seed: 41)
        var verdicts: Set<ParkingVerdict> = []
        var ended = 0
        var overnight = 0
        var last = 0
        var except = 0
        var yearly = 0
        for _ in 0..<600 {
            let testCase = Self.generate(&generator)
            let answer = CurbReference(
                regulations: testCase.regulations, timeZone: testCase.zone, holidays: testCase.holidays,
                user: testCase.user
            ).answer(arrival: testCase.arrival, horizonMinutes: Self.horizonMinutes)
            verdicts.insert(answer.verdict)
            if answer.until != nil { ended += 1 }
            let spans = testCase.regulations.flatMap(\.timeSpans)
            if spans.contains(where: { $0.timesOfDay.contains(where: \.isOvernight) && $0.daysOfWeek != nil }) {
                overnight += 1
            }
            if spans.contains(where: { $0.occurrencesInMonth.contains(.last) }) { last += 1 }
            if testCase.regulations.contains(where: { !$0.users.exceptClasses.isEmpty }) { except += 1 }
            if spans.contains(where: { if case .yearly = $0.effectiveDates.first { true } else { false } }) {
                yearly += 1
            }
        }
        #expect(verdicts == Set(ParkingVerdict.allCases))
        let counts = "ended \(ended), overnight \(overnight), last \(last), except \(except), yearly \(yearly)"
        #expect(ended > 150 && overnight > 30 && last > 10 && except > 30 && yearly > 10, Comment(rawValue: counts))
    }
}
