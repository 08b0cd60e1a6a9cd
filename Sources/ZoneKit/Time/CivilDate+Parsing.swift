/// Reading a day written `yyyy-mm-dd`.
extension CivilDate {
    /// The day `text` names as `yyyy-mm-dd` (four, two and two digits, a real date); `nil` for
    /// anything else.
    package init?(yearMonthDay text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            CivilDate.isValid(year: year, month: month, day: day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
