import ZoneKit

/// The checks that fail a build: every block face's RPP area exists among the zones; every
/// schedule has a weekday, hours and (for sweeping) a week; every coordinate lies inside the city
/// bounds of the RPP file.
enum SanityChecks {
    /// The failures, each `file:line: message`; empty when all checks pass.
    static func failures(_ products: BuildProducts) -> [String] {
        var failures: [String] = []
        let areas = Set(products.zonesBuilder.areaCodes)
        let known = products.zonesBuilder.areaCodes.sorted().joined(separator: ", ")
        let bounds = products.zonesBuilder.cityBounds
        func outside(_ line: [Coordinate]) -> Coordinate? {
            guard let bounds else { return nil }
            return line.first { !bounds.contains($0) }
        }
        for record in products.regulations {
            for area in record.regulation.permitAreas where !areas.contains(area) {
                failures.append("\(record.place): permit area \(area) is not among the zones (\(known))")
            }
            if record.regulation.days.isEmpty { failures.append("\(record.place): the regulation has no day") }
            for line in record.regulation.lines {
                if let point = outside(line.coordinates) {
                    failures.append("\(record.place): \(point) is outside the city bounds")
                }
            }
        }
        for record in products.sweeping {
            for schedule in record.side.schedules {
                if schedule.days.isEmpty && !schedule.includesHolidayDay {
                    failures.append("\(record.place): a schedule has no weekday")
                }
                if schedule.weeks.isEmpty { failures.append("\(record.place): a schedule has no week of the month") }
                if schedule.startMinute >= schedule.endMinute {
                    let hours = MinuteFormat.range(start: schedule.startMinute, end: schedule.endMinute)
                    failures.append("\(record.place): schedule hours \(hours) are not a daytime window")
                }
            }
            if record.side.schedules.isEmpty { failures.append("\(record.place): the side has no schedule") }
            if let point = outside(record.side.line.coordinates) {
                failures.append("\(record.place): \(point) is outside the city bounds")
            }
        }
        for record in products.meters {
            if let point = outside(record.meter.line.coordinates) {
                failures.append("\(record.place): \(point) is outside the city bounds")
            }
        }
        for place in products.zonesBuilder.outsideBounds { failures.append(place + " is outside the city bounds") }
        return failures
    }
}
