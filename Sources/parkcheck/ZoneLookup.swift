import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck LAT LON --data FILE` (or `--zone-only`, from the data directory's zone file): reads a zone file (the seed schema or a GeoJSON
/// FeatureCollection of zones), finds the zones at the point with ZoneKit and writes the answer.
struct ZoneLookup {
    /// The point to look up.
    let point: Coordinate
    /// The command line (format, threshold, accuracy, options to warn about).
    let invocation: Invocation
    /// The zone file, as the user named it.
    let dataFile: String
    /// When the lookup is made.
    let date: Date

    /// How many of a bad file's errors are listed; `parkcheck validate` is for the full list.
    static let maxErrorsShown = 20

    /// Runs the lookup.
    ///
    /// - Returns: ``ExitCode/success`` with the answer written (also outside the data or near no
    ///   zone, which are answers), ``ExitCode/dataError`` when the file is not valid zone data
    ///   (every error, up to ``maxErrorsShown``, as `FILE:LINE:COLUMN: PATH: message`), ``ExitCode/noInput`` when it
    ///   cannot be read, ``ExitCode/usage`` for a format zone lookups do not write or `--fields`
    ///   they do not have.
    /// - Throws: ``OutputError`` when the answer cannot be written.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        guard [.text, .json, .ndjson, .csv, .geojson].contains(invocation.format) else {
            diagnostics.error(
                "--format \(invocation.format.rawValue) is not available for zone lookups; "
                    + "use text, json, ndjson, csv or geojson")
            return .usage
        }
        if !invocation.fields.isEmpty, !invocation.format.takesFields {
            diagnostics.error(OutputFormat.fieldsNeedRecordFormat)
            diagnostics.note(HelpText.hint)
            return .usage
        }
        let selection: FieldSelection
        do throws(FieldSelectionError) {
            selection = try fieldSelection()
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        if invocation.exitStatusAnswers {
            // Exit 0 would say "yes, park here" about a place whose curb was never asked.
            diagnostics.error(
                "--exit-status needs a full answer, and a zone lookup (--zone-only, or --data with a single zone "
                    + "file) answers no yes-or-no question")
            return .usage
        }
        if !unusedOptions.isEmpty {
            diagnostics.warning(
                "\(unusedOptions.joined(separator: ", ")) not used: a zone lookup (--zone-only, or --data with a "
                    + "single zone file) answers only which zone the point is in")
        }
        guard let bytes = FileManager.default.contents(atPath: dataFile) else {
            diagnostics.error("--data: cannot read '\(dataFile)'")
            return .noInput
        }
        let zoneFile: ZoneFile
        do {
            zoneFile = try ZoneFileReader().read(bytes, file: dataFile)
        } catch {
            report(error, to: diagnostics)
            return .dataError
        }
        let result = ZoneIndex(zoneFile).lookup(
            at: point, accuracy: invocation.accuracy, threshold: invocation.threshold, date: date)
        switch invocation.format {
        case _ where writesRecord: try writeRecord(result, selection: selection, to: &output)
        case .json: try output.writeJSON(ZoneLookupJSON.value(of: result), pretty: true)
        case .ndjson: try output.writeJSON(ZoneLookupJSON.value(of: result), pretty: false)
        default: try output.write(ZoneLookupText.render(result))
        }
        return .success
    }

    /// The options given that a zone lookup does not use yet, as typed on the command line.
    var unusedOptions: [String] {
        var names: [String] = []
        if !invocation.permits.isEmpty { names.append("--permit") }
        if invocation.hasPlacard { names.append("--placard") }
        if invocation.time != nil { names.append("--at") }
        if invocation.side != nil { names.append("--side") }
        if invocation.heading != nil { names.append("--heading") }
        if invocation.failsOnNo { names.append("--fail-on-no") }
        return names.isEmpty ? [] : [names.joined(separator: ", ") + (names.count == 1 ? " is" : " are")]
    }

    /// One line per error, `FILE:LINE:COLUMN: PATH: message`, then how many were left out.
    private func report(_ error: ZoneFileError, to diagnostics: Diagnostics) {
        let errors = error.errors
        for diagnostic in errors.prefix(Self.maxErrorsShown) {
            diagnostics.error(Self.line(for: diagnostic, file: error.file))
        }
        if errors.count > Self.maxErrorsShown {
            diagnostics.note(
                "parkcheck: \(errors.count - Self.maxErrorsShown) more errors in \(error.file) are not shown")
        }
    }

    /// `zones.json:3:29: zones[0].permitArea: permit area "Q" is not declared …`.
    static func line(for diagnostic: ZoneFileDiagnostic, file: String) -> String {
        let place = diagnostic.path.isRoot ? "" : "\(diagnostic.path): "
        return "\(file):\(diagnostic.location): \(place)\(diagnostic.message)"
    }
}
