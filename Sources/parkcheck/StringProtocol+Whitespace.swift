import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`, without calling Foundation when neither end can be
    /// whitespace: the first call of `trimmingCharacters(in:)` costs a one-shot runtime metadata
    /// and protocol look-ups, for `37.76` and `Q`, which have nothing to trim.
    ///
    /// Only a printable ASCII character other than the space (`!`…`~`) at both ends takes the
    /// short way; anything else (tabs, other spaces, non-ASCII, an empty text) is Foundation's.
    func trimmingWhitespaces() -> String {
        let printable: ClosedRange<UInt32> = 0x21...0x7E
        if let first = unicodeScalars.first, let last = unicodeScalars.last,
            printable.contains(first.value), printable.contains(last.value)
        {
            return String(self)
        }
        return trimmingCharacters(in: .whitespaces)
    }
}
