import Foundation

/// Points that are not at a street — water, parks, the middle of a block: the curbs within reach
/// answer, or nobody does.
extension SFAnswerBuilder {
    /// The answer for a point with no street, block face or meter near it: the answer of the
    /// curbs within reach (``SFAnswerSettings/curbReach``, or the GPS accuracy if larger) when they
    /// all give the same verdict, else ``ParkingVerdict/unknown``; the nearest curbs are listed
    /// either way.
    mutating func buildAwayFromStreets(street: SFStreetPosition, cache: SFEvaluationCache?) -> ParkingAnswer {
        // The searches' own warnings (no sweeping data, no block face) are said better by the answer's.
        warnings.removeAll { warning in
            switch warning {
            case .noSweepingData, .noBlockFace: true
            default: false
            }
        }
        let reach = settings.curbReach(accuracy: query.accuracy)
        // A position too rough to tell one street from another: the curbs are listed, none answers.
        let rough = settings.isTooRoughForCurbs(query.accuracy) ? query.accuracy : nil
        let probes = nearbyCurbs(reach: reach, cache: cache)
        let curbs = probes.map(\.curb)
        let counted =
            rough != nil ? [] : probes.compactMap { probe in probe.answer.map { (curb: probe.curb, answer: $0) } }

        if let first = counted.first, first.answer.verdict != .unknown,
            counted.allSatisfy({ $0.answer.verdict == first.answer.verdict })
        {
            let soonest = counted.min { a, b in
                (a.answer.parkUntil?.deadline ?? .distantFuture) < (b.answer.parkUntil?.deadline ?? .distantFuture)
            }
            let chosen = soonest?.answer ?? first.answer
            var evaluation = SFRuleEvaluation(chosen)
            evaluation.basis = .nearbyCurbs
            evaluation.warnings = chosen.warnings + [.answeredFromNearbyCurbs(count: counted.count, reach: reach)]
            let side = SFSideFinding(
                side: chosen.side.side, compass: chosen.side.compass, method: .nearbyCurb,
                distanceToCentreline: soonest?.curb.distance, cnn: chosen.side.cnn)
            return ParkingAnswer(
                location: query.location, blockFace: chosen.blockFace, side: side, meter: chosen.meter,
                nearbyCurbs: curbs, evaluation: evaluation, searchWarnings: warnings)
        }

        // The searches' warnings are the point's own; the answer's follow them.
        let searchWarnings = warnings
        warnings = []
        // With no curb within reach (water, parks, the insides of blocks), every point with the same
        // zone and question has the same evaluation; only the curbs listed are its own.
        let key = counted.isEmpty && rough == nil ? cache.map { _ in evaluationKey(at: .noCurb(reach: reach)) } : nil
        if let cache, let key, let held = cache.evaluation(for: key, dataset: dataset, settings: settings) {
            return ParkingAnswer(
                location: query.location, blockFace: nil, side: street.finding, meter: nil, nearbyCurbs: curbs,
                evaluation: held.evaluation, searchWarnings: searchWarnings)
        }
        let reason: String
        if let rough {
            warnings.append(.positionTooRough(accuracy: rough, limit: settings.maxCurbReach))
            reason =
                "a position within \(AnswerText.metres(rough)) could be at many streets: the data cannot say which curb"
        } else if counted.isEmpty {
            warnings.append(.noCurbWithinReach(reach: reach))
            reason = "no street within \(AnswerText.metres(reach)) of this point"
        } else {
            warnings.append(.nearbyCurbsDisagree(count: counted.count, reach: reach))
            let verdicts = counted.map { "\($0.answer.verdict.rawValue) on \($0.curb.place)" }
            reason = "the curbs within \(AnswerText.metres(reach)) disagree (\(verdicts.joined(separator: "; ")))"
        }
        let areas = areasHere(nil)
        let check = PermitCheck(
            given: permits, matching: permits.filter(areas.codes.contains), areasHere: areas.codes,
            areaSource: areas.source, hasPlacard: query.hasPlacard)
        let evaluation = SFRuleEvaluation(
            arrival: query.arrival, status: status(check: check, mustMoveBy: nil), verdict: .unknown,
            reason: .words(reason), basis: .none, permits: check, zoneCode: query.zone?.code,
            rules: [], parkUntil: nil, sweeping: [], nextSweeping: nil, address: nil, meter: nil, warnings: warnings,
            sideUncertainIndex: nil)
        if let key { cache?.store(evaluation, for: key) }
        return ParkingAnswer(
            location: query.location, blockFace: nil, side: street.finding, meter: nil, nearbyCurbs: curbs,
            evaluation: evaluation, searchWarnings: searchWarnings)
    }

    /// The side facing the point of each of the nearest streets within the reach and the listing
    /// margin beyond it (one per street, nearest first, at most ``SFAnswerSettings/nearbyCurbLimit``);
    /// those within the reach answered as a car parked there on that side.
    ///
    /// The curbs' answers share `cache` with the batch's other answers: the points of one block
    /// all look at the same few curbs.
    private func nearbyCurbs(reach: Double, cache: SFEvaluationCache?) -> [(curb: SFNearbyCurb, answer: ParkingAnswer?)]
    {
        var hits: [SFNearbyLine] = []
        dataset.centrelines(within: reach + settings.nearbyCurbMargin, of: query.location, into: &hits)
        var streets: Set<String> = []
        var result: [(curb: SFNearbyCurb, answer: ParkingAnswer?)] = []
        for hit in hits where result.count < settings.nearbyCurbLimit {
            let centreline = dataset.centrelines[hit.index]
            let names = dataset.streetNames(ofCentreline: hit.index)
            if let name = names?.street, !streets.insert(name.lowercased()).inserted { continue }
            guard
                let side = SideGeometry.side(
                    of: query.location, line: centreline.line, segment: hit.segment, fraction: hit.fraction)
            else { continue }
            var answer: ParkingAnswer?
            if hit.distance <= reach {
                var probe = query
                probe.location = hit.closest
                probe.side = .curb(side)
                probe.heading = nil
                probe.accuracy = nil
                probe.arrivalAdjustment = nil
                var builder = SFAnswerBuilder(dataset: dataset, query: probe, permits: permits, settings: settings)
                builder.isCurbProbe = true
                answer = builder.build(cache: cache)
            }
            let leftNormal = SideGeometry.leftNormal(of: centreline.line, segment: hit.segment)
            let curb = SFNearbyCurb(
                street: names?.street, fromStreet: names?.fromStreet, toStreet: names?.toStreet, side: side,
                compass: compassOfSide(side, centreline: hit.index, leftNormal: leftNormal), cnn: centreline.cnn,
                distance: hit.distance, point: hit.closest, verdict: answer?.verdict,
                verdictReason: answer?.verdictReason, parkUntil: answer?.parkUntil)
            result.append((curb, answer))
        }
        return result
    }
}
