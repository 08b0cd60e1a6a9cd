/// The version `parkcheck --version` prints. The version of the bundled data will follow it once
/// the data build ships one.
enum Version {
    /// The tool's version (semantic versioning).
    static let current = "0.1.0"

    /// `parkcheck 0.1.0`.
    static var line: String { "parkcheck \(current)" }
}
