import ZoneKit

extension PermitArea {
    /// The normalised (upper-case) Residential Permit Parking area code of `raw` (A–Z, AA–EE, HV),
    /// or `nil` unless it matches `^[A-Z]{1,2}$` case-insensitively. `0`, which the data uses for
    /// "no area", is not a code.
    static func code(spelling raw: String) -> String? {
        let text = raw.trimmingSpaces().uppercased()
        guard (1...2).contains(text.count), text.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        return text
    }
}
