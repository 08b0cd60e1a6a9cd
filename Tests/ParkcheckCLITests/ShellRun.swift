import Foundation

/// Runs `program` (a shell, groff, make) with `arguments` as a user would, with `PATH` set and the
/// built `parkcheck`'s folder first on it; stdin empty.
func runProgram(
    _ program: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]
) throws -> ParkcheckRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let binaryFolder = try ParkcheckBinary.url().deletingLastPathComponent().path
    process.environment = childEnvironment(
        ["PATH": "\(binaryFolder):/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C", "HOME": NSTemporaryDirectory()]
            .merging(environment) { $1 })
    return try capture(process, stdin: stdin)
}

/// Where `name` is on the usual `PATH`, if installed.
func installedProgram(_ name: String) -> String? {
    ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// Whether the tests run under CI, where a missing tool is a failure rather than a skip.
var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

/// A temporary folder holding `text` as `name`; returns the file's path.
func temporaryFile(named name: String, containing text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parkcheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}
