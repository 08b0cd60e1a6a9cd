import Foundation

/// The distances and intervals an answer is built with. The defaults follow DOMAIN §1–§3 and GPS
/// practice; tests and tools may change them.
package struct SFAnswerSettings: Hashable, Sendable {
    /// How far from the point a block-face regulation line may be, in metres.
    var blockFaceRadius: Double = 20
    /// How far a sweeping centreline may be, in metres.
    var sweepingRadius: Double = 30
    /// How far a metered block face may be, in metres.
    var meterRadius: Double = 15
    /// A point with no street within ``sweepingRadius`` is not at a street: the curbs within this
    /// many metres (or the GPS accuracy, if larger) decide its answer, and without any the verdict
    /// is unknown.
    package var curbReach: Double = 30
    /// The roughest position (GPS accuracy, metres) whose nearest curbs may answer for it: a
    /// position rougher than this could be at any of many streets, so the answer is unknown.
    var maxCurbReach: Double = 100
    /// How far beyond the reach the nearest curbs of a point not at a street are still listed.
    var nearbyCurbMargin: Double = 30
    /// How many nearby curbs are listed at most.
    var nearbyCurbLimit: Int = 3
    /// Within this many metres of the centreline (or of the GPS accuracy, if larger) the side of the
    /// street cannot be told from position alone.
    var sideCertaintyDistance: Double = 3
    /// Regulation lines whose nearest points are this close (metres), run parallel and lie on the
    /// same side of the street are posted on the same curb: every one of them applies. The city
    /// draws rows of one curb up to ~4.5 m apart (docs/CURB_PAIRS.md); the other side of a street
    /// is farther, and told apart by side.
    var sameLineTolerance: Double = 5
    /// A must-move rule starting within this interval of arrival makes a valid permit
    /// ``PermitStatus/conditional``.
    var soonInterval: TimeInterval = 24 * 3600
    /// Rules starting within this interval of arrival are listed as upcoming.
    var upcomingInterval: TimeInterval = 7 * 24 * 3600
    /// How many days ahead windows are searched (more than the 119-day gap of 5th-week rules).
    package var searchDays: Int = CurbWindow.defaultSearchDays

    /// How far from the point an answer may look, in metres: as far as the nearby curbs listed for
    /// a point not at a street, and the block faces, sweeping and meters around them.
    ///
    /// - Parameter accuracy: the query's GPS accuracy in metres, if any.
    func dataReach(accuracy: Double?) -> Double {
        curbReach(accuracy: accuracy) + nearbyCurbMargin + max(blockFaceRadius, sweepingRadius, meterRadius)
    }

    /// How far from a point not at a street its curbs may be to answer for it: ``curbReach``, or
    /// the accuracy if larger — but never past ``maxCurbReach`` (a rougher position is unknown).
    package func curbReach(accuracy: Double?) -> Double {
        isTooRoughForCurbs(accuracy) ? curbReach : max(curbReach, accuracy ?? 0)
    }

    /// Whether a position known only within `accuracy` metres is too rough for nearby curbs to
    /// answer for it (past ``maxCurbReach``).
    func isTooRoughForCurbs(_ accuracy: Double?) -> Bool {
        (accuracy ?? 0) > maxCurbReach
    }

    /// The defaults.
    package static let standard = SFAnswerSettings()

    /// Creates the default settings; change properties as needed.
    package init() {}
}
