/// One problem found in a file, by any of ZoneKit's readers: how bad, where, what, and which reader
/// said so.
///
/// Every reader reports through this one type — the GeoJSON and zone-file readers, the data files'
/// loader, ``DataValidator`` (`parkcheck validate`), ``CurbLRReader`` and ``CDSReader`` — so a
/// program lists, filters and counts problems the same way whatever the file was.
///
/// `description` reads like a compiler message, the file first when the reader knew its name:
/// `policies.json:23:28: error: data.policies[0].rules[0].max_stay: "max_stay" is -5: …`;
/// ``formatted(file:)`` names the file as the user typed it.
///
/// ```swift
/// let report = DataValidator().validate(bytes)
/// for diagnostic in report.diagnostics where diagnostic.severity == .error {
///     print(diagnostic.formatted(file: "zones.json"))  // zones.json:14:22: error: zones[3]…: …
/// }
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Hashable, Sendable, CustomStringConvertible {
        /// The file (or the part named) is invalid: it breaks a MUST of its format, or cannot be used.
        case error
        /// The file is usable, but breaks a SHOULD or was read leniently; other tools may differ.
        case warning

        /// `error` or `warning`.
        public var description: String { rawValue }
    }

    /// Which reader found the problem.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// The GeoJSON reader (RFC 7946).
        case geoJSON
        /// The zone-file reader (`zones.json`).
        case zoneFile
        /// The loader of the data files (`regulations.geojson`, `sweeping.geojson`, `meters.geojson`).
        case dataFile
        /// ``DataValidator``'s checks on top of the readers' (self-intersections, schedules…).
        case validation
        /// ``CurbLRReader`` (CurbLR feeds).
        case curbLR
        /// ``CDSReader`` (CDS Curbs API payloads).
        case cds
    }

    /// Where a problem is: the file, the line and column where the offending value starts, and
    /// where it sits in the document.
    public struct Location: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The file's name as the reader was given it, or `nil` when it was given none.
        public var file: String?
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in Unicode scalars from the start of the line.
        public var column: Int
        /// The 0-based byte offset from the start of the file.
        public var offset: Int
        /// The JSON path from the document's root to the value (`features[3].geometry`); `""` for
        /// the root itself.
        public var path: String
        /// The feature concerned (its index in the file's `features`), where the reader names one.
        public var featureIndex: Int?

        /// `line:column`, as compilers print it.
        public var description: String { "\(line):\(column)" }

        /// Orders locations by their place in the file.
        public static func < (lhs: Location, rhs: Location) -> Bool { lhs.offset < rhs.offset }
    }

    /// Whether the problem makes the file invalid or only deserves a warning.
    public var severity: Severity
    /// Where the problem is.
    public var location: Location
    /// A sentence saying what is wrong and, where it helps, what to do.
    public var message: String
    /// Which reader found it.
    public var source: Source
    /// A stable name for the kind of problem, `<source>.<problem>`: `geoJSON.ringNotClosed`,
    /// `validation.selfIntersection`, `cds.invalidJSON` — for programs that react to one kind.
    public var code: String

    /// Creates a diagnostic; the readers make them.
    package init(
        _ severity: Severity, _ message: String, source: Source, code: String, file: String? = nil,
        at location: JSONLocation, path: JSONPath, featureIndex: Int? = nil
    ) {
        self.severity = severity
        self.message = message
        self.source = source
        self.code = code
        self.location = Location(
            file: file.flatMap { $0.isEmpty ? nil : $0 }, line: location.line, column: location.column,
            offset: location.offset, path: path.description, featureIndex: featureIndex)
    }

    /// `line:column: severity: path: feature N: message`, the file first when known (no path part
    /// for the root, no feature part when none is named).
    public var description: String {
        (location.file.map { "\($0):" } ?? "") + located
    }

    /// `file:line:column: severity: path: feature N: message`.
    ///
    /// - Parameter file: the name to show for the file, as the user typed it.
    /// - Returns: the line, whatever file name the reader was given.
    public func formatted(file: String) -> String { "\(file):\(located)" }

    /// The message with the feature it concerns in front (`feature 3: …`), as listings show it.
    public var featureMessage: String {
        (location.featureIndex.map { "feature \($0): " } ?? "") + message
    }

    /// Everything after the file name.
    private var located: String {
        let place = location.path.isEmpty ? "" : "\(location.path): "
        return "\(location): \(severity): \(place)\(featureMessage)"
    }

    /// The stable name of a reader's problem: `<source>.<case>`, the case of the problem enum (the
    /// innermost one when a problem only wraps another reader's: `validation` wrapping `geoJSON`).
    package static func code(_ source: Source, _ problem: Any) -> String {
        let name = caseName(of: problem)
        if let wrapped = Source(rawValue: name), let inner = Mirror(reflecting: problem).children.first?.value {
            return code(wrapped, inner)
        }
        return "\(source.rawValue).\(name)"
    }

    /// `ringNotClosed` for `.ringNotClosed(…)`, `missingManifest` for `.missingManifest`.
    private static func caseName(of problem: Any) -> String {
        if let label = Mirror(reflecting: problem).children.first?.label { return label }
        let text = String(describing: problem)
        return String(text.prefix { $0 != "(" })
    }
}
