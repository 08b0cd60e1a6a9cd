/// Geometry checks the readers leave out: rings that are not simple, holes outside their shell,
/// coordinates out of range and empty geometries.
extension ValidationWalk {
    /// Whether this walk checks coordinate ranges and empty geometries itself (the zone-file reader
    /// already does for zones).
    private var checksRangesAndEmptiness: Bool { kind != .zoneFile && kind != .zoneFeatureCollection }

    /// Checks a geometry object (``path`` names it). Structural problems are the GeoJSON reader's
    /// to report; parts that are malformed are skipped here.
    mutating func geometry(_ node: JSONNode, depth: Int) {
        guard let type = node["type"]?.stringValue else { return }
        if type == "GeometryCollection" {
            guard let geometries = node["geometries"], geometries.kind == .array,
                depth < GeoJSONReader.maxGeometryCollectionDepth
            else { return }
            within(.key("geometries")) { walk in
                if geometries.count == 0, walk.checksRangesAndEmptiness {
                    walk.report(.emptyGeometry(typeName: type), severity: walk.dataSeverity, at: geometries)
                }
                for (index, element) in geometries.elements.enumerated() {
                    walk.within(.index(index)) { walk in walk.geometry(element, depth: depth + 1) }
                }
            }
            return
        }
        let levels: [String: Int] = [
            "Point": 0, "MultiPoint": 1, "LineString": 1, "MultiLineString": 2, "Polygon": 2, "MultiPolygon": 3,
        ]
        guard let level = levels[type], let coordinates = node["coordinates"], coordinates.kind == .array else {
            return
        }
        within(.key("coordinates")) { walk in
            if walk.checksRangesAndEmptiness {
                if level > 0, coordinates.count == 0 {
                    walk.report(.emptyGeometry(typeName: type), severity: walk.dataSeverity, at: coordinates)
                }
                walk.checkRanges(coordinates, levels: level)
            }
            if type == "Polygon" {
                walk.polygon(coordinates)
            } else if type == "MultiPolygon" {
                for (index, polygon) in coordinates.elements.enumerated() where polygon.kind == .array {
                    walk.within(.index(index)) { walk in walk.polygon(polygon) }
                }
            }
        }
    }

    /// Reports every longitude and latitude out of range in `node`, nested `levels` deep above its
    /// positions.
    private mutating func checkRanges(_ node: JSONNode, levels: Int) {
        guard node.kind == .array else { return }
        if levels == 0 {
            checkRange(ofPosition: node)
            return
        }
        for (index, element) in node.elements.enumerated() {
            within(.index(index)) { walk in walk.checkRanges(element, levels: levels - 1) }
        }
    }

    private mutating func checkRange(ofPosition position: JSONNode) {
        var values = position.elements.makeIterator()
        if let longitude = values.next(), let value = longitude.numberValue, abs(value) > 180 {
            within(.index(0)) { $0.report(.longitudeOutOfRange(value), severity: $0.dataSeverity, at: longitude) }
        }
        if let latitude = values.next(), let value = latitude.numberValue, abs(value) > 90 {
            within(.index(1)) { $0.report(.latitudeOutOfRange(value), severity: $0.dataSeverity, at: latitude) }
        }
    }

    /// Checks a Polygon's rings (``path`` names its coordinates): each ring simple, each hole inside
    /// the exterior ring.
    mutating func polygon(_ rings: JSONNode) {
        var shell: LinearRing?
        for (index, ring) in rings.elements.enumerated() {
            within(.index(index)) { walk in
                // A ring the GeoJSON reader rejects (short, open, malformed) has been reported there.
                guard let positions = Self.positions(of: ring), positions.count >= 4, positions.first == positions.last,
                    walk.isSimple(ring: ring, positions: positions)
                else { return }
                if index == 0 {
                    shell = try? LinearRing(coordinates: positions)
                } else if let shell, Self.lies(positions, outside: shell) {
                    walk.report(.holeOutsideShell(hole: index), at: ring)
                }
            }
        }
    }

    /// Checks that a ring (``path`` names it) encloses an area and does not meet itself, reporting
    /// the first pair of edges that do at the first edge's start.
    ///
    /// - Returns: whether the ring is simple.
    mutating func isSimple(ring: JSONNode, positions: [Coordinate]) -> Bool {
        let corners = SelfIntersectionFinder.distinctCornerCount(of: positions)
        guard corners >= 3 else {
            report(.collapsedRing(distinctCorners: corners), at: ring)
            return false
        }
        guard let finding = SelfIntersectionFinder.firstIntersection(in: positions) else { return true }
        let problem = ValidationProblem.selfIntersection(
            finding, first: positions[finding.firstEdge], second: positions[finding.secondEdge])
        let start = ring.elements.dropFirst(finding.firstEdge).first ?? ring
        within(.index(finding.firstEdge)) { $0.report(problem, at: start) }
        return false
    }

    /// Whether a hole lies outside the shell, judged by its first corner not on the shell's
    /// boundary (a hole all on the boundary is not outside).
    private static func lies(_ hole: [Coordinate], outside shell: LinearRing) -> Bool {
        for corner in hole {
            switch shell.location(of: corner) {
            case .onBoundary: continue
            case .inside: return false
            case .outside: return true
            }
        }
        return false
    }

    /// The positions of a GeoJSON ring, or `nil` when any is not an array of two or more numbers.
    static func positions(of ring: JSONNode) -> [Coordinate]? {
        guard ring.kind == .array else { return nil }
        var positions: [Coordinate] = []
        positions.reserveCapacity(ring.count)
        for position in ring.elements {
            var values = position.elements.makeIterator()
            guard position.kind == .array, position.count >= 2, let longitude = values.next()?.numberValue,
                let latitude = values.next()?.numberValue
            else { return nil }
            positions.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        return positions
    }
}
