/// Checks of zones the zone-file reader leaves out: rings that are not simple, holes outside
/// their shell, and rules in force on no day.
extension ValidationWalk {
    /// One zone (``path`` names it): a seed-schema zone object, or a Feature of zones.
    mutating func zone(_ node: JSONNode) {
        guard node.kind == .object else { return }
        if kind == .zoneFeatureCollection {
            if let geometry = node["geometry"], geometry.kind == .object {
                within(.key("geometry")) { $0.geometry(geometry, depth: 0) }
            }
            if let properties = node["properties"], properties.kind == .object {
                within(.key("properties")) { $0.rules(of: properties) }
            }
            return
        }
        if let boundary = node["boundary"], boundary.kind == .object {
            within(.key("boundary")) { $0.geometry(boundary, depth: 0) }
        }
        if let boundaries = node["boundaries"], boundaries.kind == .array {
            within(.key("boundaries")) { walk in
                for (index, ring) in boundaries.elements.enumerated() {
                    walk.within(.index(index)) { walk in walk.seedRing(ring) }
                }
            }
        }
        rules(of: node)
    }

    /// A ring of `boundaries`: `{latitude, longitude}` objects, closed or not (the reader closes it).
    private mutating func seedRing(_ ring: JSONNode) {
        var positions: [Coordinate] = []
        positions.reserveCapacity(ring.count)
        for position in ring.elements {
            guard let latitude = position["latitude"]?.numberValue, let longitude = position["longitude"]?.numberValue
            else { return }
            positions.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        // Fewer than three corners, as the reader counts them, is the reader's to report.
        let isClosed = positions.count > 1 && positions.first == positions.last
        guard positions.count - (isClosed ? 1 : 0) >= 3 else { return }
        _ = isSimple(ring: ring, positions: positions)
    }

    /// Reports rules whose `enforcementDays` is an empty list: in force on no day.
    private mutating func rules(of zone: JSONNode) {
        guard let rules = zone["rules"], rules.kind == .array else { return }
        within(.key("rules")) { walk in
            for (index, rule) in rules.elements.enumerated() {
                guard let days = rule["enforcementDays"], days.kind == .array, days.count == 0 else { continue }
                walk.within(.index(index)) { walk in
                    walk.within(.key("enforcementDays")) { $0.report(.noDays, at: days) }
                }
            }
        }
    }
}
