/// A curb policy (`/curbs/policies`): rules, when they apply, and their priority.
public struct CDSCurbPolicy: Hashable, Sendable {
    /// `curb_policy_id`.
    public var id: String
    /// `name`, when given.
    public var name: String?
    /// `description`, when given.
    public var description: String?
    /// `published_date`, epoch milliseconds.
    public var publishedDate: Int64
    /// `priority`: of two policies that apply at once, the **lowest** number wins.
    public var priority: Int64
    /// The rules the policy applies.
    public var rules: [CDSRule]
    /// When the policy applies; empty = always.
    public var timeSpans: [CDSTimeSpan]
    /// Where the policy object starts in its payload.
    public var place: CDSPlace

    /// Whether two policies say the same thing, wherever they were read.
    public func hasSameContent(as other: CDSCurbPolicy) -> Bool {
        var copy = other
        copy.place = place
        return copy == self
    }
}
