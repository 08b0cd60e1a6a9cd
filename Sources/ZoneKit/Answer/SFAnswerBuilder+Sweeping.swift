import Foundation

/// Street sweeping: rules for the car's side (both when unknown) and a report per side.
extension SFAnswerBuilder {
    mutating func addSweepingRules(_ street: SFStreetPosition) -> (reports: [SweepingReport], next: SweepingReport?) {
        var reports: [(order: (Int, String), report: SweepingReport)] = []
        for (lineOrder, line) in street.lines.enumerated() {
            let centreline = dataset.centrelines[line.hit.index]
            let leftNormal = dataset.centrelineIndex.leftNormal(of: line.hit, line: centreline.line)
            for index in centreline.sideIndices {
                let row = dataset.sweepingSides[index]
                let isCarSide = line.side == nil || row.side == nil || row.side == line.side
                if row.side == nil { warnings.append(.sweepingSideUnknown(cnn: row.cnn)) }
                let compass = row.blockSide ?? Self.compass(of: row.side, leftNormal: leftNormal)
                var next: SweepingReport.Occurrence?
                var inForce = false
                for schedule in row.schedules {
                    let window = schedule.window
                    // Each of the window's occurrences worked out once, for the rule and the report.
                    let times = windowTimes(window)
                    let current = times.current
                    let upcoming = isCarSide || current == nil ? times.next : nil
                    if isCarSide {
                        let reason =
                            line.side == nil
                            ? "street sweeping (\(SFRuleWording.sideName(compass: compass, side: row.side)))"
                            : "street sweeping"
                        append(
                            .streetSweeping, source: .sweeping(cnn: row.cnn, side: row.side),
                            wording: .sweeping(compass: compass, side: row.side, schedule: schedule), window: window,
                            limit: nil,
                            binding: .binds, sideIsUncertain: line.side == nil,
                            constraint: .noParking(window, reason: reason), current: current, next: upcoming?.start)
                    }
                    inForce = inForce || current != nil
                    guard let found = current ?? upcoming else { continue }
                    if next.map({ found.start < $0.start }) ?? true {
                        next = SweepingReport.Occurrence(start: found.start, end: found.end, schedule: schedule)
                    }
                }
                let report = SweepingReport(
                    side: row.side, compass: compass, compassLabel: row.blockSideLabel, cnn: row.cnn,
                    street: row.street.map(SFStreetNameText.shown), isCarSide: isCarSide,
                    sweepingSchedules: row.schedules,
                    isInForce: inForce, next: next)
                reports.append(((lineOrder, row.side?.rawValue ?? "~"), report))
            }
        }
        let sorted = reports.sorted { $0.order < $1.order }.map(\.report)
        let carSides = sorted.filter(\.isCarSide)
        let next =
            carSides
            .filter { $0.next != nil }
            .min { ($0.next?.start ?? .distantFuture) < ($1.next?.start ?? .distantFuture) }
            ?? carSides.first
        if street.primary != nil, street.finding.side == nil, Set(carSides.map(\.side)).count > 1,
            let distance = street.finding.distanceToCentreline
        {
            sideUncertainIndex = warnings.count
            warnings.append(
                .sideUncertain(
                    distance: distance, soonerSide: next?.compass?.description ?? next?.side?.description,
                    soonerStart: next?.next?.start))
        }
        return (sorted, next)
    }

    /// The compass point of `side` worked out from the geometry, when the data has no label.
    private static func compass(
        of side: CurbSide?, leftNormal: (east: Double, north: Double)?
    ) -> CompassDirection? {
        guard let side, let leftNormal else { return nil }
        return side == .left
            ? CompassDirection(east: leftNormal.east, north: leftNormal.north)
            : CompassDirection(east: -leftNormal.east, north: -leftNormal.north)
    }
}
