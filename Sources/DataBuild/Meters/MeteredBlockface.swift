import ZoneKit

/// A block face with parking meters: a feature of `meters.geojson`.
struct MeteredBlockface: Sendable {
    /// The city's `blockface_id`.
    let blockfaceId: String
    /// `street_name` as written (`05TH AVE`).
    let street: String?
    /// `blockface_orientation`, the compass side (`N`, `SW`…).
    let side: String?
    /// First and last street numbers of the block face, when numeric.
    let fromAddress: Int?
    let toAddress: Int?
    /// The block face's line.
    let geometry: [Coordinate]
    /// `file: features[i]`, for messages.
    let place: String
}
