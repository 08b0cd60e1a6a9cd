import Foundation

/// What the rules said where earlier answers' searches led (``RuleEvaluation``), kept so that later
/// answers that find the same things — points along one block face, on either of its centreline's
/// segments, and the many far from any curb — share one evaluation instead of working it out
/// again. ``ParkingDataset/answer(for:settings:cache:dataDate:)`` gives exactly the answer it gives
/// without a cache.
///
/// The key is what an evaluation depends on: the question but for the point (arrival, permits,
/// placard, vehicle, zone) and where the searches led — the centrelines counted and the car's side
/// of each, the side and compass point found, the block face's regulations and the meter; or, for
/// a point with no curb within reach, that reach. The point's distances are not part of it, nor is
/// the centreline segment but for the compass points it gives a side the data does not label.
///
/// Holds up to ``capacity`` evaluations and starts again empty when full. Not for sharing between
/// threads: give each thread its own. It answers for one dataset and one ``AnswerSettings`` at a
/// time, and forgets everything when asked with others.
package final class EvaluationCache {
    /// What an evaluation depends on.
    struct Key: Hashable {
        var arrival: Date
        var permits: [String]
        var hasPlacard: Bool
        var isOversizedVehicle: Bool
        var zone: ZoneContext?
        var place: Place
    }

    /// Where the searches led.
    enum Place: Hashable {
        /// At a curb: the centrelines counted (the nearest first), the side and compass point
        /// found, the block face's regulations (`nil`: no block face) and the meter (`nil`: none).
        case curb(lines: [Line], side: CurbSide?, compass: CompassDirection?, regulations: [Int]?, meter: Int?)
        /// Not at a street, with no curb within `reach` metres.
        case noCurb(reach: Double)
    }

    /// A centreline counted for the car: its index, the car's side of it, and the compass points
    /// of its left and right sides along the segment found.
    struct Line: Hashable {
        var centreline: Int
        var side: CurbSide?
        var left: CompassDirection?
        var right: CompassDirection?
    }

    /// The most evaluations held at once.
    package let capacity: Int
    private var evaluations: [Key: RuleEvaluation] = [:]
    private var dataset: ObjectIdentifier?
    private var settings: AnswerSettings?

    /// An empty cache holding up to `capacity` evaluations (at least 1).
    package init(capacity: Int = 4096) {
        self.capacity = max(1, capacity)
    }

    /// How many evaluations are held.
    package var count: Int { evaluations.count }

    /// The evaluation held for `key` by `dataset` with `settings`; when these are not the ones the
    /// cache holds evaluations for, it is emptied for them.
    func evaluation(for key: Key, dataset: ParkingDataset, settings: AnswerSettings) -> RuleEvaluation? {
        if self.dataset != dataset.identity || self.settings != settings {
            evaluations.removeAll()
            self.dataset = dataset.identity
            self.settings = settings
        }
        return evaluations[key]
    }

    /// Holds `evaluation` for `key`, after ``evaluation(for:dataset:settings:)`` found none.
    func store(_ evaluation: RuleEvaluation, for key: Key) {
        if evaluations.count >= capacity { evaluations.removeAll(keepingCapacity: true) }
        evaluations[key] = evaluation
    }
}
