import Foundation

/// A folder of packs (``DataPack``) named by the content of the data they index, for data
/// directories that have no usable pack of their own and should not be written into (an installed
/// copy, a checkout run with `swift run`, a copy made with `cp -r`): `<digest>.pack`, where the
/// digest is that of the data files' contents (``ContentDigest``). Any directory with the same
/// content uses the same pack; data that changes gets a new one.
///
/// ```swift
/// let cache = PackCache(directory: "/home/me/.cache/parkcheck")
/// let entry = try cache.pack(for: "/opt/data/sf")  // built the first time (about a second)
/// let data = try entry.pack.data(near: point)
/// ```
package struct PackCache: Sendable {
    /// A pack found or built in the cache.
    package struct Entry: Sendable {
        /// The pack, reading the data directory it was asked for.
        package let pack: DataPack
        /// Whether it was built by this call (else it was there already).
        let wasBuilt: Bool
    }

    /// The cache folder (`~/.cache/parkcheck`); created when the first pack is written.
    package let directory: String

    /// A cache in `directory`.
    package init(directory: String) {
        self.directory = directory
    }

    /// parkcheck's cache folder: `$XDG_CACHE_HOME/parkcheck` (an absolute one, as the XDG Base
    /// Directory spec requires), else `$HOME/.cache/parkcheck`; `nil` without either. The packs
    /// live there, and the curb feeds' indexes in its `feeds` folder (``CurbFeedCache``).
    package static func directory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/parkcheck" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/parkcheck"
    }

    /// Where the pack of data with these file digests is kept.
    func path(forDigests digests: [UInt64]) -> String {
        let name = String(ContentDigest.combined(digests), radix: 16)
        return ParkingData.path(named: String(repeating: "0", count: 16 - name.count) + name + ".pack", in: directory)
    }

    /// The pack for the data in `dataDirectory`: the cached one for its content, or one built and
    /// written into the cache now (atomically, so concurrent runs never read half a pack).
    ///
    /// - Throws: ``DataPackError/invalidData(_:)`` when a data file is missing or the data does not
    ///   load (the caller should load it whole, which reports the problem);
    ///   ``DataPackError/unreadable(path:reason:)`` when the cache cannot be written.
    /// - Complexity: a read of every data file to digest it (a few milliseconds for the bundled
    ///   13 MB); building, once per content, a full load of the data.
    package func pack(for dataDirectory: String) throws(DataPackError) -> Entry {
        var digests: [UInt64] = []
        for file in ParkingDataFile.allCases {
            let path = ParkingData.path(of: file, in: dataDirectory)
            guard let digest = ContentDigest.digest(ofFileAt: path) else {
                throw .invalidData(.missingFile(file.rawValue, path: path))
            }
            digests.append(digest)
        }
        let cached = path(forDigests: digests)
        if let pack = try? DataPack(path: cached, directory: dataDirectory, digests: digests) {
            return Entry(pack: pack, wasBuilt: false)
        }
        // Missing, or damaged, or of an older format: build it (again), once the folder is known
        // to be writable: a build is a full load, not to be thrown away on every run.
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unreadable(path: cached, reason: "cannot create \(directory): \(error.localizedDescription)")
        }
        guard access(directory, W_OK) == 0 else {
            throw .unreadable(path: cached, reason: "\(directory) is not writable")
        }
        let built = try DataPack.assemble(directory: dataDirectory)
        // Named by what it was built from, should a file have changed since it was digested above.
        let path = path(forDigests: built.digests)
        try DataPack.write(built.bytes, to: path)
        return Entry(pack: try DataPack(path: path, directory: dataDirectory, digests: built.digests), wasBuilt: true)
    }
}
