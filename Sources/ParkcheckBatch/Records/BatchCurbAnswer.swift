import Foundation
import ZoneKit

/// A row answered from a city's curbs (Portland, Austin): the record holds the input columns kept
/// (`--keep`), the input's name (several inputs), the row's `line` and `id`, then the members of
/// the one-shot curb answer (``CurbReport/jsonObject``), then `error` — the record
/// `parkcheck LAT LON` writes for that place, with the row's own members around it.
///
/// In a batch whose columns are San Francisco's (CSV, `--fields`), the members both answers have
/// (`location`, `arrival`, `verdict`, `verdictReason`, `basis`, `parkUntil`, `nearbyCurbs`,
/// `warnings`, `dataVersion`) hold the curb answer's values; San Francisco's own (`zone`,
/// `permits`, `meter`…) are empty, as the curb answer's own (`bindingRegulation`, `city`…) are on
/// San Francisco's rows.
package struct BatchCurbAnswer: BatchRowAnswer {
    /// The row.
    package let row: InputRow
    /// The answer for it, in its city's time.
    package let report: CurbReport
    /// The members the run's records have before and after the answer's.
    package let shape: BatchRecordShape
    /// Whether the text line may be coloured.
    package let usesColor: Bool
    /// For a calendar: the periods the row's curb forbids the car to stay, from its arrival.
    package var periods: [CurbForbiddenPeriod] = []

    /// The record, built: what ``write(to:)`` writes without building it.
    package var record: JSONObject { JSONValueBuilder.object(self) }

    /// ``record`` as ZoneKit writes it without building it (the report's members in the shape's
    /// order), specialised there.
    package var reportRecord: CurbReportRecord {
        shape.record(of: row, report: report)
    }

    /// Writes ``record`` without building it (``reportRecord``).
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        reportRecord.write(to: &writer)
    }

    /// `line 1 (45.521424, -122.68031 at Tue Nov 24 10:00 AM, Portland, OR time): ! Only if you
    /// pay; you may stay until …`: the place, the arrival on the city's clock, and the one-shot's
    /// headline.
    package var textLine: String {
        let file = shape.namesFile ? row.location.source : nil
        let place = report.city?.name ?? report.source
        return
            "\(Self.label(file: file, line: row.lineNumber, id: row.id)) (\(Self.place(row.coordinate)) at "
            + "\(report.timeZone.dayAndTime(report.arrival)), \(place) time): "
            + CurbReportText(usesColor: usesColor).headline(report)
    }

    package var coordinate: Coordinate? { row.coordinate }
}
