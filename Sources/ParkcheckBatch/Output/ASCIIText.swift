import Foundation
import ZoneKit

/// Text for people in a locale that is not UTF-8 (`LC_ALL=C`): the verdict glyphs as
/// ``ZoneKit/ParkingVerdict/asciiGlyph`` (`+ x ! ?`), dashes, dots and quotes as their ASCII
/// look-alikes, accents dropped, anything else `?`.
package enum ASCIIText {
    /// Whether the locale the environment names is UTF-8: the first of `LC_ALL`, `LC_CTYPE` and
    /// `LANG` that is set and not empty decides (POSIX's order); none set is the C locale, not UTF-8.
    package static func isUTF8Locale(_ environment: [String: String]) -> Bool {
        let names = ["LC_ALL", "LC_CTYPE", "LANG"]
        guard let locale = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return false
        }
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// The replacements, one character each.
    private static let replacements: [Character: String] = {
        var table: [Character: String] = [
            "—": "-", "–": "-", "‐": "-", "−": "-", "·": "-", "…": "...", "‘": "'", "’": "'", "“": "\"",
            "”": "\"", "°": " deg", "≈": "~", "→": "->", "←": "<-", "×": "x", "≤": "<=", "≥": ">=", "•": "*",
            "\u{00A0}": " ", "\u{202F}": " ",
        ]
        for verdict in [ParkingVerdict.yes, .no, .conditionally, .unknown] {
            if let glyph = verdict.glyph.first { table[glyph] = verdict.asciiGlyph }
        }
        return table
    }()

    /// `text` in ASCII.
    ///
    /// - Complexity: O(*n*) in the characters of `text`; ASCII text is returned as it is.
    package static func transliterated(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let replacement = replacements[character] {
                result += replacement
            } else {
                let folded = String(character).folding(options: .diacriticInsensitive, locale: nil)
                result += folded.allSatisfy(\.isASCII) ? folded : "?"
            }
        }
        return result
    }
}
