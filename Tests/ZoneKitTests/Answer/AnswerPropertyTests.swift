import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// Checks that hold for every answer, over seeded questions at the curb of the bundled data:
/// points along real block faces and centrelines with GPS noise, times across a year, permits and
/// placards. Examples pin one block at one time; these pin the answer layer wherever it is asked.
@Suite struct AnswerPropertyTests {
    static let data = BundledData.parkingData

    /// One seeded question.
    struct Question: CustomStringConvertible {
        let query: ParkingQuery
        var description: String {
            "\(query.location.latitude), \(query.location.longitude) at \(PacificTime.iso8601(query.arrival)) "
                + "permits \(query.permits) placard \(query.hasPlacard)"
        }
    }

    /// `count` questions: most on a regulation's line, some on a sweeping centreline's curb, a few
    /// displaced into the block, each with ~3 m of noise; any minute of 2026; no permit, the
    /// block's own area, another area, or two; a placard one time in five.
    static func questions(count: Int, seed: UInt64, data: ParkingData) throws -> [Question] {
        var generator = SeededGenerator(seed: seed)
        let curbs = data.curbs
        let areas = curbs.knownAreaCodes
        let start = try PacificTime.parse("2026-01-01T00:00")
        func noise(_ metres: Double) -> Double { Double.random(in: -metres...metres, using: &generator) }
        var result: [Question] = []
        for _ in 0..<count {
            let line: LineString
            var ownAreas: [String] = []
            if Int.random(in: 0..<4, using: &generator) == 0,
                let side = curbs.sweepingSides.randomElement(using: &generator)
            {
                line = side.line
            } else {
                let regulation = try #require(curbs.regulations.randomElement(using: &generator))
                line = try #require(regulation.lines.randomElement(using: &generator))
                ownAreas = regulation.permitAreas
            }
            let segment = Int.random(in: 0..<line.segmentCount, using: &generator)
            let a = line.coordinates[segment]
            let b = line.coordinates[segment + 1]
            let t = Double.random(in: 0...1, using: &generator)
            let spread = Int.random(in: 0..<10, using: &generator) == 0 ? 40.0 : 3.0
            let location = Coordinate(
                latitude: a.latitude + t * (b.latitude - a.latitude) + noise(spread) / 111_000,
                longitude: a.longitude + t * (b.longitude - a.longitude) + noise(spread) / 88_000)
            let arrival = start.addingTimeInterval(Double(Int.random(in: 0..<(365 * 24 * 60), using: &generator)) * 60)
            var permits: [String] = []
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: permits = []
            case 1: permits = ownAreas.first.map { [$0] } ?? []
            case 2: permits = areas.randomElement(using: &generator).map { [$0] } ?? []
            default: permits = Array(Set((ownAreas + [areas.randomElement(using: &generator) ?? "S"]).prefix(2)))
            }
            let placard = Int.random(in: 0..<5, using: &generator) == 0
            result.append(
                Question(
                    query: ParkingQuery(location: location, arrival: arrival, permits: permits, hasPlacard: placard)))
        }
        return result
    }

    static func answer(_ query: ParkingQuery, _ data: ParkingData) throws -> ParkingAnswer? {
        try data.answer(for: query).answer
    }

    /// Whether a rule the placard exempts from, or the permit `code` does, is in force at arrival.
    static func exemptRuleInForce(_ answer: ParkingAnswer, reason: (String) -> Bool) -> Bool {
        answer.rules.contains { rule in
            guard rule.isInForce, case .exempt(let why) = rule.binding else { return false }
            return reason(why)
        }
    }

    @Test func everyVerdictIsBackedByWhatTheRulesSayNow() throws {
        let data = try Self.data.get()
        var seen: [ParkingVerdict: Int] = [:]
        for question in try Self.questions(count: 1_500, seed: 16, data: data) {
            guard let answer = try Self.answer(question.query, data) else { continue }
            seen[answer.verdict, default: 0] += 1
            let arrival = question.query.arrival
            switch answer.verdict {
            case .yes:
                // Nothing forbids parking now, and the stay ends after arrival.
                #expect(answer.parkUntil.map { !$0.mustLeaveNow && $0.deadline > arrival } ?? true, "\(question)")
                #expect(answer.basis != .none, "\(question)")
            case .no:
                // A rule that binds the driver, on the car's side, forbids parking now.
                let deadline = try #require(answer.parkUntil, "\(question)")
                #expect(deadline.mustLeaveNow, "\(question)")
                #expect(!answer.rules[deadline.ruleIndex].sideIsUncertain, "\(question)")
                #expect(answer.rules[deadline.ruleIndex].binds, "\(question)")
            case .conditionally:
                // The condition binds now: a meter to pay in force, or a limit in force that only
                // the placard exempts the car from.
                let pays = answer.rules.contains { $0.kind == .payment && $0.binds && $0.isInForce }
                let placardLimit = Self.exemptRuleInForce(answer) { $0 == SFAnswerBuilder.placardReason }
                #expect(pays || placardLimit, "\(question): \(answer.verdictReason)")
                if answer.verdictReason.contains("placard") { #expect(placardLimit, "\(question)") }
                if answer.verdictReason.contains("meter") { #expect(pays, "\(question)") }
            case .unknown:
                // No curb, curbs that disagree, an unknown side with one side forbidding, or two
                // rows on the curb that cannot both hold (docs/CURB_PAIRS.md).
                let sideUnknown =
                    answer.side.side == nil && answer.parkUntil.map { $0.mustLeaveNow } == true
                    && answer.parkUntil.map { answer.rules[$0.ruleIndex].sideIsUncertain } == true
                let rowsDisagree = answer.warnings.contains { $0.code == "curb-rows-disagree" }
                #expect(
                    answer.basis == .none || sideUnknown || rowsDisagree, "\(question): \(answer.verdictReason)")
            }
            if answer.basis == .none {
                #expect(answer.verdict == .unknown && answer.parkUntil == nil, "\(question)")
            }
        }
        // The seeds reach every verdict, so none of the checks above is vacuous.
        #expect(Set(seen.keys) == Set(ParkingVerdict.allCases), "\(seen)")
    }

    /// Never more permissive than the curb: no rule that binds the driver and makes them act —
    /// leave (sweeping, tow-away, no parking) or start paying — comes into force before the
    /// answer's park-until without being the rule it names; and a conditional reason names that
    /// same deadline.
    @Test func noBindingRuleStartsBeforeParkUntilUnnamed() throws {
        let data = try Self.data.get()
        let acting: Set<AppliedRule.Kind> = [
            .payment, .streetSweeping, .noParking, .towAway, .noOvernightParking, .noOversizedVehicles, .governmentOnly,
        ]
        var checked = 0
        var paymentDeadlines = 0
        for question in try Self.questions(count: 4_000, seed: 36, data: data) {
            guard let answer = try Self.answer(question.query, data),
                answer.verdict == .yes || answer.verdict == .conditionally, let parkUntil = answer.parkUntil
            else { continue }
            checked += 1
            if parkUntil.paymentEnds != nil { paymentDeadlines += 1 }
            for rule in answer.rules where rule.binds && acting.contains(rule.kind) && !rule.isInForce {
                guard let start = rule.nextStart else { continue }
                #expect(
                    start >= parkUntil.deadline,
                    "\(question): \(rule.kind) binds from \(PacificTime.iso8601(start)), before park-until \(PacificTime.iso8601(parkUntil.deadline))"
                )
            }
            // A payment in force ends when its occurrence does; what comes after is a new start.
            if answer.verdict == .conditionally {
                let deadline = parkUntil.deadline
                let sameDay =
                    PacificTime.localDateTime(for: deadline).date
                    == PacificTime.localDateTime(for: answer.arrival).date
                let named = sameDay ? PacificTime.clockTime(deadline) : PacificTime.dayAndTime(deadline)
                #expect(answer.verdictReason.contains(named), "\(question): \(answer.verdictReason) vs \(named)")
            }
        }
        // Not vacuous: thousands of stays, and meters among what ends them.
        #expect(checked > 2_000 && paymentDeadlines > 50, "checked \(checked), ended by a meter \(paymentDeadlines)")
    }

    @Test func aPlacardOrPermitMattersOnlyWhenARuleItExemptsFromIsInForce() throws {
        let data = try Self.data.get()
        var mattered = (placard: 0, permit: 0)
        for question in try Self.questions(count: 1_000, seed: 17, data: data) {
            guard let answer = try Self.answer(question.query, data) else { continue }
            var bare = question.query
            bare.hasPlacard = false
            bare.permits = []
            guard let without = try Self.answer(bare, data) else { continue }
            if question.query.hasPlacard, question.query.permits.isEmpty, answer.verdict != without.verdict {
                mattered.placard += 1
                #expect(
                    Self.exemptRuleInForce(answer) { $0 == SFAnswerBuilder.placardReason },
                    "\(question): \(answer.verdict) with the placard, \(without.verdict) without")
            }
            if !question.query.hasPlacard, !question.query.permits.isEmpty, answer.verdict != without.verdict {
                mattered.permit += 1
                #expect(
                    Self.exemptRuleInForce(answer) { $0.hasSuffix(" permit") },
                    "\(question): \(answer.verdict) with the permits, \(without.verdict) without")
            }
        }
        // Placards change many verdicts; permits only where a meter is "pay or permit", which few
        // seeded questions meet (the next test is one).
        #expect(mattered.placard > 0, "\(mattered)")
    }

    @Test func aPermitOnAPayOrPermitBlockLiftsThePaymentOnlyWhileItIsInForce() throws {
        // Oak St between Octavia St and Laguna St, south side: pay or permit, Area HV, Mon–Sat 9–21.
        let data = try Self.data.get()
        let location = Coordinate(latitude: 37.774643, longitude: -122.425055)
        for (time, inForce) in [("2026-11-23T12:00", true), ("2026-11-23T22:00", false)] {
            let arrival = try PacificTime.parse(time)
            let holder = try #require(
                try Self.answer(ParkingQuery(location: location, arrival: arrival, permits: ["HV"]), data))
            let stranger = try #require(try Self.answer(ParkingQuery(location: location, arrival: arrival), data))
            #expect(holder.verdict == .yes, "\(time)")
            #expect(stranger.verdict == (inForce ? .conditionally : .yes), "\(time)")
            #expect(Self.exemptRuleInForce(holder) { $0 == "Area HV permit" } == inForce, "\(time)")
        }
    }

    @Test func aPlacardOnASaturdayWithoutEnforcementIsNotACondition() throws {
        // 21st St south side (regulation 6412: M-F 800-1800, 2 h, Z): Saturday noon, no limit in force.
        let data = try Self.data.get()
        let query = ParkingQuery(
            location: Coordinate(latitude: 37.756701, longitude: -122.423668),
            arrival: try PacificTime.parse("2026-11-28T12:00"), hasPlacard: true)
        let answer = try #require(try Self.answer(query, data))
        #expect(answer.verdict == .yes)
        #expect(answer.status == .conditional)
    }

    struct ExemptionCase: Sendable, CustomTestStringConvertible {
        let kind: String
        let exempt: String?
        /// What an Area S holder gets from the limit (`nil`: the regulation has none).
        let limit: AppliedRule.Binding?
        /// What an Area S holder gets from the payment (`nil`: the regulation has none).
        let payment: AppliedRule.Binding?
        let verdict: ParkingVerdict
        var testDescription: String { "\(kind) exempt from \(exempt ?? "nil")" }
    }

    static let holder = AppliedRule.Binding.exempt(reason: "Area S permit")

    /// Every `rppExemptFrom` value on every kind that takes one, for an Area S holder on a Monday
    /// at noon inside the regulation's window (Mon–Fri 8–18, 2 h).
    @Test(arguments: [
        ExemptionCase(kind: "timeLimit", exempt: "limit", limit: holder, payment: nil, verdict: .yes),
        ExemptionCase(kind: "timeLimit", exempt: nil, limit: holder, payment: nil, verdict: .yes),
        ExemptionCase(kind: "timeLimit", exempt: "payment", limit: .binds, payment: nil, verdict: .yes),
        ExemptionCase(kind: "payOrPermit", exempt: "payment", limit: holder, payment: holder, verdict: .yes),
        ExemptionCase(kind: "payOrPermit", exempt: nil, limit: holder, payment: holder, verdict: .yes),
        ExemptionCase(kind: "payOrPermit", exempt: "limit", limit: holder, payment: .binds, verdict: .conditionally),
        ExemptionCase(kind: "paidPlusPermit", exempt: "payment", limit: holder, payment: holder, verdict: .yes),
        ExemptionCase(kind: "paidPlusPermit", exempt: "limit", limit: holder, payment: .binds, verdict: .conditionally),
    ])
    func eachExemptionOnEachKind(_ scenario: ExemptionCase) throws {
        let dataset = SFDataset(
            regulations: [
                try Guerrero.regulation(
                    "X", scenario.kind, from: "08:00", to: "18:00", limit: 120, areas: ["S"], exempt: scenario.exempt,
                    curb: -6)
            ],
            sweepingSides: try Guerrero.sweepingSides(), meters: [])
        let answer = try dataset.answer(at: Guerrero.west, "2026-11-30 12:00", permits: ["S"])
        #expect(
            answer.rules.first { $0.kind == .timeLimit && $0.source == .regulation(id: "X") }?.binding == scenario.limit
        )
        #expect(answer.rules.first { $0.kind == .payment }?.binding == scenario.payment)
        #expect(answer.verdict == scenario.verdict)
        // Without the permit the payment binds wherever there is one, and the limit always does.
        let stranger = try dataset.answer(at: Guerrero.west, "2026-11-30 12:00")
        #expect(stranger.rules.first { $0.kind == .timeLimit && $0.source == .regulation(id: "X") }?.binding == .binds)
        #expect(stranger.verdict == (scenario.payment == nil ? .yes : .conditionally))
    }
}
