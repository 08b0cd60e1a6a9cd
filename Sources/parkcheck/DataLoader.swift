import ZoneKit

#if os(Linux)
    import CMalloc
#endif

/// How a command gets its data: through the directory's pack (``DataPack``) when it has a usable
/// one, else from the JSON files whole. A pack that exists but cannot be used (a data file changed
/// since it was built; a damaged pack, or one of another format) is said on standard error, with
/// how to rebuild it; the answers are the same either way. A missing pack is not worth a word.
enum DataLoader {
    /// The data near `point`, enough for one lookup there with these parameters, or for every
    /// lookup within `radius` metres of it.
    static func data(
        near point: Coordinate, accuracy: Double?, threshold: Double?, radius: Double = 0, in directory: String,
        diagnostics: Diagnostics
    ) throws(ParkingDataLoadError) -> ParkingData {
        try load(directory, diagnostics) { pack throws(DataPackError) in
            try pack.data(near: point, accuracy: accuracy, threshold: threshold, radius: radius)
        }
    }

    /// The data an advisor's question needs (``ZoneKit/DataPack/data(for:threshold:settings:)``).
    static func data(
        for question: CurbQuestion, threshold: Double?, in directory: String, diagnostics: Diagnostics
    ) throws(ParkingDataLoadError) -> ParkingData {
        try load(directory, diagnostics) { pack throws(DataPackError) in
            try pack.data(for: question, threshold: threshold)
        }
    }

    /// All the data, for a batch: read through the pack a chunk at a time, so the load's peak
    /// memory is not that of parsing every file whole.
    static func allData(in directory: String, diagnostics: Diagnostics) throws(ParkingDataLoadError) -> ParkingData {
        let data = try load(directory, diagnostics) { pack throws(DataPackError) in try pack.allData() }
        #if os(Linux)
            // The load parsed the files a chunk at a time on every core: what it freed is spread
            // over each thread's malloc arena, resident, and of no use to the batch's own
            // threads. Handing it back keeps the batch's peak near that of one load.
            malloc_trim(0)
        #endif
        return data
    }

    private static func load(
        _ directory: String, _ diagnostics: Diagnostics,
        through read: (DataPack) throws(DataPackError) -> ParkingData
    ) throws(ParkingDataLoadError) -> ParkingData {
        let clock = ContinuousClock()
        let start = clock.now
        do throws(DataPackError) {
            let data = try read(try DataPack(directory: directory))
            diagnostics.verbose(
                "read the data through \(DataPack.path(in: directory)) in \(Self.shown(clock.now - start))")
            return data
        } catch {
            if case .missing = error {
            } else {
                diagnostics.info("parkcheck: note: \(error.description); reading the data files whole instead")
            }
        }
        let data = try ParkingData(directory: directory)
        diagnostics.verbose("read the data files of \(directory) whole in \(Self.shown(clock.now - start))")
        return data
    }

    /// `12.3 ms`: a duration for `--verbose`.
    static func shown(_ duration: Duration) -> String {
        let milliseconds =
            Double(duration.components.seconds) * 1000
            + Double(duration.components.attoseconds) / 1e15
        return "\((milliseconds * 10).rounded() / 10) ms"
    }
}
