import Foundation

/// Why the verdict is what it is, kept as the values that say it so that its words
/// (``ParkingAnswer/verdictReason``) are made only when a format writes them.
package enum SFVerdictReason: Hashable, Sendable {
    /// Given in words.
    case words(String)
    /// A rule forbids parking now: its ``SFStayLimit/explanation``.
    case leaveNow(SFStayLimit)
    /// The side of the street is not known, and `limit`, on one side, forbids parking now.
    case oneSideForbids(SFStayLimit)
    /// The meter must be paid, until `until` when known; `stay` is what ends the stay (or the
    /// next start of paid hours), `nil` when nothing does within the search.
    case payMeter(until: Date?, arrival: Date, stay: SFStayLimit?)
    /// The disabled placard exempts the car from a time limit of `limitMinutes` (`nil`: not
    /// stated); `stay` is what ends the stay.
    case displayPlacard(limitMinutes: Int?, stay: SFStayLimit?)
    /// Nothing ends the stay within `days` days of the arrival's day.
    case noLimit(days: Int)
    /// The stay ends at `limit`'s deadline.
    case until(SFStayLimit)

    /// The reason in words: `street sweeping in force now, until 10:00 AM`, `pay the meter until
    /// 6:00 PM`, `until 8:00 AM: 2-hour limit starts 8:00 AM`.
    /// Worked out once per distinct reason where a memo is current (``SFAnswerTexts``): whole-record
    /// output writes it for every answer, and answers at one curb at one arrival share it.
    var text: String {
        if case .words(let text) = self { return text }
        return SFAnswerTexts.text(\.reasons, for: self) { $0.words }
    }

    /// `limit`'s ``SFStayLimit/explanation``, worked out once per distinct limit (``SFAnswerTexts``), as
    /// ``text`` is: a deadline's explanation is written beside the reason.
    static func explanation(of limit: SFStayLimit) -> String {
        SFAnswerTexts.text(\.reasons, for: .leaveNow(limit)) { $0.words }
    }

    /// The reason's words, made anew.
    private var words: String {
        switch self {
        case .words(let text):
            return text
        case .leaveNow(let limit):
            return limit.explanation
        case .oneSideForbids(let limit):
            return "the side of the street is not known, and one side forbids parking now: \(limit.explanation)"
        case .payMeter(let until, let arrival, let stay):
            guard let stay else {
                return "pay the meter" + (until.map { " until \(Self.time($0, arrival: arrival))" } ?? "")
            }
            if stay.startsPayment, let until {
                return "pay the meter until \(Self.time(until, arrival: arrival)) and again from "
                    + Self.time(stay.deadline, arrival: arrival)
            }
            let paying = until.flatMap { $0 < stay.deadline ? " until \(Self.time($0, arrival: arrival))" : nil } ?? ""
            return "pay the meter\(paying); \(Self.stayPhrase(stay))"
        case .displayPlacard(let minutes, let stay):
            let name = minutes.map(AnswerText.limitName(minutes:)) ?? "time limit"
            let exempts = "display the disabled placard: it exempts the car from the \(name)"
            return exempts + (stay.map { "; \(Self.stayPhrase($0))" } ?? "")
        case .noLimit(let days):
            return "no limit found within \(days) days"
        case .until(let limit):
            return "until \(Self.time(limit.deadline, arrival: limit.arrival)): \(limit.explanation)"
        }
    }

    /// `you may stay until 5:00 PM — 2-hour limit`: the deadline a conditional answer must name.
    private static func stayPhrase(_ stay: SFStayLimit) -> String {
        "you may stay until \(time(stay.deadline, arrival: stay.arrival)) — \(stay.constraint.reason)"
    }

    /// Clock time on the arrival's day, else day and time.
    private static func time(_ date: Date, arrival: Date) -> String {
        PacificTime.clockOrDayAndTime(date, sameDayAs: arrival)
    }
}
