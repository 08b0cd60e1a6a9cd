/// Reading a zone's shape: a GeoJSON Polygon or MultiPolygon (`boundary`, a Feature's geometry)
/// or the seed schema's rings of `{latitude, longitude}` (`boundaries`).
extension ZoneFileDecoder {
    /// The shape of a seed-schema zone: exactly one of `boundary` and `boundaries`.
    mutating func seedShape(of zone: JSONNode) -> MultiPolygon? {
        switch (present("boundary", of: zone), present("boundaries", of: zone)) {
        case (nil, nil):
            report(.missingShape, at: zone)
            return nil
        case (.some, .some(let rings)):
            report(.conflictingShapes, at: rings, member: "boundaries")
            return nil
        case (.some(let geometry), nil):
            return within(.key("boundary")) { $0.geoJSONShape(geometry) }
        case (nil, .some(let rings)):
            return within(.key("boundaries")) { $0.ringsShape(rings) }
        }
    }

    /// Reads the GeoJSON geometry at `node` (``path`` names it) as a zone's shape.
    mutating func geoJSONShape(_ node: JSONNode) -> MultiPolygon? {
        let outcome = geoJSON.decode(node, at: path)
        report(outcome)
        guard let object = outcome.object else { return nil }
        switch object {
        case .geometry(let geometry):
            return shape(of: geometry, at: node)
        case .feature:
            report(.unsupportedGeometry(typeName: "a Feature"), at: node)
        case .featureCollection:
            report(.unsupportedGeometry(typeName: "a FeatureCollection"), at: node)
        }
        return nil
    }

    /// The multipolygon of a geometry the GeoJSON reader accepted, read from `node` (``path``
    /// names it): checks the type, emptiness and coordinate ranges, which RFC 7946 leaves open.
    mutating func shape(of geometry: GeoJSONGeometry, at node: JSONNode) -> MultiPolygon? {
        let polygons: [[[GeoJSONPosition]]]
        let levels: Int
        switch geometry.shape {
        case .polygon(let rings):
            polygons = rings.isEmpty ? [] : [rings]
            levels = 2
        case .multiPolygon(let parts):
            polygons = parts
            levels = 3
        default:
            report(.unsupportedGeometry(typeName: geometry.typeName), at: node)
            return nil
        }
        let coordinates = node["coordinates"] ?? node
        guard !polygons.isEmpty else {
            report(.emptyGeometry, at: coordinates, member: "coordinates")
            return nil
        }
        let errorsBefore = errorCount
        within(.key("coordinates")) { $0.checkRanges(ofPositionsIn: coordinates, levels: levels) }
        guard errorCount == errorsBefore else { return nil }
        do {
            return try MultiPolygon(coordinates: polygons.map { $0.map { $0.map(\.coordinate) } })
        } catch {
            report(.invalidGeometry(error), at: node)
            return nil
        }
    }

    /// Reports every longitude and latitude out of range in `node`, an array nested `levels` deep
    /// above its positions (2 for a Polygon's coordinates, 3 for a MultiPolygon's).
    private mutating func checkRanges(ofPositionsIn node: JSONNode, levels: Int) {
        for (index, element) in node.elements.enumerated() {
            // A position's path is entered only when it has something to report: entering it for
            // each of the zone file's positions was a large part of a batch's load.
            guard levels > 1 || Self.isOutOfRange(position: element) else { continue }
            within(.index(index)) { decoder in
                if levels > 1 {
                    decoder.checkRanges(ofPositionsIn: element, levels: levels - 1)
                } else {
                    decoder.checkRange(ofPosition: element)
                }
            }
        }
    }

    /// Whether ``checkRange(ofPosition:)`` would report anything for `position`.
    private static func isOutOfRange(position: JSONNode) -> Bool {
        var values = position.elements.makeIterator()
        if let longitude = values.next()?.numberValue, abs(longitude) > 180 { return true }
        if let latitude = values.next()?.numberValue, abs(latitude) > 90 { return true }
        return false
    }

    /// Reports the longitude (element 0) or latitude (element 1) of a position when out of range.
    private mutating func checkRange(ofPosition position: JSONNode) {
        var values = position.elements.makeIterator()
        if let longitude = values.next(), let value = longitude.numberValue, abs(value) > 180 {
            within(.index(0)) { $0.report(.longitudeOutOfRange(value), at: longitude) }
        }
        if let latitude = values.next(), let value = latitude.numberValue, abs(value) > 90 {
            within(.index(1)) { $0.report(.latitudeOutOfRange(value), at: latitude) }
        }
    }

    /// Reads `boundaries` (``path`` names it): rings of `{latitude, longitude}`, each its own
    /// polygon. Open rings are closed, with a warning.
    private mutating func ringsShape(_ node: JSONNode) -> MultiPolygon? {
        guard node.kind == .array else {
            report(.wrongMemberType("boundaries", expected: "an array of rings", found: node.kind), at: node)
            return nil
        }
        guard node.count > 0 else {
            report(.emptyGeometry, at: node)
            return nil
        }
        var polygons: [Polygon] = []
        polygons.reserveCapacity(node.count)
        var isValid = true
        for (index, ring) in node.elements.enumerated() {
            within(.index(index)) { decoder in
                if let polygon = decoder.ringPolygon(ring) { polygons.append(polygon) } else { isValid = false }
            }
        }
        guard isValid else { return nil }
        do {
            return try MultiPolygon(polygons: polygons)
        } catch {
            report(.invalidGeometry(error), at: node)
            return nil
        }
    }

    /// One ring of `boundaries` as a polygon without holes.
    private mutating func ringPolygon(_ node: JSONNode) -> Polygon? {
        guard node.kind == .array else {
            report(
                .wrongElementType(expected: "a ring (an array of {latitude, longitude})", found: node.kind), at: node)
            return nil
        }
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(node.count + 1)
        var isValid = true
        for (index, position) in node.elements.enumerated() {
            within(.index(index)) { decoder in
                guard position.kind == .object else {
                    isValid = false
                    decoder.report(
                        .wrongElementType(expected: "a position {latitude, longitude}", found: position.kind),
                        at: position)
                    return
                }
                let latitude = decoder.latitude("latitude", of: position, requiredBy: "position")
                let longitude = decoder.longitude("longitude", of: position, requiredBy: "position")
                guard let latitude, let longitude else {
                    isValid = false
                    return
                }
                coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
            }
        }
        guard isValid else { return nil }
        let isClosed = coordinates.count > 1 && coordinates.first == coordinates.last
        let corners = isClosed ? coordinates.count - 1 : coordinates.count
        guard corners >= 3 else {
            report(.ringTooShort(count: corners), at: node)
            return nil
        }
        if !isClosed {
            coordinates.append(coordinates[0])
            report(.ringClosedByReader, at: node)
        }
        do {
            return try Polygon(rings: [coordinates])
        } catch {
            report(.invalidGeometry(error), at: node)
            return nil
        }
    }
}
