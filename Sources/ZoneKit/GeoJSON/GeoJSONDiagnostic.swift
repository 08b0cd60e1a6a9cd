/// One problem found in a GeoJSON text: how bad, what, where in the file, and where in the tree.
///
/// `description` reads like a compiler message:
/// `12:9: error: features[3].geometry.coordinates[0]: ring is not closed: first [...] ≠ last [...]; …`.
/// ``formatted(file:)`` prefixes the file name for a `file:line:column:` listing.
public struct GeoJSONDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: Equatable, Sendable, CustomStringConvertible {
        /// Breaks a MUST of RFC 7946 (or JSON): the text is not valid GeoJSON.
        case error
        /// Breaks only a SHOULD: the text is valid, but other tools may read it differently.
        case warning

        /// `error` or `warning`.
        public var description: String { self == .error ? "error" : "warning" }
    }

    /// What is wrong.
    public var problem: GeoJSONProblem
    /// Where the offending value (or member name) starts.
    public var location: JSONLocation
    /// The path from the root to the offending value; empty for the root itself.
    public var path: JSONPath

    /// Creates a diagnostic.
    public init(_ problem: GeoJSONProblem, at location: JSONLocation, path: JSONPath) {
        self.problem = problem
        self.location = location
        self.path = path
    }

    /// Whether the problem makes the text invalid GeoJSON or only deserves a warning.
    public var severity: Severity { problem.severity }

    /// A sentence saying what is wrong and, where it helps, what to do.
    public var message: String { problem.message }

    /// `line:column: severity: path: message` (no path part for the root).
    public var description: String {
        let place = path.isRoot ? "" : "\(path): "
        return "\(location): \(severity): \(place)\(message)"
    }

    /// `file:line:column: severity: path: message`.
    ///
    /// - Parameter file: the name to show for the file, as the user typed it.
    public func formatted(file: String) -> String { "\(file):\(description)" }
}
