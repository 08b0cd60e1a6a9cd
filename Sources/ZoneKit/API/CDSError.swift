/// Thrown when Curbs API payloads are refused: every diagnostic found, in document order.
public struct CDSError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every reason, in order; never empty (each an error, from ``Diagnostic/Source/cds``, with
    /// its payload's name as ``Diagnostic/Location/file``).
    public var diagnostics: [Diagnostic]

    /// Creates an error from at least one diagnostic.
    package init(diagnostics: [CDSDiagnostic]) {
        self.init(diagnostics.map(\.diagnostic))
    }

    /// Creates an error from at least one diagnostic in the shared form.
    package init(_ diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a CDSError needs a diagnostic")
        self.diagnostics = diagnostics
    }

    /// The first diagnostic, and how many more there are.
    public var description: String {
        let more = diagnostics.count - 1
        switch more {
        case 0: return diagnostics[0].description
        case 1: return "\(diagnostics[0]) (and 1 more error)"
        default: return "\(diagnostics[0]) (and \(more) more errors)"
        }
    }
}
