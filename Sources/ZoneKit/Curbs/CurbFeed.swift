/// A city's curbs as one standard describes them, mapped onto a model no city owns: every
/// feature with its regulations, and what the feed says about itself.
///
/// Readers fill it: ``CurbLRReader`` from a CurbLR 1.1 feed; ``CDSReader`` (`CDSFeed/curbFeed()`)
/// from Curbs API payloads. ``CurbInterpreter`` answers on it. A client sees the ``metadata``; the
/// features and their regulations are the interpreter's (`package`), and reach a client quoted in
/// a ``CurbAnswer``.
public struct CurbFeed: Hashable, Sendable {
    /// What the feed says about itself: time zone, currency, authority, dates, format.
    package var metadata: CurbFeedMetadata
    /// The curb stretches, in the feed's order (`CurbFeature/index` is the position in the source).
    package var features: [CurbFeature]

    /// Creates a feed from its metadata and features.
    package init(metadata: CurbFeedMetadata, features: [CurbFeature]) {
        self.metadata = metadata
        self.features = features
    }
}

extension CurbFeed {
    /// How many regulations are paid only because they list fees without a payment flag
    /// (``CurbPayment/isReadFromFees``).
    package var paymentsReadFromFees: Int {
        features.reduce(0) { count, feature in
            count + feature.regulations.count { $0.payment?.isReadFromFees == true }
        }
    }
}
