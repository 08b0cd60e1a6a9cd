import Foundation
import ZoneKit

/// A row answered with `--zone-only`: which zone the place is in, as the one-shot zone lookup
/// says it (``ZoneLookupJSON``'s zone members).
///
/// The record's answer members, always present, in order:
/// `latitude`, `longitude`, `zone` (`{"id", "permitArea", "displayName", "inside",
/// "distanceMetres"}`, or `null` when no zone is within the threshold), `otherZones` (the permit
/// areas, or ids, of the other zones within the threshold, best first) and `confidence` (`high`,
/// `medium`, `low`, `outsideCoverage`).
struct BatchZoneAnswer: BatchRowAnswer {
    /// The row.
    let row: InputRow
    /// The zone lookup's answer for it.
    let result: ZoneLookupResult
    /// The members of every record of the run.
    let shape: BatchRecordShape

    /// A complete answer, with every member and nested member present: what `--fields` may name.
    static let example = JSONObject([
        ("latitude", .number(0)), ("longitude", .number(0)),
        ("zone", zone(id: "", permitArea: "", displayName: "", isInside: true, distance: 0)),
        ("otherZones", .array([])), ("confidence", .string(Confidence.high.rawValue)),
    ])

    var record: JSONObject {
        let answer = JSONObject([
            ("latitude", .number(row.coordinate.latitude)), ("longitude", .number(row.coordinate.longitude)),
            ("zone", result.primaryZone.map(Self.zone) ?? .null),
            ("otherZones", .array(result.otherZones.map { .string($0.zone.permitArea ?? $0.zone.id) })),
            ("confidence", .string(result.confidence.rawValue)),
        ])
        return shape.record(line: row.lineNumber, id: row.id, answer: answer)
    }

    /// `line 4 (37.76, -122.43): Area S (permit area S), inside; confidence high`.
    var textLine: String {
        let head = "\(Self.label(line: row.lineNumber, id: row.id)) (\(Self.place(row.coordinate))): "
        guard let primary = result.primaryZone else {
            let why =
                result.isWithinBounds
                ? "no zone within \(ZoneLookupText.metres(result.threshold)) m"
                : "no zone: outside the area the data covers"
            return head + why
        }
        var text = head + Self.name(of: primary.zone) + ", " + Self.position(of: primary)
        for other in result.otherZones { text += "; also near " + Self.name(of: other.zone) }
        return text + "; confidence \(result.confidence)"
    }

    var coordinate: Coordinate? { row.coordinate }

    private static func zone(_ match: ZoneMatch) -> JSONValue {
        zone(
            id: match.zone.id, permitArea: match.zone.permitArea, displayName: match.zone.displayName,
            isInside: match.isInside, distance: match.distance)
    }

    /// The zone member; `distance` in metres, written to the centimetre.
    private static func zone(
        id: String, permitArea: String?, displayName: String, isInside: Bool, distance: Double
    ) -> JSONValue {
        .object(
            JSONObject([
                ("id", .string(id)), ("permitArea", permitArea.map(JSONValue.string) ?? .null),
                ("displayName", .string(displayName)), ("inside", .bool(isInside)),
                ("distanceMetres", .number((distance * 100).rounded() / 100)),
            ]))
    }

    /// `Area S (permit area S)`, or `Zone 7 (zone z7)` for a zone without a permit area.
    private static func name(of zone: Zone) -> String {
        zone.permitArea.map { "\(zone.displayName) (permit area \($0))" } ?? "\(zone.displayName) (zone \(zone.id))"
    }

    private static func position(of match: ZoneMatch) -> String {
        switch match.location {
        case .inside: return "inside"
        case .onBoundary: return "on its edge"
        case .outside: return "\(ZoneLookupText.metres(match.distance)) m outside"
        }
    }
}
