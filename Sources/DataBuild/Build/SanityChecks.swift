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
        for regulation in products.regulations {
            for area in regulation.permitAreas where !areas.contains(area) {
                failures.append("\(regulation.place): permit area \(area) is not among the zones (\(known))")
            }
            if regulation.days.isEmpty { failures.append("\(regulation.place): the regulation has no day") }
            for part in regulation.geometry {
                if let point = outside(part) {
                    failures.append("\(regulation.place): \(point) is outside the city bounds")
                }
            }
        }
        for side in products.sweeping {
            for schedule in side.schedules {
                if schedule.days.isEmpty { failures.append("\(side.place): a schedule has no weekday") }
                if schedule.weeks.isEmpty { failures.append("\(side.place): a schedule has no week of the month") }
                if schedule.window.crossesMidnight || schedule.window.start >= schedule.window.end {
                    failures.append("\(side.place): schedule hours \(schedule.window.label) are not a daytime window")
                }
            }
            if side.schedules.isEmpty { failures.append("\(side.place): the side has no schedule") }
            if let point = outside(side.geometry) {
                failures.append("\(side.place): \(point) is outside the city bounds")
            }
        }
        for meter in products.meters {
            if let point = outside(meter.geometry) {
                failures.append("\(meter.place): \(point) is outside the city bounds")
            }
        }
        for place in products.zonesBuilder.outsideBounds { failures.append(place + " is outside the city bounds") }
        return failures
    }
}
