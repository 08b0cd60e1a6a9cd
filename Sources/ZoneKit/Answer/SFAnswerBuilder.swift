import Foundation

/// Builds one ``ParkingAnswer``: finds the street and side, the block face, the meter, turns every
/// regulation into ``AppliedRule``s for this driver, and ends the stay at the soonest of their
/// terms' courses (``CurbTermStay``). Rules come together only here.
struct SFAnswerBuilder {
    let dataset: SFDataset
    let query: ParkingQuery
    let permits: [String]
    let settings: SFAnswerSettings
    /// The day the data is from, if known: an arrival far from it is warned about.
    let dataDate: CivilDate?
    var warnings: [ParkingWarning] = []
    var rules: [AppliedRule] = []
    /// Whether this builder answers for a nearby curb of a point not at a street (so it never looks
    /// for nearby curbs itself).
    var isCurbProbe = false
    /// The `data-disagrees` warnings of rules that bind the driver, whose effect on the whole stay
    /// is known only once every rule is in (``settleDisagreements(stay:)``).
    var disagreements: [PendingDisagreement] = []
    /// Where in ``warnings`` the side-uncertain warning is, once the sweeping rules added one.
    var sideUncertainIndex: Int?
    /// The batch worker's cache this answer is built with, if any: it keeps the times of windows
    /// and the courses of terms at the arrival for the worker's other answers.
    var cache: SFEvaluationCache?

    init(
        dataset: SFDataset, query: ParkingQuery, permits: [String], settings: SFAnswerSettings,
        dataDate: CivilDate? = nil
    ) {
        self.dataset = dataset
        self.query = query
        self.permits = permits
        self.settings = settings
        self.dataDate = dataDate
    }

    private var point: Coordinate { query.location }
    private var arrival: Date { query.arrival }

    /// Where the searches around the point led, before any rule is looked at: the street and side,
    /// the block face, the meter, their warnings, and what an evaluation there depends on.
    struct Searched {
        let street: SFStreetPosition
        /// The block face on the car's side, if any: found by index, its match made only for an
        /// answer built whole (``blockFaceMatch(_:)``).
        let blockFace: BlockFaceHit?
        /// The metered block face on the car's side, if any.
        let meterHit: (index: Int, distance: Double)?
        /// The warnings of the searches: the point's own, before the evaluation's.
        let warnings: [ParkingWarning]
        /// What an evaluation here depends on; `nil` without a cache, or away from every street
        /// (``isAwayFromStreets``).
        let key: SFEvaluationCache.Key?
        /// Whether the point is at no street, block face or meter (and this builder is no curb
        /// probe): it is answered from the curbs nearby.
        let isAwayFromStreets: Bool
    }

    /// The answer: the searches around the point, then what the rules say where they led — from
    /// `cache` when it holds that, else worked out (and left there).
    mutating func build(cache: SFEvaluationCache?) -> ParkingAnswer {
        let searched = search(cache: cache)
        return answer(searched, held: held(searched))
    }

    /// The searches around the point (``Searched``), with `cache`'s buffers and memos.
    mutating func search(cache: SFEvaluationCache?) -> Searched {
        self.cache = cache
        warnAboutArrival()
        let street = locateStreet()
        let blockFace = matchBlockFace(street)
        let meterHit = matchMeter(street)
        let isAway = street.primary == nil && blockFace == nil && meterHit == nil && !isCurbProbe
        let key =
            isAway || cache == nil
            ? nil
            : evaluationKey(at: curbPlace(street, regulations: blockFace?.regulations, meter: meterHit?.index))
        return Searched(
            street: street, blockFace: blockFace, meterHit: meterHit, warnings: warnings, key: key,
            isAwayFromStreets: isAway)
    }

    /// The evaluation ``cache`` holds for where the searches led, if any.
    func held(_ searched: Searched) -> SFHeldEvaluation? {
        guard let key = searched.key else { return nil }
        return cache?.evaluation(for: key, dataset: dataset, settings: settings)
    }

    /// The core of the evaluation where the searches led, worked out and left in ``cache``'s shared
    /// cores (``SFCoreEvaluations``), which have room for it; `nil` (and nothing worked out) away
    /// from the streets, without shared cores or without room. Should another worker fill the
    /// cores meanwhile, the core is this answer's alone: once worked out, an evaluation is never
    /// worked out again by the same builder (its rules would be added twice).
    mutating func storedCore(_ searched: Searched) -> SFHeldEvaluation? {
        guard !searched.isAwayFromStreets, let key = searched.key, let cache, cache.mayStoreCore else { return nil }
        warnings = []
        let evaluation = evaluate(
            street: searched.street, blockFace: searched.blockFace.map(blockFaceMatch),
            meter: searched.meterHit.map { dataset.meters[$0.index] }, cache: cache)
        return cache.storeCore(evaluation, for: key) ?? SFHeldEvaluation(evaluation.core)
    }

    /// The answer where the searches led: from `held` when given (the evaluation ``cache`` holds
    /// there), else worked out and left in ``cache``.
    mutating func answer(_ searched: Searched, held: SFHeldEvaluation?) -> ParkingAnswer {
        let street = searched.street
        if searched.isAwayFromStreets { return buildAwayFromStreets(street: street, cache: cache) }
        // The searches' warnings are the point's own; the evaluation's follow them.
        warnings = []
        let blockFace = searched.blockFace.map(blockFaceMatch)
        func answer(_ evaluation: SFRuleEvaluation) -> ParkingAnswer {
            var meter = evaluation.meter
            if let hit = searched.meterHit { meter?.distance = hit.distance }
            return ParkingAnswer(
                location: point, blockFace: blockFace, side: street.finding, meter: meter,
                nearbyCurbs: [], evaluation: evaluation, searchWarnings: searched.warnings)
        }
        if let held {
            guard held.evaluation.sideUncertainIndex != nil else { return answer(held.evaluation) }
            return answer(held.evaluation.at(distanceToCentreline: street.finding.distanceToCentreline))
        }
        let evaluation = evaluate(
            street: street, blockFace: blockFace, meter: searched.meterHit.map { dataset.meters[$0.index] },
            cache: cache)
        if let key = searched.key { cache?.store(evaluation, for: key) }
        return answer(evaluation)
    }

    /// What an evaluation at `place` depends on, with this question.
    func evaluationKey(at place: SFEvaluationCache.Place) -> SFEvaluationCache.Key {
        SFEvaluationCache.Key(
            arrival: arrival, permits: permits, hasPlacard: query.hasPlacard,
            isOversizedVehicle: query.isOversizedVehicle, zone: query.zone, place: place)
    }

    /// Where the searches led at a curb: the centrelines, the side found, the block face's
    /// `regulations` and the `meter`. A centreline's segment counts only through the compass points
    /// of its sides, which name a sweeping side the data does not label.
    private func curbPlace(_ street: SFStreetPosition, regulations: [Int]?, meter: Int?) -> SFEvaluationCache.Place {
        let lines = street.lines.map { line in
            let normal = SideGeometry.leftNormal(
                of: dataset.centrelines[line.hit.index].line, segment: line.hit.segment)
            return SFEvaluationCache.Line(
                centreline: line.hit.index, side: line.side,
                left: normal.flatMap { CompassDirection(east: $0.east, north: $0.north) },
                right: normal.flatMap { CompassDirection(east: -$0.east, north: -$0.north) })
        }
        return .curb(
            lines: lines, side: street.finding.side, compass: street.finding.compass, regulations: regulations,
            meter: meter)
    }

    /// Everything the searches lead to: the rules of the block face (else the zone), sweeping, the
    /// meter and the 72-hour limit, combined into "park until", the verdict and the permit status.
    /// Its warnings are those it adds to ``warnings``.
    private mutating func evaluate(
        street: SFStreetPosition, blockFace: SFBlockFaceMatch?, meter meteredBlockFace: SFMeteredBlockFace?,
        cache: SFEvaluationCache?
    ) -> SFRuleEvaluation {
        let areas = areasHere(blockFace)
        if let blockFace {
            for regulation in blockFace.regulations { addRules(for: regulation) }
        } else if let zone = query.zone, let rule = zone.areaRule {
            addZoneRule(code: zone.code, rule: rule)
        }
        let sweeping = addSweepingRules(street)
        let meter = meteredBlockFace.map { addMeter($0) }
        let citywideCourse = addSeventyTwoHourRule(cache: cache)

        // The stay: the binding rules' terms read term by term, as the curb model reads them.
        let constrained = rules.indices.filter { rules[$0].constraint != nil }
        let constraints = rules.compactMap(\.constraint)
        let stay = CurbTermStay(arrival: arrival, withinDays: settings.searchDays, count: constraints.count) { index in
            let constraint = constraints[index]
            if constraint == Self.seventyTwoHourConstraint { return citywideCourse }
            return course(of: constraint.term, cache: cache)
        }
        let limits = stay.ends.map { end in
            SFStayLimit(constraint: constraints[end.term], constraintIndex: end.term, course: end.course)
        }
        settleDisagreements(binding: limits.first)
        let mustMove = limits.first { !$0.startsPayment }
        let deadline = limits.first.map { limit in
            var deadline = ParkingDeadline(limit, ruleIndex: constrained[limit.constraintIndex])
            deadline.mustMoveBy = mustMove?.deadline
            return deadline
        }
        let check = PermitCheck(
            given: permits, matching: permits.filter(areas.codes.contains), areasHere: areas.codes,
            areaSource: areas.source, hasPlacard: query.hasPlacard)
        var verdict = self.verdict(limits: limits, withinDays: stay.withinDays, constrained: constrained)
        if let conflict = blockFace.flatMap(Self.conflictingRows) {
            let warning = ParkingWarning.curbRowsDisagree(
                forbiddingID: conflict.forbidding.id, forbidding: Self.rowName(conflict.forbidding),
                allowingID: conflict.allowing.id, allowing: Self.rowName(conflict.allowing))
            warnings.append(warning)
            // Unknown only where the verdict depends on the contested row: another rule that
            // forbids parking now (sweeping in force) answers no whatever the sign says.
            let contested = AppliedRule.Source.regulation(id: conflict.forbidding.id)
            if let other = limits.first(where: {
                $0.mustLeaveNow && rules[constrained[$0.constraintIndex]].source != contested
                    && !rules[constrained[$0.constraintIndex]].sideIsUncertain
            }) {
                verdict = (.no, .leaveNow(other))
            } else {
                verdict = (.unknown, .words(warning.description))
            }
        }

        return SFRuleEvaluation(
            arrival: arrival,
            status: status(check: check, mustMoveBy: mustMove?.deadline),
            verdict: verdict.verdict,
            reason: verdict.reason, basis: .curb, permits: check, zoneCode: query.zone?.code,
            rules: rules,
            parkUntil: deadline, sweeping: sweeping.reports, nextSweeping: sweeping.next,
            address: address(street, meter: meter), meter: meter, warnings: warnings,
            sideUncertainIndex: sideUncertainIndex)
    }

    /// Two rows posted on the car's curb that cannot both hold: one forbids parking at every
    /// instant (no parking any time), the other regulates a stay there (a time limit, a meter).
    /// The data cannot say which the sign shows, so the answer is unknown and names both.
    static func conflictingRows(
        _ blockFace: SFBlockFaceMatch
    ) -> (forbidding: SFBlockFaceRegulation, allowing: SFBlockFaceRegulation)? {
        guard
            let forbidding = blockFace.regulations.first(where: {
                ($0.kind == .noParkingAnyTime || $0.kind == .noStopping) && $0.window.isAllDay
                    && $0.window.days == .everyDay
            }),
            let allowing = blockFace.regulations.first(where: {
                $0.kind == .timeLimit || $0.kind == .payOrPermit || $0.kind == .paidPlusPermit
            })
        else { return nil }
        return (forbidding, allowing)
    }

    /// `no parking any time`, `2-hour limit`, `pay or permit`: a row as a driver would name it.
    static func rowName(_ regulation: SFBlockFaceRegulation) -> String {
        if regulation.kind == .timeLimit, let minutes = regulation.limitMinutes {
            return AnswerText.limitName(minutes: minutes)
        }
        return "\(regulation.kind)"
    }

    /// `term`'s course from the arrival: kept by `cache` for the batch's other answers, which meet
    /// the same few windows.
    private func course(of term: CurbTerm, cache: SFEvaluationCache?) -> CurbCourse? {
        let make = { term.course(arrival: arrival, withinDays: settings.searchDays, in: dataset.holidays) }
        guard let cache else { return make() }
        return cache.course(of: term, at: arrival, make)
    }

    /// `window`'s occurrence in force at arrival and its next occurrence after it: kept by
    /// ``cache`` for the batch's other answers, which meet the same few windows.
    func windowTimes(_ window: CurbWindow) -> SFEvaluationCache.WindowTimes {
        let make = {
            SFEvaluationCache.WindowTimes(
                current: window.occurrence(containing: arrival, in: dataset.holidays),
                next: window.nextOccurrence(after: arrival, withinDays: settings.searchDays, in: dataset.holidays)
            )
        }
        guard let cache else { return make() }
        return cache.windowTimes(window, at: arrival, make)
    }

    // MARK: - Arrival

    /// Warns when the typed arrival named no single instant (the query's adjustment, if it is for
    /// this arrival) and when it is far from the data's date.
    private mutating func warnAboutArrival() {
        if let adjustment = query.arrivalAdjustment, adjustment.used == arrival {
            warnings.append(ParkingWarning(adjustment))
        }
        if let dataDate {
            let arrival = arrival
            let make = { ParkingWarning.farFromData(arrival: arrival, dataDate: dataDate) }
            let far = cache.map { $0.farFromDataWarning(at: arrival, dataDate: dataDate, make) } ?? make()
            if let far { warnings.append(far) }
        }
    }

    // MARK: - Street and side

    /// Warns when the heading's side is not the side the position clearly shows (farther from the
    /// centreline than the side-certainty distance and the accuracy).
    private mutating func warnIfPosition(
        disagreesWith headingSide: CurbSide, heading: Double, primary: SFNearbyLine, line: LineString
    ) {
        let tolerance = max(settings.sideCertaintyDistance, query.accuracy ?? 0)
        guard primary.distance > tolerance,
            let positionSide = SideGeometry.side(
                of: point, line: line, segment: primary.segment, fraction: primary.fraction),
            positionSide != headingSide
        else { return }
        let leftNormal = SideGeometry.leftNormal(of: line, segment: primary.segment)
        func name(_ side: CurbSide) -> String {
            compassOfSide(side, centreline: primary.index, leftNormal: leftNormal).map(\.description)
                ?? side.description
        }
        warnings.append(
            .headingDisagreesWithPosition(
                heading: heading, headingSide: name(headingSide), positionSide: name(positionSide),
                distance: primary.distance))
    }

    private mutating func locateStreet() -> SFStreetPosition {
        var hits = cache?.borrowLines() ?? []
        defer { cache?.giveBack(hits) }
        dataset.centrelines(within: settings.sweepingRadius, of: point, into: &hits)
        guard var primary = hits.first else {
            warnings.append(.noSweepingData(radius: settings.sweepingRadius))
            let finding = SFSideFinding(
                side: nil, compass: query.side.flatMap(Self.compass(of:)), method: .noCentreline,
                distanceToCentreline: nil, cnn: nil)
            return SFStreetPosition(lines: [], finding: finding, outward: nil)
        }
        var line = dataset.centrelines[primary.index].line
        var leftNormal = dataset.centrelineIndex.leftNormal(of: primary, line: line)
        var side: CurbSide?
        var method = SFSideFinding.Method.undetermined
        var decided = false

        if let hint = query.side {
            decided = true
            switch hint {
            case .curb(let curb):
                side = curb
            case .compass(let direction):
                side = labelledSide(direction, centreline: primary.index)
                if side == nil, let leftNormal {
                    side = SideGeometry.side(facing: direction.vector, leftNormal: leftNormal, threshold: 0.38)
                }
                if side == nil {
                    warnings.append(.sideHintUnmatched(hint: hint.description, street: streetName(primary.index)))
                }
            }
            method = side == nil ? .undetermined : .userSide
        } else if let heading = query.heading, let leftNormal {
            side = SideGeometry.side(facing: SideGeometry.rightOfTravel(heading: heading), leftNormal: leftNormal)
            if let headingSide = side {
                decided = true
                method = .heading
                warnIfPosition(disagreesWith: headingSide, heading: heading, primary: primary, line: line)
            } else {
                warnings.append(.headingAcrossStreet(heading: heading))
            }
        }
        // A side chosen by the driver that the nearest carriageway does not sweep (the median side
        // of a divided road) is the other carriageway's curb on that side: its rules apply.
        if decided, let chosen = side, let normal = leftNormal, !hasSweepingSide(chosen, centreline: primary.index) {
            let outward = chosen == .left ? normal : (east: -normal.east, north: -normal.north)
            if let other = otherCarriageway(of: primary, facing: outward, among: hits) {
                let compass = compassOfSide(chosen, centreline: primary.index, leftNormal: normal)
                warnings.append(
                    .sideOnOtherCarriageway(
                        street: streetName(primary.index), side: compass?.description ?? chosen.description,
                        cnn: dataset.centrelines[other.hit.index].cnn, distance: other.hit.distance))
                primary = other.hit
                line = dataset.centrelines[primary.index].line
                leftNormal = dataset.centrelineIndex.leftNormal(of: primary, line: line)
                side = other.side
            }
        }
        if !decided {
            let tolerance = max(settings.sideCertaintyDistance, query.accuracy ?? 0)
            let geometric = SideGeometry.side(
                of: point, line: line, segment: primary.segment, fraction: primary.fraction)
            if primary.distance > tolerance, let geometric {
                side = geometric
                method = .position
            }
        }

        var outward: (east: Double, north: Double)?
        if let side, let leftNormal {
            outward = side == .left ? leftNormal : (-leftNormal.east, -leftNormal.north)
        }
        var lines = [SFStreetPosition.Line(hit: primary, side: side)]
        for partner in junctionPartners(of: primary, among: hits) {
            var partnerSide: CurbSide?
            if let outward,
                let normal = dataset.centrelineIndex.leftNormal(
                    of: partner, line: dataset.centrelines[partner.index].line)
            {
                partnerSide = SideGeometry.side(facing: outward, leftNormal: normal, threshold: 0)
            }
            lines.append(SFStreetPosition.Line(hit: partner, side: partnerSide))
        }
        if lines.count > 1 {
            warnings.append(
                .segmentJunction(
                    street: streetName(primary.index),
                    cnns: lines.map { dataset.centrelines[$0.hit.index].cnn ?? "(no CNN)" }))
        }
        let compass = side.flatMap { compassOfSide($0, centreline: primary.index, leftNormal: leftNormal) }
        let finding = SFSideFinding(
            side: side, compass: compass, method: method, distanceToCentreline: primary.distance,
            cnn: dataset.centrelines[primary.index].cnn)
        return SFStreetPosition(lines: lines, finding: finding, outward: outward)
    }

    /// Whether the data sweeps `side` of `centreline` (has a sweeping row for it).
    private func hasSweepingSide(_ side: CurbSide, centreline: Int) -> Bool {
        dataset.centrelines[centreline].sideIndices.contains { dataset.sweepingSides[$0].side == side }
    }

    /// The nearest other carriageway of the same street lying `outward` of the primary one (a
    /// divided road's other half, as the driver's chosen side points), with its side facing
    /// `outward`, when the data sweeps that side.
    private func otherCarriageway(
        of primary: SFNearbyLine, facing outward: (east: Double, north: Double), among hits: [SFNearbyLine]
    ) -> (hit: SFNearbyLine, side: CurbSide)? {
        guard let street = streetName(primary.index)?.lowercased() else { return nil }
        let projection = LocalProjection(referenceLatitude: point.latitude)
        for hit in hits.dropFirst() where hit.index != primary.index {
            guard streetName(hit.index)?.lowercased() == street else { continue }
            let offset = projection.offset(of: hit.closest, from: primary.closest)
            guard offset.east * outward.east + offset.north * outward.north > 1,
                let normal = dataset.centrelineIndex.leftNormal(of: hit, line: dataset.centrelines[hit.index].line),
                let side = SideGeometry.side(facing: outward, leftNormal: normal, threshold: 0.38),
                hasSweepingSide(side, centreline: hit.index)
            else { continue }
            return (hit, side)
        }
        return nil
    }

    /// Other segments of the same street whose nearest point is the same line end as the primary's:
    /// the point is at a junction of segments and their sweeping is combined.
    private func junctionPartners(of primary: SFNearbyLine, among hits: [SFNearbyLine]) -> [SFNearbyLine] {
        let primaryLine = dataset.centrelines[primary.index].line
        guard isAtEnd(primary, of: primaryLine), let street = streetName(primary.index)?.lowercased() else {
            return []
        }
        let projection = LocalProjection(referenceLatitude: point.latitude)
        return hits.dropFirst().filter { hit in
            hit.distance <= primary.distance + 0.5
                && streetName(hit.index)?.lowercased() == street
                && isAtEnd(hit, of: dataset.centrelines[hit.index].line)
                && projection.distance(from: hit.closest, to: primary.closest) <= 1
        }
    }

    private func isAtEnd(_ hit: SFNearbyLine, of line: LineString) -> Bool {
        (hit.segment == 0 && hit.fraction <= 0) || (hit.segment == line.segmentCount - 1 && hit.fraction >= 1)
    }

    /// The side of `centreline` whose compass label is `direction`, if exactly one side has it.
    private func labelledSide(_ direction: CompassDirection, centreline: Int) -> CurbSide? {
        let sides = Set(
            dataset.centrelines[centreline].sideIndices.compactMap { index -> CurbSide? in
                let side = dataset.sweepingSides[index]
                return side.blockSide == direction ? side.side : nil
            })
        return sides.count == 1 ? sides.first : nil
    }

    /// The compass point of `side` of `centreline`: its label in the data, else from the geometry.
    func compassOfSide(
        _ side: CurbSide, centreline: Int, leftNormal: (east: Double, north: Double)?
    ) -> CompassDirection? {
        if let compass = dataset.labelledCompass(of: side, centreline: centreline) { return compass }
        guard let leftNormal else { return nil }
        return side == .left
            ? CompassDirection(east: leftNormal.east, north: leftNormal.north)
            : CompassDirection(east: -leftNormal.east, north: -leftNormal.north)
    }

    private func streetName(_ centreline: Int) -> String? {
        dataset.centrelines[centreline].sideIndices.lazy.compactMap { dataset.sweepingSides[$0].street }.first
            .map(SFStreetNameText.shown)
    }

    private static func compass(of hint: SideHint) -> CompassDirection? {
        if case .compass(let direction) = hint { return direction }
        return nil
    }

    /// The side of the nearest centreline that `coordinate` (a point of a curb line) is on: from
    /// the geometry when it is at least a metre off the centreline, else from `compass`.
    private func curbSide(of coordinate: Coordinate, compass: CompassDirection?, street: SFStreetPosition) -> CurbSide?
    {
        Self.curbSide(of: coordinate, compass: compass, street: street, dataset: dataset)
    }

    /// ``curbSide(of:compass:street:)`` in `dataset`, for closures that must not capture the
    /// builder: a mutating method's closure that does copies all of it, on every search.
    private static func curbSide(
        of coordinate: Coordinate, compass: CompassDirection?, street: SFStreetPosition, dataset: SFDataset
    ) -> CurbSide? {
        guard let primary = street.primary else { return nil }
        let line = dataset.centrelines[primary.index].line
        let nearest = line.closestPoint(to: coordinate)
        if nearest.distance >= 1 {
            return SideGeometry.side(
                of: coordinate, line: line, segment: nearest.segmentIndex, fraction: nearest.fraction)
        }
        guard let compass, let normal = SideGeometry.leftNormal(of: line, segment: nearest.segmentIndex) else {
            return nil
        }
        return SideGeometry.side(facing: compass.vector, leftNormal: normal, threshold: 0.38)
    }

    // MARK: - Block face and meter

    /// The block face a point is at: its regulations (by index, in order), the distance to the
    /// nearest and the side of the street that one is on.
    struct BlockFaceHit {
        let regulations: [Int]
        let distance: Double
        let side: CurbSide?
    }

    /// The block face on the car's side, by the indices of its regulations.
    private mutating func matchBlockFace(_ street: SFStreetPosition) -> BlockFaceHit? {
        var hits = cache?.borrowLines() ?? []
        defer { cache?.giveBack(hits) }
        dataset.regulations(within: settings.blockFaceRadius, of: point, into: &hits)
        let carSide = street.finding.side
        // Each hit's side of the street (a nearest point on the centreline: the costly part), worked
        // out when first asked for: for the hits up to the best one and those on its line.
        var known = KnownSides()
        let dataset = self.dataset
        func side(_ index: Int) -> CurbSide? {
            if let side = known[index] { return side }
            let side = Self.curbSide(of: hits[index].closest, compass: nil, street: street, dataset: dataset)
            known[index] = side
            return side
        }
        func isEligible(_ index: Int) -> Bool {
            guard let carSide else { return true }
            let side = side(index)
            return side == nil || side == carSide
        }
        guard let best = hits.indices.first(where: isEligible) else {
            if let across = hits.first {
                warnings.append(.blockFaceAcrossStreet(regulationID: dataset.regulations[across.index].id))
            } else {
                warnings.append(.noBlockFace(radius: settings.blockFaceRadius))
            }
            return nil
        }
        let bestHit = hits[best]
        let bestSide = side(best)
        let bestDirection = direction(of: bestHit)
        let projection = LocalProjection(referenceLatitude: point.latitude)
        // The eligible hits on the best one's line, in order: the block face's regulations.
        var indices: [Int] = []
        for index in hits.indices {
            let hit = hits[index]
            if index != best {
                guard projection.distance(from: hit.closest, to: bestHit.closest) <= settings.sameLineTolerance,
                    isEligible(index)
                else {
                    continue
                }
                // A line across a narrow street is as near, but on the other curb.
                if let bestSide, let hitSide = side(index), hitSide != bestSide { continue }
                if let a = bestDirection, let b = direction(of: hit), !(abs(a.east * b.east + a.north * b.north) >= 0.9)
                {
                    continue
                }
            }
            indices.append(hit.index)
        }
        return BlockFaceHit(regulations: indices, distance: bestHit.distance, side: bestSide)
    }

    /// The sides of the street of a search's first 32 hits, as far as worked out: two bits each
    /// (0 not yet, 1 none, 2 left, 3 right), so that remembering them allocates nothing. Hits past
    /// the 32nd are never remembered (worked out each time they are asked for).
    private struct KnownSides {
        private var bits: UInt64 = 0

        /// `nil` when not worked out yet; else the side, `.some(nil)` for none.
        subscript(index: Int) -> CurbSide?? {
            get {
                guard index < 32 else { return nil }
                switch bits >> UInt64(2 * index) & 3 {
                case 1: return .some(nil)
                case 2: return .left
                case 3: return .right
                default: return nil
                }
            }
            set {
                guard index < 32, let side = newValue else { return }
                let code: UInt64 = side.map { $0 == .left ? 2 : 3 } ?? 1
                bits = bits & ~(3 << UInt64(2 * index)) | code << UInt64(2 * index)
            }
        }
    }

    /// The block face `hit` leads to: its regulations and the permit areas they name, in order.
    private func blockFaceMatch(_ hit: BlockFaceHit) -> SFBlockFaceMatch {
        let regulations = hit.regulations.map { dataset.regulations[$0] }
        var areas: [String] = []
        for regulation in regulations {
            for area in regulation.permitAreas where !areas.contains(area) { areas.append(area) }
        }
        return SFBlockFaceMatch(regulations: regulations, distance: hit.distance, side: hit.side, permitAreas: areas)
    }

    private func direction(of hit: SFNearbyLine) -> (east: Double, north: Double)? {
        dataset.regulationIndex.direction(of: hit, line: dataset.regulations[hit.index].lines[hit.part])
    }

    private func matchMeter(_ street: SFStreetPosition) -> (index: Int, distance: Double)? {
        var hits = cache?.borrowLines() ?? []
        defer { cache?.giveBack(hits) }
        dataset.meters(within: settings.meterRadius, of: point, into: &hits)
        let carSide = street.finding.side
        for hit in hits {
            let side = curbSide(of: hit.closest, compass: dataset.meters[hit.index].side, street: street)
            if carSide == nil || side == nil || side == carSide { return (hit.index, hit.distance) }
        }
        return nil
    }

    // MARK: - Areas

    mutating func areasHere(_ blockFace: SFBlockFaceMatch?) -> (codes: [String], source: PermitCheck.AreaSource) {
        if let blockFace {
            if let zone = query.zone {
                if blockFace.permitAreas.isEmpty {
                    warnings.append(.blockFaceWithoutArea(zoneCode: zone.code))
                } else if !blockFace.permitAreas.contains(zone.code) {
                    warnings.append(.areaMismatch(blockFaceAreas: blockFace.permitAreas, zoneCode: zone.code))
                }
            }
            return (blockFace.permitAreas, .blockFace)
        }
        if let zone = query.zone, !zone.code.isEmpty { return ([zone.code], .zone) }
        return ([], .none)
    }
}
