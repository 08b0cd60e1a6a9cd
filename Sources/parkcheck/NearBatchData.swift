import Foundation
import ZoneKit

/// Where a `near` batch's rows are answered from: San Francisco's rows from the data near each
/// row, cut out of the pack (or, without a usable pack, every file read once); a row in a city
/// with a curb feed (or every row of `--data FEED`) from that feed (``NearCurbs``).
struct NearBatchData {
    /// The batch's data and `--at`.
    let setting: NearCommand.Setting
    let invocation: Invocation
    let environment: [String: String]
    let loader: DataLoader
    private var pack: DataPack?
    private var whole: ParkingData?
    /// The registry's warnings said already (each once per batch).
    private var said: Set<String> = []
    /// The cities and their curbs, read for the first row that needs them.
    private let cities = CityRouting.Memo()

    init(setting: NearCommand.Setting, invocation: Invocation, environment: [String: String], loader: DataLoader) {
        self.setting = setting
        self.invocation = invocation
        self.environment = environment
        self.loader = loader
    }

    /// Opens San Francisco's data: the pack of the data directory or the cache's
    /// (``DataLoader/pack(for:)``, saying on standard error why neither can be used), else the
    /// files whole; nothing for `--data FEED`.
    ///
    /// - Returns: the status to stop with when the data cannot be read (said on standard error).
    mutating func open(diagnostics: Diagnostics) -> ExitCode? {
        guard let directory = setting.directory else { return nil }
        pack = loader.pack(for: directory)
        guard pack == nil else { return nil }
        do throws(ParkingDataLoadError) {
            whole = try ParkingData(directory: directory)
            return nil
        } catch {
            return ParkingCheck.report(error, to: diagnostics)
        }
    }

    /// The curbs the row at `point` is answered from: a city's feed, or `nil` for San Francisco's
    /// data (``data(for:threshold:diagnostics:)``).
    mutating func curbs(for point: Coordinate, diagnostics: Diagnostics) -> Result<NearCurbs?, NearCurbs.Refusal> {
        var warnings: [String] = []
        let found = NearCurbs.find(
            for: point, setting: setting, invocation: invocation, environment: environment, memo: cities,
            warn: { warnings.append($0) })
        for warning in warnings where said.insert(warning).inserted { diagnostics.warning(warning) }
        switch found {
        case .failure(let refusal): return .failure(refusal)
        case .success(.sanFrancisco): return .success(nil)
        case .success(let curbs): return .success(curbs)
        }
    }

    /// The data `question` is answered from.
    mutating func data(
        for question: CurbQuestion, threshold: Double?, diagnostics: Diagnostics
    ) throws(ParkingDataLoadError) -> ParkingData {
        if let whole { return whole }
        // Only San Francisco's rows come here, and only with a data directory.
        let directory = setting.directory ?? ""
        if let pack {
            do throws(DataPackError) {
                return try pack.data(for: question, threshold: threshold)
            } catch {
                diagnostics.info("parkcheck: note: \(error.description); reading the data files whole instead")
                self.pack = nil
            }
        }
        let data = try ParkingData(directory: directory)
        whole = data
        return data
    }
}
