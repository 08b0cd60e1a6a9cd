/// A curb policy (`/curbs/policies`): rules, when they apply, and their priority.
package struct CDSCurbPolicy: Hashable, Sendable {
    /// `curb_policy_id`.
    package var id: String
    /// `name`, when given.
    package var name: String?
    /// `description`, when given.
    package var description: String?
    /// `published_date`, epoch milliseconds.
    var publishedDate: Int64
    /// `priority`: of two policies that apply at once, the **lowest** number wins.
    package var priority: Int64
    /// The rules the policy applies.
    package var rules: [CDSRule]
    /// When the policy applies; empty = always.
    package var timeSpans: [CDSTimeSpan]
    /// Where the policy object starts in its payload.
    package var place: CDSPlace

    /// Whether two policies say the same thing, wherever they were read.
    func hasSameContent(as other: CDSCurbPolicy) -> Bool {
        var copy = other
        copy.place = place
        return copy == self
    }
}
