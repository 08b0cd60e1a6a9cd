/// One problem found in a zone file: how bad, what, where in the file, and where in the tree.
///
/// `description` reads like a compiler message:
/// `14:22: error: zones[3].boundaries[0][2].latitude: latitude 122.4 is outside -90…90: …`;
/// ``formatted(file:)`` prefixes the file name.
package struct ZoneFileDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var problem: ZoneFileProblem
    /// Where the offending value (or member name) starts.
    package var location: JSONLocation
    /// The path from the root to the offending value; empty for the root itself.
    package var path: JSONPath

    /// Creates a diagnostic.
    package init(_ problem: ZoneFileProblem, at location: JSONLocation, path: JSONPath) {
        self.problem = problem
        self.location = location
        self.path = path
    }

    /// Creates a diagnostic from one found in a GeoJSON part of the file.
    package init(_ diagnostic: GeoJSONDiagnostic) {
        let problem: ZoneFileProblem
        if case .invalidJSON(let reason) = diagnostic.problem {
            problem = .invalidJSON(reason)
        } else {
            problem = .geoJSON(diagnostic.problem)
        }
        self.init(problem, at: diagnostic.location, path: diagnostic.path)
    }

    /// Whether the problem makes the file unusable or only deserves a warning.
    package var severity: GeoJSONDiagnostic.Severity { problem.severity }

    /// A sentence saying what is wrong and what to do.
    package var message: String { problem.message }

    /// `line:column: severity: path: message` (no path part for the root).
    package var description: String {
        let place = path.isRoot ? "" : "\(path): "
        return "\(location): \(severity): \(place)\(message)"
    }

    /// `file:line:column: severity: path: message`.
    ///
    /// - Parameter file: the name to show for the file, as the user typed it.
    package func formatted(file: String) -> String { "\(file):\(description)" }

    /// This problem in the form every reader shares.
    package var diagnostic: Diagnostic {
        Diagnostic(
            severity, message, source: .zoneFile, code: Diagnostic.code(.zoneFile, problem), at: location, path: path)
    }
}
