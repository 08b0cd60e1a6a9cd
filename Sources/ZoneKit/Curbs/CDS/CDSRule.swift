/// Who may do what, and for how long, while a policy applies (`rules[]`).
package struct CDSRule: Hashable, Sendable {
    /// The activity permitted or forbidden.
    package var activity: CDSActivity
    /// A user-friendly name (`name`), when given.
    package var name: String?
    /// How long the curb may be used under this rule; `nil` = indefinitely.
    package var maxStay: CDSDuration?
    /// How long a user must stay away before another stay; `nil` = no such rule.
    package var noReturn: CDSDuration?
    /// User classes that must **all** match for the rule to apply; empty = everyone.
    package var userClasses: [String]
    /// User classes to which the rule does not apply (CDS 1.1): a user matching any is excluded.
    var userClassesExcept: [String]
    /// Purposes of which one must match (CDS 1.1); empty = any purpose.
    var purposes: [String]
    /// What using the curb costs under this rule; empty = no rate given.
    package var rates: [CDSRate]

    /// Creates a rule for everyone, with no limits and no rate.
    package init(activity: CDSActivity) {
        self.activity = activity
        name = nil
        maxStay = nil
        noReturn = nil
        userClasses = []
        userClassesExcept = []
        purposes = []
        rates = []
    }
}
