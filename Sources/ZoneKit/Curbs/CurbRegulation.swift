/// One regulation of a curb stretch: what (activity), for whom, when, how long, at what priority,
/// and whether payment is asked.
package struct CurbRegulation: Hashable, Sendable {
    /// What is permitted or forbidden.
    package var activity: CurbActivity
    /// Where this regulation ranks against overlapping ones (lower wins).
    package var priority: CurbPriority
    /// The longest stay allowed under this regulation, in seconds; `nil` for no limit.
    /// CurbLR `maxStay` is in minutes; CDS `max_stay` in `max_stay_unit`s.
    package var maxStay: Int?
    /// How long a vehicle must leave before coming back, in seconds; `nil` when not stated.
    package var noReturn: Int?
    /// Whom it applies to; ``CurbUsers/everyone`` when the feed names nobody.
    package var users: CurbUsers
    /// When it is in force: any one of the spans (OR); empty means at all times.
    package var timeSpans: [CurbTimeSpan]
    /// Payment, kept for display and for the "pay first" verdict; `nil` when none is asked.
    package var payment: CurbPayment?
    /// Where the regulation sits among its feature's regulations (`regulations[position]`).
    package var position: Int
    /// Whether ``maxStay`` is a limit on the whole stay, counted from arrival whatever regulation
    /// wins meanwhile (San Francisco's citywide 72-hour rule), rather than only while this one wins
    /// (the reading of CurbLR's `maxStay`). Only a regulation in force at all times is read so.
    /// No standard says it; the San Francisco mapping sets it (docs/CITIES_READING.md).
    package var countsMaxStayFromArrival = false
    /// Whether the time counted towards ``maxStay`` is kept when the regulation stops winning and
    /// resumes when it wins again, rather than starting afresh (San Francisco: a posted limit counts
    /// only the time inside its enforcement windows, from arrival; DOMAIN §1). The San Francisco
    /// mapping sets it on time limits (docs/CITIES_READING.md).
    package var countsMaxStayAcrossWindows = false
    /// Whether ``maxStay`` also counts while another regulation wins, as long as this one is in
    /// force, concerns the person and is not beaten at its own rank by one for the person's own
    /// class (San Francisco applies every posted rule at once: a 2-hour limit counts under the
    /// meter above it). The San Francisco mapping sets it on time limits (docs/CITIES_READING.md).
    package var countsMaxStayBesideWinner = false
    /// Whether the regulation applies alongside every other of its rank, rather than beating those
    /// for everyone when it names the person's class (CurbLR's idiom). San Francisco's rules all
    /// apply at once and each row's exemptions are its own (`except` classes): a permit that exempts
    /// from one regulation's limit does not exempt from another's payment. The San Francisco mapping
    /// sets it on every regulation (docs/CITIES_READING.md).
    package var appliesAlongsideOthers = false

    /// Creates a regulation.
    package init(
        activity: CurbActivity, priority: CurbPriority, maxStay: Int? = nil, noReturn: Int? = nil,
        users: CurbUsers = .everyone, timeSpans: [CurbTimeSpan] = [], payment: CurbPayment? = nil, position: Int = 0
    ) {
        self.activity = activity
        self.priority = priority
        self.maxStay = maxStay
        self.noReturn = noReturn
        self.users = users
        self.timeSpans = timeSpans
        self.payment = payment
        self.position = position
    }

    /// Whether it is in force at all times (no time span).
    var isAlwaysInForce: Bool { timeSpans.isEmpty }
}
