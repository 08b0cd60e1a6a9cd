import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck pack [DIR]`: writes `DIR/parkcheck.pack`, the index that lets a lookup read only the
/// data near its point (``DataPack``). Without DIR, packs the data directory a lookup would use.
/// `make` runs it for `Resources/`, `make install` for the installed data.
struct PackCommand {
    /// The directory given, if any.
    let directory: String?
    /// The process environment (`PARKCHECK_DATA`).
    let environment: [String: String]

    /// Builds and writes the pack, and says where and how big.
    ///
    /// - Returns: ``ExitCode/success``; ``ExitCode/dataError`` or ``ExitCode/noInput`` when the
    ///   directory is not valid data (each problem reported); ``ExitCode/cannotCreate`` when the
    ///   pack cannot be written.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        let target: String
        if let directory {
            target = directory
        } else {
            do throws(DataLocator.NotFound) {
                switch try DataLocator(option: nil, environment: environment).locate() {
                case .directory(let path, _): target = path
                case .zoneFile(let path):
                    diagnostics.error("\(path) is a zone file alone; pack a data directory: parkcheck pack DIR")
                    return .usage
                }
            } catch {
                diagnostics.error(error.description)
                return .noInput
            }
        }
        let size: Int
        do throws(DataPackError) {
            size = try DataPack.write(directory: target)
        } catch {
            switch error {
            case .invalidData(let loadError):
                return ParkingCheck.report(loadError, to: diagnostics)
            case .unreadable, .corrupt, .stale, .missing:
                diagnostics.error(error.description)
                return .cannotCreate
            }
        }
        let megabytes = (Double(size) / 1_000_000 * 10).rounded() / 10
        let shown = size < 100_000 ? "\(size) bytes" : "\(megabytes) MB"
        try output.write("wrote \(DataPack.path(in: target)) (\(shown))\n")
        return .success
    }
}
