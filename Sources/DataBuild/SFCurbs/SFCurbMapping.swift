import Foundation
import ZoneKit

/// San Francisco's tables mapped onto the city-neutral curb model (docs/SF_CURBS.md): the sweeping
/// table's centrelines become the curb stretches, and every regulation, sweeping window, metered
/// block face and the citywide 72-hour rule becomes regulations on them, so that
/// ``CurbInterpreter`` can answer at San Francisco's curbs as it does at Portland's.
///
/// The mapping (docs/SF_CURBS.md):
/// - **Stretches.** Each centreline of ``SFDataset/centrelines`` is one street reference
///   (`cnn 100000 #0`); each of its two sides gets a feature along the whole line carrying the
///   72-hour rule and that side's sweeping. A regulation or meter, drawn along the curb, is placed
///   on the centreline side(s) it runs along (``SFCurbPlacement``) as a feature of its own.
/// - **Rules.** Each row becomes the regulations ``SFCurbRules`` gives it (priority ranks, who is
///   exempt, when), the same regulations an answer maps from the rows the engine finds at a point.
struct SFCurbMapping: Sendable {
    /// The mapped feed.
    var feed: CurbFeed
    /// What was read, mapped, approximated and refused, per table.
    var report: SFCurbMappingReport
    /// The calendar of the feed's designated periods.
    var holidays: CurbHolidayCalendar

    /// The street reference of centreline `index`.
    static func reference(of centreline: SFCentreline, index: Int) -> String {
        "cnn \(centreline.cnn ?? "none") #\(index)"
    }

    /// Maps `dataset` (as loaded from `Resources/`), with the permit areas' common rules of
    /// `zones` on the stretches no regulation covers (the engine's fallback where no block face
    /// is near); none without `zones`.
    init(dataset: SFDataset, zones: ZoneIndex? = nil) {
        var features: [CurbFeature] = []
        var report = SFCurbMappingReport()
        let centrelines = dataset.centrelines

        // The 72-hour rule and sweeping: one feature per centreline side.
        var sweeping = SFCurbMappingReport.Table(name: "sweeping sides")
        var seventyTwo = SFCurbMappingReport.Table(name: "72-hour rule")
        seventyTwo.read = 1
        seventyTwo.mapped = 1
        sweeping.read = dataset.sweepingSides.count
        var sideMapped = [Bool](repeating: false, count: dataset.sweepingSides.count)
        for (index, centreline) in centrelines.enumerated() {
            let length = SFCurbPlacement.length(of: centreline.line)
            for side in [CurbLineSide.left, .right] {
                var regulations = [SFCurbRules.seventyTwoHourRule()]
                for sideIndex in centreline.sideIndices {
                    let row = dataset.sweepingSides[sideIndex]
                    guard row.side.map({ Self.lineSide($0) == side }) ?? true else { continue }
                    sideMapped[sideIndex] = true
                    for schedule in row.schedules {
                        sweeping.schedules += 1
                        if schedule.includesHolidayDay {
                            sweeping.approximated[
                                "the `holiday` pseudo-day left out (the engine's window never occurs on it)", default: 0
                            ] += 1
                        }
                        if schedule.days.isEmpty { continue }
                        regulations.append(SFCurbRules.sweepingRule(schedule.window))
                    }
                }
                for (position, _) in regulations.enumerated() { regulations[position].position = position }
                features.append(
                    CurbFeature(
                        index: features.count, id: "\(Self.reference(of: centreline, index: index)) \(side)",
                        geometry: centreline.line,
                        location: CurbLocation(
                            referenceID: Self.reference(of: centreline, index: index), side: side, start: 0,
                            end: length),
                        regulations: regulations, streetName: Self.streetName(of: centreline, in: dataset)))
                seventyTwo.features += 1
                sweeping.features += 1
            }
        }
        sweeping.mapped = sideMapped.filter { $0 }.count

        // Block-face regulations.
        var regulationTable = SFCurbMappingReport.Table(name: "regulations")
        regulationTable.read = dataset.regulations.count
        var paidPlacements: [SFCurbPlacement] = []
        var coveredStretches: [SFCurbPlacement] = []
        for regulation in dataset.regulations {
            let mapped = SFCurbRules.rules(for: regulation)
            var notes = mapped.approximation.map { [$0] } ?? []
            if !regulation.alternatives.isEmpty {
                notes.append("read two ways by the city's data: the chosen reading mapped (the engine answers from it)")
            }
            let placed = SFCurbPlacement.place(regulation.lines, on: dataset)
            if placed.offStreet { notes.append(Self.onItsOwnLine) }
            regulationTable.note(notes)
            if placed.offStreet {
                for (part, line) in regulation.lines.enumerated() {
                    features.append(
                        Self.feature(
                            index: features.count, id: "regulation \(regulation.id)", ownLine: line, part: part,
                            regulations: mapped.regulations))
                    regulationTable.features += 1
                }
            }
            let placements = placed.placements
            regulationTable.mapped += 1
            if placements.count > 1 { regulationTable.split += 1 }
            if placements.contains(where: { $0.side == .unknown }) { regulationTable.sideUnknown += 1 }
            if regulation.kind.isPaid { paidPlacements += placements }
            coveredStretches += placements
            for placement in placements {
                features.append(
                    Self.feature(
                        index: features.count, id: "regulation \(regulation.id)", placement: placement,
                        regulations: mapped.regulations, dataset: dataset))
                regulationTable.features += 1
            }
        }

        // Metered block faces.
        var meterTable = SFCurbMappingReport.Table(name: "metered block faces")
        meterTable.read = dataset.meters.count
        for meter in dataset.meters {
            let placed = SFCurbPlacement.place([meter.line], on: dataset)
            let placements = placed.placements.filter { placement in
                !paidPlacements.contains {
                    $0.centreline == placement.centreline && $0.side == placement.side
                        && $0.start < placement.end && placement.start < $0.end
                }
            }
            guard placed.offStreet || !placements.isEmpty else {
                meterTable.refused["left out: a paid regulation of the block face gives its hours", default: 0] += 1
                continue
            }
            meterTable.mapped += 1
            meterTable.note(placed.offStreet ? [Self.meterHours, Self.onItsOwnLine] : [Self.meterHours])
            if placements.count > 1 { meterTable.split += 1 }
            if placements.contains(where: { $0.side == .unknown }) { meterTable.sideUnknown += 1 }
            if placed.offStreet {
                features.append(
                    Self.feature(
                        index: features.count, id: "meter \(meter.blockfaceId)", ownLine: meter.line, part: 0,
                        regulations: SFCurbRules.meterRules()))
                meterTable.features += 1
            }
            for placement in placements {
                features.append(
                    Self.feature(
                        index: features.count, id: "meter \(meter.blockfaceId)", placement: placement,
                        regulations: SFCurbRules.meterRules(), dataset: dataset))
                meterTable.features += 1
            }
        }

        var areaTable = SFCurbMappingReport.Table(name: "permit areas' common rules")
        if let zones {
            features += Self.areaRuleFeatures(
                dataset: dataset, zones: zones, covered: coveredStretches, firstIndex: features.count, table: &areaTable
            )
        }

        report.tables = [regulationTable, sweeping, meterTable, seventyTwo, areaTable]
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: "America/Los_Angeles", currency: "USD",
            authorityName: "San Francisco Municipal Transportation Agency", authorityURL: "https://www.sfmta.com",
            sourceFormat: .curbLR, sourceVersion: "1.1.0",
            priorityHierarchy: SFCurbRules.priorityHierarchy
        )
        feed = CurbFeed(metadata: metadata, features: features)
        self.report = report
        holidays = dataset.holidays.periods
    }

    // MARK: - Permit areas' common rules

    /// On each centreline side, the stretches no regulation covers, each given the common rule of
    /// the permit area around it (``ZoneIndex/lookup(at:accuracy:threshold:date:)`` 6 m off the
    /// centreline, at the stretch's middle): the engine's fallback where no block face is near,
    /// placed where no block face is.
    private static func areaRuleFeatures(
        dataset: SFDataset, zones: ZoneIndex, covered: [SFCurbPlacement], firstIndex: Int,
        table: inout SFCurbMappingReport.Table
    ) -> [CurbFeature] {
        var bySide: [Int: [SFCurbPlacement]] = [:]
        for placement in covered { bySide[placement.centreline, default: []].append(placement) }
        var features: [CurbFeature] = []
        var areasUsed: Set<String> = []
        for (index, centreline) in dataset.centrelines.enumerated() {
            let length = SFCurbPlacement.length(of: centreline.line)
            for side in [CurbLineSide.left, .right] {
                let taken = (bySide[index] ?? []).filter { $0.side == side || $0.side == .unknown }
                    .map { ($0.start, $0.end) }.sorted { $0 < $1 }
                var gaps: [(Double, Double)] = []
                var from = 0.0
                for (start, end) in taken {
                    if start > from { gaps.append((from, start)) }
                    from = max(from, end)
                }
                if length > from { gaps.append((from, length)) }
                for (start, end) in gaps where end - start >= 1 {
                    table.read += 1
                    let middle = SFCurbPlacement.point(
                        on: centreline.line, at: (start + end) / 2, offset: side == .left ? 6 : -6)
                    let found = zones.lookup(at: middle, date: Date(timeIntervalSince1970: 0)).primaryZone
                    // The area's common rule as the engine reads it where no block face is found.
                    guard let zone = found?.zone, let context = ParkingData.context(of: zone),
                        let rule = context.areaRule
                    else { continue }
                    let code = context.code
                    table.mapped += 1
                    areasUsed.insert(code)
                    let reference = reference(of: centreline, index: index)
                    features.append(
                        CurbFeature(
                            index: firstIndex + features.count, id: "area \(code) rule",
                            geometry: SFCurbPlacement.cut(centreline.line, from: start, to: end),
                            location: CurbLocation(referenceID: reference, side: side, start: start, end: end),
                            regulations: SFCurbRules.areaRules(
                                code: code, window: rule.window, limitMinutes: rule.limitMinutes),
                            streetName: streetName(of: centreline, in: dataset)))
                    table.features += 1
                }
            }
        }
        table.approximated = [
            "the rule of the zone 6 m off the middle of the stretch (the engine looks the zone up at the point)":
                table.mapped
        ]
        table.approximatedRows = table.mapped
        return features
    }

    // MARK: - Features

    private static func feature(
        index: Int, id: String, placement: SFCurbPlacement, regulations: [CurbRegulation], dataset: SFDataset
    ) -> CurbFeature {
        let centreline = dataset.centrelines[placement.centreline]
        return CurbFeature(
            index: index, id: id,
            geometry: SFCurbPlacement.cut(centreline.line, from: placement.start, to: placement.end),
            location: CurbLocation(
                referenceID: reference(of: centreline, index: placement.centreline), side: placement.side,
                start: placement.start, end: placement.end),
            regulations: regulations, streetName: streetName(of: centreline, in: dataset))
    }

    /// What every meter's hours are.
    static let meterHours =
        "hours assumed Mon–Sat 9 AM–6 PM, off on the meter holidays (the data has none; as the engine)"

    /// Why a curb line far from every centreline is its own stretch.
    static let onItsOwnLine =
        "a fifth of its line or more has no centreline within 20 m (no sweeping data there): also a stretch "
        + "of its own on its curb line, either side, with the 72-hour rule (the engine matches it from either side)"

    /// A curb line with no centreline near it as a stretch of its own: the line is the reference,
    /// the side unknown (so either side of it), with the 72-hour rule added.
    private static func feature(
        index: Int, id: String, ownLine line: LineString, part: Int, regulations: [CurbRegulation]
    ) -> CurbFeature {
        var all = regulations + [SFCurbRules.seventyTwoHourRule()]
        for position in all.indices { all[position].position = position }
        return CurbFeature(
            index: index, id: id, geometry: line,
            location: CurbLocation(
                referenceID: "\(id) part \(part)", side: .unknown, start: 0, end: SFCurbPlacement.length(of: line)),
            regulations: all)
    }

    private static func streetName(of centreline: SFCentreline, in dataset: SFDataset) -> String? {
        centreline.sideIndices.lazy.compactMap { dataset.sweepingSides[$0].street }.first
    }

    static func lineSide(_ side: CurbSide) -> CurbLineSide { side == .left ? .left : .right }
}
