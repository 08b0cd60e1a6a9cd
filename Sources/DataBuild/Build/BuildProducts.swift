import Foundation
import ZoneKit

/// Everything a build read and derived, handed to the sanity checks, the report and the README.
struct BuildProducts: Sendable {
    /// Where the sweeping schedules came from, with that reader's figures.
    enum SweepingOrigin: Sendable {
        case bySide(SweepingBySideReader, holidays: SweepingHolidayIndex)
        case official(SweepingOfficialReader)
    }

    let inputs: InputFiles
    let dataVersion: String
    let regulationsReader: RegulationNormaliser
    let regulations: [RegulationRecord]
    let sweepingOrigin: SweepingOrigin
    let sweeping: [SweepingSideRecord]
    let metersReader: MeterReader
    let meters: [MeteredBlockFaceRecord]
    let zonesBuilder: ZoneFileBuilder
    let zonesDocument: JSONValue
    let rules: AreaRuleSelector

    /// The file name of `url`.
    static func name(_ url: URL) -> String { url.lastPathComponent }
}
