import ZoneKit

/// The JSON answer of a zone lookup (`--json`, one line per answer with `--format ndjson`).
///
/// A stable object; members always present, in this order:
/// `{"point": {"latitude", "longitude"}, "primaryZone": ZONE or null, "zones": [ZONE…],
/// "confidence": "high" | "medium" | "low" | "outsideData" | "noZone", "threshold": metres,
/// "accuracy": metres or null, "decidingDistanceMetres": metres or null}` where ZONE is
/// `{"id", "permitArea" (or null), "displayName", "inside", "distanceMetres"}`. Distances are
/// rounded to the centimetre.
enum ZoneLookupJSON {
    /// The answer as a JSON value.
    static func value(of result: ZoneLookupResult) -> JSONValue {
        .object(
            JSONObject([
                (
                    "point",
                    .object(
                        JSONObject([
                            ("latitude", .number(result.point.latitude)),
                            ("longitude", .number(result.point.longitude)),
                        ]))
                ),
                ("primaryZone", result.primaryZone.map(zone) ?? .null),
                ("zones", .array(result.zones.map(zone))),
                ("confidence", .string(result.confidence.rawValue)),
                ("threshold", .number(result.threshold)),
                ("accuracy", result.accuracy.map(JSONValue.number) ?? .null),
                ("decidingDistanceMetres", result.decidingDistance.map { .number(centimetres($0)) } ?? .null),
            ]))
    }

    private static func zone(_ match: ZoneMatch) -> JSONValue {
        .object(
            JSONObject([
                ("id", .string(match.zone.id)),
                ("permitArea", match.zone.permitArea.map(JSONValue.string) ?? .null),
                ("displayName", .string(match.zone.displayName)),
                ("inside", .bool(match.isInside)),
                ("distanceMetres", .number(centimetres(match.distance))),
            ]))
    }

    /// `metres` rounded to two decimals.
    private static func centimetres(_ metres: Double) -> Double { (metres * 100).rounded() / 100 }
}
