/// What holders of a block face's area permit are exempt from: the `rppExemptFrom` property of
/// `regulations.geojson`.
package enum SFRPPExemption: String, CaseIterable, Hashable, Sendable {
    /// The time limit ("RPP holders are exempt from time limits"): file value `limit`.
    case timeLimit = "limit"
    /// Paying the meter ("Pay or Permit"): file value `payment`.
    case payment = "payment"
}
