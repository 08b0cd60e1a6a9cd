/// Which parts of a pack a lookup at one point needs: every part whose box is within reach of
/// the point, through the grid.
struct PackQuery {
    let layout: PackLayout
    let reader: PackReader
    let point: Coordinate

    /// A distance added to every reach, in degrees, beyond the 5 % the reach is widened by: boxes
    /// found this way are a superset of those the lookup's R-tree searches reach.
    private static let slack = 1e-7

    /// For each layer, the parts to take, ascending.
    ///
    /// - Parameters:
    ///   - zoneReach: how far (metres) the zone lookup searches; a zone polygon that contains the
    ///     point is searched further, as far as its box's nearest edge, because the lookup measures
    ///     how deep inside its zone the point is against every polygon of that zone.
    ///   - curbReach: the largest radius of the curb queries.
    mutating func parts(zoneReach: Double, curbReach: Double) throws(DataPackError) -> [[Int]] {
        var selected = [[Int]](repeating: [], count: PackLayer.allCases.count)
        guard point.isValid else { return selected }
        try visit(within: Swift.max(zoneReach, curbReach)) { layer, part, box in
            if Self.box(box, isWithin: layer == PackLayer.zones.rawValue ? zoneReach : curbReach, of: point) {
                selected[layer].append(part)
            }
        }
        let projection = LocalProjection(referenceLatitude: point.latitude)
        var depth = 0.0
        for part in selected[PackLayer.zones.rawValue] {
            let box = try self.box(layer: PackLayer.zones.rawValue, part: part)
            guard box.contains(point) else { continue }
            let east = Swift.min(point.longitude - box.minLongitude, box.maxLongitude - point.longitude)
            let north = Swift.min(point.latitude - box.minLatitude, box.maxLatitude - point.latitude)
            depth = Swift.max(
                depth,
                Swift.min(
                    east * projection.metresPerDegreeLongitude, north * LocalProjection.metresPerDegreeLatitude))
        }
        if depth > zoneReach {
            selected[PackLayer.zones.rawValue] = []
            try visit(within: depth) { layer, part, box in
                if layer == PackLayer.zones.rawValue, Self.box(box, isWithin: depth, of: point) {
                    selected[layer].append(part)
                }
            }
        }
        return selected.map { Array(Set($0)).sorted() }
    }

    /// Calls `body` with every grid item in the cells within `reach` metres of the point (an item
    /// in several cells more than once).
    private func visit(
        within reach: Double, _ body: (_ layer: Int, _ part: Int, _ box: BoundingBox) -> Void
    ) throws(DataPackError) {
        let area = Self.area(within: reach, of: point)
        let cells = PackGrid.cells(
            covering: area, originLongitude: layout.originLongitude, originLatitude: layout.originLatitude,
            columns: layout.columns, rows: layout.rows)
        for row in cells.rows {
            for column in cells.columns {
                let cell = row * layout.columns + column
                let start = Int(try reader.uint32(at: layout.cellStartsOffset + cell * 4))
                let end = Int(try reader.uint32(at: layout.cellStartsOffset + (cell + 1) * 4))
                guard start <= end, end <= layout.itemCount else {
                    throw reader.corrupt("grid cell \(cell) is out of range")
                }
                for index in start..<end {
                    let (layer, part) = PackLayer.split(try reader.uint32(at: layout.itemsOffset + index * 4))
                    body(layer, part, try box(layer: layer, part: part))
                }
            }
        }
    }

    /// The box of a part, from the part table.
    func box(layer: Int, part: Int) throws(DataPackError) -> BoundingBox {
        guard layer < layout.layers.count, part < layout.layers[layer].partCount else {
            throw reader.corrupt("a grid item names part \(part) of layer \(layer), which does not exist")
        }
        let offset = layout.layers[layer].partsOffset + part * LayerTable.partSize + 24
        let box = try reader.ensured(offset, 32)
        return BoundingBox(
            minLongitude: try box.double(at: offset), minLatitude: try box.double(at: offset + 8),
            maxLongitude: try box.double(at: offset + 16), maxLatitude: try box.double(at: offset + 24))
    }

    /// The box (degrees) holding every place within `reach` metres of `point`, widened by 5 %.
    static func area(within reach: Double, of point: Coordinate) -> BoundingBox {
        let projection = LocalProjection(referenceLatitude: point.latitude)
        let north = reach / LocalProjection.metresPerDegreeLatitude * 1.05 + slack
        let east = reach / projection.metresPerDegreeLongitude * 1.05 + slack
        return BoundingBox(
            minLongitude: point.longitude - east, minLatitude: point.latitude - north,
            maxLongitude: point.longitude + east, maxLatitude: point.latitude + north)
    }

    /// Whether `box` is within `reach` metres of `point`, widened as ``area(within:of:)`` is: a
    /// circle, not the square around it (a third less to read for a wide reach).
    private static func box(_ box: BoundingBox, isWithin reach: Double, of point: Coordinate) -> Bool {
        guard box.intersects(area(within: reach, of: point)) else { return false }
        let projection = LocalProjection(referenceLatitude: point.latitude)
        return projection.distance(from: point, to: box) <= reach * 1.05 + slack
            * LocalProjection.metresPerDegreeLatitude
    }
}
