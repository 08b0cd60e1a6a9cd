import Foundation

/// "Where can I park?" on a curb feed (`parkcheck near` in Portland, Austin or a city of one's
/// own): the curbs around a point, each asked as a car parked there would ask, listed as San
/// Francisco's are (``CurbStretch``).
extension CurbInterpreter {
    /// Every stretch of curb within `radius` metres of `point`, nearest first, then the longest
    /// stay first (``CurbStretch/ranks(_:before:)``).
    ///
    /// Each side of each feature in reach (its own side only, when the feed gives one) is sampled
    /// every ``CurbStations/spacing`` metres along the feature's line, at the curb
    /// (``CurbStations/offset`` metres to the side), within the radius; each sample is answered
    /// as a car parked there is (``answer(at:arrival:user:)``), and consecutive samples told the
    /// same (verdict, binding regulation, end of stay) form one stretch. A sample the interpreter
    /// places on a nearer street (at a corner) is that street's; one where another feature's sample
    /// already stands (features that overlap, the two directions of a two-way street drawn on one
    /// line) is left out, so that each piece of curb is listed once.
    ///
    /// - Complexity: one R-tree search, then an answer per sample (O(metres of curb in reach / 20)).
    package func curbStretches(
        near point: Coordinate, radius: Double, arrival: Date, user: CurbUser
    ) -> [CurbStretch] {
        var positions: [Int] = []
        featureTree.search(within: radius + CurbStations.offset + 1, of: point, into: &positions)
        positions.sort()
        let projection = LocalProjection(referenceLatitude: point.latitude)
        var taken = SampleGrid(projection: projection, centre: point)
        var stretches: [CurbStretch] = []
        for position in positions {
            let feature = feed.features[position]
            let sides: [CurbSide] =
                switch feature.location.side {
                case .left: [.left]
                case .right: [.right]
                case .unknown: [.left, .right]
                }
            for side in sides {
                stretches += self.stretches(
                    of: feature, side: side, near: point, radius: radius, arrival: arrival, user: user,
                    projection: projection, taken: &taken)
            }
        }
        return stretches.sorted(by: CurbStretch.ranks)
    }

    /// The stretches of one side of one feature.
    private func stretches(
        of feature: CurbFeature, side: CurbSide, near point: Coordinate, radius: Double, arrival: Date,
        user: CurbUser, projection: LocalProjection, taken: inout SampleGrid
    ) -> [CurbStretch] {
        let stations = CurbStations(of: feature.geometry, side: side)
        var answered: [(point: Coordinate, distance: Double, along: Double, answer: CurbAnswer)] = []
        for sample in stations.samples {
            let distance = projection.distance(from: point, to: sample.point)
            guard distance <= radius, !taken.holds(sample.point) else { continue }
            let answer = self.answer(at: sample.point, arrival: arrival, user: user)
            // The curb the interpreter finds must be this feature's line (or one drawn on it).
            guard let curb = answer.curb, curb.side != .unknown,
                curb.distance >= feature.geometry.distance(to: sample.point) - 0.5
            else { continue }
            taken.insert(sample.point)
            answered.append((sample.point, distance, sample.along, answer))
        }
        var result: [CurbStretch] = []
        for run in answered.runs(of: { Self.reads($0.answer, sameAs: $1.answer) }) {
            if let nearest = run.min(by: { $0.distance < $1.distance }), let curb = nearest.answer.curb {
                let answer = nearest.answer
                let alongs = run.map(\.along)
                let reason = answer.parkUntilReason ?? "the stay ends"
                let verdictReason =
                    answer.verdict == .conditionally
                    ? answer.condition(on: timeZone, arrival: arrival) : answer.shortReason
                result.append(
                    CurbStretch(
                        street: curb.streetName, fromStreet: nil, toStreet: nil, side: side,
                        compass: curb.sideDirection, cnn: nil,
                        line: stations.curbLine(
                            of: feature.geometry, side: side, alongs: alongs, nearest: nearest.point),
                        walkTo: nearest.point, distance: nearest.distance, verdict: answer.verdict,
                        verdictReason: verdictReason,
                        parkUntil: answer.parkUntil.map { until in
                            ParkingDeadline(
                                deadline: until, reason: reason,
                                explanation: answer.explanation, ruleIndex: 0, mustLeaveNow: until <= arrival)
                        },
                        part: stations.blockStart.map {
                            BlockPart(along: alongs, blockLength: stations.length, lineStartsAt: $0)
                        },
                        lineKey: Self.lineKey(of: feature),
                        placeWords: curb.plainDescription))
            }
        }
        return result
    }

    /// The ``CurbStretch/lineKey`` of the stretches along `feature`: its street reference and index.
    static func lineKey(of feature: CurbFeature) -> String {
        "\(feature.location.referenceID) feature \(feature.index)"
    }

    /// Whether two samples' answers read the same: the verdict, the regulation that decides it,
    /// and the end of the stay and its cause.
    private static func reads(_ a: CurbAnswer, sameAs b: CurbAnswer) -> Bool {
        a.verdict == b.verdict && a.binding == b.binding && a.parkUntil == b.parkUntil
            && a.parkUntilCause == b.parkUntilCause && a.reservedFor == b.reservedFor
    }
}

/// The samples already answered, on a grid of metres around the point asked about: a sample
/// within ``reach`` of one of them is the same piece of curb.
private struct SampleGrid {
    let projection: LocalProjection
    let centre: Coordinate
    /// Samples closer than this, in metres, are one piece of curb: less than the width of a street
    /// between two curbs (twice ``CurbStations/offset``), more than the rounding of two lines
    /// drawn on one another.
    static let reach = 4.0
    private var cells: [Cell: [Coordinate]] = [:]

    private struct Cell: Hashable {
        let east: Int
        let north: Int
    }

    init(projection: LocalProjection, centre: Coordinate) {
        self.projection = projection
        self.centre = centre
    }

    private func cell(of point: Coordinate) -> Cell {
        let (east, north) = projection.offset(of: point, from: centre)
        return Cell(east: Int((east / Self.reach).rounded(.down)), north: Int((north / Self.reach).rounded(.down)))
    }

    func holds(_ point: Coordinate) -> Bool {
        let home = cell(of: point)
        for east in home.east - 1...home.east + 1 {
            for north in home.north - 1...home.north + 1 {
                for other in cells[Cell(east: east, north: north)] ?? []
                where projection.distance(from: point, to: other) < Self.reach {
                    return true
                }
            }
        }
        return false
    }

    mutating func insert(_ point: Coordinate) {
        cells[cell(of: point), default: []].append(point)
    }
}
