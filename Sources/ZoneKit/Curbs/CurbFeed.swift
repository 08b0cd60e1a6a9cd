/// A city's curbs as one standard describes them, mapped onto a model no city owns: every
/// feature with its regulations, and what the feed says about itself.
///
/// Readers fill it: ``CurbLRReader`` from a CurbLR 1.1 feed; a CDS 1.1 reader from Curbs API
/// payloads. ``CurbInterpreter`` answers on it.
public struct CurbFeed: Hashable, Sendable {
    /// What the feed says about itself: time zone, currency, authority, dates, format.
    public var metadata: CurbFeedMetadata
    /// The curb stretches, in the feed's order (``CurbFeature/index`` is the position in the source).
    public var features: [CurbFeature]

    /// Creates a feed from its metadata and features.
    public init(metadata: CurbFeedMetadata, features: [CurbFeature]) {
        self.metadata = metadata
        self.features = features
    }
}
