/// A caution attached to an answer, in the form machine output writes it: a stable code and a
/// sentence. The answer's own warnings are ``ParkingWarning``s; the zone lookup adds its own.
package struct ReportWarning: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier: `outside-coverage`, `side-uncertain`…
    package let code: String
    /// The sentence for people.
    package let message: String

    /// Creates a warning.
    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }

    /// The zone lookup's cautions: `outside-coverage` when the point is outside the data's area,
    /// `low-confidence` when the position's accuracy is coarser than the distance that decides the
    /// zone.
    static func zoneWarnings(for zone: ZoneLookupResult) -> [ReportWarning] {
        if !zone.isWithinBounds {
            return [
                ReportWarning(
                    code: "outside-coverage",
                    message: "the point is outside the area the data covers (San Francisco): no answer can be given")
            ]
        }
        if zone.confidence == .low, let accuracy = zone.accuracy, let deciding = zone.decidingDistance {
            return [
                ReportWarning(
                    code: "low-confidence",
                    message: "the position may be off by \(AnswerText.metres(accuracy)), more than the "
                        + "\(AnswerText.metres(deciding)) that decides the zone")
            ]
        }
        return []
    }
}
