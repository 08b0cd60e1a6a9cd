/// Everything parkcheck knows about San Francisco's curbs: block-face regulations, street-sweeping
/// sides and metered block faces, each indexed once for proximity queries.
///
/// Build it once (from the files in `Resources/`, or in memory) and ask it many questions with
/// ``answer(for:settings:dataDate:)``; it is an immutable value, safe to share between tasks.
package struct SFDataset: Sendable {
    /// The block-face regulations, in the order given.
    package var regulations: [SFBlockFaceRegulation] { storage.regulations }
    /// The sweeping sides, in the order given.
    package var sweepingSides: [SFSweepingSide] { storage.sweepingSides }
    /// The metered block faces, in the order given.
    package var meters: [SFMeteredBlockFace] { storage.meters }
    /// The centrelines of the sweeping sides: sides sharing a CNN and a geometry are one centreline.
    package var centrelines: [SFCentreline] { storage.centrelines }
    /// Every RPP area code a permit may name, sorted: the areas of the regulations and any given
    /// to ``init(regulations:sweepingSides:meters:additionalAreaCodes:holidays:)``.
    var knownAreaCodes: [String] { storage.knownAreaCodes }
    /// The holiday calendar every window is evaluated with.
    package var holidays: CityCalendar { storage.holidays }

    var regulationIndex: SFSegmentIndex { storage.regulationIndex }
    var centrelineIndex: SFSegmentIndex { storage.centrelineIndex }
    var meterIndex: SFSegmentIndex { storage.meterIndex }
    /// The same for every copy of this dataset, and for no other.
    var identity: ObjectIdentifier { ObjectIdentifier(storage.origin) }

    /// Everything above, held once for every copy of the dataset: each answer copies it (into its
    /// builder), on every worker thread at once; a copy then costs one reference count instead of
    /// one for each of some twenty arrays, each contended between threads.
    private let storage: Storage

    private final class Storage: Sendable {
        let regulations: [SFBlockFaceRegulation]
        let sweepingSides: [SFSweepingSide]
        let meters: [SFMeteredBlockFace]
        let centrelines: [SFCentreline]
        let knownAreaCodes: [String]
        let holidays: CityCalendar
        let regulationIndex: SFSegmentIndex
        let centrelineIndex: SFSegmentIndex
        let meterIndex: SFSegmentIndex
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
            regulations: [SFBlockFaceRegulation], sweepingSides: [SFSweepingSide], meters: [SFMeteredBlockFace],
            knownAreaCodes: [String], holidays: CityCalendar, work: any LoadWork
        ) {
            (self.regulations, self.sweepingSides, self.meters) = (regulations, sweepingSides, meters)
            (self.knownAreaCodes, self.holidays) = (knownAreaCodes, holidays)
            origin = Origin()
            // The block faces' and meters' indexes do not need the centrelines: `work` may build
            // them on one core while another finds the centrelines and indexes them (a batch waits
            // for all of it before its first row). The block faces' and centrelines' segment
            // directions are asked for by every curbside answer (which hits run along the nearest
            // one; the street's sides): worked out once here. The few features near one point (a
            // pack's one-shot) are done on this thread: starting worker threads cost more than the
            // work.
            let isSmall = regulations.count + sweepingSides.count + meters.count < Self.smallDataCount
            let spread: any LoadWork = isSmall ? InOrderWork() : work
            let parts = spread.results(count: 3) { part -> Part in
                switch part {
                case 0: .index(SFSegmentIndex(lines: regulations.map(\.lines), keepsDirections: true))
                case 1: .centrelines(Centrelines(sweepingSides))
                default: .index(SFSegmentIndex(lines: meters.map { [$0.line] }))
                }
            }
            guard case .index(let regulationIndex) = parts[0], case .centrelines(let found) = parts[1],
                case .index(let meterIndex) = parts[2]
            else { preconditionFailure("the dataset's parts were built out of order") }
            (self.regulationIndex, self.meterIndex) = (regulationIndex, meterIndex)
            (centrelines, labelledSides, centrelineIndex) = (found.lines, found.labelledSides, found.index)
        }

        /// Under this many features in all, the indexes are built on the calling thread.
        private static let smallDataCount = 4_096

        /// What ``init(regulations:sweepingSides:meters:knownAreaCodes:holidays:)`` builds at once.
        private enum Part: Sendable {
            case index(SFSegmentIndex)
            case centrelines(Centrelines)
        }
    }

    /// The centrelines of some sweeping sides, their compass labels and their index.
    private struct Centrelines: Sendable {
        let lines: [SFCentreline]
        /// For each centreline, the compass point the city labels its left side and its right side
        /// with (the first of its sweeping sides on that side with one), two entries a centreline.
        let labelledSides: [CompassDirection?]
        let index: SFSegmentIndex

        /// Equal for sides on one centreline: the same CNN and coordinates. Hashed by the CNN and
        /// the line's ends, which tell centrelines apart but for a few (then compared whole):
        /// hashing every coordinate took most of the time here.
        private struct LineKey: Hashable {
            let cnn: String?
            let coordinates: [Coordinate]

            func hash(into hasher: inout Hasher) {
                hasher.combine(cnn)
                hasher.combine(coordinates.count)
                hasher.combine(coordinates.first)
                hasher.combine(coordinates.last)
            }
        }

        /// Sides sharing a CNN and a geometry are one centreline; the centrelines are in the order
        /// of their first sides, each with its sides in data order.
        init(_ sweepingSides: [SFSweepingSide]) {
            var sidesOfLines: [[Int]] = []
            var positions: [LineKey: Int] = [:]
            positions.reserveCapacity(sweepingSides.count)
            for index in sweepingSides.indices {
                let key = LineKey(cnn: sweepingSides[index].cnn, coordinates: sweepingSides[index].line.coordinates)
                if let position = positions[key] {
                    sidesOfLines[position].append(index)
                } else {
                    positions[key] = sidesOfLines.count
                    sidesOfLines.append([index])
                }
            }
            lines = sidesOfLines.map { sides in
                SFCentreline(cnn: sweepingSides[sides[0]].cnn, line: sweepingSides[sides[0]].line, sideIndices: sides)
            }
            var labelled = [CompassDirection?](repeating: nil, count: 2 * lines.count)
            for (number, sides) in sidesOfLines.enumerated() {
                for index in sides {
                    guard let side = sweepingSides[index].side, let compass = sweepingSides[index].blockSide else {
                        continue
                    }
                    let slot = 2 * number + (side == .left ? 0 : 1)
                    if labelled[slot] == nil { labelled[slot] = compass }
                }
            }
            labelledSides = labelled
            index = SFSegmentIndex(lines: lines.map { [$0.line] }, keepsDirections: true)
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
    package func unsharedCopy() -> SFDataset {
        SFDataset(storage: Storage(unsharing: storage))
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
        regulations: [SFBlockFaceRegulation], sweepingSides: [SFSweepingSide], meters: [SFMeteredBlockFace],
        additionalAreaCodes: [String] = [], holidays: CityCalendar = .sanFrancisco,
        work: any LoadWork = InOrderWork()
    ) {
        var codes = Set(regulations.flatMap(\.permitAreas))
        for code in additionalAreaCodes {
            let upper = ClockText.trimmed(code).uppercased()
            if ClockText.isAreaCode(upper) { codes.insert(upper) }
        }
        storage = Storage(
            regulations: regulations, sweepingSides: sweepingSides, meters: meters,
            knownAreaCodes: codes.sorted { ($0.count, $0) < ($1.count, $1) }, holidays: holidays, work: work)
    }
}
