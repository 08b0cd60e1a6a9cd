import Foundation

extension CDSFeed {
    /// The feed on the city-neutral curb model, for ``CurbInterpreter``.
    ///
    /// How CDS maps (each choice documented because the model is not CDS):
    /// - A zone becomes a `CurbFeature` (index = its position in `zones`, id = `curb_zone_id`).
    ///   Its line is the LineString; a Polygon is drawn by its exterior ring. Its location is the first
    ///   `location_references` entry (reference id, side, centimetres / 100 = metres; a reference
    ///   with `end` < `start` reverses the line so it runs with the reference); without one, the
    ///   zone is its own reference (side unknown, 0 to the line's length).
    /// - Each rule of each of the zone's policies becomes a `CurbRegulation`, ordered by priority
    ///   then by the zone's `curb_policy_ids` order. ``CurbPriority/rank`` = `priority` (lower wins).
    /// - `user_classes` (all must match) become one `CurbUserRequirement`; `user_classes_except`
    ///   become except classes; `purposes` stay purposes.
    /// - `max_stay` / `no_return` in seconds; a month counts 30 days and a year 365 (the model keeps
    ///   seconds).
    /// - A rate becomes payment required; `increment_amount` a of a rate r per unit u becomes
    ///   "a per (a / r) u" (200 per hour in steps of 50 = 0.50 per 15 minutes); amounts are in cents.
    /// - Time spans: `start_date` / `end_date` become an instant range (start included, end
    ///   excluded), judged on the instant itself; a time of day with no end runs to midnight.
    ///   A span with `designated_period_except` (CDS 1.1: the policy does not apply then) must name
    ///   only its period: it becomes "except during <period>" on every other span of the policy.
    /// - A zone's own `start_date` / `end_date` bound its regulations only when they bound the
    ///   present of the data: an `end_date`, or a `start_date` after `last_updated` (a zone planned
    ///   ahead). A zone valid since before the data was published is read as valid at any time, as
    ///   CurbLR reads every feature.
    ///
    /// - Throws: ``CurbFeedError`` when the time zone is unknown, or a span cannot be said in the model.
    package func curbFeed() throws(CurbFeedError) -> CurbFeed {
        guard TimeZoneRules(identifier: timeZone) != nil else {
            let hint = TimeZoneHint(positions: zones.lazy.compactMap(\.geometry.firstPosition))
            throw CurbFeedError(diagnostics: [CDSDiagnostic(.unknownTimeZone(timeZone, hint), at: timeZonePlace)])
        }
        var diagnostics: [Diagnostic] = []
        var features: [CurbFeature] = []
        for (index, curbZone) in zones.enumerated() {
            let policies = policies(of: curbZone).enumerated()
                .sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }.map(\.element)
            let validity = validityRange(of: curbZone)
            var regulations: [CurbRegulation] = []
            for policy in policies {
                let spans: [CurbTimeSpan]
                do {
                    spans = try Self.timeSpans(of: policy, validity: validity)
                } catch {
                    diagnostics += error.diagnostics
                    continue
                }
                for rule in policy.rules {
                    regulations.append(Self.regulation(rule, policy: policy, spans: spans, position: regulations.count))
                }
            }
            guard let (line, location) = Self.line(of: curbZone) else { continue }
            features.append(
                CurbFeature(
                    index: index, id: curbZone.id, geometry: line, location: location, regulations: regulations,
                    streetName: curbZone.streetName))
        }
        if !diagnostics.isEmpty { throw CurbFeedError(diagnostics) }
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: timeZone, currency: currency, authorityName: author, authorityURL: nil,
            createdDate: nil, updatedDate: String(lastUpdated), sourceFormat: .cds, sourceVersion: version)
        return CurbFeed(metadata: metadata, features: features)
    }

    /// The instant of an epoch-millisecond timestamp.
    private static func instant(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// A zone's validity, when it bounds the data's present: an `end_date`, or a `start_date`
    /// after `last_updated` (a zone planned ahead).
    private func validityRange(of curbZone: CDSCurbZone) -> (from: Int64, until: Int64?)? {
        guard curbZone.endDate != nil || curbZone.startDate > lastUpdated else { return nil }
        return (curbZone.startDate, curbZone.endDate)
    }

    private static func timeSpans(
        of policy: CDSCurbPolicy, validity: (from: Int64, until: Int64?)?
    ) throws(CurbFeedError) -> [CurbTimeSpan] {
        var excepted: [CurbDesignatedPeriod] = []
        var positive: [CDSTimeSpan] = []
        for (index, span) in policy.timeSpans.enumerated() {
            guard span.designatedPeriodExcept else {
                positive.append(span)
                continue
            }
            var place = policy.place
            place.path = place.path.appending(key: "time_spans").appending(index: index)
            guard let period = span.designatedPeriod else {
                throw CurbFeedError(diagnostics: [CDSDiagnostic(.exceptSpanWithoutPeriod, at: place)])
            }
            var bare = CDSTimeSpan()
            bare.designatedPeriod = period
            bare.designatedPeriodExcept = true
            guard span == bare else {
                throw CurbFeedError(diagnostics: [CDSDiagnostic(.exceptSpanWithConditions, at: place)])
            }
            excepted.append(CurbDesignatedPeriod(name: period, application: .exceptDuring))
        }
        if positive.isEmpty {
            // Only exceptions (or nothing): in force at all other times.
            guard !excepted.isEmpty || validity != nil else { return [] }
            positive = [CDSTimeSpan()]
        }
        return positive.map { span in
            var dates: [CurbDateRange] = []
            if span.startDate != nil || span.endDate != nil || validity != nil {
                var from = span.startDate
                var until = span.endDate
                if let validity {
                    from = max(from ?? validity.from, validity.from)
                    if let end = validity.until { until = min(until ?? end, end) }
                }
                dates = [.instants(from: from.map(instant), until: until.map(instant))]
            }
            var times: [CurbTimeOfDay] = []
            if span.timeOfDayStart != nil || span.timeOfDayEnd != nil {
                times = [CurbTimeOfDay(startMinute: span.timeOfDayStart ?? 0, endMinute: span.timeOfDayEnd ?? 1440)]
            }
            var periods = excepted
            if let period = span.designatedPeriod {
                periods.insert(CurbDesignatedPeriod(name: period, application: .onlyDuring), at: 0)
            }
            return CurbTimeSpan(
                daysOfWeek: span.daysOfWeek,
                weeksOfMonth: (1...5).filter { span.weeksOfMonth?.contains(week: $0) ?? false },
                daysOfMonth: span.daysOfMonth?.map { .day($0) } ?? [], months: span.months ?? [], effectiveDates: dates,
                timesOfDay: times, designatedPeriods: periods)
        }
    }

    private static func regulation(
        _ rule: CDSRule, policy: CDSCurbPolicy, spans: [CurbTimeSpan], position: Int
    ) -> CurbRegulation {
        let users = CurbUsers(
            alternatives: rule.userClasses.isEmpty
                ? [] : [CurbUserRequirement(allOf: rule.userClasses.map { CurbUserClass($0) })],
            exceptClasses: rule.userClassesExcept.map { CurbUserClass($0) }, purposes: rule.purposes)
        let payment = rule.rates.isEmpty ? nil : CurbPayment(isRequired: true, rates: rule.rates.map(curbRate))
        return CurbRegulation(
            activity: CurbActivity(spelling: rule.activity.rawValue),
            priority: CurbPriority(rank: Int(policy.priority)),
            maxStay: rule.maxStay.map(seconds), noReturn: rule.noReturn.map(seconds), users: users, timeSpans: spans,
            payment: payment, position: position)
    }

    private static func seconds(_ duration: CDSDuration) -> Int {
        let unit: Int64 =
            switch duration.unit {
            case .month: 30 * 86_400
            case .year: 365 * 86_400
            default: duration.unit.fixedSeconds ?? 60
            }
        return Int(duration.value * unit)
    }

    private static func curbRate(_ rate: CDSRate) -> CurbRate {
        let unitSeconds = Int64(seconds(CDSDuration(1, rate.unit)))
        if let step = rate.incrementAmount, step > 0, rate.amount > 0 {
            let (product, overflow) = step.multipliedReportingOverflow(by: unitSeconds)
            if !overflow, product % rate.amount == 0 {
                return CurbRate(fees: [Double(step) / 100], durations: [Int(product / rate.amount)])
            }
        }
        return CurbRate(fees: [Double(rate.amount) / 100], durations: [Int(unitSeconds)])
    }

    /// The zone's line, running with its reference, and where it lies.
    private static func line(of curbZone: CDSCurbZone) -> (LineString, CurbLocation)? {
        var coordinates: [Coordinate]
        switch curbZone.geometry {
        case .lineString(let line): coordinates = line
        case .polygon(let rings): coordinates = rings.first ?? []
        }
        guard let reference = curbZone.locationReferences.first else {
            guard let line = try? LineString(coordinates: coordinates) else { return nil }
            var length = 0.0
            for index in 0..<line.segmentCount {
                let segment = line.segment(at: index)
                length += segment.start.haversineDistance(to: segment.end)
            }
            return (line, CurbLocation(referenceID: curbZone.id, side: .unknown, start: 0, end: length))
        }
        if reference.end < reference.start { coordinates.reverse() }
        guard let line = try? LineString(coordinates: coordinates) else { return nil }
        let side: CurbLineSide =
            switch reference.side {
            case .left: .left
            case .right: .right
            case nil: .unknown
            }
        let range = reference.centimetres
        let location = CurbLocation(
            referenceID: reference.referenceID, side: side, start: Double(range.lowerBound) / 100,
            end: Double(range.upperBound) / 100)
        return (line, location)
    }
}
