/// The four kinds of feature a pack indexes, one per data file. A layer's *parts* are the units a
/// lookup takes or leaves: one polygon of a zone's MultiPolygon, or one curb feature.
enum PackLayer: Int, CaseIterable, Sendable {
    case zones, regulations, sweeping, meters

    /// The data file the layer's text comes from.
    var file: ParkingDataFile {
        switch self {
        case .zones: .zones
        case .regulations: .regulations
        case .sweeping: .sweeping
        case .meters: .meters
        }
    }

    /// Grid items carry the layer in their top two bits and the part in the rest.
    static let partBits: UInt32 = 30

    /// The grid item for `part` of this layer.
    func item(part: Int) -> UInt32 { UInt32(rawValue) << Self.partBits | UInt32(part) }

    /// The layer and part of a grid item.
    static func split(_ item: UInt32) -> (layer: Int, part: Int) {
        (Int(item >> partBits), Int(item & (1 << partBits - 1)))
    }
}
