import Foundation

/// One of the eight compass points, as the city labels the sides of streets (`block_side`:
/// `North`, `SouthWest`…; meters: `N`, `SW`…).
package enum CompassDirection: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// North.
    case north
    /// North-east.
    case northeast
    /// East.
    case east
    /// South-east.
    case southeast
    /// South.
    case south
    /// South-west.
    case southwest
    /// West.
    case west
    /// North-west.
    case northwest

    /// Reads a compass label: `North`, `NorthEast`, `north-east`, `north east`, `NE`, `ne`; case,
    /// spaces, hyphens and underscores are ignored. `nil` for anything else.
    package init?(label: String) {
        // The data's own spellings (`North`, `NE`) are ASCII letters only: lower-casing is all they
        // need, without the `Character` filter that cost more than reading a sweeping side.
        let isPlain = label.utf8.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        let key = isPlain ? label.lowercased() : String(label.lowercased().filter { $0.isLetter })
        switch key {
        case "n", "north": self = .north
        case "ne", "northeast": self = .northeast
        case "e", "east": self = .east
        case "se", "southeast": self = .southeast
        case "s", "south": self = .south
        case "sw", "southwest": self = .southwest
        case "w", "west": self = .west
        case "nw", "northwest": self = .northwest
        default: return nil
        }
    }

    /// The compass bearing in degrees clockwise from north: north 0, east 90, north-west 315.
    package var bearing: Double {
        switch self {
        case .north: 0
        case .northeast: 45
        case .east: 90
        case .southeast: 135
        case .south: 180
        case .southwest: 225
        case .west: 270
        case .northwest: 315
        }
    }

    /// The unit vector of the direction in metres (east, north).
    package var vector: (east: Double, north: Double) {
        let radians = bearing * .pi / 180
        return (sin(radians), cos(radians))
    }

    /// The nearest compass point to a vector (east, north), or `nil` for the zero vector.
    package init?(east: Double, north: Double) {
        guard east != 0 || north != 0, east.isFinite, north.isFinite else { return nil }
        var degrees = atan2(east, north) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        let index = Int((degrees / 45).rounded()) % 8
        self = Self.allCases[index]
    }

    /// The point `eighths` eighths of a turn clockwise from this one: east is north turned by 2,
    /// west north turned by -2.
    package func turned(byEighths eighths: Int) -> CompassDirection {
        let index = Int(bearing / 45) + eighths
        return Self.allCases[((index % 8) + 8) % 8]
    }

    /// `north`, `northeast`…: lower case, as in "west side".
    package var description: String { rawValue }
}
