import Foundation
import TestSupport
import Testing

@testable import ParkcheckBatch
@testable import ZoneKit

/// A batch that writes only ``SFEvaluationCache/coreMembers`` answers from shared cores: every such
/// member must be what the answer evaluated whole gives, on the bundled data, wherever the point is
/// and whatever the question.
@Suite struct SFCoreEvaluationsTests {
    static let data = BundledData.parkingData

    /// The members of `report`'s record that cores give.
    static func coreRecord(_ report: ParkingReport) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for (key, value) in report.jsonObject.members where SFEvaluationCache.coreMembers.contains(key) {
            members[key] = value
        }
        return members
    }

    @Test func coreMembersAreThoseOfTheWholeAnswer() throws {
        let data = try Self.data.get()
        let cores = SFCoreEvaluations()
        // Two workers' caches sharing one store, as a batch's.
        let caches = [SFEvaluationCache(cores: cores), SFEvaluationCache(cores: cores)]
        var fromCores = 0
        var asked = 0
        for round in 1...2 {
            for point in SFEvaluationCacheTests.points {
                for query in SFEvaluationCacheTests.queries(at: point) {
                    let cache = caches[asked % 2]
                    asked += 1
                    let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    let whole = try data.answer(for: query)
                    #expect(Self.coreRecord(cached) == Self.coreRecord(whole), "round \(round): \(query)")
                    // An answer from a core has no rules, where its whole evaluation has some.
                    if let answer = cached.answer, answer.rules.isEmpty, whole.answer?.rules.isEmpty == false {
                        fromCores += 1
                    }
                }
            }
        }
        #expect(fromCores > asked / 4)
        // Points on one block face, and far from any street, share a core.
        #expect(cores.count < asked / 8)
    }

    /// A batch's workers answer from copies of the data in storage of their own
    /// (``ParkingData/unsharedCopy()``): the copies answer as the data does, whole or from the
    /// cores, and share the cores as two workers on the data itself would.
    @Test func workersCopiesOfTheDataShareTheCores() throws {
        let data = try Self.data.get()
        /// How many of the second worker's answers came from the cores; checks every answer.
        func answersFromCores(_ workers: [ParkingData]) throws -> Int {
            let cores = SFCoreEvaluations()
            let caches = [SFEvaluationCache(cores: cores), SFEvaluationCache(cores: cores)]
            var fromCores = 0
            for point in SFEvaluationCacheTests.points.prefix(120) {
                for query in SFEvaluationCacheTests.queries(at: point) {
                    let whole = try data.answer(for: query)
                    #expect(try workers[1].answer(for: query) == whole)
                    for number in 0..<2 {
                        let cached = try workers[number].answer(
                            for: query, threshold: nil, settings: .standard, cache: caches[number])
                        #expect(Self.coreRecord(cached) == Self.coreRecord(whole))
                        if number == 1, let answer = cached.answer, answer.rules.isEmpty,
                            whole.answer?.rules.isEmpty == false
                        {
                            fromCores += 1
                        }
                    }
                }
            }
            return fromCores
        }
        let shared = try answersFromCores([data, data])
        #expect(shared > 0)
        #expect(try answersFromCores([data.unsharedCopy(), data.unsharedCopy()]) == shared)
    }

    @Test func aFullStoreHoldsNoMoreThanItsCapacityAndAnswersAlike() throws {
        let data = try Self.data.get()
        let cores = SFCoreEvaluations(capacity: 3)
        let cache = SFEvaluationCache(cores: cores)
        for point in SFEvaluationCacheTests.points.prefix(80) + SFEvaluationCacheTests.points.prefix(80) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
            #expect(Self.coreRecord(cached) == Self.coreRecord(try data.answer(for: query)))
            #expect(cores.count <= 3)
        }
    }

    @Test func otherSettingsOrDataAreNotAnsweredFromTheCores() throws {
        let data = try Self.data.get()
        let other = try ParkingData(directory: BundledData.directory)
        let cores = SFCoreEvaluations()
        var narrow = SFAnswerSettings.standard
        narrow.blockFaceRadius = 2
        let first = SFEvaluationCache(cores: cores)
        let narrowCache = SFEvaluationCache(cores: cores)
        let otherCache = SFEvaluationCache(cores: cores)
        for point in SFEvaluationCacheTests.points.prefix(60) + SFEvaluationCacheTests.points.prefix(60) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            _ = try data.answer(for: query, threshold: nil, settings: .standard, cache: first)
            // The store is bound to the first dataset and settings: the others are answered whole.
            #expect(
                try data.answer(for: query, threshold: nil, settings: narrow, cache: narrowCache)
                    == (try data.answer(for: query, settings: narrow)))
            #expect(
                try other.answer(for: query, threshold: nil, settings: .standard, cache: otherCache)
                    == (try other.answer(for: query)))
        }
        #expect(cores.count > 0)
    }

    /// The record columns of a full answer, as a batch's `--fields` sees them.
    static func recordColumns(_ data: ParkingData) throws -> [String] {
        let query = ParkingQuery(location: Coordinate(latitude: 37.76, longitude: -122.43), arrival: Date())
        return FieldSelection.leafPaths(
            of: JSONValueBuilder.object(ReportRecord(line: 1, id: nil, report: try data.answer(for: query))))
    }

    @Test(arguments: [RecordFormat.csv, .ndjson, .json], [20_000, 5])
    func recordsRememberedPerCoreAreThoseOfTheWholeAnswers(format: RecordFormat, capacity: Int) throws {
        let data = try Self.data.get()
        let fields = ["verdict", "verdictReason", "status", "permits", "zone.code", "parkUntil", "arrival", "error"]
        let writer = RecordWriter(
            format: format, selection: try FieldSelection(fields, available: try Self.recordColumns(data)))
        try #require(writer.writesOnlyWhatCoresDetermine)
        // A store of 5 is full after a few points: the rest are answered whole, alike.
        let cores = SFCoreEvaluations(capacity: capacity)
        let cache = SFEvaluationCache(cores: cores)
        var remembered = SFCoreRecords()
        var fromCores = 0
        var asked = 0
        for point in SFEvaluationCacheTests.points + SFEvaluationCacheTests.points {
            for query in SFEvaluationCacheTests.queries(at: point) {
                asked += 1
                var records = EncodedRecords()
                switch try data.coreOrReport(for: query, threshold: nil, settings: .standard, cache: cache) {
                case .core(let core):
                    fromCores += 1
                    remembered.append(core, with: writer, buffers: nil, to: &records)
                case .report(let report):
                    writer.append(
                        ReportRecord(line: 1, id: nil, report: report), coordinate: nil, buffers: nil, to: &records)
                }
                var whole = EncodedRecords()
                let record = ReportRecord(line: 1, id: nil, report: try data.answer(for: query))
                writer.append(record, coordinate: nil, buffers: nil, to: &whole)
                #expect(records == whole, "\(query)")
            }
        }
        #expect(cores.count <= capacity)
        if capacity < 10 {
            // Only the held cores' points are answered from them.
            #expect(fromCores > 0 && fromCores < asked / 4)
        } else {
            #expect(fromCores > asked / 4)
        }
        // A record is made once per distinct core, far fewer than the rows answered from cores.
        #expect(remembered.count > 0 && remembered.count < fromCores / 4)
    }

    @Test func onlyFieldsCoresDetermineAreRemembered() throws {
        let columns = try Self.recordColumns(try Self.data.get())
        func remembers(_ fields: [String], _ format: RecordFormat = .csv) throws -> Bool {
            try RecordWriter(format: format, selection: FieldSelection(fields, available: columns))
                .writesOnlyWhatCoresDetermine
        }
        #expect(try remembers(["verdict", "parkUntil", "zone.code", "status"]))
        #expect(try remembers(["permits", "dataVersion"], .ndjson))
        // The point's own: where it is, its zone's name and distance, its line in the input.
        #expect(try !remembers(["verdict", "location"]))
        #expect(try !remembers(["verdict", "zone"]))
        #expect(try !remembers(["verdict", "zone.name"]))
        #expect(try !remembers(["verdict", "line"]))
        #expect(try !remembers(["verdict", "side.method"]))
        // A GeoJSON feature holds the point; the whole record holds everything.
        #expect(try !remembers(["verdict"], .geojson))
        #expect(!RecordWriter(format: .csv, selection: .all(available: columns)).writesOnlyWhatCoresDetermine)
    }
}
