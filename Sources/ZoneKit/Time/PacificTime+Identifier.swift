/// The name of the zone whose rules ``PacificTime`` computes.
extension PacificTime {
    /// `America/Los_Angeles`: the IANA name of San Francisco's zone, for formats that name a zone
    /// (a calendar's `TZID`).
    public static let identifier = "America/Los_Angeles"
}
