import Foundation
import ZoneKit

/// Finds the data a lookup answers from. No SwiftPM resources are used (so no code path can reach
/// `Bundle.module`); the places are, in order:
///
/// 1. `--data PATH`: a directory is a full data set; a single file is a zone file alone (the
///    zone-only answer). Given but absent is an error, never a fall-through.
/// 2. The `PARKCHECK_DATA` environment variable: a directory (or a zone file, as with `--data`).
/// 3. `<executable's directory>/../share/parkcheck/`: where `make install` puts the data (the
///    executable's path with symlinks resolved, and as invoked when that differs).
/// 4. The source tree's `Resources/`, found from this file's path at compile time: development
///    builds answer from the checkout they were built from.
///
/// A directory counts when it holds `zones.json`.
struct DataLocator {
    /// What was found.
    enum Location: Equatable, Sendable {
        /// A data directory, and which rule found it (`--data`, `PARKCHECK_DATA`, `installed`,
        /// `source tree`).
        case directory(String, foundBy: String)
        /// A single zone file (`--data FILE` or `PARKCHECK_DATA=FILE`).
        case zoneFile(String)
    }

    /// Why nothing was found: every place looked at, and why it did not count.
    struct NotFound: Error, Equatable, CustomStringConvertible {
        /// `(place, why it did not count)`, in the order looked at.
        let places: [(place: String, reason: String)]

        static func == (lhs: NotFound, rhs: NotFound) -> Bool {
            lhs.places.map(\.place) == rhs.places.map(\.place) && lhs.places.map(\.reason) == rhs.places.map(\.reason)
        }

        var description: String {
            var lines = ["no parking data found; looked in:"]
            for (place, reason) in places { lines.append("  \(place): \(reason)") }
            lines.append(
                "point parkcheck at a data directory (holding "
                    + ParkingDataFile.allCases.map(\.rawValue).joined(separator: ", ")
                    + ") with --data DIR or PARKCHECK_DATA=DIR, or install it with `make install PREFIX=...`")
            return lines.joined(separator: "\n")
        }
    }

    /// `--data`, as typed.
    let option: String?
    /// The process environment.
    let environment: [String: String]
    /// The running executable's path, if known.
    let executablePath: String?
    /// The source tree's `Resources/` for development builds.
    let sourceTreeResources: String

    /// The environment variable naming the data.
    static let environmentVariable = "PARKCHECK_DATA"

    /// `Resources/` of the checkout this file was compiled from.
    static let compiledSourceTreeResources =
        plainAncestor(of: #filePath, levels: 3).map { $0 + "/Resources" }
        ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources").path

    /// A locator for this process.
    init(option: String?, environment: [String: String]) {
        self.init(
            option: option, environment: environment, executablePath: Self.runningExecutablePath(),
            sourceTreeResources: Self.compiledSourceTreeResources)
    }

    /// The running executable's path, symlinks resolved: `/proc/self/exe` on Linux, as
    /// `Bundle.main.executablePath` gives it there. Not through `Bundle.main`: making the main
    /// bundle lists the executable's directory, which costs a one-shot more the more files lie
    /// beside it (an installed `/usr/bin` holds thousands).
    static func runningExecutablePath() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count)
            if count > 0, count < buffer.count {
                return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        #endif
        return Bundle.main.executablePath
    }

    /// A locator with every input given (for tests).
    init(option: String?, environment: [String: String], executablePath: String?, sourceTreeResources: String) {
        self.option = option
        self.environment = environment
        self.executablePath = executablePath
        self.sourceTreeResources = sourceTreeResources
    }

    /// The data to use.
    ///
    /// - Throws: ``NotFound`` listing every place looked at.
    func locate() throws(NotFound) -> Location {
        if let option {
            return try explicit(option, named: "--data \(option)")
        }
        if let variable = environment[Self.environmentVariable], !variable.isEmpty {
            return try explicit(variable, named: "\(Self.environmentVariable)=\(variable)")
        }
        var looked: [(String, String)] = [
            ("--data", "not given"), (Self.environmentVariable, "not set"),
        ]
        for directory in installedDirectories() {
            if let reason = Self.problem(directory: directory) {
                looked.append((directory, reason))
            } else {
                return .directory(directory, foundBy: "installed")
            }
        }
        if let reason = Self.problem(directory: sourceTreeResources) {
            looked.append((sourceTreeResources + " (source tree)", reason))
            throw NotFound(places: looked)
        }
        return .directory(sourceTreeResources, foundBy: "source tree")
    }

    /// `../share/parkcheck` beside the executable, symlinks resolved first, then as invoked.
    func installedDirectories() -> [String] {
        guard let executablePath else { return [] }
        if let real = Self.realPath(executablePath), real == executablePath,
            let root = Self.plainAncestor(of: executablePath, levels: 2)
        {
            // Already its own real path (as /proc/self/exe is): both entries below are this one.
            return [root + "/share/parkcheck"]
        }
        let invoked = URL(fileURLWithPath: executablePath)
        var directories: [String] = []
        for executable in [invoked.resolvingSymlinksInPath(), invoked] {
            let directory = executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share").appendingPathComponent("parkcheck").standardizedFileURL.path
            if !directories.contains(directory) { directories.append(directory) }
        }
        return directories
    }

    /// `path` without its last `levels` components, as plain text (`/a/b/c/d`, 2 → `/a/b`), when
    /// it is an absolute path of plain components (no `.`, `..`, empty or trailing one) with at least
    /// one left; else `nil`. What `URL`'s deletingLastPathComponent gives for such a path, without
    /// `URL`, whose first use costs a one-shot runtime metadata.
    static func plainAncestor(of path: String, levels: Int) -> String? {
        guard path.hasPrefix("/") else { return nil }
        let components = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > levels, !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return nil }
        // A prefix of the text, not the components joined: joined(separator:) runs unspecialised
        // and its first use costs runtime metadata.
        return String(path[..<components[components.count - levels].startIndex].dropLast())
    }

    /// `path` with every symbolic link resolved (`realpath`), or `nil` when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func explicit(_ path: String, named name: String) throws(NotFound) -> Location {
        guard let isFolder = PlainFiles.isFolder(path) else {
            throw NotFound(places: [(name, "no such file or directory")])
        }
        guard isFolder else { return .zoneFile(path) }
        if let reason = Self.problem(directory: path) { throw NotFound(places: [(name, reason)]) }
        return .directory(path, foundBy: name)
    }

    /// Why `directory` is not a data directory, or `nil` when it is.
    static func problem(directory: String) -> String? {
        guard let isFolder = PlainFiles.isFolder(directory) else { return "no such directory" }
        guard isFolder else { return "not a directory" }
        let zones = ParkingData.path(of: .zones, in: directory)
        guard PlainFiles.exists(zones) else { return "no \(ParkingDataFile.zones) in it" }
        return nil
    }
}

extension DataLocator.Location {
    /// `/usr/local/share/parkcheck (found by installed)`, `zones.geojson (a zone file)`: for `--verbose`.
    var path: String {
        switch self {
        case .directory(let path, let rule): return "\(path) (found by \(rule))"
        case .zoneFile(let path): return "\(path) (a zone file: zone answers only)"
        }
    }
}
