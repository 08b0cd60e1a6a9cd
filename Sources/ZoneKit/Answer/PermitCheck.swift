/// How the driver's permits were checked against this place.
public struct PermitCheck: Hashable, Sendable {
    /// Where the areas came from.
    public enum AreaSource: String, Hashable, Sendable {
        /// The block face's regulations (official, per block).
        case blockFace
        /// The zone polygon the caller passed, because no block face was found.
        case zone
        /// Neither: no area here.
        case none
    }

    /// The permits given, validated and upper-cased (`["S"]`).
    public let given: [String]
    /// Those of ``given`` that are for an area here.
    public let matching: [String]
    /// The RPP areas here.
    public let areasHere: [String]
    /// Where ``areasHere`` came from.
    public let areaSource: AreaSource
    /// Whether a disabled placard is displayed.
    public let hasPlacard: Bool
}
