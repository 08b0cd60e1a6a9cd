import Foundation

/// A street name as the signs write it, from the city's data: `1st St` for the data's `01st St`
/// (and `02ND AVE`'s `2nd`), `its start (1–99 block)` for a cross street the data gives as
/// `Start: 01-99 Block`.
enum SFStreetNameText {
    /// `name` as a sign writes it.
    static func shown(_ name: String) -> String {
        for (prefix, word) in [("Start:", "its start"), ("End:", "its end")] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            let block = rest.hasSuffix(" Block") ? String(rest.dropLast(" Block".count)) : rest
            let numbers = block.split(separator: "-").map { String(Int($0) ?? 0) }
            guard numbers.count == 2, block.split(separator: "-").allSatisfy({ Int($0) != nil }) else { return name }
            return "\(word) (\(numbers[0])–\(numbers[1]) block)"
        }
        // Only a word starting with `0` is ever rewritten; most names have none (`near` names
        // hundreds of streets, and splitting each name into words cost a fifth of its work).
        guard hasWordStartingWithZero(name) else { return name }
        return name.split(separator: " ", omittingEmptySubsequences: false).map { ordinal(String($0)) }
            .joined(separator: " ")
    }

    /// Whether a word of `name` (split at spaces) starts with `0`.
    private static func hasWordStartingWithZero(_ name: String) -> Bool {
        var previous = UInt8(ascii: " ")
        for byte in name.utf8 {
            if byte == UInt8(ascii: "0"), previous == UInt8(ascii: " ") { return true }
            previous = byte
        }
        return false
    }

    /// `1st` for `01st` or `01ST`; any other word as it is.
    private static func ordinal(_ word: String) -> String {
        let suffixes = ["st", "nd", "rd", "th"]
        let lower = word.lowercased()
        guard word.count >= 4, word.hasPrefix("0"), let suffix = suffixes.first(where: { lower.hasSuffix($0) }) else {
            return word
        }
        let digits = lower.dropLast(suffix.count)
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber), let number = Int(digits) else { return word }
        return "\(number)\(suffix)"
    }
}
