/// Reading a GeoJSON FeatureCollection of zones: each Feature's geometry is a zone's shape and its
/// `properties` carry the zone's fields.
extension ZoneFileDecoder {
    /// Reads the collection: the seed schema's top-level members (foreign members here), then
    /// every feature.
    mutating func featureCollection(_ root: JSONNode) -> ZoneFile? {
        let errorsBefore = errorCount
        var (header, context) = self.header(of: root)
        var zones: [Zone] = []
        if let features = member("features", of: root, requiredBy: "FeatureCollection") {
            within(.key("features")) { decoder in
                guard features.kind == .array else {
                    decoder.report(
                        .wrongMemberType("features", expected: "an array of Features", found: features.kind),
                        at: features)
                    return
                }
                zones.reserveCapacity(features.count)
                for (index, element) in features.elements.enumerated() {
                    decoder.within(.index(index)) { decoder in
                        if let zone = decoder.featureZone(element, index: index, context: &context) {
                            zones.append(zone)
                        }
                    }
                }
            }
        }
        guard errorCount == errorsBefore else { return nil }
        return ZoneFile(
            version: header.version, generatedAt: header.generatedAt, city: header.city,
            permitAreas: header.permitAreas, zones: zones, metadata: header.metadata)
    }

    /// One Feature as a zone. GeoJSON problems come from the GeoJSON reader; the id is
    /// `properties.id`, else the Feature's `id`, else `zone-<index>`.
    private mutating func featureZone(_ node: JSONNode, index: Int, context: inout FileContext) -> Zone? {
        let errorsBefore = errorCount
        let outcome = geoJSON.decode(node, at: path)
        report(outcome)
        var feature: GeoJSONFeature?
        switch outcome.object {
        case .feature(let decoded):
            feature = decoded
        case .geometry(let geometry):
            report(
                .geoJSON(.unexpectedType(geometry.typeName, expected: "a Feature")), at: node["type"] ?? node,
                member: "type")
        case .featureCollection:
            report(
                .geoJSON(.unexpectedType("FeatureCollection", expected: "a Feature")), at: node["type"] ?? node,
                member: "type")
        case nil:
            break
        }
        let properties = node.kind == .object ? present("properties", of: node) : nil
        let id = featureID(node, properties: properties, index: index, context: &context)
        var shape: MultiPolygon?
        if let feature {
            if let geometry = feature.geometry, let geometryNode = node["geometry"] {
                shape = within(.key("geometry")) { $0.shape(of: geometry, at: geometryNode) }
            } else {
                report(.missingShape, at: node["geometry"] ?? node, member: "geometry")
            }
        }
        let zone: Zone? =
            if let properties, properties.kind == .object {
                within(.key("properties")) {
                    $0.zone(fields: properties, id: id, shape: shape, keepsUnknownFields: true, context: context)
                }
            } else {
                zone(fields: nil, id: id, shape: shape, keepsUnknownFields: true, context: context)
            }
        guard errorCount == errorsBefore else { return nil }
        return zone
    }

    private mutating func featureID(
        _ node: JSONNode, properties: JSONNode?, index: Int, context: inout FileContext
    ) -> String {
        if let properties, properties.kind == .object, let idNode = present("id", of: properties) {
            let id = within(.key("properties")) { $0.identifier(idNode, member: "id") }
            if let id {
                within(.key("properties")) { $0.register(id, at: idNode, member: "id", context: &context) }
                return id
            }
        } else if node.kind == .object, let idNode = present("id", of: node), let id = Self.identifier(idNode),
            !id.isEmpty
        {
            register(id, at: idNode, member: "id", context: &context)
            return id
        }
        let id = "zone-\(index)"
        register(id, at: node, member: nil, context: &context)
        return id
    }

    /// A string or number id as text, or `nil` (reported) for anything else or an empty string.
    private mutating func identifier(_ node: JSONNode, member: String) -> String? {
        guard let id = Self.identifier(node) else {
            report(
                .wrongMemberType(member, expected: "a string or a number", found: node.kind), at: node, member: member)
            return nil
        }
        guard !id.allSatisfy(\.isWhitespace) else {
            report(.emptyValue(member), at: node, member: member)
            return nil
        }
        return id
    }

    /// A string id, or a number id written as GeoJSON ids are (`3`, not `3.0`).
    private static func identifier(_ node: JSONNode) -> String? {
        if let text = node.stringValue { return text }
        return node.numberValue.map { GeoJSONFeatureID.number($0).description }
    }
}
