/// One reason a Curbs API payload is refused: what, and where (payload, line:column, JSON path).
///
/// `description` reads like a compiler message:
/// `policies.json:23:28: error: data.policies[0].rules[0].max_stay: "max_stay" is -5: …`.
package struct CDSDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var problem: CDSProblem
    /// Where the offending value starts, and in which payload.
    package var place: CDSPlace

    /// Creates a diagnostic.
    package init(_ problem: CDSProblem, at place: CDSPlace) {
        self.problem = problem
        self.place = place
    }

    /// A sentence saying what is wrong and what to do.
    package var message: String { problem.message }

    /// `file:line:column: error: path: message` (no file part without a name, no path for the root).
    package var description: String {
        let where_ = place.path.isRoot ? "" : "\(place.path): "
        return "\(place): error: \(where_)\(message)"
    }

    /// This problem in the form every reader shares (always an error: CDS problems refuse).
    package var diagnostic: Diagnostic {
        Diagnostic(
            .error, message, source: .cds, code: Diagnostic.code(.cds, problem), file: place.file,
            at: place.location, path: place.path)
    }
}
