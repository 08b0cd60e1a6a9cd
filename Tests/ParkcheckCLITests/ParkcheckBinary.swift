import Foundation

/// Finds the built `parkcheck` executable next to the test bundle, so the end-to-end tests run it
/// exactly as a user would.
enum ParkcheckBinary {
    /// Thrown when no built `parkcheck` is found: a failure, never a skip.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "the parkcheck executable was not found (looked in: \(searched.joined(separator: ", "))); "
                + "build it first with `swift build --build-tests`, or set PARKCHECK_BINARY to its path"
        }
    }

    /// The executable: `PARKCHECK_BINARY` if set, else `parkcheck` in the build's products
    /// directory (where the test bundle is).
    static func url() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["PARKCHECK_BINARY"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                throw NotFound(searched: [url.path + " (PARKCHECK_BINARY)"])
            }
            return url
        }
        let candidates = productsDirectories().map { $0.appendingPathComponent("parkcheck") }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw NotFound(searched: candidates.map(\.path))
    }

    /// Where the products of this build may be: the test executable's folder (Linux), the folder
    /// holding the `.xctest` bundle (macOS), and the folder of the running program.
    private static func productsDirectories() -> [URL] {
        var directories = [Bundle.main.bundleURL]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let program = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: program).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        var seen = Set<String>()
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
