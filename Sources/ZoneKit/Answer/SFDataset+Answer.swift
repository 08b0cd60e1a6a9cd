/// Answering "may I park here, and until when?".
extension SFDataset {
    /// Answers `query`: finds the street and the car's side, the block face and meter on that side,
    /// turns every regulation into rules for this driver, and combines them into "park until"
    /// (DOMAIN §1–§4).
    ///
    /// The side of the street comes from, in order: ``ParkingQuery/side``, ``ParkingQuery/heading``
    /// (cars park with traffic), then the position against the nearest sweeping centreline; within
    /// ``SFAnswerSettings/sideCertaintyDistance`` (or the GPS accuracy, if larger) of the centreline
    /// both sides are reported and the sooner sweeping counts.
    ///
    /// - Parameters:
    ///   - query: the question.
    ///   - settings: distances and intervals; ``SFAnswerSettings/standard`` by default.
    ///   - dataDate: the day the data is from (``DataVersion/date``), if known: an arrival more than
    ///     a year from it is warned about (``ParkingWarning/arrivalFarFromData(arrival:dataDate:)``).
    /// - Returns: the answer; a query's ``ParkingQuery/arrivalAdjustment`` becomes its first warning.
    /// - Throws: ``ParkingQueryError`` for an unknown or malformed permit (listing the known areas),
    ///   an invalid location, accuracy or heading.
    /// - Complexity: three R-tree proximity queries, then O(rules × search days) day checks.
    package func answer(
        for query: ParkingQuery, settings: SFAnswerSettings = .standard, dataDate: CivilDate? = nil
    ) throws(ParkingQueryError) -> ParkingAnswer {
        try answer(for: query, settings: settings, cache: nil, dataDate: dataDate)
    }

    /// ``answer(for:settings:dataDate:)``, sharing the rule evaluations of earlier answers kept
    /// in `cache` (the answer is the same either way): what batches use.
    package func answer(
        for query: ParkingQuery, settings: SFAnswerSettings, cache: SFEvaluationCache?, dataDate: CivilDate?
    ) throws(ParkingQueryError) -> ParkingAnswer {
        var builder = try builder(for: query, settings: settings, dataDate: dataDate)
        return builder.build(cache: cache)
    }

    /// The core of the answer to `query` in `cache`'s shared cores (``SFCoreEvaluations``) — the one
    /// held, else worked out and held while they have room — or, without shared cores or room, the
    /// answer, as ``answer(for:settings:cache:dataDate:)`` gives it. The searches are made once
    /// either way.
    func coreOrAnswer(
        for query: ParkingQuery, settings: SFAnswerSettings, cache: SFEvaluationCache, dataDate: CivilDate?
    ) throws(ParkingQueryError) -> SFCoreOrAnswer {
        var builder = try builder(for: query, settings: settings, dataDate: dataDate)
        let searched = builder.search(cache: cache)
        let held = builder.held(searched)
        // A core holds no warnings, so one whose side-uncertain warning quotes the distance is
        // never held; the check keeps it so.
        if let held, held.evaluation.sideUncertainIndex == nil, cache.holdsCores { return .core(held) }
        // Not held yet: worked out once, its core held for this row and every later one.
        if held == nil, let stored = builder.storedCore(searched) { return .core(stored) }
        return .answer(builder.answer(searched, held: held))
    }

    /// A builder of the answer to `query`, once the query is checked.
    private func builder(
        for query: ParkingQuery, settings: SFAnswerSettings, dataDate: CivilDate?
    ) throws(ParkingQueryError) -> SFAnswerBuilder {
        guard query.location.isValid else { throw .invalidLocation(query.location) }
        if let accuracy = query.accuracy, !(accuracy.isFinite && accuracy >= 0) {
            throw .invalidAccuracy(accuracy)
        }
        if let heading = query.heading, !heading.isFinite { throw .invalidHeading(heading) }
        let permits = try validatedPermits(query.permits)
        return SFAnswerBuilder(dataset: self, query: query, permits: permits, settings: settings, dataDate: dataDate)
    }
}

/// What ``SFDataset/coreOrAnswer(for:settings:cache:dataDate:)`` gives.
enum SFCoreOrAnswer {
    /// The core of the evaluation there, as the cache's shared cores hold it (found there, or just
    /// worked out and stored), shared by every answer with it.
    case core(SFHeldEvaluation)
    /// The whole answer.
    case answer(ParkingAnswer)
}
