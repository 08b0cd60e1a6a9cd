import Foundation
import ParkcheckBatch
import ZoneKit

/// A `--format ics` batch: one calendar (``CalendarICS``) holding every row's events, each UID
/// naming its row so that rows on the same curb keep distinct events; a row in a city with a curb
/// feed has its events on that city's clock, and the calendar holds each city's `VTIMEZONE`.
struct BatchCalendar: BatchEventCalendar {
    /// San Francisco's data (for its sweeping schedules); `nil` when no row is San Francisco's.
    let dataset: SFDataset?
    /// The calendar's writer, on San Francisco's clock (or the only city's).
    let calendar: CalendarICS
    /// The clocks of the cities whose rows the batch may answer, the writer's first, each once.
    let clocks: [TimeZoneRules]
    /// The years its `VTIMEZONE`s cover from (their rules repeat yearly from there on).
    let years: ClosedRange<Int>

    /// The calendar of a batch whose rows are answered for `arrival` unless they give a time, on
    /// `clocks` (San Francisco's, or the only city's, first).
    init(dataset: SFDataset?, reminder: TimeInterval, arrival: Date, clocks: [TimeZoneRules]) {
        self.dataset = dataset
        var distinct: [TimeZoneRules] = []
        for clock in clocks where !distinct.contains(where: { $0.identifier == clock.identifier }) {
            distinct.append(clock)
        }
        self.clocks = distinct.isEmpty ? [.losAngeles] : distinct
        calendar = CalendarICS(reminder: reminder, stamp: arrival, clock: self.clocks[0])
        years = CalendarICS.years(of: [], around: arrival, clock: self.clocks[0])
    }

    var header: String { calendar.begin(years: years, zones: clocks) }

    var footer: String { calendar.end }

    /// The events of one San Francisco row, as content lines.
    func events(_ answer: BatchParkingAnswer) -> String {
        guard let dataset else { return "" }
        let events = CalendarICS.events(for: answer.report, dataset: dataset, row: label(of: answer.row, answer.shape))
        return events.map(calendar.lines).joined()
    }

    /// The events of one row a city's curbs answered, on that city's clock, as content lines.
    func events(_ answer: BatchCurbAnswer) -> String {
        let events = CalendarICS.events(
            for: answer.report, periods: answer.periods, row: label(of: answer.row, answer.shape))
        let writer = CalendarICS(reminder: calendar.reminder, stamp: calendar.stamp, clock: answer.report.timeZone)
        return events.map(writer.lines).joined()
    }

    /// `line 3`, `home`: what names a row in its events' UIDs.
    private func label(of row: InputRow, _ shape: BatchRecordShape) -> String {
        BatchParkingAnswer.label(
            file: shape.namesFile ? row.location.source : nil, line: row.lineNumber, id: row.id)
    }
}

extension BatchRun {
    /// The calendar a `--format ics` batch writes into; `nil` for other formats.
    ///
    /// - Returns: `.failure` (said on standard error) for a zone-only batch, which has no curbs.
    func calendar(for engine: BatchEngine, diagnostics: Diagnostics) -> Result<BatchCalendar?, BatchStop> {
        guard format == .ics else { return .success(nil) }
        let reminder = invocation.remind ?? CalendarICS.defaultReminder
        switch engine {
        case .parking(let parking):
            return .success(
                BatchCalendar(
                    dataset: parking.data.curbs, reminder: reminder, arrival: parking.base.arrival,
                    clocks: [.losAngeles]))
        case .cities(let cities):
            let router = cities.router
            let curbCities = router.forced.map { [$0] } ?? router.reaches.map(\.city)
            var clocks = cities.sanFrancisco == nil ? [] : [TimeZoneRules.losAngeles]
            clocks += curbCities.compactMap(\.timeZoneRules)
            return .success(
                BatchCalendar(
                    dataset: cities.sanFrancisco?.data.curbs, reminder: reminder,
                    arrival: cities.sanFrancisco?.base.arrival ?? date, clocks: clocks))
        case .zones:
            diagnostics.error(
                "--format ics needs full answers; a zone lookup (--zone-only, or a zone file) has no curbs")
            return .failure(BatchStop(code: .usage))
        }
    }
}
