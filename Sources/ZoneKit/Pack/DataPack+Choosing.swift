import Foundation

/// Which pack to read a data directory through: the one policy of the library's loading entry point
/// (``ParkingData/load(from:cacheDirectory:)``) and of the command-line tool.
extension DataPack {
    /// What choosing a pack met on the way, for a caller that reports it (the CLI's notes).
    package enum Choice: Sendable {
        /// The directory's own pack exists but cannot be used (stale, corrupt, unreadable);
        /// `willTryCache` says whether the cache is tried next (else the files are read whole).
        case ownRefused(DataPackError, willTryCache: Bool)
        /// The cache had no pack for this content: one was built and written there, taking
        /// `duration`.
        case cacheBuilt(DataPack, duration: Duration)
        /// The cache could not give a pack; the files are to be read whole.
        case cacheRefused(DataPackError, cache: PackCache)
    }

    /// Data directories smaller than this (all four files, in bytes) are read whole rather than
    /// cached: parsing 1 MB of JSON takes about as long as starting a process.
    package static let smallestCachedData: Int64 = 1_000_000

    /// The pack to read `directory` through: its own when it is usable (same content as when it
    /// was built), else the one `cache` keeps for that content (built there the first time), else
    /// `nil`: the files are to be read whole. The data directory itself is never written.
    ///
    /// - Parameters:
    ///   - directory: the data directory.
    ///   - cache: where packs for directories without a usable one are kept; `nil` for nowhere.
    ///     Data under ``smallestCachedData`` bytes is never cached.
    ///   - report: told what was met on the way (nothing when the directory's pack is used, or
    ///     when it is missing and nothing else is tried).
    /// - Returns: the pack, or `nil`.
    package static func chosen(
        for directory: String, cache: PackCache?, report: (Choice) -> Void = { _ in }
    ) -> DataPack? {
        let clock = ContinuousClock()
        let start = clock.now
        let own: DataPackError
        do throws(DataPackError) {
            return try DataPack(directory: directory)
        } catch {
            own = error
        }
        let isMissing = own == .missing(path: DataPack.path(in: directory))
        guard let cache, dataSize(of: directory).map({ $0 >= smallestCachedData }) ?? false else {
            if !isMissing { report(.ownRefused(own, willTryCache: false)) }
            return nil
        }
        if !isMissing { report(.ownRefused(own, willTryCache: true)) }
        do throws(DataPackError) {
            let entry = try cache.pack(for: directory)
            if entry.wasBuilt { report(.cacheBuilt(entry.pack, duration: clock.now - start)) }
            return entry.pack
        } catch {
            report(.cacheRefused(error, cache: cache))
            return nil
        }
    }

    /// The size of the data files of `directory` together, or `nil` when one is missing.
    static func dataSize(of directory: String) -> Int64? {
        var total: Int64 = 0
        for file in ParkingDataFile.allCases {
            var info = stat()
            guard stat(ParkingData.path(of: file, in: directory), &info) == 0 else { return nil }
            total += Int64(info.st_size)
        }
        return total
    }
}
