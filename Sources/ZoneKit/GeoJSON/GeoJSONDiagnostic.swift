/// One problem found in a GeoJSON text: how bad, what, where in the file, and where in the tree.
///
/// `description` reads like a compiler message:
/// `12:9: error: features[3].geometry.coordinates[0]: ring is not closed: first [...] ≠ last [...]; …`.
/// ``formatted(file:)`` prefixes the file name for a `file:line:column:` listing.
package struct GeoJSONDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How bad a problem is: ``Diagnostic/Severity``, which every reader shares (an error breaks a
    /// MUST of RFC 7946 or JSON, a warning only a SHOULD).
    package typealias Severity = Diagnostic.Severity

    /// What is wrong.
    package var problem: GeoJSONProblem
    /// Where the offending value (or member name) starts.
    package var location: JSONLocation
    /// The path from the root to the offending value; empty for the root itself.
    package var path: JSONPath

    /// Creates a diagnostic.
    package init(_ problem: GeoJSONProblem, at location: JSONLocation, path: JSONPath) {
        self.problem = problem
        self.location = location
        self.path = path
    }

    /// Whether the problem makes the text invalid GeoJSON or only deserves a warning.
    package var severity: Severity { problem.severity }

    /// A sentence saying what is wrong and, where it helps, what to do.
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
            severity, message, source: .geoJSON, code: Diagnostic.code(.geoJSON, problem), at: location, path: path)
    }
}
