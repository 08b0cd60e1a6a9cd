/// Thrown when a curb feed is refused, CurbLR or CDS alike: every problem found, in document order
/// (at least one).
public struct CurbFeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every problem, in document order: each an error, from ``Diagnostic/Source/curbLR`` or
    /// ``Diagnostic/Source/cds`` (a CDS problem names its payload as ``Diagnostic/Location/file``).
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    ///
    /// - Precondition: `diagnostics` is not empty.
    package init(diagnostics: [CurbFeedDiagnostic]) {
        self.init(diagnostics.map(\.diagnostic))
    }

    /// Creates an error from CDS diagnostics.
    ///
    /// - Precondition: `diagnostics` is not empty.
    package init(diagnostics: [CDSDiagnostic]) {
        self.init(diagnostics.map(\.diagnostic))
    }

    /// Creates an error from diagnostics in the shared form.
    ///
    /// - Precondition: `diagnostics` is not empty.
    package init(_ diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a CurbFeedError needs a diagnostic")
        self.diagnostics = diagnostics
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
