/// Checks of the project's regulations and street-sweeping files: the days, hours, weeks and
/// limits of every record, and the permit areas regulations name.
extension ValidationWalk {
    /// The day names of the data files.
    static let dayNames: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// One regulation's `properties` (``path`` names them).
    mutating func regulation(_ properties: JSONNode) {
        days(of: properties, owner: "regulation", allowsHoliday: false)
        hours(of: properties, owner: "regulation")
        if let limit = properties["limitMinutes"], !limit.isNull {
            within(.key("limitMinutes")) { walk in
                if let minutes = limit.numberValue {
                    if minutes < 1 || minutes != minutes.rounded() {
                        walk.report(.invalidTimeLimit(minutes), at: limit)
                    }
                } else {
                    walk.report(
                        .wrongPropertyType(
                            "limitMinutes", expected: "a whole number of minutes or null", found: limit.kind),
                        at: limit)
                }
            }
        }
        if let areas = properties["permitAreas"] {
            within(.key("permitAreas")) { walk in
                guard areas.kind == .array else {
                    walk.report(
                        .wrongPropertyType("permitAreas", expected: "an array of permit area codes", found: areas.kind),
                        at: areas)
                    return
                }
                for (index, area) in areas.elements.enumerated() {
                    walk.within(.index(index)) { walk in
                        guard let code = area.stringValue else {
                            walk.report(
                                .wrongPropertyType(
                                    "permitAreas", expected: "an array of permit area codes", found: area.kind),
                                at: area)
                            return
                        }
                        walk.permitAreaReferences.append(
                            PermitAreaReference(code: code.uppercased(), location: area.location, path: walk.path))
                    }
                }
            }
        }
    }

    /// One sweeping side's `properties` (``path`` names them): each schedule's days, hours, weeks
    /// and holiday rule.
    mutating func sweepingSide(_ properties: JSONNode) {
        guard let schedules = properties["schedules"] else {
            report(.missingProperty("schedules", owner: "street-sweeping side"), at: properties)
            return
        }
        within(.key("schedules")) { walk in
            guard schedules.kind == .array else {
                walk.report(
                    .wrongPropertyType("schedules", expected: "an array of schedules", found: schedules.kind),
                    at: schedules)
                return
            }
            for (index, schedule) in schedules.elements.enumerated() {
                walk.within(.index(index)) { walk in walk.sweepingSchedule(schedule) }
            }
        }
    }

    private mutating func sweepingSchedule(_ schedule: JSONNode) {
        guard schedule.kind == .object else {
            report(
                .wrongPropertyType("schedules", expected: "an array of schedules", found: schedule.kind), at: schedule)
            return
        }
        days(of: schedule, owner: "schedule", allowsHoliday: true)
        hours(of: schedule, owner: "schedule")
        if let weeks = member("weeks", of: schedule, owner: "schedule") {
            within(.key("weeks")) { walk in
                guard weeks.kind == .array else {
                    walk.report(
                        .wrongPropertyType("weeks", expected: "an array of weeks 1…5", found: weeks.kind), at: weeks)
                    return
                }
                if weeks.count == 0 { walk.report(.noWeeks, at: weeks) }
                for (index, week) in weeks.elements.enumerated() {
                    walk.within(.index(index)) { walk in
                        guard let number = week.numberValue else {
                            walk.report(
                                .wrongPropertyType("weeks", expected: "an array of weeks 1…5", found: week.kind),
                                at: week)
                            return
                        }
                        if !(1...5).contains(number) || number != number.rounded() {
                            walk.report(.invalidWeekOfMonth(number), at: week)
                        }
                    }
                }
            }
        }
        if let holidays = member("holidays", of: schedule, owner: "schedule") {
            within(.key("holidays")) { walk in
                guard let rule = holidays.stringValue else {
                    walk.report(
                        .wrongPropertyType("holidays", expected: "\"suspended\" or \"swept\"", found: holidays.kind),
                        at: holidays)
                    return
                }
                if rule != "suspended" && rule != "swept" { walk.report(.unknownHolidayRule(rule), at: holidays) }
            }
        }
    }

    /// `days`: a non-empty array of `mon` … `sun` (and `holiday` when `allowsHoliday`).
    private mutating func days(of object: JSONNode, owner: String, allowsHoliday: Bool) {
        guard let days = member("days", of: object, owner: owner) else { return }
        within(.key("days")) { walk in
            guard days.kind == .array else {
                walk.report(.wrongPropertyType("days", expected: "an array of day names", found: days.kind), at: days)
                return
            }
            if days.count == 0 { walk.report(.noDays, at: days) }
            for (index, day) in days.elements.enumerated() {
                walk.within(.index(index)) { walk in
                    guard let name = day.stringValue else {
                        walk.report(
                            .wrongPropertyType("days", expected: "an array of day names", found: day.kind), at: day)
                        return
                    }
                    if !Self.dayNames.contains(name) && !(allowsHoliday && name == "holiday") {
                        walk.report(.unknownDay(name), at: day)
                    }
                }
            }
        }
    }

    /// `from` and `to`: `HH:MM`, `from` before 24:00, `to` up to 24:00.
    private mutating func hours(of object: JSONNode, owner: String) {
        for name in ["from", "to"] {
            guard let value = member(name, of: object, owner: owner) else { continue }
            within(.key(name)) { walk in
                guard let text = value.stringValue else {
                    walk.report(
                        .wrongPropertyType(name, expected: "a time of day \"HH:MM\"", found: value.kind), at: value)
                    return
                }
                guard let minutes = Self.minuteOfDay(text), minutes < 1440 || name == "to" else {
                    walk.report(.invalidTimeOfDay(property: name, value: text), at: value)
                    return
                }
            }
        }
    }

    /// The member `name` of `object`, reporting it as missing when absent.
    private mutating func member(_ name: String, of object: JSONNode, owner: String) -> JSONNode? {
        guard let value = object[name] else {
            report(.missingProperty(name, owner: owner), at: object)
            return nil
        }
        return value
    }

    /// Minutes after midnight of `HH:MM` (two digits each; 24:00 allowed), or `nil`.
    static func minuteOfDay(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
        let digits = [bytes[0], bytes[1], bytes[3], bytes[4]].map { Int($0) - 48 }
        guard digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        let hour = digits[0] * 10 + digits[1]
        let minute = digits[2] * 10 + digits[3]
        guard minute < 60, hour < 24 || (hour == 24 && minute == 0) else { return nil }
        return hour * 60 + minute
    }
}
