import Foundation
import ParkcheckBatch
import ZoneKit

/// A `--format ics` batch: one calendar (``CalendarICS``) holding every row's events, each UID
/// naming its row so that rows on the same curb keep distinct events.
struct BatchCalendar: BatchEventCalendar {
    /// The data the rows are answered from (for their sweeping schedules).
    let dataset: ParkingDataset
    /// The calendar's writer.
    let calendar: CalendarICS
    /// The years its `VTIMEZONE` covers from (its rules repeat yearly from there on).
    let years: ClosedRange<Int>

    /// The calendar of a batch whose rows are answered for `arrival` unless they give a time.
    init(dataset: ParkingDataset, reminder: TimeInterval, arrival: Date) {
        self.dataset = dataset
        calendar = CalendarICS(reminder: reminder, stamp: arrival)
        years = CalendarICS.years(of: [], around: arrival)
    }

    var header: String { calendar.begin(years: years) }

    var footer: String { calendar.end }

    /// The events of one row, as content lines.
    func events(_ answer: BatchParkingAnswer) -> String {
        let events = CalendarICS.events(
            for: answer.report, dataset: dataset,
            row: BatchParkingAnswer.label(
                file: answer.shape.namesFile ? answer.row.location.source : nil, line: answer.row.lineNumber,
                id: answer.row.id))
        return events.map(calendar.lines).joined()
    }
}

extension BatchRun {
    /// The calendar a `--format ics` batch writes into; `nil` for other formats.
    ///
    /// - Returns: `.failure` (said on standard error) for a zone-only batch, which has no curbs.
    func calendar(for engine: BatchEngine, diagnostics: Diagnostics) -> Result<BatchCalendar?, BatchStop> {
        guard format == .ics else { return .success(nil) }
        let sanFrancisco: BatchParkingEngine?
        switch engine {
        case .parking(let parking): sanFrancisco = parking
        // A row in a city with curbs fails, saying so: its calendar is San Francisco's only.
        case .cities(let cities): sanFrancisco = cities.sanFrancisco
        case .zones: sanFrancisco = nil
        }
        guard let parking = sanFrancisco else {
            diagnostics.error(
                engine.isZoneOnly
                    ? "--format ics needs full answers; a zone lookup (--zone-only, or a zone file) has no curbs"
                    : "--format ics is for San Francisco answers; a city's curbs answer in text, json, ndjson, csv "
                        + "or geojson")
            return .failure(BatchStop(code: .usage))
        }
        return .success(
            BatchCalendar(
                dataset: parking.data.curbs, reminder: invocation.remind ?? CalendarICS.defaultReminder,
                arrival: parking.base.arrival))
    }
}
