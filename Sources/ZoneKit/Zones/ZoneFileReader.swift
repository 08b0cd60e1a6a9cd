/// Reads zone files and reports every problem with its line, column and path.
///
/// Two formats are read into one ``ZoneFile``:
/// - **The seed schema** (`Resources/zones.json`): an object with `version`, `generatedAt`,
///   `city {code, name, state, bounds {north, south, east, west}}`, `permitAreas [{code, name,
///   neighborhoods}]`, `metadata` (`defaultThresholdMetres` may set the boundary threshold) and
///   `zones`. Each zone gives its shape as `boundary`, a GeoJSON Polygon or MultiPolygon, or as
///   `boundaries`, a list of rings of `{latitude, longitude}` objects, each ring its own polygon.
/// - **A GeoJSON FeatureCollection of zones** (a QGIS or geojson.io export): each Feature's
///   Polygon or MultiPolygon is a zone's shape and its `properties` carry the zone fields. The
///   top-level members of the seed schema may sit beside `features` (foreign members).
///
/// Only a zone's shape is required, and in the seed schema its `id`. Other fields default:
/// `id` ← `properties.id`, the Feature's `id`, else `zone-<feature index>`; `displayName` ←
/// `name`, else `Area <permitArea>`, else the id; `validPermitAreas` ← `[permitArea]`;
/// `zoneType` ← `rpp` with a permit area, else `other`; `requiresPermit` ← whether there is a
/// permit area; `restrictiveness` ← 0; `rules` ← none; `cityCode` ← the file's `city.code`. In a
/// FeatureCollection, properties the schema does not define are kept in the zone's `metadata`.
/// Permit area codes are stored upper case. `validPermitAreas` may also be one string of codes
/// separated by commas or spaces (attribute tables cannot hold arrays).
///
/// Rings in `boundaries` may be left open: the seed schema is a list of map coordinates, whose
/// polygons are closed implicitly (as MapKit's are), so the reader closes them and warns. Every
/// one of the 2,537 rings of `rpp_area_blocks_20251122.json` is closed already. GeoJSON
/// `boundary` rings follow RFC 7946 and must be closed.
///
/// Errors: not JSON; GeoJSON errors in a shape; missing or mistyped fields; duplicate zone ids
/// or permit areas; a zone naming a permit area the file does not declare (checked when it
/// declares any); a zone without a shape, with an empty one or one of the wrong type; latitudes
/// outside -90…90 and longitudes outside -180…180; rings of fewer than 3 corners; unknown
/// weekdays; impossible times, limits and rates; inverted bounds. (JSON has no NaN or infinity:
/// such a literal is a JSON syntax error, with its line and column.)
package struct ZoneFileReader: Sendable {
    /// The JSON parser for texts.
    package var parser: JSONParser

    /// Creates a reader.
    ///
    /// - Parameter parser: the JSON parser for texts.
    package init(parser: JSONParser = JSONParser()) {
        self.parser = parser
    }

    /// What reading found: the zone file when there was no error, and every diagnostic.
    package struct Outcome: Sendable {
        /// The zone file, or `nil` when any diagnostic is an error.
        package var zoneFile: ZoneFile?
        /// Every error and warning, in document order.
        package var diagnostics: [ZoneFileDiagnostic]

        /// Whether any diagnostic is an error.
        var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Reads a zone file, collecting every problem rather than stopping at the first.
    ///
    /// - Parameter bytes: the text as UTF-8 (`[UInt8]`, `Data` …).
    /// - Returns: the zone file (when there is no error) and every diagnostic.
    /// - Complexity: O(n) in the size of the text.
    package func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Outcome {
        do {
            return decode(try parser.parse(bytes).root)
        } catch {
            let diagnostic = ZoneFileDiagnostic(.invalidJSON(error.reason), at: error.location, path: .root)
            return Outcome(zoneFile: nil, diagnostics: [diagnostic])
        }
    }

    /// Reads a zone file from an already parsed JSON document's root.
    ///
    /// - Parameter root: the top-level value.
    /// - Returns: the zone file (when there is no error) and every diagnostic, in document order.
    package func decode(_ root: JSONNode) -> Outcome {
        decode(root, shapes: nil)
    }

    /// ``decode(_:)``, taking each seed-schema zone's shape from `shapes` (in zone order) when
    /// given, without reading the zone's own (a pack keeps the shapes decoded).
    func decode(_ root: JSONNode, shapes: [MultiPolygon]?) -> Outcome {
        var decoder = ZoneFileDecoder()
        decoder.givenShapes = shapes
        let file = decoder.file(root)
        // Stable: problems found at one place keep the order they were found in.
        let diagnostics = decoder.diagnostics.enumerated()
            .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
            .map(\.element)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return Outcome(zoneFile: hasErrors ? nil : file, diagnostics: diagnostics)
    }

    /// Reads a zone file.
    ///
    /// - Parameters:
    ///   - bytes: the text as UTF-8.
    ///   - file: the file's name as the user gave it, for messages.
    /// - Returns: the zone file. Warnings are dropped; use ``decode(_:)-(Bytes)`` to see them.
    /// - Throws: ``ZoneFileError`` with every diagnostic when there is at least one error.
    package func read<Bytes: Sequence<UInt8>>(_ bytes: Bytes, file: String) throws(ZoneFileError) -> ZoneFile {
        let outcome = decode(bytes)
        guard let zoneFile = outcome.zoneFile else { throw ZoneFileError(file: file, diagnostics: outcome.diagnostics) }
        return zoneFile
    }
}
