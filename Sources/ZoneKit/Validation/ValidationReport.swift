/// What ``DataValidator`` found in one file: what the file is, and every problem in document order.
public struct ValidationReport: Equatable, Sendable {
    /// What the file was read as; `nil` when it is not JSON.
    package var kind: DataFileKind?
    /// Every error and warning, in document order.
    public var diagnostics: [Diagnostic]
    /// The permit area codes a zone file declares (`permitAreas`), in file order; `nil` for other
    /// files and for zone files that declare none.
    public var declaredPermitAreas: [String]?
    /// Permit area codes the file uses but cannot check itself (a regulations file's); see
    /// ``DataValidator/checkPermitAreaReferences(in:)``.
    var permitAreaReferences: [PermitAreaReference]

    /// Creates a report.
    package init(
        kind: DataFileKind?, diagnostics: [Diagnostic], declaredPermitAreas: [String]? = nil,
        permitAreaReferences: [PermitAreaReference] = []
    ) {
        self.kind = kind
        self.diagnostics = diagnostics
        self.declaredPermitAreas = declaredPermitAreas
        self.permitAreaReferences = permitAreaReferences
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Whether the file is valid: no errors (warnings allowed).
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    /// Sorts the diagnostics by place in the file, keeping the order of those found at one place.
    mutating func sortDiagnostics() {
        diagnostics = diagnostics.enumerated()
            .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
            .map(\.element)
    }
}
