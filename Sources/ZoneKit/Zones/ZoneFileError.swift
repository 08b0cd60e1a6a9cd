/// Thrown by ``ZoneFileReader/read(_:file:)`` when a file is not usable zone data: the file's name
/// and every diagnostic found, errors and warnings, in document order.
package struct ZoneFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the caller named it (for messages).
    package var file: String
    /// Every problem found, in document order; at least one is an error.
    package var diagnostics: [ZoneFileDiagnostic]

    /// Creates an error from diagnostics that include at least one error.
    package init(file: String, diagnostics: [ZoneFileDiagnostic]) {
        precondition(diagnostics.contains { $0.severity == .error }, "a ZoneFileError needs an error diagnostic")
        self.file = file
        self.diagnostics = diagnostics
    }

    /// The diagnostics that make the file unusable, in document order.
    package var errors: [ZoneFileDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Every error, one per line: `zones.json:14:22: error: zones[3].id: …`.
    package var description: String {
        errors.map { $0.formatted(file: file) }.joined(separator: "\n")
    }
}
