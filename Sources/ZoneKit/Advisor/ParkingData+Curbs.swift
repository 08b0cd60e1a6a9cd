import Foundation

/// "Where can I park?": the curbs around a point, each asked as a car parked there would ask.
extension ParkingData {
    /// Every stretch of curb within `question.radius` of the point, nearest first, then the
    /// longest stay first: each side of each street segment in reach, split where its answer
    /// changes along the block, each answered (``answer(for:threshold:settings:)``) at its point
    /// nearest the driver, for the question's arrival, permits and placard, on its side.
    ///
    /// A stretch is sampled every ``CurbStations/spacing`` metres along its centreline, at the curb
    /// (``CurbStations/offset`` metres to the side), within the radius; consecutive samples that find the
    /// same things share one answer, and samples with the same verdict, reason and deadline form
    /// one stretch. Read the data for a question with ``DataPack/data(for:threshold:settings:)``.
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
    /// - Complexity: one R-tree search, then three searches per sample (O(metres of curb in reach
    ///   / 20)) and an answer per run of samples that find the same things.
    package func curbStretches(
        near question: CurbQuestion, threshold: Double? = nil, settings: SFAnswerSettings = .standard
    ) throws(ParkingQueryError) -> [CurbStretch] {
        guard question.location.isValid else { throw .invalidLocation(question.location) }
        _ = try curbs.validatedPermits(question.permits)
        var hits: [SFNearbyLine] = []
        // A curb is a few metres to the side of its centreline: a centreline just beyond the
        // radius may have a curb within it.
        curbs.centrelines(within: question.radius + CurbStations.offset, of: question.location, into: &hits)
        // Samples along one block face find the same things: their rules are evaluated once.
        let cache = SFEvaluationCache()
        var stretches: [CurbStretch] = []
        for hit in hits {
            for side in CurbSide.allCases {
                stretches += try self.stretches(
                    of: hit.index, side: side, question: question, threshold: threshold, settings: settings,
                    cache: cache)
            }
        }
        return stretches.filter { $0.distance <= question.radius }.sorted(by: CurbStretch.ranks)
    }

    /// How far from the point, in metres, the curb data `question` is answered from lies: every
    /// sample is within the radius, at a street (``CurbStations/offset`` from its centreline), and its
    /// answer searches no farther than the widest of the block-face, sweeping and meter radii.
    package static func curbReach(of question: CurbQuestion, settings: SFAnswerSettings = .standard) -> Double {
        ZoneIndex.metres(question.radius)
            + max(settings.blockFaceRadius, settings.sweepingRadius, settings.meterRadius, CurbStations.offset)
    }

    /// The stretches of one side of one centreline.
    ///
    /// Only the samples within the radius count (a stretch is the part of the curb within reach).
    /// Consecutive samples that find the same things — the same centreline segment nearest, the
    /// same regulation lines within ``SFAnswerSettings/blockFaceRadius`` and meters within
    /// ``SFAnswerSettings/meterRadius`` in the same order, the same zone where no block face is on
    /// the car's side — get the same answer, so one probe answers the whole run: the sample
    /// nearest the driver (a stretch's walk-to point is always a sample that was answered). A
    /// sample whose nearest centreline is another street's belongs to that street, not to this one.
    private func stretches(
        of centrelineIndex: Int, side: CurbSide, question: CurbQuestion, threshold: Double?,
        settings: SFAnswerSettings, cache: SFEvaluationCache
    ) throws(ParkingQueryError) -> [CurbStretch] {
        let centreline = curbs.centrelines[centrelineIndex]
        let projection = LocalProjection(referenceLatitude: question.location.latitude)
        let stations = CurbStations(of: centreline.line, side: side)
        let samples = stations.samples.compactMap { station -> CurbPoint? in
            let distance = projection.distance(from: question.location, to: station.point)
            return distance <= question.radius
                ? CurbPoint(point: station.point, distance: distance, along: station.along) : nil
        }
        guard !samples.isEmpty else { return [] }
        var answers: [(point: CurbPoint, answer: ParkingAnswer)] = []
        for run in probeRuns(
            samples, centreline: centrelineIndex, side: side, question: question, threshold: threshold,
            settings: settings)
        {
            guard let probe = run.min(by: { $0.distance < $1.distance }) else { continue }
            let query = ParkingQuery(
                location: probe.point, arrival: question.arrival, permits: question.permits,
                hasPlacard: question.hasPlacard, side: .curb(side), isOversizedVehicle: question.isOversizedVehicle)
            guard let answer = try answer(for: query, threshold: threshold, settings: settings, cache: cache).answer,
                answer.side.cnn == centreline.cnn
            else { continue }
            answers += run.map { ($0, answer) }
        }
        var result: [CurbStretch] = []
        for run in answers.runs(of: { Self.reads($0.answer, sameAs: $1.answer) }) {
            if let nearest = run.min(by: { $0.point.distance < $1.point.distance }) {
                let names = curbs.streetNames(ofCentreline: centrelineIndex)
                let line = stations.curbLine(
                    of: centreline.line, side: side, alongs: run.map(\.point.along), nearest: nearest.point.point)
                let part = stations.blockStart.map { start in
                    BlockPart(
                        along: run.map(\.point.along), blockLength: stations.length, lineStartsAt: start)
                }
                result.append(
                    CurbStretch(
                        street: nearest.answer.address?.street ?? names?.street, fromStreet: names?.fromStreet,
                        toStreet: names?.toStreet, side: side,
                        compass: nearest.answer.side.compass, cnn: centreline.cnn, line: line,
                        walkTo: nearest.point.point, distance: nearest.point.distance,
                        verdict: nearest.answer.verdict, verdictReason: nearest.answer.verdictReason,
                        parkUntil: nearest.answer.parkUntil, part: part))
            }
        }
        return result
    }

    /// A sample of a curb and its straight-line distance from the driver.
    private struct CurbPoint {
        let point: Coordinate
        let distance: Double
        /// Metres along the centreline from its first point.
        let along: Double
    }

    /// What an answer at a curb sample depends on besides the question: where the searches lead.
    private struct SampleFindings: Equatable {
        let segment: Int
        let regulations: [BlockFaceCandidate]
        let meters: [Int]
        let zone: ZoneReading
    }

    /// `samples` (in order along the curb) cut into runs that find the same things, without the
    /// samples nearer another centreline than `centreline`.
    private func probeRuns(
        _ samples: [CurbPoint], centreline: Int, side: CurbSide, question: CurbQuestion, threshold: Double?,
        settings: SFAnswerSettings
    ) -> [ArraySlice<CurbPoint>] {
        var runs: [ArraySlice<CurbPoint>] = []
        var hits: [SFNearbyLine] = []
        var current: SampleFindings?
        var start = 0
        for (index, sample) in samples.enumerated() {
            curbs.centrelines(within: settings.sweepingRadius, of: sample.point, into: &hits)
            var findings: SampleFindings?
            if let primary = hits.first, curbs.centrelines[primary.index].cnn == curbs.centrelines[centreline].cnn {
                curbs.regulations(within: settings.blockFaceRadius, of: sample.point, into: &hits)
                let regulations = blockFaceCandidates(
                    hits, centreline: curbs.centrelines[primary.index].line, side: side, settings: settings)
                curbs.meters(within: settings.meterRadius, of: sample.point, into: &hits)
                // With a block face on the car's side, its rules stand instead of the zone's, and
                // the zone changes only the answer's warnings, which a stretch does not show.
                let hasBlockFace = regulations.contains { $0.side == nil || $0.side == side }
                findings = SampleFindings(
                    segment: primary.segment, regulations: regulations, meters: hits.map(\.index),
                    zone: hasBlockFace
                        ? ZoneReading(isWithinBounds: zones.bounds?.contains(sample.point) ?? true, zone: nil)
                        : zoneReading(at: sample.point, question: question, threshold: threshold))
            }
            if index == 0 || findings != current {
                if current != nil { runs.append(samples[start..<index]) }
                start = index
                current = findings
            }
        }
        if current != nil { runs.append(samples[start...]) }
        return runs
    }

    /// A regulation line found near a sample, and the side of the centreline it is on.
    private struct BlockFaceCandidate: Equatable {
        let index: Int
        let side: CurbSide?
    }

    /// The regulation lines among `hits` (nearest first) that can make the block face of a car
    /// on `side`: every one up to the first on that side (or of no side), and those within
    /// ``SFAnswerSettings/sameLineTolerance`` farther, which may be its members — not the cross
    /// street's lines at the ends of the block, which a sample near an end also finds. Each line's
    /// side is found as the answer finds it (from the geometry at least a metre off the
    /// centreline, else none).
    private func blockFaceCandidates(
        _ hits: [SFNearbyLine], centreline line: LineString, side: CurbSide, settings: SFAnswerSettings
    ) -> [BlockFaceCandidate] {
        var candidates: [BlockFaceCandidate] = []
        var reach = Double.infinity
        for hit in hits {
            guard hit.distance <= reach else { break }
            let nearest = line.closestPoint(to: hit.closest)
            let hitSide =
                nearest.distance >= 1
                ? SideGeometry.side(
                    of: hit.closest, line: line, segment: nearest.segmentIndex, fraction: nearest.fraction)
                : nil
            candidates.append(BlockFaceCandidate(index: hit.index, side: hitSide))
            if reach == .infinity, hitSide == nil || hitSide == side {
                reach = hit.distance + settings.sameLineTolerance
            }
        }
        return candidates
    }

    /// What an answer takes from the zones at `point`: whether it is within the data, and the
    /// zone context it passes on.
    private func zoneReading(at point: Coordinate, question: CurbQuestion, threshold: Double?) -> ZoneReading {
        let lookup = zones.lookup(at: point, threshold: threshold, date: question.arrival)
        return ZoneReading(isWithinBounds: lookup.isWithinBounds, zone: lookup.primaryZone.flatMap(context))
    }

    private struct ZoneReading: Equatable {
        let isWithinBounds: Bool
        let zone: SFZoneContext?
    }

    /// Whether two samples' answers read the same: the verdict, the reason's rule and the deadline.
    private static func reads(_ a: ParkingAnswer, sameAs b: ParkingAnswer) -> Bool {
        a.verdict == b.verdict && a.parkUntil?.deadline == b.parkUntil?.deadline
            && a.parkUntil?.reason == b.parkUntil?.reason && a.blockFace?.regulationIDs == b.blockFace?.regulationIDs
            && a.meter?.blockfaceId == b.meter?.blockfaceId
    }
}
