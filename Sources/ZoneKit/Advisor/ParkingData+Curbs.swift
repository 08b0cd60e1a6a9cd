import Foundation

/// "Where can I park?": the curbs around a point, each asked as a car parked there would ask.
extension ParkingData {
    /// Every stretch of curb within `question.radius` of the point, nearest first, then the
    /// longest stay first: each side of each street segment in reach, split where its answer
    /// changes along the block, each answered (``answer(for:threshold:settings:)``) at its point
    /// nearest the driver, for the question's arrival, permits and placard, on its side.
    ///
    /// A stretch is sampled every ``stretchSampling`` metres along its centreline, at the curb
    /// (``curbOffset`` metres to the side); samples with the same verdict, reason and deadline
    /// form one stretch.
    ///
    /// ```swift
    /// let data = try ParkingData(directory: "Resources")
    /// let question = CurbQuestion(location: here, arrival: now, permits: ["S"], stay: 2 * 3600)
    /// for stretch in try data.curbStretches(near: question) where stretch.allows(stay: question.stay, from: now) {
    ///     print(stretch.place, stretch.distance, stretch.parkUntil?.deadline as Any)
    /// }
    /// ```
    ///
    /// - Throws: ``ParkingQueryError`` for an unknown permit or an invalid location.
    /// - Complexity: one R-tree search, then an answer per sample: O(metres of curb in reach / 20).
    public func curbStretches(
        near question: CurbQuestion, threshold: Double? = nil, settings: AnswerSettings = .standard
    ) throws(ParkingQueryError) -> [CurbStretch] {
        guard question.location.isValid else { throw .invalidLocation(question.location) }
        _ = try curbs.validatedPermits(question.permits)
        var hits: [NearbyLine] = []
        // A curb is a few metres to the side of its centreline: a centreline just beyond the
        // radius may have a curb within it.
        curbs.centrelines(within: question.radius + Self.curbOffset, of: question.location, into: &hits)
        // Samples along one block face find the same things: their findings are worked out once.
        let cache = AnswerCache()
        var stretches: [CurbStretch] = []
        for hit in hits {
            for side in CurbSide.allCases {
                stretches += try self.stretches(
                    of: hit.index, side: side, question: question, threshold: threshold, settings: settings,
                    cache: cache)
            }
        }
        return stretches.filter { $0.distance <= question.radius }.sorted(by: Self.ranks)
    }

    /// Nearer first; at the same distance the longer stay; then by CNN, side and place, so that the
    /// order never depends on the search's.
    private static func ranks(_ a: CurbStretch, before b: CurbStretch) -> Bool {
        if a.distance != b.distance { return a.distance < b.distance }
        let aEnd = a.parkUntil?.deadline ?? .distantFuture
        let bEnd = b.parkUntil?.deadline ?? .distantFuture
        if aEnd != bEnd { return aEnd > bEnd }
        return (a.cnn ?? "", a.side.rawValue, a.walkTo.latitude, a.walkTo.longitude)
            < (b.cnn ?? "", b.side.rawValue, b.walkTo.latitude, b.walkTo.longitude)
    }

    /// How far apart, in metres, a stretch's samples are taken along its centreline.
    public static let stretchSampling = 20.0
    /// How far from the centreline, in metres, the curb is taken to be.
    public static let curbOffset = 5.0
    /// How far from a segment's ends, in metres, its first and last samples are (at the very end
    /// the cross street's centreline is as near as its own).
    static let endInset = 4.0

    /// The stretches of one side of one centreline.
    private func stretches(
        of centrelineIndex: Int, side: CurbSide, question: CurbQuestion, threshold: Double?,
        settings: AnswerSettings, cache: AnswerCache
    ) throws(ParkingQueryError) -> [CurbStretch] {
        let centreline = curbs.centrelines[centrelineIndex]
        let samples = Self.curbSamples(of: centreline.line, side: side)
        guard !samples.isEmpty else { return [] }
        let projection = LocalProjection(referenceLatitude: question.location.latitude)
        var answers: [(point: Coordinate, answer: ParkingAnswer)] = []
        for point in samples {
            let query = ParkingQuery(
                location: point, arrival: question.arrival, permits: question.permits,
                hasPlacard: question.hasPlacard, side: .curb(side), isOversizedVehicle: question.isOversizedVehicle)
            guard let answer = try answer(for: query, threshold: threshold, settings: settings, cache: cache).answer
            else { continue }
            // A sample that found another street's centreline nearer is that street's, not this one's.
            guard answer.side.cnn == centreline.cnn else { continue }
            answers.append((point, answer))
        }
        var result: [CurbStretch] = []
        var start = 0
        while start < answers.count {
            var end = start
            while end + 1 < answers.count, Self.reads(answers[end + 1].answer, sameAs: answers[start].answer) {
                end += 1
            }
            let run = answers[start...end]
            let nearest = run.min { a, b in
                projection.distance(from: question.location, to: a.point)
                    < projection.distance(from: question.location, to: b.point)
            }
            if let nearest {
                let names = curbs.streetNames(ofCentreline: centrelineIndex)
                var line = run.map(\.point)
                if line.count == 1 { line.append(line[0]) }
                result.append(
                    CurbStretch(
                        street: nearest.answer.address?.street ?? names?.street, fromStreet: names?.fromStreet,
                        toStreet: names?.toStreet, side: side,
                        compass: nearest.answer.side.compass, cnn: centreline.cnn, line: line, walkTo: nearest.point,
                        distance: projection.distance(from: question.location, to: nearest.point),
                        verdict: nearest.answer.verdict, verdictReason: nearest.answer.verdictReason,
                        parkUntil: nearest.answer.parkUntil))
            }
            start = end + 1
        }
        return result
    }

    /// Whether two samples' answers read the same: the verdict, the reason's rule and the deadline.
    private static func reads(_ a: ParkingAnswer, sameAs b: ParkingAnswer) -> Bool {
        a.verdict == b.verdict && a.parkUntil?.deadline == b.parkUntil?.deadline
            && a.parkUntil?.reason == b.parkUntil?.reason && a.blockFace?.regulationIDs == b.blockFace?.regulationIDs
            && a.meter?.blockfaceId == b.meter?.blockfaceId
    }

    /// Points every ``stretchSampling`` metres along `line`, ``endInset`` metres in from its ends,
    /// moved ``curbOffset`` metres to `side`.
    static func curbSamples(of line: LineString, side: CurbSide) -> [Coordinate] {
        let coordinates = line.coordinates
        guard let first = coordinates.first else { return [] }
        let projection = LocalProjection(referenceLatitude: first.latitude)
        var lengths: [Double] = []
        for index in 0..<line.segmentCount {
            lengths.append(projection.distance(from: coordinates[index], to: coordinates[index + 1]))
        }
        let total = lengths.reduce(0, +)
        guard total > 2 * endInset else { return [] }
        let usable = total - 2 * endInset
        let count = max(1, Int((usable / stretchSampling).rounded(.up)))
        var samples: [Coordinate] = []
        for step in 0...count {
            var along = endInset + usable * Double(step) / Double(count)
            var segment = 0
            while segment < lengths.count - 1, along > lengths[segment] {
                along -= lengths[segment]
                segment += 1
            }
            guard lengths[segment] > 0, let normal = SideGeometry.leftNormal(of: line, segment: segment) else {
                continue
            }
            let fraction = min(1, along / lengths[segment])
            let a = coordinates[segment]
            let b = coordinates[segment + 1]
            let sign = side == .left ? 1.0 : -1.0
            let east = normal.east * curbOffset * sign
            let north = normal.north * curbOffset * sign
            samples.append(
                Coordinate(
                    latitude: a.latitude + fraction * (b.latitude - a.latitude)
                        + north / LocalProjection.metresPerDegreeLatitude,
                    longitude: a.longitude + fraction * (b.longitude - a.longitude)
                        + east / projection.metresPerDegreeLongitude))
        }
        return samples
    }
}
