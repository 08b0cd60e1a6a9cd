/// One reason a Curbs API payload is refused: what, and where (payload, line:column, JSON path).
///
/// `description` reads like a compiler message:
/// `policies.json:23:28: error: data.policies[0].rules[0].max_stay: "max_stay" is -5: …`.
public struct CDSDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var problem: CDSProblem
    /// Where the offending value starts, and in which payload.
    public var place: CDSPlace

    /// Creates a diagnostic.
    package init(_ problem: CDSProblem, at place: CDSPlace) {
        self.problem = problem
        self.place = place
    }

    /// A sentence saying what is wrong and what to do.
    public var message: String { problem.message }

    /// `file:line:column: error: path: message` (no file part without a name, no path for the root).
    public var description: String {
        let where_ = place.path.isRoot ? "" : "\(place.path): "
        return "\(place): error: \(where_)\(message)"
    }
}
