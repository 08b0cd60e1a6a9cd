/// Thrown when a curb feed is refused: every problem found, in document order (at least one).
public struct CurbFeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every problem, in document order (each an error, from ``Diagnostic/Source/curbLR``).
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    ///
    /// - Precondition: `diagnostics` is not empty.
    package init(diagnostics: [CurbFeedDiagnostic]) {
        precondition(!diagnostics.isEmpty, "a CurbFeedError needs a diagnostic")
        self.diagnostics = diagnostics.map(\.diagnostic)
    }

    /// The first problem, and how many more.
    public var description: String {
        let more = diagnostics.count - 1
        switch more {
        case 0: return diagnostics[0].description
        case 1: return "\(diagnostics[0]) (and 1 more error)"
        default: return "\(diagnostics[0]) (and \(more) more errors)"
        }
    }
}
