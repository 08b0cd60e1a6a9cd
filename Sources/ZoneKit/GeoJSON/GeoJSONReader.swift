/// Reads GeoJSON (RFC 7946) and reports every problem with its line, column and path.
///
/// ```swift
/// let reader = GeoJSONReader()
/// let object = try reader.read(bytes)                      // throws GeoJSONError on any error
/// for diagnostic in reader.validate(bytes) {               // every error and warning
///     print(diagnostic.formatted(file: "zones.geojson"))  // zones.geojson:14:22: error: features[3]…
/// }
/// ```
///
/// Errors are the MUSTs of RFC 7946 (and JSON itself): a known `type`, required members of the right
/// kind, coordinates nested to the type's depth, positions of at least two numbers, LineStrings of
/// two or more positions, closed linear rings of four or more, a well-formed `bbox`, Feature `id`
/// a string or number, and none of the members §7.1 forbids on a type. Warnings are the SHOULDs:
/// ring winding (exterior counter-clockwise, holes clockwise, §3.1.6), more than three numbers in a
/// position, nested or single-type GeometryCollections (§3.1.8). Coordinates are not range-checked
/// (RFC 7946 does not require it); an empty top-level `coordinates` array is accepted (§3.1).
/// Members GeoJSON does not define are kept as `foreignMembers`.
package struct GeoJSONReader: Sendable {
    /// How deeply GeometryCollections may nest before the reader reports an error instead of
    /// following them.
    static let maxGeometryCollectionDepth = 32

    /// The JSON parser used for texts (its `maxDepth` limits nesting).
    package var parser: JSONParser

    /// Creates a reader.
    ///
    /// - Parameter parser: the JSON parser for texts.
    package init(parser: JSONParser = JSONParser()) {
        self.parser = parser
    }

    /// What reading found: the object when there was no error, and every diagnostic.
    package struct Outcome: Sendable {
        /// The GeoJSON object, or `nil` when any diagnostic is an error.
        package var object: GeoJSONObject?
        /// Every error and warning, in document order.
        package var diagnostics: [GeoJSONDiagnostic]

        /// Whether any diagnostic is an error.
        var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Reads a GeoJSON text, collecting every problem rather than stopping at the first.
    ///
    /// - Parameter bytes: the text as UTF-8 (`[UInt8]`, `Data` …).
    /// - Returns: the object (when valid) and every diagnostic. A text that is not JSON gives one
    ///   ``GeoJSONProblem/invalidJSON(_:)`` error.
    package func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Outcome {
        do {
            return decode(try parser.parse(bytes).root)
        } catch {
            let diagnostic = GeoJSONDiagnostic(.invalidJSON(error.reason), at: error.location, path: .root)
            return Outcome(object: nil, diagnostics: [diagnostic])
        }
    }

    /// Reads a GeoJSON object from an already parsed JSON value, collecting every problem.
    ///
    /// Use this to read a part of a larger document (one feature of a zone file, say): diagnostics
    /// keep the document's line numbers, and their paths start with `path`.
    ///
    /// - Parameters:
    ///   - node: the value that should be a GeoJSON object.
    ///   - path: where `node` sits in its document.
    /// - Returns: the object (when valid) and every diagnostic, in document order.
    package func decode(_ node: JSONNode, at path: JSONPath = .root) -> Outcome {
        var decoder = GeoJSONDecoder(path: path)
        let object = decoder.object(node)
        let diagnostics = decoder.diagnostics.enumerated()
            .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
            .map(\.element)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return Outcome(object: hasErrors ? nil : object, diagnostics: diagnostics)
    }

    /// Reads a GeoJSON text.
    ///
    /// - Parameter bytes: the text as UTF-8 (`[UInt8]`, `Data` …).
    /// - Returns: the object. Warnings are dropped; use ``decode(_:)-(Bytes)`` to see them.
    /// - Throws: ``GeoJSONError`` with every diagnostic when there is at least one error.
    package func read<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(GeoJSONError) -> GeoJSONObject {
        try Self.object(of: decode(bytes))
    }

    /// Reads a GeoJSON object from an already parsed JSON value.
    ///
    /// - Parameters:
    ///   - node: the value that should be a GeoJSON object.
    ///   - path: where `node` sits in its document.
    /// - Returns: the object. Warnings are dropped; use ``decode(_:at:)`` to see them.
    /// - Throws: ``GeoJSONError`` with every diagnostic when there is at least one error.
    package func read(_ node: JSONNode, at path: JSONPath = .root) throws(GeoJSONError) -> GeoJSONObject {
        try Self.object(of: decode(node, at: path))
    }

    /// Every error and warning in a GeoJSON text, in document order; empty for a clean text.
    ///
    /// - Parameter bytes: the text as UTF-8 (`[UInt8]`, `Data` …).
    package func validate<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [GeoJSONDiagnostic] {
        decode(bytes).diagnostics
    }

    private static func object(of outcome: Outcome) throws(GeoJSONError) -> GeoJSONObject {
        guard let object = outcome.object else { throw GeoJSONError(diagnostics: outcome.diagnostics) }
        return object
    }
}
