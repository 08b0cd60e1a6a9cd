import Foundation
import ZoneKit

/// `--at`, read the one way every command reads it: on the clock of the city that answers.
extension Invocation {
    /// The arrival `--at` names on `clock` (a time without an offset is that city's wall-clock
    /// time, words such as `tomorrow 8am` are resolved on it), with how a time in its
    /// spring-forward gap or repeated fall-back hour was read; `now` when `--at` is not given.
    ///
    /// - Throws: ``UsageError/invalidValue(option:value:reason:)`` naming the column and what was
    ///   expected there, for a time that does not read.
    func arrival(on clock: TimeZoneRules, now: Date) throws(UsageError) -> ParsedArrival {
        guard let typed = typedTime(on: clock, now: now) else { return ParsedArrival(instant: now) }
        do throws(TimeParseError) {
            return try clock.parseArrival(typed)
        } catch {
            throw .invalidValue(option: "--at", value: typed, reason: error.description)
        }
    }

    /// `--at` as `clock` reads it: words (`tomorrow 8am`) resolved on `clock` at `now`, else the
    /// date-time as typed; `nil` when `--at` is not given.
    func typedTime(on clock: TimeZoneRules, now: Date) -> String? {
        // The words were read once already (on San Francisco's clock): they cannot fail here.
        guard let words = timeInWords, let resolved = try? RelativeTime.resolve(words, now: now, clock: clock)
        else { return time }
        return resolved
    }
}
