extension CDSDecoder {
    private static let weekdays: [String: Weekday] = [
        "sun": .sunday, "mon": .monday, "tue": .tuesday, "wed": .wednesday, "thu": .thursday, "fri": .friday,
        "sat": .saturday,
    ]

    mutating func policy(_ node: JSONNode, path: JSONPath) -> CDSCurbPolicy? {
        let owner = "a curb policy"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let before = diagnostics.count
        let id = string("curb_policy_id", in: object, path: path, owner: owner, required: true)
        let name = string("name", in: object, path: path, owner: owner)
        let description = string("description", in: object, path: path, owner: owner)
        let published = integer("published_date", in: object, path: path, owner: owner, required: true)
        let priority = integer("priority", in: object, path: path, owner: owner, required: true)
        let rules = array("rules", in: object, path: path, owner: owner, required: true)?.map {
            rule($0.node, path: $0.path)
        }
        let spans = array("time_spans", in: object, path: path, owner: owner)?.map { timeSpan($0.node, path: $0.path) }
        guard diagnostics.count == before, let id, let published, let priority, let rules else { return nil }
        return CDSCurbPolicy(
            id: id, name: name, description: description, publishedDate: published, priority: priority,
            rules: rules.compactMap { $0 }, timeSpans: spans?.compactMap { $0 } ?? [], place: place(object, path))
    }

    mutating func rule(_ node: JSONNode, path: JSONPath) -> CDSRule? {
        let owner = "a rule"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let before = diagnostics.count
        let activity: CDSActivity? = enumeration("activity", in: object, path: path, owner: owner, required: true)
        let maxStay = duration("max_stay", unit: "max_stay_unit", in: object, path: path)
        let noReturn = duration("no_return", unit: "no_return_unit", in: object, path: path)
        let name = string("name", in: object, path: path, owner: owner)
        let classes = strings("user_classes", in: object, path: path, owner: owner)
        let except = strings("user_classes_except", in: object, path: path, owner: owner)
        let purposes = strings("purposes", in: object, path: path, owner: owner)
        let rates = array("rate", in: object, path: path, owner: owner)?.map { rate($0.node, path: $0.path) }
        guard diagnostics.count == before, let activity else { return nil }
        var rule = CDSRule(activity: activity)
        rule.name = name
        rule.maxStay = maxStay.duration
        rule.noReturn = noReturn.duration
        rule.userClasses = classes ?? []
        rule.userClassesExcept = except ?? []
        rule.purposes = purposes ?? []
        rule.rates = rates?.compactMap { $0 } ?? []
        return rule
    }

    /// The largest `max_stay` / `no_return` read, in any unit.
    static let largestDuration: Int64 = 1_000_000_000

    /// A duration read: absent, invalid (reported), or a value with its unit.
    enum DurationRead: Equatable {
        case absent, invalid
        case value(CDSDuration)

        var duration: CDSDuration? {
            if case .value(let duration) = self { return duration }
            return nil
        }
    }

    /// `max_stay` + `max_stay_unit` (or `no_return` + `no_return_unit`); the unit defaults to minutes.
    mutating func duration(_ key: String, unit unitKey: String, in object: JSONNode, path: JSONPath) -> DurationRead {
        let hasUnit = object[unitKey].map { !$0.isNull } ?? false
        let unit: CDSUnitOfTime? = hasUnit ? enumeration(unitKey, in: object, path: path, owner: "a rule") : .minute
        let hasValue = object[key].map { !$0.isNull } ?? false
        guard hasValue else { return unit == nil ? .invalid : .absent }
        guard let value = integer(key, in: object, path: path, owner: "a rule", nonNegative: true), let unit else {
            return .invalid
        }
        // A billion years at most: every duration then fits in seconds without overflow.
        guard value <= Self.largestDuration else {
            report(
                .outOfRange(key, value: value, range: 0...Self.largestDuration), at: object[key] ?? object,
                path: path.appending(key: key))
            return .invalid
        }
        return .value(CDSDuration(value, unit))
    }

    mutating func rate(_ node: JSONNode, path: JSONPath) -> CDSRate? {
        let owner = "a rate"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let before = diagnostics.count
        let amount = integer("rate", in: object, path: path, owner: owner, required: true, nonNegative: true)
        let unit: CDSUnitOfTime? = enumeration("rate_unit", in: object, path: path, owner: owner, required: true)
        let hasPeriod = object["rate_unit_period"].map { !$0.isNull } ?? false
        let period: CDSRate.Period? =
            hasPeriod ? enumeration("rate_unit_period", in: object, path: path, owner: owner) : nil
        let optional = [
            "increment_duration", "increment_amount", "start_duration", "end_duration", "maximum_fee",
        ].map { integer($0, in: object, path: path, owner: owner, nonNegative: true) }
        guard diagnostics.count == before, let amount, let unit else { return nil }
        var rate = CDSRate(amount: amount, unit: unit)
        rate.period = period
        rate.incrementDuration = optional[0]
        rate.incrementAmount = optional[1]
        rate.startDuration = optional[2]
        rate.endDuration = optional[3]
        rate.maximumFee = optional[4]
        return rate
    }

    mutating func timeSpan(_ node: JSONNode, path: JSONPath) -> CDSTimeSpan? {
        let owner = "a time span"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let before = diagnostics.count
        var span = CDSTimeSpan()
        span.startDate = integer("start_date", in: object, path: path, owner: owner)
        span.endDate = integer("end_date", in: object, path: path, owner: owner)
        if let days = array("days_of_week", in: object, path: path, owner: owner) {
            var set = WeekdaySet()
            for (dayNode, dayPath) in days {
                guard let text = dayNode.stringValue else {
                    report(
                        .wrongType("days_of_week", expected: "an array of strings", found: dayNode.kind),
                        at: dayNode, path: dayPath)
                    continue
                }
                guard let day = Self.weekdays[text] else {
                    report(
                        .unknownValue(
                            "days_of_week", value: text, allowed: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]),
                        at: dayNode, path: dayPath)
                    continue
                }
                set.insert(WeekdaySet(day))
            }
            span.daysOfWeek = set
        }
        span.daysOfMonth = integers("days_of_month", in: object, path: path, owner: owner, range: 1...31)
        span.weeksOfMonth = integers("weeks_of_month", in: object, path: path, owner: owner, range: 1...5)
            .map { WeekOfMonthSet(weeks: $0) }
        span.months = integers("months", in: object, path: path, owner: owner, range: 1...12)
        span.timeOfDayStart = timeOfDay("time_of_day_start", in: object, path: path, allowsEndOfDay: false)
        let end = timeOfDay("time_of_day_end", in: object, path: path, allowsEndOfDay: true)
        // 24:00 and an end of 00:00 after a later start both say "until midnight", as no end does.
        span.timeOfDayEnd = end == 24 * 60 || (end == 0 && (span.timeOfDayStart ?? 0) > 0) ? nil : end
        span.designatedPeriod = string("designated_period", in: object, path: path, owner: owner)
        span.designatedPeriodExcept = bool("designated_period_except", in: object, path: path, owner: owner) ?? false
        return diagnostics.count == before ? span : nil
    }

    /// Minutes after midnight of an `HH:MM` member (`H:MM` read too); `24:00` only as an end.
    mutating func timeOfDay(_ key: String, in object: JSONNode, path: JSONPath, allowsEndOfDay: Bool) -> Int? {
        guard let text = string(key, in: object, path: path, owner: "a time span") else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60,
            hours < 24 || (allowsEndOfDay && hours == 24 && minutes == 0)
        {
            return hours * 60 + minutes
        }
        report(.invalidTimeOfDay(key, value: text), at: object[key] ?? object, path: path.appending(key: key))
        return nil
    }
}
