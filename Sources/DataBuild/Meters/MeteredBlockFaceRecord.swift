import ZoneKit

/// One metered block face as the build keeps it: ZoneKit's value (a feature of `meters.geojson`)
/// with where it came from.
struct MeteredBlockFaceRecord: Sendable {
    /// The block face, validated by ZoneKit.
    let meter: SFMeteredBlockFace
    /// `file: features[i]`, for messages.
    let place: String
}
