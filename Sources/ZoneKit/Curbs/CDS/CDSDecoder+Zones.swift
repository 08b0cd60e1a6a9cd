extension CDSDecoder {
    mutating func zone(_ node: JSONNode, path: JSONPath) -> CDSCurbZone? {
        let owner = "a curb zone"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let before = diagnostics.count
        let id = string("curb_zone_id", in: object, path: path, owner: owner, required: true)
        let geometry = geometry(in: object, path: path, owner: owner, allowsLineString: true)
        var policyIDs: [String]?
        var policyIDPlaces: [CDSPlace] = []
        if let elements = array("curb_policy_ids", in: object, path: path, owner: owner, required: true) {
            policyIDs = []
            for (element, elementPath) in elements {
                guard let text = element.stringValue else {
                    report(
                        .wrongType("curb_policy_ids", expected: "an array of strings", found: element.kind),
                        at: element,
                        path: elementPath)
                    continue
                }
                policyIDs?.append(text)
                policyIDPlaces.append(place(element, elementPath))
            }
        }
        let published = integer("published_date", in: object, path: path, owner: owner, required: true)
        let updated = integer("last_updated_date", in: object, path: path, owner: owner, required: true)
        let start = integer("start_date", in: object, path: path, owner: owner, required: true)
        let end = integer("end_date", in: object, path: path, owner: owner)
        let references =
            array("location_references", in: object, path: path, owner: owner)?
            .compactMap { locationReference($0.node, path: $0.path) } ?? []
        let name = string("name", in: object, path: path, owner: owner)
        let street = string("street_name", in: object, path: path, owner: owner)
        let areaIDs = strings("curb_area_ids", in: object, path: path, owner: owner) ?? []
        let attributes = customAttributes(in: object, path: path)
        guard diagnostics.count == before, let id, let geometry, let policyIDs, let published, let updated, let start
        else { return nil }
        return CDSCurbZone(
            id: id, geometry: geometry, policyIDs: policyIDs, policyIDPlaces: policyIDPlaces, publishedDate: published,
            lastUpdatedDate: updated,
            startDate: start, endDate: end, locationReferences: references, name: name, streetName: street,
            areaIDs: areaIDs, customAttributes: attributes, place: place(object, path))
    }

    mutating func locationReference(_ node: JSONNode, path: JSONPath) -> CDSLocationReference? {
        let owner = "a location reference"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let source = string("source", in: object, path: path, owner: owner, required: true)
        let referenceID = string("ref_id", in: object, path: path, owner: owner, required: true)
        let start = integer("start", in: object, path: path, owner: owner, required: true, nonNegative: true)
        let end = integer("end", in: object, path: path, owner: owner, required: true, nonNegative: true)
        let hasSide = object["side"].map { !$0.isNull } ?? false
        var side: CDSLocationReference.Side?
        if hasSide, let text = string("side", in: object, path: path, owner: owner) {
            side = CDSLocationReference.Side(rawValue: text)
            if side == nil {
                report(
                    .unknownValue("side", value: text, allowed: ["left", "right"]), at: object["side"] ?? object,
                    path: path.appending(key: "side"))
                return nil
            }
        }
        guard let source, let referenceID, let start, let end, !hasSide || side != nil else { return nil }
        return CDSLocationReference(source: source, referenceID: referenceID, start: start, end: end, side: side)
    }

    mutating func customAttributes(in object: JSONNode, path: JSONPath) -> [String: String] {
        guard let node = value("custom_attributes", in: object, path: path, owner: "", required: false) else {
            return [:]
        }
        let attributesPath = path.appending(key: "custom_attributes")
        guard node.kind == .object else {
            report(
                .wrongType("custom_attributes", expected: "an object", found: node.kind), at: node, path: attributesPath
            )
            return [:]
        }
        var result: [String: String] = [:]
        for member in node.members {
            guard let text = member.value.stringValue else {
                report(
                    .wrongType(
                        member.key, expected: "a string (custom attribute values are strings)",
                        found: member.value.kind),
                    at: member.value, path: attributesPath.appending(key: member.key))
                continue
            }
            result[member.key] = text
        }
        return result
    }

    mutating func area(_ node: JSONNode, path: JSONPath) -> CDSCurbArea? {
        let owner = "a curb area"
        guard let object = object(node, path: path, what: owner) else { return nil }
        let before = diagnostics.count
        let id = string("curb_area_id", in: object, path: path, owner: owner, required: true)
        let geometry = geometry(in: object, path: path, owner: owner, allowsLineString: false)
        let name = string("name", in: object, path: path, owner: owner)
        _ = integer("published_date", in: object, path: path, owner: owner, required: true)
        _ = integer("last_updated_date", in: object, path: path, owner: owner, required: true)
        let zoneIDs = strings("curb_zone_ids", in: object, path: path, owner: owner, required: true)
        guard diagnostics.count == before, let id, let geometry, let zoneIDs else { return nil }
        return CDSCurbArea(id: id, name: name, geometry: geometry, zoneIDs: zoneIDs, place: place(object, path))
    }

    /// The whole payload: the envelope, then `data.zones`, `data.policies` and `data.areas`.
    mutating func payload(_ root: JSONNode) -> CDSPayload? {
        let owner = "the payload"
        guard let object = object(root, path: .root, what: owner) else { return nil }
        let before = diagnostics.count
        let version = string("version", in: object, path: .root, owner: owner, required: true)
        let timeZone = string("time_zone", in: object, path: .root, owner: owner, required: true)
        let updated = integer("last_updated", in: object, path: .root, owner: owner, required: true)
        let currency = string("currency", in: object, path: .root, owner: owner, required: true)
        let author = string("author", in: object, path: .root, owner: owner)
        let license = string("license_url", in: object, path: .root, owner: owner)
        var zones: [CDSCurbZone]?
        var policies: [CDSCurbPolicy]?
        var areas: [CDSCurbArea]?
        if let dataNode = value("data", in: object, path: .root, owner: owner, required: true),
            let data = self.object(dataNode, path: [.key("data")], what: "\"data\"")
        {
            let dataPath = JSONPath([.key("data")])
            zones = array("zones", in: data, path: dataPath, owner: "data")?.compactMap { zone($0.node, path: $0.path) }
            policies = array("policies", in: data, path: dataPath, owner: "data")?
                .compactMap { policy($0.node, path: $0.path) }
            areas = array("areas", in: data, path: dataPath, owner: "data")?.compactMap { area($0.node, path: $0.path) }
            if data["zones"] == nil && data["policies"] == nil && data["areas"] == nil {
                report(.noCurbData, at: data, path: dataPath)
            }
        }
        if let timeZone, timeZone.allSatisfy(\.isWhitespace), let node = object["time_zone"] {
            let hint = TimeZoneHint(positions: (zones ?? []).lazy.compactMap(\.geometry.firstPosition))
            report(.emptyTimeZone(hint), at: node, path: [.key("time_zone")])
        }
        guard diagnostics.count == before, let version, let timeZone, let updated, let currency else { return nil }
        return CDSPayload(
            file: file, version: version, timeZone: timeZone,
            timeZonePlace: place(object["time_zone"] ?? object, JSONPath([.key("time_zone")])), lastUpdated: updated,
            currency: currency, author: author,
            licenseURL: license, zones: zones, policies: policies, areas: areas)
    }
}
