/// Thrown by ``GeoJSONReader/read(_:)`` when a text is not valid GeoJSON: every diagnostic found,
/// errors and warnings, in document order.
package struct GeoJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every problem found, in document order; at least one is an error.
    package var diagnostics: [GeoJSONDiagnostic]

    /// Creates an error from diagnostics that include at least one error.
    package init(diagnostics: [GeoJSONDiagnostic]) {
        precondition(diagnostics.contains { $0.severity == .error }, "a GeoJSONError needs an error diagnostic")
        self.diagnostics = diagnostics
    }

    /// The diagnostics that make the text invalid.
    package var errors: [GeoJSONDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The first error.
    var firstError: GeoJSONDiagnostic {
        // The initializer guarantees an error; the fallback only keeps this total.
        errors.first ?? diagnostics[0]
    }

    /// The first error, and how many more there are: `3:5: error: "type" is missing: … (and 2 more errors)`.
    package var description: String {
        let more = errors.count - 1
        switch more {
        case 0: return firstError.description
        case 1: return "\(firstError) (and 1 more error)"
        default: return "\(firstError) (and \(more) more errors)"
        }
    }
}
