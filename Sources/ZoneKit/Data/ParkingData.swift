/// Everything parkcheck answers from: the RPP zones with their index, the curb data (regulations,
/// sweeping, meters) with theirs, and which data version it all is.
///
/// Load a data directory once with ``load(from:cacheDirectory:)`` (through its pack when it has a
/// fresh one), then ask it any number of questions with ``answer(for:threshold:)``. An immutable
/// value, safe to share between tasks.
///
/// ```swift
/// let data = try ParkingData.load(from: "Resources")
/// let report = try data.answer(for: ParkingQuery(location: point, arrival: now, permits: ["Q"]))
/// report.answer?.verdict   // .yes, .no or .conditionally
/// ```
public struct ParkingData: Sendable {
    /// How many problems a load reports per file before it stops looking.
    public static let maxProblemsPerFile = 20

    /// The zone file as read.
    package let zoneFile: ZoneFile
    /// The zones, indexed; its default threshold is the zone file's own
    /// (`metadata.defaultThresholdMetres`) when it sets one.
    public let zones: ZoneIndex
    /// The block faces, sweeping sides and meters, indexed.
    package let curbs: SFDataset
    /// The data version and its sources.
    package let version: DataVersion
    /// ``version``'s `DataVersion/date`, read once rather than for every answer.
    let dataDate: CivilDate?
    /// For each zone of ``zones``, by index, its area code and area-wide time limit
    /// (``context(of:)-(Zone)``): what every answer in the zone starts from.
    let zoneContexts: [SFZoneContext?]

    /// Puts together data already read.
    ///
    /// - Parameters:
    ///   - zoneFile: the zone file; the index uses its bounds and threshold, and its permit areas
    ///     join the codes a permit may name.
    ///   - regulations: the block-face regulations.
    ///   - sweepingSides: the sweeping sides.
    ///   - meters: the metered block faces.
    ///   - holidays: the city's holiday calendar; its own rules by default.
    /// - Complexity: O(n log n) for n polygons and segments in all (building the R-trees).
    package init(
        zoneFile: ZoneFile, regulations: [SFBlockFaceRegulation], sweepingSides: [SFSweepingSide],
        meters: [SFMeteredBlockFace], holidays: CityCalendar = .sanFrancisco
    ) {
        self.init(
            zoneFile: zoneFile, regulations: regulations, sweepingSides: sweepingSides, meters: meters,
            additionalAreaCodes: [], holidays: holidays)
    }

    /// Puts together data already read, with more permit codes than its own (a `DataPack`'s
    /// subset knows every code of the whole data).
    init(
        zoneFile: ZoneFile, regulations: [SFBlockFaceRegulation], sweepingSides: [SFSweepingSide],
        meters: [SFMeteredBlockFace], additionalAreaCodes: [String], holidays: CityCalendar,
        work: any LoadWork = InOrderWork()
    ) {
        self.zoneFile = zoneFile
        self.zones = ZoneIndex(zoneFile)
        zoneContexts = zones.zones.map(Self.context(of:))
        let zoneAreas = zoneFile.permitAreas.map(\.code) + zoneFile.zones.flatMap(\.validPermitAreas)
        self.curbs = SFDataset(
            regulations: regulations, sweepingSides: sweepingSides, meters: meters,
            additionalAreaCodes: zoneAreas + additionalAreaCodes, holidays: holidays, work: work)
        self.version = DataVersion(zoneFile: zoneFile)
        self.dataDate = version.date
    }

    /// The same data in storage objects of its own — the zone index, its zones' arrays, the curb
    /// data's storage and indexes — for one thread to answer from alone (a batch worker). Answers
    /// are the same; the data's arrays are shared, never written.
    ///
    /// Every answer retains the objects it reads from: from two worker threads at once those
    /// reference counts contend for the same cache lines, which took much of a zone-only batch's
    /// time at the curb.
    package func unsharedCopy() -> ParkingData {
        ParkingData(
            zoneFile: zoneFile, zones: zones.unsharedCopy(), curbs: curbs.unsharedCopy(), version: version,
            dataDate: dataDate, zoneContexts: zoneContexts.map { $0 })
    }

    private init(
        zoneFile: ZoneFile, zones: ZoneIndex, curbs: SFDataset, version: DataVersion, dataDate: CivilDate?,
        zoneContexts: [SFZoneContext?]
    ) {
        (self.zoneFile, self.zones, self.curbs) = (zoneFile, zones, curbs)
        (self.version, self.dataDate, self.zoneContexts) = (version, dataDate, zoneContexts)
    }
}
