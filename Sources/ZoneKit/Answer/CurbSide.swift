import Foundation

/// A side of a street centreline relative to the direction the line is digitised in (its first
/// position towards its last): the city's `cnn_right_left`, `L` or `R`.
///
/// Both sides of a segment share one centreline, so "left" only means something together with that
/// line. A point is on the left when the centreline turns counterclockwise towards it
/// (``Orientation/counterclockwise``), as seen on a north-up map.
package enum CurbSide: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Left of the digitising direction (`L`).
    case left = "L"
    /// Right of the digitising direction (`R`).
    case right = "R"

    /// Reads `L`, `R`, `left` or `right`, ignoring case and surrounding spaces; `nil` otherwise.
    package init?(code: String) {
        // The data's own spellings first: trimming and lower-casing cost more than the rest of
        // reading a sweeping side.
        switch code {
        case "L": self = .left
        case "R": self = .right
        default: self.init(anyCode: code)
        }
    }

    private init?(anyCode code: String) {
        switch code.trimmingCharacters(in: .whitespaces).lowercased() {
        case "l", "left": self = .left
        case "r", "right": self = .right
        default: return nil
        }
    }

    /// The other side of the same centreline.
    package var opposite: CurbSide { self == .left ? .right : .left }

    /// `left` or `right` (of the digitising direction).
    package var description: String { self == .left ? "left" : "right" }
}
