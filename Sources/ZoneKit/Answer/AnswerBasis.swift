/// What an answer rests on: the car's own curb, the curbs near a point that is not at a street, or
/// nothing the data knows.
package enum AnswerBasis: String, CaseIterable, Hashable, Sendable {
    /// A street within reach: the answer is its curb's (block face, sweeping, meter, the 72-hour
    /// rule). The verdict is still ``ParkingVerdict/unknown`` when the side of the street is not
    /// known and one side forbids parking now.
    case curb
    /// No street at the point, but every curb within reach (``ParkingAnswer/nearbyCurbs``) gives
    /// the same verdict: the answer is theirs, the soonest deadline first, and less certain.
    case nearbyCurbs
    /// No street at the point, and no curb within reach or the curbs within reach disagree: the
    /// verdict is ``ParkingVerdict/unknown``.
    case none
}
