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
}
