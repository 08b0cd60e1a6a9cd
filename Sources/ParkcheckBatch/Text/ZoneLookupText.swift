import Foundation
import ZoneKit

/// The answer of a zone lookup for people:
///
/// ```
/// Zone:       Area S (permit area S)
/// Position:   3.7 m outside its edge, within the 10 m threshold
/// Also near:  Area HV (permit area HV), 8.2 m outside
/// Confidence: medium (outside the zone, within the 10 m threshold)
/// ```
package enum ZoneLookupText {
    /// The answer, ending in a newline.
    package static func render(_ result: ZoneLookupResult) -> String {
        var lines: [String] = []
        if let primary = result.primaryZone {
            lines.append("Zone:       " + name(of: primary.zone))
            lines.append("Position:   " + position(of: primary, threshold: result.threshold))
            for (index, other) in result.otherZones.enumerated() {
                let label = index == 0 ? "Also near:  " : "            "
                lines.append(label + name(of: other.zone) + ", " + shortPosition(of: other))
            }
        } else if !result.isWithinBounds {
            lines.append("Zone:       none: \(place(result.point)) is outside the area the data covers")
        } else {
            lines.append("Zone:       none within \(metres(result.threshold)) m of \(place(result.point))")
        }
        lines.append("Confidence: \(result.confidence) (\(reason(for: result)))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Area S (permit area S)`, or `Zone 7 (zone z7)` for a zone without a permit area.
    private static func name(of zone: Zone) -> String {
        if let area = zone.permitArea { return "\(zone.displayName) (permit area \(area))" }
        return "\(zone.displayName) (zone \(zone.id))"
    }

    private static func position(of match: ZoneMatch, threshold: Double) -> String {
        switch match.location {
        case .inside: return "inside, \(metres(match.distance)) m from its edge"
        case .onBoundary: return "on its edge"
        case .outside:
            return "\(metres(match.distance)) m outside its edge, within the \(metres(threshold)) m threshold"
        }
    }

    private static func shortPosition(of match: ZoneMatch) -> String {
        switch match.location {
        case .inside: return "inside"
        case .onBoundary: return "on its edge"
        case .outside: return "\(metres(match.distance)) m outside"
        }
    }

    private static func reason(for result: ZoneLookupResult) -> String {
        let threshold = metres(result.threshold)
        switch result.confidence {
        case .high:
            return "inside one zone, no other within \(threshold) m"
        case .medium:
            let insideCount = result.zones.filter(\.isInside).count
            if result.primaryZone?.isInside == false { return "outside the zone, within the \(threshold) m threshold" }
            if insideCount > 1 { return "inside \(insideCount) zones" }
            return "another zone is within \(threshold) m"
        case .low:
            let accuracy = metres(result.accuracy ?? 0)
            let deciding = metres(result.decidingDistance ?? 0)
            return "the position may be off by \(accuracy) m, more than the \(deciding) m that decides the zone"
        case .outsideData:
            return "outside the data's bounds"
        case .noZone:
            return "no zone within \(threshold) m"
        }
    }

    /// `10`, `12.5`, `3.7`: whole metres without decimals, others to one decimal.
    package static func metres(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        guard abs(tenths) < 1e15 else { return String(format: "%g", value) }
        guard tenths != tenths.rounded() else { return String(Int64(tenths)) }
        // As `String(format: "%.1f", tenths)` writes it, without the C variadic call: its first use
        // costs a one-shot many dynamic casts. `tenths` is within an ulp
        // of a whole number of tenths well below 1e15, so its tenths are exact as an integer.
        let count = Int64((tenths * 10).rounded())
        return (count < 0 ? "-" : "") + String(count.magnitude / 10) + "." + String(count.magnitude % 10)
    }

    /// `37.76`, `-122.43`: as short as the value can be written exactly.
    package static func degrees(_ value: Double) -> String { JSONWriter.format(value) ?? "\(value)" }

    /// `37.76, -122.43`.
    private static func place(_ point: Coordinate) -> String {
        "\(degrees(point.latitude)), \(degrees(point.longitude))"
    }
}
