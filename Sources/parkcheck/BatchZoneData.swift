import Foundation
import ParkcheckBatch
import ZoneKit

/// The zones of a `--zone-only` batch, read from `--data FILE`.
enum BatchZoneData {
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
