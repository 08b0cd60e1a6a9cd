import Foundation

/// A coarse map of where a set of boxes lies, for answering "certainly nothing within `reach`
/// metres of this point" without a tree search: cells ~45 m square, each marked when some box,
/// widened by `reach`, touches it. A point in an unmarked cell (or off the map) has no box within
/// `reach` of it.
///
/// Most of a city's area — the bay, the parks, the insides of blocks — is farther than a few tens
/// of metres from any curb: there a batch row's three curb searches each walked the tree to find
/// nothing, a tenth of the row's work.
///
/// The widening is conservative: the degrees of `reach` are taken at the latitude where a degree of
/// longitude is shortest, and a little more. Marking too much only costs a search; marking too
/// little would lose a result, so there is no grid (``init(boxes:reach:entries:)`` fails) where the
/// arithmetic cannot be trusted: non-finite or polar coordinates, boxes spanning half the globe.
///
/// Given an entry for each box, the grid also keeps, for each cell, the entries of the boxes that
/// mark it (``entries(within:of:)``): every box within `reach` of a point of the cell is among
/// them, so a search of those few replaces a walk down the tree for each point at the curb.
struct NearnessGrid: Sendable {
    /// The distance the grid answers for, in metres.
    let reach: Double
    private let minLatitude: Double
    private let minLongitude: Double
    private let cellDegrees: Double
    private let rows: Int
    private let columns: Int
    private let marked: [Bool]
    /// For each cell, where its entries begin in ``kept``, and after the last cell the end: empty
    /// when the grid keeps no entries.
    private let starts: [UInt32]
    /// The entries of the boxes marking each cell, cell after cell.
    private let kept: [UInt32]

    /// About 45 m of latitude.
    static let defaultCellDegrees = 0.0004
    /// The most cells a grid has: beyond, its cells grow.
    static let maximumCells = 1 << 20

    /// The grid of `boxes` for distances up to `reach` metres, keeping in each cell the `entries`
    /// of the boxes marking it when they are given (one per box, each below 2³²); `nil` when there
    /// are no boxes, the grid could not be trusted, or the boxes would mark more than
    /// `maximumMarks` cells in all (large boxes overlapping everywhere: building the grid would
    /// cost more than it saves).
    init?(boxes: [BoundingBox], reach: Double, entries: [Int]? = nil, maximumMarks: Int = .max) {
        guard !boxes.isEmpty, reach.isFinite, reach >= 0 else { return nil }
        if let entries {
            guard entries.count == boxes.count, entries.allSatisfy({ UInt32(exactly: $0) != nil }) else { return nil }
        }
        var all = boxes[0]
        for box in boxes.dropFirst() { all.expand(toInclude: box) }
        // One padding for every box, worked out where it is widest: 0.1 % over, and the metres
        // per degree of longitude at the most poleward latitude the widened boxes reach.
        let latitudePad = reach / LocalProjection.metresPerDegreeLatitude * 1.001
        let poleward = max(abs(all.minLatitude - latitudePad), abs(all.maxLatitude + latitudePad))
        guard [all.minLatitude, all.maxLatitude, all.minLongitude, all.maxLongitude].allSatisfy(\.isFinite),
            poleward < 85, all.maxLongitude - all.minLongitude < 180
        else { return nil }
        let longitudePad = latitudePad / cos(poleward * .pi / 180)
        let minLatitude = all.minLatitude - latitudePad
        let minLongitude = all.minLongitude - longitudePad
        let height = all.maxLatitude + latitudePad - minLatitude
        let width = all.maxLongitude + longitudePad - minLongitude
        let cellDegrees = max(Self.defaultCellDegrees, (height * width / Double(Self.maximumCells)).squareRoot())
        let rows = Int(height / cellDegrees) + 1
        let columns = Int(width / cellDegrees) + 1
        /// The rows and columns of the cells `box`, widened by the reach, touches.
        func cells(of box: BoundingBox) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
            (
                Self.cells(
                    box.minLatitude - latitudePad, box.maxLatitude + latitudePad, minLatitude, cellDegrees, rows),
                Self.cells(
                    box.minLongitude - longitudePad, box.maxLongitude + longitudePad, minLongitude, cellDegrees, columns
                )
            )
        }
        func forEachCell(of box: BoundingBox, _ body: (Int) -> Void) {
            let (rowRange, columnRange) = cells(of: box)
            for row in rowRange {
                for column in columnRange { body(row * columns + column) }
            }
        }
        var marks = 0
        for box in boxes {
            let (rowRange, columnRange) = cells(of: box)
            marks += rowRange.count * columnRange.count
            if marks > maximumMarks { return nil }
        }
        var marked = [Bool](repeating: false, count: rows * columns)
        for box in boxes { forEachCell(of: box) { marked[$0] = true } }
        if let entries {
            // Counted, then placed: each cell's entries in one run of `kept`.
            var starts = [UInt32](repeating: 0, count: rows * columns + 1)
            for box in boxes { forEachCell(of: box) { starts[$0 + 1] += 1 } }
            for cell in 0..<rows * columns { starts[cell + 1] += starts[cell] }
            var next = starts
            var kept = [UInt32](repeating: 0, count: Int(starts[rows * columns]))
            for (box, entry) in zip(boxes, entries) {
                forEachCell(of: box) { cell in
                    kept[Int(next[cell])] = UInt32(entry)
                    next[cell] += 1
                }
            }
            self.starts = starts
            self.kept = kept
        } else {
            starts = []
            kept = []
        }
        self.reach = reach
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.cellDegrees = cellDegrees
        self.rows = rows
        self.columns = columns
        self.marked = marked
    }

    /// The cells from `low` to `high` degrees, clamped to the grid.
    private static func cells(
        _ low: Double, _ high: Double, _ origin: Double, _ size: Double, _ count: Int
    ) -> ClosedRange<Int> {
        let first = min(max(Int(((low - origin) / size).rounded(.down)), 0), count - 1)
        let last = min(max(Int(((high - origin) / size).rounded(.down)), 0), count - 1)
        return first...max(first, last)
    }

    /// Whether a box may lie within `radius` metres of `point`: `false` only when none does.
    func mayHaveBox(within radius: Double, of point: Coordinate) -> Bool {
        guard radius <= reach, point.latitude.isFinite, point.longitude.isFinite else { return true }
        guard let cell = cell(of: point) else { return false }
        return marked[cell]
    }

    /// The entries of the boxes that may lie within `radius` metres of `point` — every box that
    /// does is among them — or `nil` when the grid cannot tell: it keeps no entries, `radius` is
    /// beyond its reach, or the point is not finite.
    func entries(within radius: Double, of point: Coordinate) -> ArraySlice<UInt32>? {
        guard !starts.isEmpty, radius <= reach, point.latitude.isFinite, point.longitude.isFinite else { return nil }
        guard let cell = cell(of: point) else { return [] }
        return kept[Int(starts[cell])..<Int(starts[cell + 1])]
    }

    /// The cell `point` (finite) is in, or `nil` off the grid.
    private func cell(of point: Coordinate) -> Int? {
        let row = (point.latitude - minLatitude) / cellDegrees
        let column = (point.longitude - minLongitude) / cellDegrees
        // Off the grid below 0; from 0 on, rounding down is dropping the fraction (`Int(_:)`, with
        // no call to `floor`).
        guard row >= 0, row < Double(rows), column >= 0, column < Double(columns) else { return nil }
        return Int(row) * columns + Int(column)
    }
}
