/// What reading a feed found, for the data report: counts, refusals, what was met, what was read
/// leniently, and how many overlaps priority has to settle.
package struct CurbFeedReport: Equatable, Sendable {
    /// Features in the feed's `features` array.
    package var featuresRead: Int
    /// Regulations in those features.
    package var regulationsRead: Int
    /// Regulations mapped onto the model (read minus refused, minus those of refused features).
    package var regulationsMapped: Int
    /// Why features or regulations were refused, in document order.
    package var refused: [CurbFeedDiagnostic]
    /// Mapped regulations per activity spelling (`no standing`: 118).
    package var activities: [String: Int]
    /// Mapped regulations per user class named (`taxi`: 5); a regulation for everyone counts as
    /// `everyone`.
    package var userClasses: [String: Int]
    /// Pairs of features on the same reference and side whose extents overlap (by more than a
    /// point) and whose priorities differ: places where priority decides which regulation holds.
    package var priorityConflictsResolved: Int
    /// Pairs that overlap with equal priority: the interpreter takes the stricter answer there.
    package var priorityTies: Int
    /// How often each lenient reading was applied.
    package var lenientReadings: [CurbLenientReading: Int]

    /// Creates an empty report.
    package init() {
        featuresRead = 0
        regulationsRead = 0
        regulationsMapped = 0
        refused = []
        activities = [:]
        userClasses = [:]
        priorityConflictsResolved = 0
        priorityTies = 0
        lenientReadings = [:]
    }
}

/// A reading of something the standard does not say, or says otherwise, that the reader accepts.
/// `docs/CITIES_READING.md` lists each with its reason.
package enum CurbLenientReading: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `7:00` read as `07:00`.
    case unpaddedTime = "unpadded time H:MM read as 0H:MM"
    /// `4-1` read as `04-01`.
    case unpaddedDate = "unpadded date M-D read as 0M-0D"
    /// `23:59` as the end of a range read as the end of the day (24:00).
    case endOfDay = "23:59 as an end read as the end of the day"
    /// An activity outside the standard's list, kept verbatim (answers there are unknown).
    case customActivity = "activity outside the standard kept verbatim"
    /// A user class outside the standard's well-known list, kept as a class (reserved for it).
    case unknownUserClass = "user class outside the well-known list kept, reserved for it"
    /// An empty user class object `{}` read as "everyone".
    case emptyUserClass = "empty userClasses entry {} read as everyone"
    /// A manifest with no `curblrVersion`, read as 1.1.
    case undeclaredVersion = "manifest without curblrVersion read as 1.1"
    /// Fees above zero in `payment.rates` with `rule.payment` absent or false, read as paid.
    case feesWithoutPaymentFlag = "fees without rule.payment true read as paid"

    /// The sentence.
    package var description: String { rawValue }
}
