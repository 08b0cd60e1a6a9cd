extension StringProtocol {
    /// The text without white space or line breaks at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives, without Foundation, whose first
    /// call costs a one-shot a fifth of a millisecond in runtime look-ups.
    func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhiteSpaceOrNewline }),
            let last = scalars.lastIndex(where: { !$0.isWhiteSpaceOrNewline })
        else { return "" }
        return String(self[start..<scalars.index(after: last)])
    }
}

extension Unicode.Scalar {
    /// Whether Foundation's `CharacterSet.whitespacesAndNewlines` holds the scalar: Unicode's
    /// White_Space property (categories Zs, Zl and Zp, U+0009…U+000D, U+0085) and U+200B, the
    /// zero-width space, which Foundation's set has kept since CoreFoundation.
    var isWhiteSpaceOrNewline: Bool { properties.isWhitespace || value == 0x200B }
}
