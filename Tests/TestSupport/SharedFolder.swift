import Foundation

/// Locates the project's `../shared` folder (peer fixtures and raw city data) from the source tree.
///
/// `PARKCHECK_SHARED` overrides the location. A missing folder fails loudly: tests that need it call
/// ``SharedFolder/url(_:)``, which throws, so a fixture suite is never skipped silently.
public enum SharedFolder {
    /// The repository root (the folder holding `Package.swift`).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The shared folder itself.
    public static var root: URL {
        if let override = ProcessInfo.processInfo.environment["PARKCHECK_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// The URL of `relativePath` inside the shared folder, or an error naming the missing path.
    public static func url(_ relativePath: String) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingSharedFile(path: url.path)
        }
        return url
    }

    /// The bytes of `relativePath` inside the shared folder.
    public static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }
}

/// Thrown when a fixture under `../shared` is missing: a failure, never a skip.
public struct MissingSharedFile: Error, CustomStringConvertible {
    public let path: String
    public var description: String {
        "missing shared fixture \(path): clone the project beside its shared/ folder or set PARKCHECK_SHARED"
    }
}
