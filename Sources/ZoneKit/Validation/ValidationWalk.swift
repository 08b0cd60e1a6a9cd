/// One walk of ``DataValidator`` over a parsed document: runs the readers, then the checks they
/// leave out, recording every problem. `path` always names the value being looked at.
struct ValidationWalk {
    let kind: DataFileKind
    var path = JSONPath.root
    private(set) var diagnostics: [ValidationDiagnostic] = []
    /// The permit area codes a zone file declares.
    var declaredPermitAreas: [String]?
    /// Permit area codes to check against the zone files validated with this one.
    var permitAreaReferences: [PermitAreaReference] = []

    init(kind: DataFileKind) { self.kind = kind }

    /// The severity of problems that plain GeoJSON tolerates but parking data does not.
    var dataSeverity: GeoJSONDiagnostic.Severity { kind.isParkingData ? .error : .warning }

    // MARK: Files

    /// A zone file (either format): the zone-file reader's diagnostics, then ring checks.
    mutating func zoneFile(_ root: JSONNode) {
        let outcome = ZoneFileReader().decode(root)
        diagnostics += outcome.diagnostics.map(ValidationDiagnostic.init)
        let areas = root["permitAreas"]?.elements.compactMap { $0["code"]?.stringValue?.uppercased() } ?? []
        declaredPermitAreas = areas.isEmpty ? nil : areas
        let list = kind == .zoneFile ? "zones" : "features"
        guard let zones = root[list], zones.kind == .array else { return }
        within(.key(list)) { walk in
            for (index, zone) in zones.elements.enumerated() {
                walk.within(.index(index)) { walk in walk.zone(zone) }
            }
        }
    }

    /// A GeoJSON file: the GeoJSON reader's diagnostics, then geometry and property checks.
    mutating func geoJSONFile(_ root: JSONNode) {
        diagnostics += GeoJSONReader().decode(root).diagnostics.map(ValidationDiagnostic.init)
        object(root)
    }

    /// Any GeoJSON object: a FeatureCollection's features, a Feature, or a geometry.
    private mutating func object(_ node: JSONNode) {
        switch node["type"]?.stringValue {
        case "FeatureCollection":
            guard let features = node["features"] else { return }
            within(.key("features")) { walk in
                for (index, feature) in features.elements.enumerated() {
                    walk.within(.index(index)) { walk in walk.object(feature) }
                }
            }
        case "Feature":
            feature(node)
        default:
            geometry(node, depth: 0)
        }
    }

    private mutating func feature(_ node: JSONNode) {
        if let geometry = node["geometry"] {
            if geometry.isNull, kind.isParkingData {
                within(.key("geometry")) { $0.report(.missingGeometry, at: geometry) }
            } else {
                within(.key("geometry")) { walk in
                    walk.expectGeometryType(of: geometry)
                    walk.geometry(geometry, depth: 0)
                }
            }
        }
        guard let properties = node["properties"], properties.kind == .object else { return }
        within(.key("properties")) { walk in
            switch walk.kind {
            case .regulations: walk.regulation(properties)
            case .sweeping: walk.sweepingSide(properties)
            default: break
            }
        }
    }

    /// Reports a geometry type the project's data file does not use.
    private mutating func expectGeometryType(of geometry: JSONNode) {
        let expected: (types: [String], phrase: String)
        switch kind {
        case .regulations: expected = (["MultiLineString", "LineString"], "a MultiLineString or LineString")
        case .sweeping, .meters: expected = (["LineString", "MultiLineString"], "a LineString")
        default: return
        }
        guard let type = geometry["type"]?.stringValue, !expected.types.contains(type) else { return }
        report(.unexpectedGeometry(typeName: type, expected: expected.phrase), at: geometry)
    }

    // MARK: Reporting

    mutating func report(
        _ problem: ValidationProblem, severity: GeoJSONDiagnostic.Severity = .error, at location: JSONLocation
    ) {
        diagnostics.append(ValidationDiagnostic(problem, severity: severity, at: location, path: path))
    }

    mutating func report(_ problem: ValidationProblem, severity: GeoJSONDiagnostic.Severity = .error, at node: JSONNode)
    {
        report(problem, severity: severity, at: node.location)
    }

    /// Runs `body` with `component` appended to ``path``.
    mutating func within<Result>(_ component: JSONPath.Component, _ body: (inout ValidationWalk) -> Result) -> Result {
        path.append(component)
        defer { path.removeLast() }
        return body(&self)
    }
}
