import Foundation
import ParkcheckBatch
import ZoneKit

/// A one-shot answer as a picture or a calendar: `--format svg`, `html` and `ics`.
extension ParkingCheck {
    /// How far around the point the data is read for a map: the corners of its square, and the
    /// reach of the answers asked along the curbs there.
    static var mapDataRadius: Double {
        ParkingData.mapRadius * 2.0.squareRoot() + CurbStations.offset + SFAnswerSettings.standard.curbReach
    }

    /// Writes `report` as a map (`svg`), a page (`html`) or a calendar (`ics`).
    ///
    /// - Returns: `nil` once written; ``ExitCode/usage`` when the map cannot be drawn (an unknown
    ///   permit, which the answer already rejects).
    func writePicture(
        _ report: ParkingReport, data: ParkingData, output: inout BufferedOutput, diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode? {
        if invocation.format == .ics {
            let calendar = CalendarICS(
                reminder: invocation.remind ?? CalendarICS.defaultReminder, stamp: report.query.arrival)
            let events = CalendarICS.events(for: report, dataset: data.curbs)
            if events.isEmpty { diagnostics.warning("nothing to remind of here: \(report.verdictReason)") }
            try output.write(calendar.document(events))
            return nil
        }
        let text = ParkingReportText(usesColor: false)
        let title = report.answer.map(text.headline) ?? "? Unknown: \(report.verdictReason)"
        let map: AnswerMap
        do throws(ParkingQueryError) {
            map = try data.map(of: report, threshold: invocation.threshold, title: title)
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        let subtitle = Self.subtitle(report)
        switch invocation.format {
        case .html:
            try output.write(
                AnswerHTML.page(title: title, text: text.render(report), svg: MapSVG.element(map, subtitle: subtitle)))
        default:
            try output.write(MapSVG.document(map, subtitle: subtitle))
        }
        return nil
    }

    /// `Arriving Mon Nov 23 6:00 AM · Guerrero St between 19th St and Cumberland St, west side`.
    static func subtitle(_ report: ParkingReport) -> String {
        var parts = ["Arriving \(PacificTime.dayAndTime(report.query.arrival))"]
        if !report.query.permits.isEmpty { parts.append("permit \(report.query.permits.joined(separator: ", "))") }
        parts.append(
            report.answer?.address?.description
                ?? "\(ZoneLookupText.degrees(report.query.location.latitude)), "
                + ZoneLookupText.degrees(report.query.location.longitude))
        return parts.joined(separator: " · ")
    }
}
