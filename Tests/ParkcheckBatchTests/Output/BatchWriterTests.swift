import Testing
import ZoneKit

@testable import ParkcheckBatch

/// Which batches answer from shared cores of evaluations: those whose every written field is one a
/// core gives, or the row's own.
@Suite struct BatchWriterTests {
    static let available = BatchRecordShape(answer: BatchParkingAnswer.example).fields

    /// A writer of `format` (`nil`: text) with `fields` selected.
    static func writer(_ format: RecordFormat?, fields: [String]) throws -> BatchWriter {
        BatchWriter(recordFormat: format, selection: try FieldSelection(fields, available: available))
    }

    @Test func machineFormatsWritingOnlyCoreMembersAnswerFromCores() throws {
        for format in [RecordFormat.csv, .ndjson, .json, .geojson] {
            #expect(
                try Self.writer(format, fields: ["verdict", "parkUntil.time", "zone.code", "status"])
                    .writesOnlyCoreMembers)
            #expect(
                try Self.writer(format, fields: ["line", "id", "verdictReason", "permits", "side.compass"])
                    .writesOnlyCoreMembers)
        }
    }

    @Test func anyOtherMemberTheWholeRecordOrTextAnswersWhole() throws {
        #expect(try !Self.writer(.csv, fields: ["verdict", "rulesInForce"]).writesOnlyCoreMembers)
        #expect(try !Self.writer(.ndjson, fields: ["status", "warnings"]).writesOnlyCoreMembers)
        #expect(try !Self.writer(.ndjson, fields: ["nextSweeping.next.start"]).writesOnlyCoreMembers)
        #expect(try !Self.writer(.csv, fields: []).writesOnlyCoreMembers)
        #expect(try !Self.writer(nil, fields: ["verdict"]).writesOnlyCoreMembers)
    }
}
