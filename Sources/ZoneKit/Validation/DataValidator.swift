/// Checks zone files, GeoJSON and the project's own data files, and lists every problem with its
/// line, column and path — the engine of `parkcheck validate`, reusable by the data build.
///
/// ```swift
/// let report = DataValidator().validate(bytes)
/// for diagnostic in report.diagnostics { print(diagnostic.formatted(file: "zones.json")) }
/// ```
///
/// The kind of file is decided from its content (`DataFileKind`): an object with `zones` is a
/// zone file; a FeatureCollection is read by its first feature's properties (`schedules` →
/// sweeping, `kind` and `days` → regulations, `blockfaceId` → meters, a zone field → zones); any
/// other text is checked as plain GeoJSON.
///
/// Every file gets what its reader checks (`GeoJSONReader`, or `ZoneFileReader` for zones:
/// RFC 7946, the zone schema, duplicate zone ids, undeclared permit areas, impossible rule days and
/// hours), and on top:
/// - each ring of a polygon: fewer than three distinct corners, or edges that cross, touch or run
///   back over each other (`SelfIntersectionFinder`, O(n log n));
/// - each simple hole of a polygon whose exterior ring is simple: whether it lies outside that
///   ring (decided by its first corner not on the exterior ring; holes crossing the exterior ring
///   are not looked for);
/// - coordinates outside -180…180 / -90…90 and empty geometries: errors in parking data, warnings
///   in plain GeoJSON (RFC 7946 allows both);
/// - `NaN` and `Infinity`, which JSON cannot hold, named as such;
/// - in regulations and sweeping files: `days` (`mon`…`sun`, not empty), `from`/`to` (`HH:MM`),
///   `weeks` (1…5, not empty), `holidays`, `limitMinutes`, and a geometry on every feature;
///   regulations' `permitAreas` are checked against the zone files validated with them
///   (``checkPermitAreaReferences(in:)``).
///
/// Warnings are the SHOULDs: winding order, extra position values, GeometryCollection style.
public struct DataValidator: Sendable {
    /// The JSON parser for texts (its `maxDepth` limits nesting).
    package var parser: JSONParser

    /// Creates a validator.
    public init() {
        self.init(parser: JSONParser())
    }

    /// Creates a validator that parses texts with `parser`.
    ///
    /// - Parameter parser: the JSON parser for texts.
    package init(parser: JSONParser) {
        self.parser = parser
    }

    /// Validates one file.
    ///
    /// - Parameter bytes: the file's bytes (UTF-8, optionally with a byte order mark).
    /// - Returns: what the file is and every problem, in document order.
    /// - Complexity: O(n log n) in the size of the file (the ring sweeps); O(n) otherwise.
    public func validate(_ bytes: [UInt8]) -> ValidationReport {
        let document: JSONDocument
        do {
            document = try parser.parse(bytes)
        } catch {
            var location = error.location
            var problem = ValidationProblem.invalidJSON(error.reason)
            if let (literal, start) = Self.nonFiniteLiteral(in: bytes, at: location.offset) {
                problem = .nonFiniteNumber(literal: literal)
                // The literal is ASCII on one line: its start is as many columns back as bytes.
                location.column -= location.offset - start
                location.offset = start
            }
            let diagnostic = ValidationDiagnostic(problem, severity: .error, at: location, path: .root)
            return ValidationReport(kind: nil, diagnostics: [diagnostic.diagnostic])
        }
        return validate(document)
    }

    /// Validates one file held in any byte sequence (`Data`, `String.UTF8View` …).
    ///
    /// - Parameter bytes: the file's bytes.
    /// - Returns: what the file is and every problem, in document order.
    public func validate<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> ValidationReport {
        validate(Array(bytes))
    }

    /// Validates an already parsed document.
    ///
    /// - Parameter document: the parsed file.
    /// - Returns: what the file is and every problem, in document order.
    package func validate(_ document: JSONDocument) -> ValidationReport {
        let root = document.root
        let kind = Self.kind(of: root)
        var walk = ValidationWalk(kind: kind)
        switch kind {
        case .zoneFile, .zoneFeatureCollection:
            walk.zoneFile(root)
        case .geoJSON, .regulations, .sweeping, .meters:
            walk.geoJSONFile(root)
        }
        var report = ValidationReport(
            kind: kind, diagnostics: walk.diagnostics.map(\.diagnostic), declaredPermitAreas: walk.declaredPermitAreas,
            permitAreaReferences: walk.permitAreaReferences)
        report.sortDiagnostics()
        return report
    }

    /// Reports, in each file, the permit area codes that no zone file among `reports` declares.
    ///
    /// Does nothing when no report declares permit areas (a regulations file validated alone).
    ///
    /// - Parameter reports: the reports of the files validated together, updated in place.
    public static func checkPermitAreaReferences(in reports: inout [ValidationReport]) {
        var declared: [String] = []
        for areas in reports.compactMap(\.declaredPermitAreas) {
            for code in areas where !declared.contains(code) { declared.append(code) }
        }
        guard !declared.isEmpty else { return }
        let known = Set(declared)
        for index in reports.indices {
            let unknown = reports[index].permitAreaReferences.filter { !known.contains($0.code) }
            guard !unknown.isEmpty else { continue }
            for reference in unknown {
                reports[index].diagnostics.append(
                    ValidationDiagnostic(
                        .unknownPermitArea(reference.code, declared: declared), severity: .error,
                        at: reference.location, path: reference.path
                    ).diagnostic)
            }
            reports[index].sortDiagnostics()
        }
    }

    /// The kind of file a parsed document is (see `DataFileKind`).
    ///
    /// - Parameter root: the document's top-level value.
    package static func kind(of root: JSONNode) -> DataFileKind {
        guard root.kind == .object else { return .geoJSON }
        if root["type"]?.stringValue == "FeatureCollection" {
            let properties = root["features"]?.elements.lazy.compactMap { $0["properties"] }
                .first { $0.kind == .object }
            guard let properties else { return .geoJSON }
            if properties["schedules"] != nil { return .sweeping }
            if properties["kind"] != nil, properties["days"] != nil { return .regulations }
            if properties["blockfaceId"] != nil { return .meters }
            let zoneFields = ["permitArea", "validPermitAreas", "zoneType", "rules", "requiresPermit"]
            if zoneFields.contains(where: { properties[$0] != nil }) { return .zoneFeatureCollection }
            return .geoJSON
        }
        return root["zones"] != nil ? .zoneFile : .geoJSON
    }

    /// `NaN`, `Infinity` or `-Infinity` and where it starts, when the text spells one at `offset`
    /// (where the parser stopped), so the message can name it.
    static func nonFiniteLiteral(in bytes: [UInt8], at offset: Int) -> (literal: String, start: Int)? {
        for literal in ["-Infinity", "-NaN", "Infinity", "NaN"] {
            let spelled = Array(literal.utf8)
            // The parser stops at the `-` of `-Infinity`, or at the letter after it.
            for start in [offset - 1, offset] where start >= 0 && start + spelled.count <= bytes.count {
                if bytes[start..<(start + spelled.count)].elementsEqual(spelled) { return (literal, start) }
            }
        }
        return nil
    }
}
