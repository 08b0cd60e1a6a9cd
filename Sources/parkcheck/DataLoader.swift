import Foundation
import ParkcheckBatch
import ZoneKit

#if os(Linux)
    import CMalloc
#endif

/// How a command gets its data: through the directory's pack (``DataPack``) when it has a usable
/// one (same content as when it was built), else through a pack kept for that content in the user's
/// cache (``PackCache``: `$XDG_CACHE_HOME/parkcheck`, else `~/.cache/parkcheck`), built there the
/// first time with a one-line note; else from the JSON files whole. The data directory itself is
/// never written: it may be a checkout, an installed copy or read-only; `parkcheck pack DIR` is
/// how a pack gets there. Answers are the same on every path.
///
/// The JSON files are read whole, and said so on standard error, when the cache cannot be written
/// or a directory's pack cannot be used with no cache to fall back on. Without a cache location
/// (neither variable set) or for small data (under ``ZoneKit/DataPack/smallestCachedData`` bytes,
/// which parse in milliseconds), a missing pack is not worth a word.
struct DataLoader {
    /// Where packs for directories without one are kept; `nil` for nowhere.
    let cache: PackCache?
    /// Where notes go.
    let diagnostics: Diagnostics
    /// `$HOME`, written `~` in notes.
    let home: String?

    /// A loader with the cache the environment names.
    init(environment: [String: String], diagnostics: Diagnostics) {
        self.cache = PackCache.directory(environment: environment).map(PackCache.init(directory:))
        self.diagnostics = diagnostics
        self.home = environment["HOME"]
    }

    /// The data near `point`, enough for one lookup there with these parameters, or for every
    /// lookup within `radius` metres of it.
    func data(
        near point: Coordinate, accuracy: Double?, threshold: Double?, radius: Double = 0, in directory: String
    ) throws(ParkingDataLoadError) -> ParkingData {
        try load(directory) { pack throws(DataPackError) in
            try pack.data(near: point, accuracy: accuracy, threshold: threshold, radius: radius)
        }
    }

    /// The data an advisor's question needs (``ZoneKit/DataPack/data(for:threshold:settings:)``).
    func data(for question: CurbQuestion, threshold: Double?, in directory: String) throws(ParkingDataLoadError)
        -> ParkingData
    {
        try load(directory) { pack throws(DataPackError) in
            try pack.data(for: question, threshold: threshold)
        }
    }

    /// All the data, for a batch: read through the pack a chunk at a time, so the load's peak
    /// memory is not that of parsing every file whole.
    func allData(in directory: String) throws(ParkingDataLoadError) -> ParkingData {
        // A batch owns its threads: the load is spread over every core.
        let data = try load(directory, work: EveryCoreWork()) { pack throws(DataPackError) in
            try pack.allData(work: EveryCoreWork())
        }
        #if os(Linux)
            // The load parsed the files a chunk at a time on every core: what it freed is spread
            // over each thread's malloc arena, resident, and of no use to the batch's own
            // threads. Handing it back keeps the batch's peak near that of one load.
            malloc_trim(0)
        #endif
        return data
    }

    /// The pack to read `directory` through: its own, else the cache's (built if need be); `nil`
    /// when the files are to be read whole (each reason said as the type's summary describes).
    func pack(for directory: String) -> DataPack? {
        DataPack.chosen(for: directory, cache: cache) { choice in
            switch choice {
            case .ownRefused(let own, willTryCache: false):
                diagnostics.info("parkcheck: note: \(own.description); reading the data files whole instead")
            case .ownRefused(let own, willTryCache: true):
                diagnostics.verbose(own.description)
            case .cacheBuilt(let pack, let duration):
                diagnostics.info(
                    "parkcheck: note: indexed the data into \(shown(path: pack.path)) (once, "
                        + "\(Self.roughly(duration))); later lookups are fast")
            case .cacheRefused(let error, let cache):
                switch error {
                case .invalidData:
                    // The whole load says what is wrong, at its line and column.
                    break
                case .unreadable(_, let reason):
                    diagnostics.info(
                        "parkcheck: note: cannot keep an index of the data in \(shown(path: cache.directory)) "
                            + "(\(reason)); reading the data files whole instead")
                default:
                    diagnostics.info("parkcheck: note: \(error.description); reading the data files whole instead")
                }
            }
        }
    }

    private func load(
        _ directory: String, work: any LoadWork = InOrderWork(),
        through read: (DataPack) throws(DataPackError) -> ParkingData
    ) throws(ParkingDataLoadError) -> ParkingData {
        let clock = ContinuousClock()
        let start = clock.now
        if let pack = pack(for: directory) {
            do throws(DataPackError) {
                let data = try read(pack)
                diagnostics.verbose("read the data through \(pack.path) in \(Self.shown(clock.now - start))")
                return data
            } catch {
                diagnostics.info("parkcheck: note: \(error.description); reading the data files whole instead")
            }
        }
        let data = try ParkingData(directory: directory, work: work)
        diagnostics.verbose("read the data files of \(directory) whole in \(Self.shown(clock.now - start))")
        return data
    }

    /// `path` with the home directory written `~`, for a note.
    func shown(path: String) -> String {
        guard let home, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// `0.9 s`, `120 ms`: how long building a pack took, for a note.
    static func roughly(_ duration: Duration) -> String {
        let milliseconds =
            Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        return "\(Double(milliseconds / 100) / 10) s"
    }

    /// `12.3 ms`: a duration for `--verbose`.
    static func shown(_ duration: Duration) -> String {
        let milliseconds =
            Double(duration.components.seconds) * 1000
            + Double(duration.components.attoseconds) / 1e15
        return "\((milliseconds * 10).rounded() / 10) ms"
    }
}
