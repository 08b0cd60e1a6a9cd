/// What a refusal can say about the time zone of curbs whose feed names none (or none this build
/// knows): the zone whose principal city (tzdata's zone1970.tab) lies near the curbs, when that
/// names one zone plausibly, and otherwise nothing but where the curbs are.
///
/// Without time-zone boundaries a nearest city is a guess, so the hint is given only when it can
/// hardly mislead: the principal city lies within ``reach`` of the curbs, and no zone with other
/// clocks (another current rule) has its principal city within ``margin`` times that distance.
/// Philadelphia gets America/New_York (130 km); Austin, 494 km from Matamoros and 571 from
/// Monterrey, gets no zone rather than a Mexican one. The hint is never written into a feed.
package struct TimeZoneHint: Equatable, Sendable {
    /// Where the curbs are (the middle of the feed's first positions).
    package let near: Coordinate
    /// The zone named, when one is plausible.
    package let zone: NearbyZone?

    /// A zone and how far its principal city lies from the curbs.
    package struct NearbyZone: Equatable, Sendable {
        package let identifier: String
        /// In metres.
        package let distance: Double
    }

    /// How far the nearest principal city may be, in metres.
    static let reach = 250_000.0
    /// How much nearer the named zone's city must be than any city of a zone with other clocks.
    static let margin = 1.4

    /// The hint for curbs at `coordinate`.
    package init(near coordinate: Coordinate) {
        near = coordinate
        zone = Self.plausibleZone(near: coordinate)
    }

    /// The hint for curbs at the middle of the bounding box of `positions`; `nil` when none is a
    /// valid coordinate.
    package init?(positions: some Sequence<Coordinate>) {
        guard let box = BoundingBox(covering: positions.lazy.filter(\.isValid)) else { return nil }
        self.init(
            near: Coordinate(
                latitude: (box.minLatitude + box.maxLatitude) / 2, longitude: (box.minLongitude + box.maxLongitude) / 2)
        )
    }

    /// The hint for a CurbLR feed's `features` (each feature's first position); `nil` when none
    /// has a readable one.
    package init?(curbLRFeatures features: JSONNode?) {
        guard let features, features.kind == .array else { return nil }
        self.init(
            positions: features.elements.lazy.compactMap { feature in
                guard let first = feature["geometry"]?["coordinates"]?.elements.first,
                    let longitude = first.elements.first?.numberValue,
                    let latitude = first.elements.dropFirst().first?.numberValue
                else { return nil }
                return Coordinate(latitude: latitude, longitude: longitude)
            })
    }

    /// The end of a refusal's sentence: what to write, and the zone when one is plausible.
    package var advice: String {
        let place = "\(Self.degrees(near.latitude)), \(Self.degrees(near.longitude))"
        guard let zone else {
            return "its curbs lie near \(place), where no one zone can be told from the coordinates alone "
                + "(tzdata's zone1970.tab lists the zones by country)"
        }
        let kilometres = Int((zone.distance / 1000).rounded())
        return "its curbs lie near \(place), \(kilometres) km from the principal city of \"\(zone.identifier)\""
    }

    /// A principal location of the table.
    private struct Location {
        let identifier: Substring
        let coordinate: Coordinate
    }

    private static func plausibleZone(near coordinate: Coordinate) -> NearbyZone? {
        let ranked = principalLocations.map { ($0, $0.coordinate.haversineDistance(to: coordinate)) }
            .sorted { $0.1 < $1.1 }
        guard let (nearest, distance) = ranked.first, distance <= reach,
            let rule = TimeZoneRules.tableEntry(named: String(nearest.identifier))?.rule
        else { return nil }
        let rival = ranked.dropFirst().first { TimeZoneRules.tableEntry(named: String($0.0.identifier))?.rule != rule }
        if let rival, rival.1 < margin * distance { return nil }
        return NearbyZone(identifier: String(nearest.identifier), distance: distance)
    }

    private static var principalLocations: [Location] {
        principalLocationsText.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let latitude = Double(fields[1]), let longitude = Double(fields[2]) else {
                return nil
            }
            return Location(identifier: fields[0], coordinate: Coordinate(latitude: latitude, longitude: longitude))
        }
    }

    /// Four decimals (about 11 m), as a person reads coordinates.
    private static func degrees(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let whole = abs(scaled) / 10_000
        let fraction = String(abs(scaled) % 10_000)
        return (scaled < 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
