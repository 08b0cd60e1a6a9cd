import Foundation
import Testing

@testable import DataBuild
@testable import ZoneKit

/// Every block-face regulation of the bundled data, as curb regulations (``SFCurbRules``), asks
/// each kind of driver exactly the terms San Francisco's engine binds them by
/// (``SFAnswerBuilder/addRules(for:)``): read alongside one another, the regulations that concern
/// the driver give the same ``CurbTerm``s — what the switch needs to decide San Francisco's stays on
/// the curb model row by row, whatever the row and whoever asks (docs/SF_CURBS.md).
@Suite struct SFCurbRowTermsTests {
    /// Who asks about a row: no permit, its own area's permit, another area's, a placard, both, an
    /// oversized vehicle.
    private static func drivers(of row: SFBlockFaceRegulation) -> [(permits: [String], placard: Bool, oversized: Bool)]
    {
        let own = row.permitAreas.first.map { [$0.uppercased()] } ?? ["A"]
        let other = own == ["ZZ"] ? ["ZY"] : ["ZZ"]
        return [
            ([], false, false), (own, false, false), (other, false, false), ([], true, false), (own, true, false),
            ([], false, true),
        ]
    }

    @Test func everyRowsRegulationsAskTheEnginesTerms() throws {
        let world = try SFCurbWorld.shared.get()
        let dataset = world.data.curbs
        let calendar = CityCalendar(sanFrancisco: world.mapping.holidays)
        let arrival = try PacificTime.parse("2026-07-06T08:30")
        var compared = 0
        var withTerms = 0
        var differences: [String] = []
        for row in dataset.regulations {
            let quotes = SFCurbRules.rules(for: row).regulations.enumerated().map { index, regulation in
                CurbRegulationQuote(
                    featureIndex: 0, featureID: nil,
                    location: CurbLocation(referenceID: "row", side: .unknown, start: 0, end: 0), regulation: regulation
                )
            }
            for driver in Self.drivers(of: row) {
                let query = ParkingQuery(
                    location: Coordinate(latitude: 37.76, longitude: -122.43), arrival: arrival,
                    permits: driver.permits,
                    hasPlacard: driver.placard, isOversizedVehicle: driver.oversized)
                var builder = SFAnswerBuilder(
                    dataset: dataset, query: query, permits: driver.permits, settings: .standard)
                builder.addRules(for: row)
                let engine = builder.rules.filter(\.binds).compactMap { $0.constraint?.term }
                let user = CurbUser(
                    vehicle: driver.oversized ? "oversized" : nil, permits: driver.permits,
                    hasDisabledPlacard: driver.placard)
                let search = CurbStaySearch(calendar: calendar, candidates: quotes, user: user)
                let model = search.alongsideTerms()?.map(\.term)
                compared += 1
                if !engine.isEmpty { withTerms += 1 }
                if model.map({ Self.sameTerms($0, engine) }) != true {
                    differences.append(
                        "row \(row.id) \(row.kind) \(driver): engine \(engine), model \(model.map { "\($0)" } ?? "not alongside")"
                    )
                }
            }
        }
        printSFCurbFigures(
            "rows \(dataset.regulations.count), askings \(compared), with terms \(withTerms), differing \(differences.count)",
            details: Array(differences.prefix(40)))
        #expect(differences.isEmpty, "\(differences.count) of \(compared): \(differences.prefix(5))")
        // Every row was asked, and most askings are bound by something.
        #expect(compared == 6 * dataset.regulations.count && dataset.regulations.count > 1_000)
        #expect(withTerms > compared / 2)
    }

    /// Whether two lists hold the same terms, each as often.
    private static func sameTerms(_ a: [CurbTerm], _ b: [CurbTerm]) -> Bool {
        var counts: [CurbTerm: Int] = [:]
        for term in a { counts[term, default: 0] += 1 }
        for term in b { counts[term, default: 0] -= 1 }
        return counts.values.allSatisfy { $0 == 0 }
    }
}
