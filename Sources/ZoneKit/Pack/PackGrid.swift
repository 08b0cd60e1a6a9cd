/// The pack's spatial index: a uniform grid of cells about 150 m on a side over the data's extent,
/// each listing the parts whose boxes overlap it. A lookup reads the few cells around its point
/// straight from the mapped file, with nothing to build or copy first (an R-tree would have to be
/// loaded); what it finds is a superset of the parts in range, which is all the answer needs.
struct PackGrid {
    let originLongitude: Double
    let originLatitude: Double
    let columns: Int
    let rows: Int
    /// Cell `c`'s items are `items[cellStarts[c]..<cellStarts[c + 1]]`; cells run row by row.
    let cellStarts: [UInt32]
    let items: [UInt32]

    /// The grid over every part of `layers`.
    init(layers: [LayerTable]) {
        var minLongitude = Double.infinity
        var minLatitude = Double.infinity
        var maxLongitude = -Double.infinity
        var maxLatitude = -Double.infinity
        for layer in layers {
            for part in layer.parts where Self.isUsable(part.box) {
                minLongitude = Swift.min(minLongitude, part.box.minLongitude)
                minLatitude = Swift.min(minLatitude, part.box.minLatitude)
                maxLongitude = Swift.max(maxLongitude, part.box.maxLongitude)
                maxLatitude = Swift.max(maxLatitude, part.box.maxLatitude)
            }
        }
        guard minLongitude <= maxLongitude, minLatitude <= maxLatitude else {
            (originLongitude, originLatitude, columns, rows) = (0, 0, 0, 0)
            cellStarts = [0]
            items = []
            return
        }
        originLongitude = minLongitude
        originLatitude = minLatitude
        columns = Int(((maxLongitude - minLongitude) / DataPack.cellWidth).rounded(.down)) + 1
        rows = Int(((maxLatitude - minLatitude) / DataPack.cellHeight).rounded(.down)) + 1
        var buckets = [[UInt32]](repeating: [], count: columns * rows)
        for (layerIndex, layer) in layers.enumerated() {
            let packLayer = PackLayer.allCases[layerIndex]
            for (partIndex, part) in layer.parts.enumerated() where Self.isUsable(part.box) {
                let cells = Self.cells(
                    covering: part.box, originLongitude: originLongitude, originLatitude: originLatitude,
                    columns: columns, rows: rows)
                for row in cells.rows {
                    for column in cells.columns {
                        buckets[row * columns + column].append(packLayer.item(part: partIndex))
                    }
                }
            }
        }
        var starts: [UInt32] = [0]
        var items: [UInt32] = []
        for bucket in buckets {
            items.append(contentsOf: bucket)
            starts.append(UInt32(items.count))
        }
        cellStarts = starts
        self.items = items
    }

    func write(to writer: inout PackWriter) {
        writer.append(originLongitude)
        writer.append(originLatitude)
        writer.append(columns)
        writer.append(rows)
        for start in cellStarts { writer.append(start) }
        writer.append(items.count)
        for item in items { writer.append(item) }
    }

    /// A box a grid can place: finite and not empty.
    static func isUsable(_ box: BoundingBox) -> Bool {
        box.minLongitude.isFinite && box.minLatitude.isFinite && box.maxLongitude.isFinite
            && box.maxLatitude.isFinite && box.minLongitude <= box.maxLongitude && box.minLatitude <= box.maxLatitude
    }

    /// The columns and rows of the cells overlapping `box`, clamped to the grid (empty ranges when
    /// the box misses the grid or is not a box).
    static func cells(
        covering box: BoundingBox, originLongitude: Double, originLatitude: Double, columns: Int, rows: Int
    ) -> (columns: Range<Int>, rows: Range<Int>) {
        func range(_ low: Double, _ high: Double, origin: Double, size: Double, count: Int) -> Range<Int> {
            let first = ((low - origin) / size).rounded(.down)
            let last = ((high - origin) / size).rounded(.down)
            guard first <= last, last >= 0, first < Double(count) else { return 0..<0 }
            return Int(Swift.max(0, first))..<Int(Swift.min(Double(count - 1), last)) + 1
        }
        return (
            range(
                box.minLongitude, box.maxLongitude, origin: originLongitude, size: DataPack.cellWidth, count: columns),
            range(box.minLatitude, box.maxLatitude, origin: originLatitude, size: DataPack.cellHeight, count: rows)
        )
    }
}
