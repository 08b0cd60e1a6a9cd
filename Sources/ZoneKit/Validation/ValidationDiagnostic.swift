/// One problem ``DataValidator`` found: how bad, what, where in the file and where in the tree.
///
/// `description` reads like a compiler message:
/// `14:22: error: features[3].geometry.coordinates[0][5]: the ring intersects itself: …`;
/// ``formatted(file:)`` prefixes the file name.
struct ValidationDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How bad the problem is: an error makes the file invalid, a warning does not.
    var severity: GeoJSONDiagnostic.Severity
    /// What is wrong.
    var problem: ValidationProblem
    /// Where the offending value (or member name) starts.
    var location: JSONLocation
    /// The path from the root to the offending value; empty for the root itself.
    var path: JSONPath

    /// Creates a diagnostic.
    init(
        _ problem: ValidationProblem, severity: GeoJSONDiagnostic.Severity, at location: JSONLocation, path: JSONPath
    ) {
        self.problem = problem
        self.severity = severity
        self.location = location
        self.path = path
    }

    /// Wraps a GeoJSON reader's diagnostic, keeping its severity.
    init(_ diagnostic: GeoJSONDiagnostic) {
        let problem: ValidationProblem
        if case .invalidJSON(let reason) = diagnostic.problem {
            problem = .invalidJSON(reason)
        } else {
            problem = .geoJSON(diagnostic.problem)
        }
        self.init(problem, severity: diagnostic.severity, at: diagnostic.location, path: diagnostic.path)
    }

    /// Wraps a zone-file reader's diagnostic, keeping its severity.
    init(_ diagnostic: ZoneFileDiagnostic) {
        let problem: ValidationProblem
        switch diagnostic.problem {
        case .invalidJSON(let reason): problem = .invalidJSON(reason)
        case .geoJSON(let inner): problem = .geoJSON(inner)
        default: problem = .zoneFile(diagnostic.problem)
        }
        self.init(problem, severity: diagnostic.severity, at: diagnostic.location, path: diagnostic.path)
    }

    /// A sentence saying what is wrong and what to do.
    var message: String { problem.message }

    /// `line:column: severity: path: message` (no path part for the root).
    var description: String {
        let place = path.isRoot ? "" : "\(path): "
        return "\(location): \(severity): \(place)\(message)"
    }

    /// `file:line:column: severity: path: message`.
    ///
    /// - Parameter file: the name to show for the file, as the user typed it.
    func formatted(file: String) -> String { "\(file):\(description)" }

    /// This problem in the form every reader shares.
    var diagnostic: Diagnostic {
        Diagnostic(
            severity, message, source: .validation, code: Diagnostic.code(.validation, problem), at: location,
            path: path)
    }
}
