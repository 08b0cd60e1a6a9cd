import Testing
import ZoneKit

/// A batch's full-answer record written through ZoneKit's concrete entry point must be, byte for
/// byte, the record built as an object and written the generic way.
@Suite struct ReportRecordTests {
    /// `line`, `id`, the report's members, `error`: the record ``ReportRecord`` writes, as an object.
    private func object(_ record: ReportRecord) -> JSONObject {
        var object = JSONObject([(ReportRecord.lineKey, .number(Double(record.line)))])
        object[ReportRecord.idKey] = record.id.map(JSONValue.string) ?? .null
        for (key, value) in record.report.jsonObject.members { object[key] = value }
        object[ReportRecord.errorKey] = .null
        return object
    }

    @Test(arguments: [
        (RecordFormat.csv, [String]()), (.ndjson, []), (.geojson, []),
        (.ndjson, ["line", "verdict", "parkUntil.time"]),
    ])
    func theConcreteAppendWritesTheRecordsBytes(format: RecordFormat, fields: [String]) throws {
        let data = try BundledData.parkingData.get()
        let location = Coordinate(latitude: 37.759546, longitude: -122.423713)
        let query = ParkingQuery(location: location, arrival: try PacificTime.parse("2026-11-23T06:00"), permits: ["S"])
        for (line, id) in [(1, nil), (7, "car \"7\", left")] as [(Int, String?)] {
            let record = ReportRecord(line: line, id: id, report: try data.answer(for: query))
            let available = FieldSelection.leafPaths(of: object(record))
            let writer = RecordWriter(format: format, selection: try FieldSelection(fields, available: available))
            var concrete = EncodedRecords()
            writer.append(record, coordinate: location, buffers: nil, to: &concrete)
            var generic = EncodedRecords()
            writer.append(values: object(record), coordinate: location, to: &generic)
            #expect(String(decoding: concrete.bytes, as: UTF8.self) == String(decoding: generic.bytes, as: UTF8.self))
        }
    }
}
