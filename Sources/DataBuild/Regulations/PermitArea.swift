/// Residential Permit Parking area codes: one or two letters, A–Z, AA–EE and HV.
enum PermitArea {
    /// The normalised (upper-case) code of `raw`, or `nil` unless it matches `^[A-Z]{1,2}$`
    /// case-insensitively. `0`, which the data uses for "no area", is not a code.
    static func code(_ raw: String) -> String? {
        let text = raw.trimmingSpaces().uppercased()
        guard (1...2).contains(text.count), text.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        return text
    }
}
