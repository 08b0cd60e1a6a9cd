import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import DataBuild

/// San Francisco's tables mapped onto the curb model: what each table gave, and single rows mapped
/// as documented (docs/SF_CURBS.md).
@Suite struct SFCurbMappingTests {
    @Test func everyTableIsCounted() throws {
        let world = try SFCurbWorld.shared.get()
        let report = world.mapping.report
        if ProcessInfo.processInfo.environment["SFCURBS_FIGURES"] != nil {
            print(report.markdown.joined(separator: "\n"))
        }
        let tables = Dictionary(uniqueKeysWithValues: report.tables.map { ($0.name, $0) })
        let regulations = try #require(tables["regulations"])
        #expect(regulations.read == world.data.curbs.regulations.count)
        #expect(regulations.mapped + regulations.refusedCount == regulations.read)
        let sweeping = try #require(tables["sweeping sides"])
        #expect(sweeping.mapped == sweeping.read)
        let meters = try #require(tables["metered block faces"])
        #expect(meters.mapped + meters.refusedCount == meters.read)
        #expect(world.mapping.feed.features.count == report.tables.map(\.features).reduce(0, +) - sweeping.features)
    }
}
