/// What a regulation permits or forbids at the curb: the activities of CurbLR 1.1 and CDS 1.1, and
/// any other spelling kept verbatim.
///
/// CurbLR: parking is leaving a vehicle unattended, standing is stopping it but staying with it,
/// loading is stopping only while loading. Stopping and travel come from CDS.
package enum CurbActivity: Hashable, Sendable, CustomStringConvertible {
    /// `parking`: the vehicle may be left.
    case parking
    /// `no parking`.
    case noParking
    /// `standing`: the vehicle may stop with its driver.
    case standing
    /// `no standing`.
    case noStanding
    /// `loading`: the vehicle may stop only while loading.
    case loading
    /// `no loading`.
    case noLoading
    /// `unloading` (CDS).
    case unloading
    /// `stopping` (CDS).
    case stopping
    /// `no stopping` (CDS).
    case noStopping
    /// `travel` (CDS: a travel lane at these times).
    case travel
    /// `no travel` (CDS).
    case noTravel
    /// Any other activity, spelled as the feed spells it (`restricted`, `pick up`…).
    case other(String)

    /// Reads a spelling: case-insensitive, surrounding spaces ignored, `_` and `-` read as a space
    /// (`no_parking`, `No Parking`); anything else is kept verbatim as ``other(_:)``.
    package init(spelling: String) {
        // Feeds write the standard spellings: found as written, without lowering and respacing
        // (bench/ANALYSIS.md, "A curb city's feed read for a lookup").
        if let standard = Self.standard[spelling] {
            self = standard
            return
        }
        let key = String(
            spelling.lowercased().map { $0 == "_" || $0 == "-" ? " " : $0 }
        ).split(separator: " ").joined(separator: " ")
        switch key {
        case "parking": self = .parking
        case "no parking": self = .noParking
        case "standing": self = .standing
        case "no standing": self = .noStanding
        case "loading": self = .loading
        case "no loading": self = .noLoading
        case "unloading": self = .unloading
        case "stopping": self = .stopping
        case "no stopping": self = .noStopping
        case "travel": self = .travel
        case "no travel": self = .noTravel
        default: self = .other(spelling)
        }
    }

    /// Each activity by its standard spelling.
    private static let standard: [String: CurbActivity] = [
        "parking": .parking, "no parking": .noParking, "standing": .standing, "no standing": .noStanding,
        "loading": .loading, "no loading": .noLoading, "unloading": .unloading, "stopping": .stopping,
        "no stopping": .noStopping, "travel": .travel, "no travel": .noTravel,
    ]

    /// The standard spelling (`no standing`), or the verbatim text of ``other(_:)``.
    package var spelling: String {
        switch self {
        case .parking: "parking"
        case .noParking: "no parking"
        case .standing: "standing"
        case .noStanding: "no standing"
        case .loading: "loading"
        case .noLoading: "no loading"
        case .unloading: "unloading"
        case .stopping: "stopping"
        case .noStopping: "no stopping"
        case .travel: "travel"
        case .noTravel: "no travel"
        case .other(let text): text
        }
    }

    /// The spelling.
    package var description: String { spelling }
}
