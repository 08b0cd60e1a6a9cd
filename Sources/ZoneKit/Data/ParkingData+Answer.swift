/// Answering a query from the loaded data: zone lookup, then the curb rules.
extension ParkingData {
    /// Answers `query`: looks the point up among the zones, passes the primary zone (and its
    /// area-wide time limit) to the curb data, and answers from the block face, sweeping and meters
    /// there (`SFDataset/answer(for:settings:dataDate:)`).
    ///
    /// A ``ParkingQuery/zone`` already set in `query` is replaced by the lookup's. Outside the
    /// data's bounds no answer is made (``ParkingReport/answer`` is `nil`). An arrival more than a
    /// year from the data's date (`DataVersion/date`) is warned about, as is one typed in the
    /// spring-forward gap or the fall-back hour (``ParkingQuery/arrivalAdjustment``).
    ///
    /// - Parameters:
    ///   - query: the question.
    ///   - threshold: how far outside a zone still counts as in it, in metres; by default the
    ///     zone file's (or the library's) threshold.
    /// - Returns: the report.
    /// - Throws: ``ParkingQueryError`` for an unknown or malformed permit, an invalid location,
    ///   accuracy or heading.
    /// - Complexity: one zone lookup and three R-tree proximity queries, then O(rules × search days).
    public func answer(for query: ParkingQuery, threshold: Double? = nil) throws(ParkingQueryError) -> ParkingReport {
        try answer(for: query, threshold: threshold, settings: .standard, cache: nil)
    }

    /// ``answer(for:threshold:)`` with other distances and intervals than the standard ones.
    package func answer(
        for query: ParkingQuery, threshold: Double? = nil, settings: SFAnswerSettings
    ) throws(ParkingQueryError) -> ParkingReport {
        try answer(for: query, threshold: threshold, settings: settings, cache: nil)
    }

    /// ``answer(for:threshold:settings:)``, sharing the rule evaluations of earlier answers kept
    /// in `cache` (the answer is the same either way): what batches use.
    package func answer(
        for query: ParkingQuery, threshold: Double?, settings: SFAnswerSettings, cache: SFEvaluationCache?
    ) throws(ParkingQueryError) -> ParkingReport {
        let (query, zone) = try zoned(query, threshold: threshold)
        guard zone.isWithinBounds else { return try reportOutsideData(query, zone: zone) }
        let answer = try curbs.answer(for: query, settings: settings, cache: cache, dataDate: dataDate)
        return ParkingReport(query: query, zone: zone, answer: answer, dataVersion: version.version)
    }

    /// ``answer(for:threshold:settings:cache:)``, or — when `cache` shares cores (``SFCoreEvaluations``)
    /// and holds the core of the answer's evaluation, or has room to hold it once worked out — that
    /// core alone, without the answer built around it: for a batch that writes only what cores
    /// determine (``RecordWriter/writesOnlyWhatCoresDetermine``). The searches are made once either
    /// way.
    package func coreOrReport(
        for query: ParkingQuery, threshold: Double?, settings: SFAnswerSettings, cache: SFEvaluationCache
    ) throws(ParkingQueryError) -> CoreOrReport {
        let (query, zone) = try zoned(query, threshold: threshold)
        guard zone.isWithinBounds else { return .report(try reportOutsideData(query, zone: zone)) }
        switch try curbs.coreOrAnswer(for: query, settings: settings, cache: cache, dataDate: dataDate) {
        case .core(let held):
            return .core(SFHeldCore(held: held, query: query, zone: zone, dataVersion: version.version))
        case .answer(let answer):
            return .report(ParkingReport(query: query, zone: zone, answer: answer, dataVersion: version.version))
        }
    }

    /// `query` with the zone at its location, and the zone lookup there.
    private func zoned(
        _ query: ParkingQuery, threshold: Double?
    ) throws(ParkingQueryError) -> (query: ParkingQuery, zone: ZoneLookupResult) {
        guard query.location.isValid else { throw .invalidLocation(query.location) }
        let zone = zones.lookup(at: query.location, accuracy: query.accuracy, threshold: threshold, date: query.arrival)
        var query = query
        query.zone = zone.primaryZone.flatMap(context)
        return (query, zone)
    }

    /// The report of a point outside the data: no answer, though the permits are still checked, so
    /// that a typo is reported wherever the point is.
    private func reportOutsideData(
        _ query: ParkingQuery, zone: ZoneLookupResult
    ) throws(ParkingQueryError) -> ParkingReport {
        _ = try curbs.validatedPermits(query.permits)
        return ParkingReport(query: query, zone: zone, answer: nil, dataVersion: version.version)
    }

    /// The zone's area code and its area-wide time limit (``context(of:)-(Zone)``), made once
    /// for each zone of ``zones``.
    func context(of match: ZoneMatch) -> SFZoneContext? {
        zoneContexts[match.zoneIndex]
    }

    /// The zone's area code and its area-wide time limit (its first `time_limit` rule with a
    /// limit), or `nil` for a zone without a permit area. The data build maps the same rule onto
    /// the curbs no regulation covers.
    package static func context(of zone: Zone) -> SFZoneContext? {
        guard let code = zone.permitArea else { return nil }
        let rule = zone.rules.first { $0.ruleType == "time_limit" && ($0.timeLimit ?? 0) > 0 }
        let areaRule = rule.flatMap { rule -> SFZoneContext.AreaRule? in
            guard let limit = rule.timeLimit, !rule.enforcementDays.isEmpty else { return nil }
            return SFZoneContext.AreaRule(window: rule.timeWindow(holidayClass: .general), limitMinutes: limit)
        }
        return SFZoneContext(code: code, areaRule: areaRule)
    }
}

/// What ``ParkingData/coreOrReport(for:threshold:settings:cache:)`` gives.
package enum CoreOrReport {
    /// The core of the answer, held by the batch's ``SFCoreEvaluations``.
    case core(SFHeldCore)
    /// The whole answer.
    case report(ParkingReport)
}
