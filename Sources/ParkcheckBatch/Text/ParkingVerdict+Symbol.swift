import ZoneKit

extension ParkingVerdict {
    /// The verdict's glyph (`✓`, `✗`, `!`, `?`) for a line of text, in bold green, red or yellow
    /// when `colored`: how San Francisco's and the curb feeds' answers both begin.
    func symbol(colored: Bool) -> String {
        let color =
            switch self {
            case .yes: "32"
            case .no: "31"
            case .conditionally, .unknown: "33"
            }
        return colored ? "\u{1B}[1;\(color)m\(glyph)\u{1B}[0m" : glyph
    }
}
