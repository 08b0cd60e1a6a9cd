/// Everything parkcheck knows about San Francisco's curbs: block-face regulations, street-sweeping
/// sides and metered block faces, each indexed once for proximity queries.
///
/// Build it once (from the files in `Resources/`, or in memory) and ask it many questions with
/// ``answer(for:settings:dataDate:)``; it is an immutable value, safe to share between tasks.
package struct ParkingDataset: Sendable {
    /// The block-face regulations, in the order given.
    package var regulations: [BlockFaceRegulation] { storage.regulations }
    /// The sweeping sides, in the order given.
    package var sweepingSides: [SweepingSide] { storage.sweepingSides }
    /// The metered block faces, in the order given.
    package var meters: [MeteredBlockFace] { storage.meters }
    /// The centrelines of the sweeping sides: sides sharing a CNN and a geometry are one centreline.
    package var centrelines: [Centreline] { storage.centrelines }
    /// Every RPP area code a permit may name, sorted: the areas of the regulations and any given
    /// to ``init(regulations:sweepingSides:meters:additionalAreaCodes:holidays:)``.
    package var knownAreaCodes: [String] { storage.knownAreaCodes }
    /// The holiday calendar every window is evaluated with.
    package var holidays: HolidayCalendar { storage.holidays }

    var regulationIndex: SegmentIndex { storage.regulationIndex }
    var centrelineIndex: SegmentIndex { storage.centrelineIndex }
    var meterIndex: SegmentIndex { storage.meterIndex }
    /// The same for every copy of this dataset, and for no other.
    var identity: ObjectIdentifier { ObjectIdentifier(storage.origin) }

    /// Everything above, held once for every copy of the dataset: each answer copies it (into its
    /// builder), on every worker thread at once; a copy then costs one reference count instead of
    /// one for each of some twenty arrays, each contended between threads.
    private let storage: Storage

    private final class Storage: Sendable {
        let regulations: [BlockFaceRegulation]
        let sweepingSides: [SweepingSide]
        let meters: [MeteredBlockFace]
        let centrelines: [Centreline]
        let knownAreaCodes: [String]
        let holidays: HolidayCalendar
        let regulationIndex: SegmentIndex
        let centrelineIndex: SegmentIndex
        let meterIndex: SegmentIndex
        /// For each centreline, the compass point the city labels its left side and its right side
        /// with (the first of its sweeping sides on that side with one), two entries a centreline.
        let labelledSides: [CompassDirection?]
        /// What the dataset is known by (``identity``): made with the data, kept by every
        /// ``unsharedCopy()``, whose answers are the same.
        let origin: Origin

        final class Origin: Sendable {}

        /// The same data in an object of its own, with indexes of its own (``unsharedCopy()``).
        init(unsharing other: Storage) {
            (regulations, sweepingSides, meters) = (other.regulations, other.sweepingSides, other.meters)
            (centrelines, knownAreaCodes, holidays) = (other.centrelines, other.knownAreaCodes, other.holidays)
            origin = other.origin
            labelledSides = other.labelledSides
            regulationIndex = other.regulationIndex.unsharedCopy()
            centrelineIndex = other.centrelineIndex.unsharedCopy()
            meterIndex = other.meterIndex.unsharedCopy()
        }

        init(
            regulations: [BlockFaceRegulation], sweepingSides: [SweepingSide], meters: [MeteredBlockFace],
            centrelines: [Centreline], knownAreaCodes: [String], holidays: HolidayCalendar
        ) {
            (self.regulations, self.sweepingSides, self.meters) = (regulations, sweepingSides, meters)
            (self.centrelines, self.knownAreaCodes, self.holidays) = (centrelines, knownAreaCodes, holidays)
            origin = Origin()
            var labelled = [CompassDirection?](repeating: nil, count: 2 * centrelines.count)
            for (number, centreline) in centrelines.enumerated() {
                for index in centreline.sideIndices {
                    guard let side = sweepingSides[index].side, let compass = sweepingSides[index].blockSide else {
                        continue
                    }
                    let slot = 2 * number + (side == .left ? 0 : 1)
                    if labelled[slot] == nil { labelled[slot] = compass }
                }
            }
            labelledSides = labelled
            // The three indexes are independent: built at once, on every core (a batch waits for
            // them before its first row).
            let layers = [regulations.map(\.lines), centrelines.map { [$0.line] }, meters.map { [$0.line] }]
            // The block faces' and centrelines' segment directions are asked for by every curbside
            // answer (which hits run along the nearest one; the street's sides): worked out once here.
            let indexes = concurrentResults(count: layers.count) {
                SegmentIndex(lines: layers[$0], keepsDirections: $0 < 2)
            }
            (regulationIndex, centrelineIndex, meterIndex) = (indexes[0], indexes[1], indexes[2])
        }
    }

    /// The compass point the city labels `side` of centreline `centreline` with (its first
    /// sweeping side on that side with a label), if any.
    ///
    /// - Complexity: O(1).
    func labelledCompass(of side: CurbSide, centreline: Int) -> CompassDirection? {
        storage.labelledSides[2 * centreline + (side == .left ? 0 : 1)]
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The same dataset in storage objects of its own, for one thread to answer from alone (a
    /// batch worker): every answer retains the dataset's storage and indexes, and from several
    /// threads at once those reference counts contend for one cache line. Answers are the same.
    package func unsharedCopy() -> ParkingDataset {
        ParkingDataset(storage: Storage(unsharing: storage))
    }

    /// Builds the dataset and its indices.
    ///
    /// - Parameters:
    ///   - regulations: the block-face regulations.
    ///   - sweepingSides: the sweeping sides; both sides of a segment share a centreline.
    ///   - meters: the metered block faces.
    ///   - additionalAreaCodes: more area codes permits may name (say, the zone file's); codes
    ///     that are not one or two letters are ignored.
    ///   - holidays: the holiday calendar; San Francisco's by default.
    /// - Complexity: O(s log s) for s segments in all.
    package init(
        regulations: [BlockFaceRegulation], sweepingSides: [SweepingSide], meters: [MeteredBlockFace],
        additionalAreaCodes: [String] = [], holidays: HolidayCalendar = .sanFrancisco
    ) {
        struct LineKey: Hashable {
            let cnn: String?
            let coordinates: [Coordinate]
        }
        var centrelines: [Centreline] = []
        var positions: [LineKey: Int] = [:]
        for (index, side) in sweepingSides.enumerated() {
            let key = LineKey(cnn: side.cnn, coordinates: side.line.coordinates)
            if let position = positions[key] {
                let existing = centrelines[position]
                centrelines[position] = Centreline(
                    cnn: existing.cnn, line: existing.line, sideIndices: existing.sideIndices + [index])
            } else {
                positions[key] = centrelines.count
                centrelines.append(Centreline(cnn: side.cnn, line: side.line, sideIndices: [index]))
            }
        }

        var codes = Set(regulations.flatMap(\.permitAreas))
        for code in additionalAreaCodes {
            let upper = ClockText.trimmed(code).uppercased()
            if ClockText.isAreaCode(upper) { codes.insert(upper) }
        }
        storage = Storage(
            regulations: regulations, sweepingSides: sweepingSides, meters: meters, centrelines: centrelines,
            knownAreaCodes: codes.sorted { ($0.count, $0) < ($1.count, $1) }, holidays: holidays)
    }
}
