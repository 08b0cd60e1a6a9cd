extension GeoJSONDecoder {
    /// Reads a geometry's `coordinates` (at `path`) for its type.
    mutating func shape(_ type: ObjectType, coordinates node: JSONNode) -> GeoJSONGeometry.Shape? {
        switch type {
        case .point:
            return position(node).map(GeoJSONGeometry.Shape.point)
        case .multiPoint:
            return positions(node).map(GeoJSONGeometry.Shape.multiPoint)
        case .lineString:
            return lineString(node, mayBeEmpty: true).map(GeoJSONGeometry.Shape.lineString)
        case .multiLineString:
            return array(node, of: .lines) { decoder, line in decoder.lineString(line, mayBeEmpty: false) }
                .map(GeoJSONGeometry.Shape.multiLineString)
        case .polygon:
            return polygon(node).map(GeoJSONGeometry.Shape.polygon)
        case .multiPolygon:
            return array(node, of: .polygons) { decoder, polygon in decoder.polygon(polygon) }
                .map(GeoJSONGeometry.Shape.multiPolygon)
        case .geometryCollection, .feature, .featureCollection:
            preconditionFailure("\(type.rawValue) has no coordinates; callers pass geometry types with coordinates")
        }
    }

    /// Reads `[longitude, latitude]` or `[longitude, latitude, altitude]`.
    private mutating func position(_ node: JSONNode) -> GeoJSONPosition? {
        guard node.kind == .array else {
            report(.wrongNesting(expected: .position, found: node.kind), at: node)
            return nil
        }
        var values: (longitude: Double, latitude: Double, altitude: Double?) = (0, 0, nil)
        var allNumbers = true
        for (index, element) in node.elements.enumerated() {
            guard let number = element.numberValue else {
                path.append(.index(index))
                report(.coordinateNotNumber(found: element.kind), at: element)
                path.removeLast()
                allNumbers = false
                continue
            }
            switch index {
            case 0: values.longitude = number
            case 1: values.latitude = number
            case 2: values.altitude = number
            default: break
            }
        }
        // A position holding arrays is nested too deeply; its length would only add noise.
        guard allNumbers else { return nil }
        let count = node.count
        if count < 2 {
            report(.positionTooShort(count: count), at: node)
            return nil
        }
        if count > 3 { report(.extraPositionValues(count: count), at: node) }
        return GeoJSONPosition(longitude: values.longitude, latitude: values.latitude, altitude: values.altitude)
    }

    /// Reads an array of positions (a MultiPoint, a LineString, a ring).
    private mutating func positions(_ node: JSONNode) -> [GeoJSONPosition]? {
        array(node, of: .positions) { decoder, position in decoder.position(position) }
    }

    /// Reads a LineString's positions: two or more, or none at all for a top-level empty geometry.
    private mutating func lineString(_ node: JSONNode, mayBeEmpty: Bool) -> [GeoJSONPosition]? {
        guard let positions = positions(node) else { return nil }
        if positions.count < 2, !(mayBeEmpty && positions.isEmpty) {
            report(.lineStringTooShort(count: positions.count), at: node)
            return nil
        }
        return positions
    }

    /// Reads a Polygon's rings: the exterior first, then holes.
    private mutating func polygon(_ node: JSONNode) -> [[GeoJSONPosition]]? {
        var ringIndex = 0
        return array(node, of: .lines) { decoder, ring in
            defer { ringIndex += 1 }
            return decoder.linearRing(ring, isExterior: ringIndex == 0)
        }
    }

    /// Reads a linear ring (RFC 7946 §3.1.6): closed, four or more positions; warns when it turns
    /// the wrong way for its role.
    private mutating func linearRing(_ node: JSONNode, isExterior: Bool) -> [GeoJSONPosition]? {
        guard let ring = positions(node) else { return nil }
        var isValid = true
        if ring.count < 4 {
            report(.ringTooShort(count: ring.count), at: node)
            isValid = false
        }
        if let first = ring.first, let last = ring.last, first != last {
            report(.ringNotClosed(first: Self.values(of: first), last: Self.values(of: last)), at: node)
            isValid = false
        }
        guard isValid else { return nil }
        let area = Self.twiceSignedArea(of: ring)
        if isExterior, area < 0 { report(.exteriorRingClockwise, at: node) }
        if !isExterior, area > 0 { report(.holeCounterClockwise, at: node) }
        return ring
    }

    /// Reads an array whose elements `element` reads, reporting `level` when `node` is not an array.
    /// Every element is read (to report all problems); the result is `nil` if any failed.
    private mutating func array<Element>(
        _ node: JSONNode, of level: GeoJSONProblem.CoordinateLevel,
        element read: (inout GeoJSONDecoder, JSONNode) -> Element?
    ) -> [Element]? {
        guard node.kind == .array else {
            report(.wrongNesting(expected: level, found: node.kind), at: node)
            return nil
        }
        var result: [Element] = []
        result.reserveCapacity(node.count)
        var allRead = true
        for (index, child) in node.elements.enumerated() {
            path.append(.index(index))
            if let element = read(&self, child) { result.append(element) } else { allRead = false }
            path.removeLast()
        }
        return allRead ? result : nil
    }

    /// A position's values in GeoJSON order, for messages.
    private static func values(of position: GeoJSONPosition) -> [Double] {
        [position.longitude, position.latitude] + (position.altitude.map { [$0] } ?? [])
    }

    /// Twice the signed area of a closed ring in the longitude/latitude plane (the shoelace
    /// formula, taken about the first position to limit cancellation): positive when the ring
    /// turns counter-clockwise.
    private static func twiceSignedArea(of ring: [GeoJSONPosition]) -> Double {
        guard let origin = ring.first, ring.count >= 4 else { return 0 }
        var sum = 0.0
        for index in 1..<(ring.count - 2) {
            let a = ring[index]
            let b = ring[index + 1]
            let ax = a.longitude - origin.longitude
            let ay = a.latitude - origin.latitude
            let bx = b.longitude - origin.longitude
            let by = b.latitude - origin.latitude
            sum += ax * by - bx * ay
        }
        return sum
    }
}
