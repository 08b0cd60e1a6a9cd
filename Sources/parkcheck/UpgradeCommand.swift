import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck upgrade FEED [-o NEW] [--time-zone ZONE] [--currency CODE]`: a CurbLR 1.0.0 feed, or
/// one in a pre-1.1 dialect, rewritten as CurbLR 1.1 (``CurbLRUpgrade``).
///
/// Every change goes to standard error as `FEED:LINE:COLUMN: changed: PATH: what`, then refusals
/// and what is still missing as `FEED:LINE:COLUMN: error|warning: PATH: message`. The result is
/// read back with ``CurbLRReader``, as a lookup reads it: a feed that still cannot be read is
/// refused too. Nothing is written when refused; NEW is replaced only once the upgrade succeeded,
/// so FEED itself may be NEW.
struct UpgradeCommand {
    /// The feed, as the user named it (`-`: standard input).
    let feed: String
    /// The command line (`--time-zone`, `--currency`, `--output`).
    let invocation: Invocation

    /// Upgrades and writes.
    ///
    /// - Returns: ``ExitCode/success`` once written; ``ExitCode/dataError`` when refused;
    ///   ``ExitCode/noInput`` when FEED cannot be read; ``ExitCode/cannotCreate`` when NEW cannot
    ///   be written.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        let name = feed == "-" ? InputLocation.standardInputName : feed
        let contents =
            feed == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: feed)
        guard let data = contents else {
            diagnostics.error(InputSource.unreadableReason(path: feed) ?? "cannot read '\(feed)'")
            return .noInput
        }
        let options = CurbLRUpgrade.Options(timeZone: invocation.timeZone, currency: invocation.currency)
        let outcome = CurbLRUpgrade(options: options).upgrade([UInt8](data))
        for change in outcome.changes { diagnostics.info("\(name):\(change)") }
        for diagnostic in outcome.diagnostics {
            if diagnostic.severity == .error {
                diagnostics.note(diagnostic.formatted(file: name))
            } else {
                diagnostics.info(diagnostic.formatted(file: name))
            }
        }
        guard let upgraded = outcome.feed else {
            let errors = outcome.diagnostics.count { $0.severity == .error }
            diagnostics.error(
                "\(name) was not upgraded: \(errors) problem\(errors == 1 ? "" : "s") above; nothing written")
            return .dataError
        }
        let bytes: [UInt8]
        do throws(JSONWriter.Error) {
            bytes = try JSONWriter(layout: .pretty).bytes(from: upgraded) + [UInt8(ascii: "\n")]
        } catch {
            diagnostics.error("\(name): the upgraded feed cannot be written as JSON: \(error.description)")
            return .dataError
        }
        // Read back as a lookup reads it: what the rewrite could not mend is said now, not at the
        // first lookup. Paths name the same values in FEED (arrays wrapped keep their index 0).
        let reading = CurbLRReader().decode(bytes)
        if reading.feed == nil || !reading.diagnostics.isEmpty {
            for problem in reading.diagnostics {
                diagnostics.note("\(name): after upgrading: \(problem.diagnostic.location.path): \(problem.message)")
            }
            diagnostics.error(
                "\(name) was upgraded but still cannot be read (\(reading.diagnostics.count) problem"
                    + "\(reading.diagnostics.count == 1 ? "" : "s") above): fix them in \(name) and upgrade again; "
                    + "nothing written")
            return .dataError
        }
        let summary =
            outcome.changes.isEmpty
            ? "\(name): already CurbLR 1.1, nothing to change"
            : "\(name): upgraded to CurbLR 1.1 with \(outcome.changes.count) change"
                + "\(outcome.changes.count == 1 ? "" : "s")"
        guard let path = invocation.outputFile, path != "-" else {
            try output.write(bytes)
            diagnostics.info(summary)
            return .success
        }
        do throws(PlainFiles.ReadError) {
            try PlainFiles.replace(atPath: path, with: bytes)
        } catch {
            diagnostics.error("cannot write '\(path)' (--output): \(error.reason)")
            return .cannotCreate
        }
        diagnostics.info(summary + "; wrote \(path) (parkcheck validate \(path) lists its readings)")
        return .success
    }
}
