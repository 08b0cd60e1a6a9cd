import Foundation

// TEMPORARY stand-in for `TimeZoneRules` (branch tzrules, issue #18): the US rule only, for
// America/Los_Angeles and America/Chicago, with the real type's API. Deleted in the commit that
// merges main once the real type lands.

/// The rules of one IANA time zone (stand-in: US zones of the Pacific and Central offsets).
public struct TimeZoneRules: Sendable {
    private let standardOffset: Int
    private let standardAbbreviation: String
    private let daylightAbbreviation: String

    /// The zone named `identifier`, or `nil` when unknown.
    public init?(identifier: String) {
        switch identifier {
        case "America/Los_Angeles", "US/Pacific":
            self.init(standardOffset: -8 * 3600, standard: "PST", daylight: "PDT")
        case "America/Chicago", "US/Central":
            self.init(standardOffset: -6 * 3600, standard: "CST", daylight: "CDT")
        default:
            return nil
        }
    }

    private init(standardOffset: Int, standard: String, daylight: String) {
        self.standardOffset = standardOffset
        self.standardAbbreviation = standard
        self.daylightAbbreviation = daylight
    }

    /// America/Los_Angeles.
    public static let losAngeles = TimeZoneRules(standardOffset: -8 * 3600, standard: "PST", daylight: "PDT")

    private var daylightOffset: Int { standardOffset + 3600 }

    /// Seconds east of UTC at `date`.
    public func utcOffset(at date: Date) -> Int {
        let utc = PacificTime.unixSeconds(date)
        let year = PacificTime.year(ofDay: PacificTime.floorDiv(utc + standardOffset, 86_400))
        let days = PacificTime.transitionDays(year: year)
        let start = days.start * 86_400 + 2 * 3600 - standardOffset
        let end = days.end * 86_400 + 2 * 3600 - daylightOffset
        return utc >= start && utc < end ? daylightOffset : standardOffset
    }

    /// Whether daylight saving time is in force at `date`.
    public func isDaylightSavingTime(at date: Date) -> Bool { utcOffset(at: date) == daylightOffset }

    /// `PDT`, `CST`…
    public func abbreviation(at date: Date) -> String {
        isDaylightSavingTime(at: date) ? daylightAbbreviation : standardAbbreviation
    }

    /// The wall-clock reading at `date`.
    public func localDateTime(for date: Date) -> LocalDateTime {
        let utc = PacificTime.unixSeconds(date)
        return LocalDateTime(localSecondsSinceEpoch: utc + utcOffset(at: date))
    }

    /// The instant the wall clock reads `local` (gap readings move forward, `resolving` picks one
    /// of a repeated reading).
    public func date(for local: LocalDateTime, resolving: PacificTime.Resolution = .earlier) -> Date {
        let seconds = local.localSecondsSinceEpoch
        let year = PacificTime.year(ofDay: PacificTime.floorDiv(seconds, 86_400))
        let days = PacificTime.transitionDays(year: year)
        let gapStart = days.start * 86_400 + 2 * 3600
        let repeatEnd = days.end * 86_400 + 2 * 3600
        let offset: Int
        if seconds < gapStart + 3600 {
            offset = standardOffset
        } else if seconds < repeatEnd - 3600 {
            offset = daylightOffset
        } else if seconds < repeatEnd {
            offset = resolving == .earlier ? daylightOffset : standardOffset
        } else {
            offset = standardOffset
        }
        return Date(timeIntervalSince1970: Double(seconds - offset))
    }

    /// The instant `day` begins.
    public func startOfDay(_ day: CivilDate) -> Date { date(for: LocalDateTime(date: day, minuteOfDay: 0)) }

    /// The instants the offset changes in `year`.
    public func transitions(in year: Int) -> [Date] {
        let days = PacificTime.transitionDays(year: year)
        return [
            Date(timeIntervalSince1970: Double(days.start * 86_400 + 2 * 3600 - standardOffset)),
            Date(timeIntervalSince1970: Double(days.end * 86_400 + 2 * 3600 - daylightOffset)),
        ]
    }
}
