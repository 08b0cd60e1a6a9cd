import Foundation

/// The answer to "which zone is this point in?": every zone that covers the point or lies within
/// the boundary threshold, the primary one first, and how sure the answer is.
public struct ZoneLookupResult: Equatable, Sendable {
    /// The point looked up.
    public let point: Coordinate
    /// The position's accuracy radius in metres, when the caller gave one.
    public let accuracy: Double?
    /// The boundary threshold in metres: a zone this close to the point counts.
    public let threshold: Double
    /// When the lookup was made, as the caller said (the library never reads the clock).
    public let date: Date
    /// Every zone that covers the point or lies within ``threshold`` of it, best first: most
    /// restrictive, then inside before near, then nearest (deepest inside, or nearest outside),
    /// then file order. Empty when the confidence is ``Confidence/outsideData`` or
    /// ``Confidence/noZone``.
    public let zones: [ZoneMatch]
    /// How sure the answer is.
    public let confidence: Confidence
    /// Whether the point is a valid coordinate inside the data's declared bounds (any valid
    /// coordinate, when none are declared).
    public let isWithinBounds: Bool
    /// How far the point would have to move before some zone starts or stops counting (its
    /// signed boundary distance crosses ``threshold``): the distance that decides the answer.
    /// `nil` when that is more than the larger of ``threshold`` and ``accuracy`` (nothing changes
    /// that close), or outside the bounds.
    public let decidingDistance: Double?

    /// Creates a result.
    public init(
        point: Coordinate, accuracy: Double?, threshold: Double, date: Date, zones: [ZoneMatch],
        confidence: Confidence, isWithinBounds: Bool, decidingDistance: Double?
    ) {
        self.point = point
        self.accuracy = accuracy
        self.threshold = threshold
        self.date = date
        self.zones = zones
        self.confidence = confidence
        self.isWithinBounds = isWithinBounds
        self.decidingDistance = decidingDistance
    }

    /// The zone that applies: the first of ``zones``, or `nil` when there is none.
    public var primaryZone: ZoneMatch? { zones.first }

    /// The zones after the primary one.
    public var otherZones: ArraySlice<ZoneMatch> { zones.dropFirst() }
}
