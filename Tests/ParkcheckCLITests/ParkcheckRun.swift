import Foundation

/// What one run of the `parkcheck` executable did, as a user would see it.
struct ParkcheckRun: Sendable {
    /// The exit status; for a run killed by a signal, 128 + the signal number (as shells report it).
    let status: Int32
    /// Whether the process was killed by a signal rather than exiting.
    let wasKilledBySignal: Bool
    /// Everything written to standard output.
    let stdout: String
    /// Everything written to standard error.
    let stderr: String
}

/// Runs the built `parkcheck` with `arguments`, feeding `stdin` (or nothing: an empty, closed
/// standard input, never the terminal), and collects its exit status, stdout and stderr separately.
///
/// - Parameters:
///   - arguments: the command-line arguments, without the program name.
///   - stdin: bytes for standard input; `nil` for an empty one.
///   - environment: variables on top of a small fixed environment (`PATH`, `LC_ALL=C.UTF-8`: text
///     answers keep their glyphs; `LC_ALL=C` gets ASCII ones) — nothing
///     is inherited from the test process, so `NO_COLOR` or `TERM` there cannot change results.
/// - Throws: when the executable is not built, or cannot be started.
func runParkcheck(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]
) throws -> ParkcheckRun {
    let process = Process()
    process.executableURL = try ParkcheckBinary.url()
    process.arguments = arguments
    process.environment = childEnvironment(
        ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"].merging(environment) { $1 })
    return try capture(process, stdin: stdin)
}

/// The environment for a run of the binary: `variables`, plus the sanitizers' options when the
/// tests run under one (`make sanitize` sets `ASAN_OPTIONS`), so an instrumented `parkcheck` is
/// run as the test process is. Nothing else is inherited.
func childEnvironment(_ variables: [String: String]) -> [String: String] {
    let sanitizerOptions = ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"]
    let inherited = ProcessInfo.processInfo.environment.filter { sanitizerOptions.contains($0.key) }
    return inherited.merging(variables) { $1 }
}

/// Runs `process` with standard output and error going to temporary files (so that no pipe can
/// fill up and block it) and `stdin` as its standard input.
func capture(_ process: Process, stdin: Data?) throws -> ParkcheckRun {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("parkcheck-run-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["stdin", "stdout", "stderr"].map { folder.appendingPathComponent($0) }
    try (stdin ?? Data()).write(to: paths[0])
    for path in paths.dropFirst() { try Data().write(to: path) }
    let input = try FileHandle(forReadingFrom: paths[0])
    let output = try FileHandle(forWritingTo: paths[1])
    let errors = try FileHandle(forWritingTo: paths[2])
    defer {
        for handle in [input, output, errors] { try? handle.close() }
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let killed = process.terminationReason == .uncaughtSignal
    return ParkcheckRun(
        status: killed ? 128 + process.terminationStatus : process.terminationStatus,
        wasKilledBySignal: killed,
        stdout: String(decoding: try Data(contentsOf: paths[1]), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
}
