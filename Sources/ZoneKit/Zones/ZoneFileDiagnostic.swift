/// One problem found in a zone file: how bad, what, where in the file, and where in the tree.
///
/// `description` reads like a compiler message:
/// `14:22: error: zones[3].boundaries[0][2].latitude: latitude 122.4 is outside -90…90: …`;
/// ``formatted(file:)`` prefixes the file name.
public struct ZoneFileDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var problem: ZoneFileProblem
    /// Where the offending value (or member name) starts.
    public var location: JSONLocation
    /// The path from the root to the offending value; empty for the root itself.
    public var path: JSONPath

    /// Creates a diagnostic.
    public init(_ problem: ZoneFileProblem, at location: JSONLocation, path: JSONPath) {
        self.problem = problem
        self.location = location
        self.path = path
    }

    /// Creates a diagnostic from one found in a GeoJSON part of the file.
    public init(_ diagnostic: GeoJSONDiagnostic) {
        let problem: ZoneFileProblem
        if case .invalidJSON(let reason) = diagnostic.problem {
            problem = .invalidJSON(reason)
        } else {
            problem = .geoJSON(diagnostic.problem)
        }
        self.init(problem, at: diagnostic.location, path: diagnostic.path)
    }

    /// Whether the problem makes the file unusable or only deserves a warning.
    public var severity: GeoJSONDiagnostic.Severity { problem.severity }

    /// A sentence saying what is wrong and what to do.
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
