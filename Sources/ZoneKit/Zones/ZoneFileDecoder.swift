/// One walk of ``ZoneFileReader`` over a parsed document: builds the ``ZoneFile`` and records every
/// problem.
///
/// Each step returns `nil` when its part had an error but keeps checking the rest, so one pass
/// lists every problem. `path` always names the value being looked at.
struct ZoneFileDecoder {
    var path = JSONPath.root
    private(set) var diagnostics: [ZoneFileDiagnostic] = []
    private(set) var errorCount = 0
    let geoJSON = GeoJSONReader()
    /// The shapes of a seed file's zones, in order, when they were read already (a pack keeps them
    /// decoded): each zone's `boundary` or `boundaries` is then not read at all.
    var givenShapes: [MultiPolygon]?

    /// What every zone of a file shares: the city's code and the declared permit areas.
    struct FileContext {
        var cityCode: String?
        /// Declared permit area codes and where each is declared; empty when none are.
        var declaredAreas: [String: JSONLocation] = [:]
        /// The declared codes in file order, for messages.
        var declaredOrder: [String] = []
        /// Every zone id so far and where it was given.
        var zoneIDs: [String: JSONLocation] = [:]
    }

    /// The top-level members both formats share.
    struct Header {
        var version: String?
        var generatedAt: String?
        var city: ZoneFile.City?
        var permitAreas: [PermitArea] = []
        var metadata = JSONObject()
    }

    /// Reads a whole file of either format.
    mutating func file(_ root: JSONNode) -> ZoneFile? {
        guard root.kind == .object else {
            report(.unrecognizedFormat(found: "\(root.kind)"), at: root)
            return nil
        }
        let type = root["type"]?.stringValue
        if type == "FeatureCollection" { return featureCollection(root) }
        if root.member("zones") != nil { return seedFile(root) }
        let found = type.map { "a GeoJSON \($0)" } ?? "an object without \"zones\""
        report(.unrecognizedFormat(found: found), at: root)
        return nil
    }

    /// Reads the seed schema: the header, then `zones`.
    private mutating func seedFile(_ root: JSONNode) -> ZoneFile? {
        let errorsBefore = errorCount
        var (header, context) = self.header(of: root)
        var zones: [Zone] = []
        if let list = root["zones"] {
            path.append(.key("zones"))
            if list.kind == .array {
                zones.reserveCapacity(list.count)
                for (index, element) in list.elements.enumerated() {
                    path.append(.index(index))
                    if let zone = seedZone(element, number: index, context: &context) { zones.append(zone) }
                    path.removeLast()
                }
            } else {
                report(.wrongMemberType("zones", expected: "an array of zones", found: list.kind), at: list)
            }
            path.removeLast()
        }
        guard errorCount == errorsBefore else { return nil }
        return ZoneFile(
            version: header.version, generatedAt: header.generatedAt, city: header.city,
            permitAreas: header.permitAreas, zones: zones, metadata: header.metadata)
    }

    /// Reads `version`, `generatedAt`, `city`, `permitAreas` and `metadata` of `object`.
    mutating func header(of object: JSONNode) -> (Header, FileContext) {
        var header = Header()
        var context = FileContext()
        header.version = string("version", of: object)
        header.generatedAt = string("generatedAt", of: object)
        if let node = optionalMember("city", of: object, expected: "an object", kind: .object) {
            header.city = within(.key("city")) { $0.city(node) }
            context.cityCode = header.city?.code
        }
        if let node = optionalMember("permitAreas", of: object, expected: "an array of permit areas", kind: .array) {
            within(.key("permitAreas")) { decoder in
                for (index, element) in node.elements.enumerated() {
                    decoder.within(.index(index)) { decoder in
                        guard let (area, location) = decoder.permitArea(element) else { return }
                        if let first = context.declaredAreas[area.code] {
                            decoder.report(.duplicatePermitArea(area.code, first: first), at: location)
                            return
                        }
                        context.declaredAreas[area.code] = location
                        context.declaredOrder.append(area.code)
                        header.permitAreas.append(area)
                    }
                }
            }
        }
        if let node = optionalMember("metadata", of: object, expected: "an object", kind: .object) {
            within(.key("metadata")) { $0.checkThreshold(in: node) }
            if case .object(let metadata) = node.value { header.metadata = metadata }
        }
        return (header, context)
    }

    private mutating func city(_ node: JSONNode) -> ZoneFile.City? {
        let code = string("code", of: node, requiredBy: "city", nonEmpty: true)
        let name = string("name", of: node, requiredBy: "city", nonEmpty: true)
        let state = string("state", of: node)
        var bounds: BoundingBox?
        if let box = optionalMember("bounds", of: node, expected: "an object {north, south, east, west}", kind: .object)
        {
            bounds = within(.key("bounds")) { $0.bounds(box) }
        }
        guard let code, let name else { return nil }
        return ZoneFile.City(code: code, name: name, state: state, bounds: bounds)
    }

    private mutating func bounds(_ node: JSONNode) -> BoundingBox? {
        let north = latitude("north", of: node, requiredBy: "bounds object")
        let south = latitude("south", of: node, requiredBy: "bounds object")
        let east = longitude("east", of: node, requiredBy: "bounds object")
        let west = longitude("west", of: node, requiredBy: "bounds object")
        guard let north, let south, let east, let west else { return nil }
        if south > north, let at = node["south"] {
            report(.boundsInverted(axis: "south", minimum: south, maximum: north), at: at, member: "south")
            return nil
        }
        if west > east, let at = node["west"] {
            report(.boundsInverted(axis: "west", minimum: west, maximum: east), at: at, member: "west")
            return nil
        }
        return BoundingBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north)
    }

    /// A declared permit area and where its code is.
    private mutating func permitArea(_ node: JSONNode) -> (PermitArea, JSONLocation)? {
        guard node.kind == .object else {
            report(.wrongElementType(expected: "a permit area object {code, name}", found: node.kind), at: node)
            return nil
        }
        let code = permitCode("code", of: node, requiredBy: "permit area")
        let name = string("name", of: node)
        let neighborhoods = strings("neighborhoods", of: node)
        guard let code, let location = node["code"]?.location else { return nil }
        return (PermitArea(code: code, name: name, neighborhoods: neighborhoods ?? []), location)
    }

    /// Checks `metadata.defaultThresholdMetres` when present: a number of metres, 0 or more.
    private mutating func checkThreshold(in metadata: JSONNode) {
        let key = ZoneFile.defaultThresholdKey
        _ = number(key, of: metadata, expected: "a number of metres, 0 or more") { $0 >= 0 }
    }

    // MARK: Reporting

    mutating func report(_ problem: ZoneFileProblem, at location: JSONLocation) {
        if problem.severity == .error { errorCount += 1 }
        diagnostics.append(ZoneFileDiagnostic(problem, at: location, path: path))
    }

    mutating func report(_ problem: ZoneFileProblem, at node: JSONNode) { report(problem, at: node.location) }

    /// Reports a problem with the value of member `key` of the object at `path`.
    mutating func report(_ problem: ZoneFileProblem, at node: JSONNode, member key: String) {
        within(.key(key)) { $0.report(problem, at: node.location) }
    }

    /// Adds diagnostics found by the GeoJSON reader (their paths are complete already).
    mutating func report(_ outcome: GeoJSONReader.Outcome) {
        for diagnostic in outcome.diagnostics {
            if diagnostic.severity == .error { errorCount += 1 }
            diagnostics.append(ZoneFileDiagnostic(diagnostic))
        }
    }

    /// Runs `body` with `component` appended to ``path``.
    mutating func within<Result>(_ component: JSONPath.Component, _ body: (inout ZoneFileDecoder) -> Result) -> Result {
        path.append(component)
        defer { path.removeLast() }
        return body(&self)
    }
}
