import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck near … --format svg|html`: the stretches listed on a map, with the walk to each.
extension NearCommand {
    /// Half the side of the map's square, in metres: enough for the farthest stretch listed (or
    /// the nearest beyond the radius), at least 100 m, at most the radius searched.
    static func mapRadius(_ question: CurbQuestion, stretches: [CurbStretch]) -> Double {
        let farthest = stretches.map(\.distance).max() ?? 0
        return min(max(100, (farthest + 30).rounded(.up)), max(100, question.radius))
    }

    /// The map (`svg`) or the page with the list and the map (`html`).
    static func picture(
        _ question: CurbQuestion, advice: Advice, listed: [CurbStretch], format: OutputFormat, threshold: Double?,
        directory: String, loader: DataLoader
    ) throws -> String {
        let shown = listed.isEmpty ? advice.nearestBeyond.map { [$0] } ?? [] : listed
        let radius = mapRadius(question, stretches: shown)
        let data = try loader.data(
            near: question.location, accuracy: nil, threshold: threshold, radius: radius * 2.0.squareRoot(),
            in: directory)
        let stay = question.stay.map { " for \(durationText($0))" } ?? ""
        let title =
            shown.isEmpty
            ? "No legal curb\(stay) within \(ZoneLookupText.metres(question.radius)) m"
            : "\(shown[0].verdict.glyph) Nearest to park\(stay): \(shown[0].place)"
        let subtitle =
            "From \(PacificTime.dayAndTime(question.arrival)) · \(listed.count) of \(advice.legal.count) legal "
            + "stretches within \(ZoneLookupText.metres(question.radius)) m"
            + (listed.count > ParkingData.numberedStretches
                ? ", the nearest \(ParkingData.numberedStretches) numbered" : ", numbered nearest first")
        let map = data.map(ofAdvice: question, stretches: shown, radius: radius, title: title)
        switch format {
        case .html:
            return AnswerHTML.page(
                title: title, text: text(question, advice: advice, listed: listed),
                svg: MapSVG.element(map, subtitle: subtitle))
        default:
            return MapSVG.document(map, subtitle: subtitle)
        }
    }
}
