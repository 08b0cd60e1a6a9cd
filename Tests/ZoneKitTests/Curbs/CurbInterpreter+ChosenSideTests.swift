import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// `--side` and `--heading` for curbs: the side chosen on the nearest reference's line.
///
/// Ref 14709e26… runs east-southeast (about 105°); at 63 m along it its left (north) side is #2
/// `no standing` (rank 1, always) and its right (south) side #48 paid parking (rank 9, Mo–Sa
/// 08–19, 120 min). The point is 1.9 m off the centreline on the left.
@Suite struct CurbInterpreterChosenSideTests {
    static let point = Coordinate(latitude: 45.52049, longitude: -122.68098)

    let portland: CurbInterpreter
    /// Tuesday 2026-11-24 10:00 PST.
    let arrival = CurbFixtures.utc(2026, 11, 24, 18)

    init() throws { portland = try CurbFixtures.portland() }

    /// A choice and the side and binding feature it gives.
    struct Case: Sendable, CustomTestStringConvertible {
        let choice: CurbSideChoice
        let side: CurbLineSide
        let feature: Int
        var testDescription: String { "\(choice) → \(side)" }
    }

    static let cases: [Case] = [
        Case(choice: .hint(.curb(.right)), side: .right, feature: 48),
        Case(choice: .hint(.curb(.left)), side: .left, feature: 2),
        Case(choice: .hint(.compass(.south)), side: .right, feature: 48),
        Case(choice: .hint(.compass(.north)), side: .left, feature: 2),
        // With the traffic, east-southeast: the curb on the right of travel.
        Case(choice: .heading(110), side: .right, feature: 48),
        Case(choice: .heading(290), side: .left, feature: 2),
    ]

    @Test(arguments: cases) func theChoiceDecidesTheCurb(_ test: Case) {
        let answered = portland.answer(at: Self.point, arrival: arrival, choosing: test.choice)
        #expect(answered.resolution == .side(test.side))
        #expect(answered.answer.curb?.side == test.side)
        #expect(answered.answer.binding?.featureIndex == test.feature)
    }

    @Test func aHeadingWithTheTrafficIsTheSideItImplies() {
        let heading = portland.answer(at: Self.point, arrival: arrival, choosing: .heading(110)).answer
        let side = portland.answer(at: Self.point, arrival: arrival, choosing: .hint(.curb(.right))).answer
        #expect(heading == side)
        #expect(heading.verdict == .conditionally)
        #expect(portland.answer(at: Self.point, arrival: arrival).verdict == .no)
    }

    @Test(arguments: [
        (CurbSideChoice.heading(20), CurbSideResolution.acrossStreet),
        (.hint(.compass(.east)), .unmatched),
    ])
    func aChoiceThatNamesNoSideLeavesThePointsOwn(_ choice: CurbSideChoice, _ resolution: CurbSideResolution) {
        let answered = portland.answer(at: Self.point, arrival: arrival, choosing: choice)
        #expect(answered.resolution == resolution)
        #expect(answered.answer == portland.answer(at: Self.point, arrival: arrival))
    }

    @Test func noChoiceIsThePlainAnswer() {
        let answered = portland.answer(at: Self.point, arrival: arrival, choosing: nil)
        #expect(answered.resolution == nil)
        #expect(answered.answer == portland.answer(at: Self.point, arrival: arrival))
    }

    @Test func awayFromAStreetTheChoiceIsNotUsed() {
        let far = Coordinate(latitude: 45.5300, longitude: -122.6700)
        let answered = portland.answer(at: far, arrival: arrival, choosing: .hint(.curb(.left)))
        #expect(answered.resolution == .notAtStreet)
        #expect(answered.answer.verdict == .unknown)
    }
}
