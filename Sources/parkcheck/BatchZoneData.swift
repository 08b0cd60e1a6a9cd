import Foundation
import ParkcheckBatch
import ZoneKit

/// The zones of a `--zone-only` batch, read from `--data FILE` or a data directory.
enum BatchZoneData {
    /// The index of the zone file of the data directory `directory`: through the directory's own
    /// pack when it is usable (its zones kept decoded, ``ZoneKit/DataPack/zoneFile()``), else
    /// from the file (``index(dataFile:diagnostics:)``). A missing or stale pack is not rebuilt
    /// here: reading the zone file whole takes less than building a pack.
    static func index(directory: String, diagnostics: Diagnostics) -> Result<ZoneIndex, BatchStop> {
        let clock = ContinuousClock()
        let start = clock.now
        do throws(DataPackError) {
            let pack = try DataPack(directory: directory)
            let index = ZoneIndex(try pack.zoneFile())
            diagnostics.verbose("read the zones through \(pack.path) in \(DataLoader.shown(clock.now - start))")
            return .success(index)
        } catch {
            if error != .missing(path: DataPack.path(in: directory)) { diagnostics.verbose(error.description) }
        }
        return index(dataFile: ParkingData.path(of: .zones, in: directory), diagnostics: diagnostics)
    }

    /// The index of the zone file at `dataFile`.
    ///
    /// - Returns: the index, or the exit status after the problems were written to `diagnostics`:
    ///   ``ExitCode/noInput`` when the file cannot be read, ``ExitCode/dataError`` (every error,
    ///   up to ``ZoneLookup/maxErrorsShown``, as `FILE:LINE:COLUMN: PATH: message`) when it is
    ///   not valid zone data.
    static func index(dataFile: String, diagnostics: Diagnostics) -> Result<ZoneIndex, BatchStop> {
        guard let bytes = FileManager.default.contents(atPath: dataFile) else {
            diagnostics.error("--data: cannot read '\(dataFile)'")
            return .failure(BatchStop(code: .noInput))
        }
        do {
            return .success(ZoneIndex(try ZoneFileReader().read(bytes, file: dataFile)))
        } catch {
            for diagnostic in error.errors.prefix(ZoneLookup.maxErrorsShown) {
                diagnostics.error(ZoneLookup.line(for: diagnostic, file: error.file))
            }
            if error.errors.count > ZoneLookup.maxErrorsShown {
                diagnostics.note(
                    "parkcheck: \(error.errors.count - ZoneLookup.maxErrorsShown) more errors in \(error.file) "
                        + "are not shown")
            }
            return .failure(BatchStop(code: .dataError))
        }
    }
}
