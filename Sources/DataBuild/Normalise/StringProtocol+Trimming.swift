extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension String {
    /// `nil` for the empty string, else the string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
