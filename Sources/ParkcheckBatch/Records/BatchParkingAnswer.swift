import Foundation
import ZoneKit

/// A row answered in full: the record holds the input columns kept (`--keep`), the row's `line`
/// and `id`, then the members of the
/// one-shot `--json` object (``ParkingReport/jsonObject``, documented on ``ParkingAnswer``), then
/// `error`.
package struct BatchParkingAnswer: BatchRowAnswer {
    /// The row.
    package let row: InputRow
    /// The answer for it.
    package let report: ParkingReport
    /// The members of every record of the run.
    package let shape: BatchRecordShape
    /// Whether the text line may be coloured.
    package let usesColor: Bool

    /// The documented members of ``ParkingReport/jsonObject``, every object member present down to
    /// its values (arrays are values): what `--fields` may name and the CSV columns.
    /// `BatchParkingEndToEndTests` checks that real records never hold a value outside it.
    package static let example: JSONObject = {
        func object(_ keys: [String]) -> JSONValue { .object(JSONObject(keys.map { ($0, JSONValue.null) })) }
        return JSONObject(uniqueMembers: [
            ("location", object(["latitude", "longitude"])),
            ("arrival", .null), ("verdict", .null), ("verdictReason", .null), ("basis", .null),
            ("status", .null),
            ("permits", object(["given", "matching", "areasHere", "areaSource", "placard"])),
            (
                "zone",
                object([
                    "code", "id", "name", "confidence", "inside", "distanceToBoundaryMetres", "thresholdMetres",
                    "otherZones",
                ])
            ),
            ("blockFace", object(["regulationIds", "kinds", "permitAreas", "distanceMetres", "side"])),
            ("side", object(["side", "compass", "method", "distanceToCentrelineMetres", "cnn"])),
            ("rulesInForce", .null), ("upcomingRules", .null),
            ("parkUntil", object(["time", "reason", "explanation", "mustLeaveNow"])),
            ("sweeping", .null),
            (
                "nextSweeping",
                .object(
                    JSONObject(uniqueMembers: [
                        ("side", .null), ("compass", .null), ("compassLabel", .null), ("cnn", .null),
                        ("street", .null), ("carSide", .null), ("schedules", .null), ("inForce", .null),
                        ("next", object(["start", "end", "description"])),
                    ]))
            ),
            ("address", object(["street", "fromStreet", "toStreet", "side", "text"])),
            ("nearbyCurbs", .null),
            (
                "meter",
                object([
                    "blockfaceId", "street", "side", "fromAddress", "toAddress", "distanceMetres", "hours",
                    "hoursAssumed", "mustPayNow", "payUntil", "exemption", "note",
                ])
            ),
            ("warnings", .null), ("dataVersion", .null),
        ])
    }()

    package var record: JSONObject {
        shape.record(at: row.location, id: row.id, answer: report.jsonObject, kept: row.kept)
    }

    /// ``record`` as ZoneKit writes it without building it (the report's members are the shape's,
    /// in its order): what a batch of full answers spends least on.
    package var reportRecord: ReportRecord {
        shape.record(of: row, report: report)
    }

    /// Writes ``record`` without building it (``reportRecord``).
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        reportRecord.write(to: &writer)
    }

    /// `line 3 (37.76, -122.43 at Mon Nov 23 6:00 AM): ✓ You may park here until … — 2-hour limit;
    /// permit: your Q permit is NOT valid here — Area S`: the place and the arrival answered for, the
    /// headline and the permit.
    package var textLine: String {
        let arrival = PacificTime.dayAndTime(report.query.arrival)
        let file = shape.namesFile ? row.location.source : nil
        let head =
            "\(Self.label(file: file, line: row.lineNumber, id: row.id)) (\(Self.place(row.coordinate)) at \(arrival)): "
        guard let answer = report.answer else {
            return head + "? Unknown: outside the data: parkcheck only has data for San Francisco"
        }
        let text = ParkingReportText(usesColor: usesColor)
        return head + text.headline(answer) + "; permit: " + text.permit(answer)
    }

    package var coordinate: Coordinate? { row.coordinate }
}
