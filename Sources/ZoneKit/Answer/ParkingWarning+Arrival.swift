import Foundation

/// The warnings about the arrival itself: a typed time that named no single instant, and one far
/// from the data's date.
extension ParkingWarning {
    /// How many days an arrival may be from the data's date before
    /// ``arrivalFarFromData(arrival:dataDate:)`` warns: a year.
    static let farFromDataDays = 365

    /// The warning for an arrival that `adjustment` resolved: in the skipped or the repeated hour.
    package init(_ adjustment: ArrivalAdjustment) {
        switch adjustment {
        case .skipped(let typed, let used): self = .arrivalInSkippedHour(typed: typed, used: used)
        case .repeated(let typed, let used, let other):
            self = .arrivalInRepeatedHour(typed: typed, used: used, other: other)
        }
    }

    /// The sentence for an arrival that `adjustment` resolved on `clock`, the clock of `place`
    /// (`San Francisco`, `Austin`): every city words it so.
    ///
    /// `2026-03-08 2:30 AM does not exist in San Francisco (clocks jump from 2:00 to 3:00 AM):
    /// answered for Sun Mar 8 3:30 AM PDT (2026-03-08T03:30:00-07:00)`; `2026-11-01 1:30 AM happens
    /// twice in San Francisco: answered for the first, 1:30 AM PDT (…); the second is 1:30 AM PST
    /// (…) — give an offset to choose`.
    package static func arrivalMessage(_ adjustment: ArrivalAdjustment, in place: String, clock: TimeZoneRules)
        -> String
    {
        func instantText(_ date: Date) -> String { "\(clock.abbreviation(at: date)) (\(clock.iso8601(date)))" }
        func clockTime(_ date: Date) -> String {
            PacificTime.clockTime(minuteOfDay: clock.localDateTime(for: date).minuteOfDay)
        }
        switch adjustment {
        case .skipped(let typed, let used):
            return "\(typedText(typed)) does not exist in \(place) (clocks jump \(gapText(around: typed, on: clock))): "
                + "answered for \(clock.dayAndTime(used)) \(instantText(used))"
        case .repeated(let typed, let used, let other):
            return "\(typedText(typed)) happens twice in \(place): answered for the first, "
                + "\(clockTime(used)) \(instantText(used)); the second is "
                + "\(clockTime(other)) \(instantText(other)) — give an offset to choose"
        }
    }

    /// `2026-03-08 2:30 AM`: the reading as typed, to the minute.
    private static func typedText(_ typed: LocalDateTime) -> String {
        "\(typed.date) \(PacificTime.clockTime(minuteOfDay: typed.minuteOfDay))"
    }

    /// `from 2:00 to 3:00 AM`, `from 12:00 to 1:00 AM`, `from 11:30 PM to 12:30 AM`: the readings
    /// the clock skips over when it goes forward past `typed`, one of them.
    private static func gapText(around typed: LocalDateTime, on clock: TimeZoneRules) -> String {
        // The change is the first instant whose reading is at or after the one typed.
        let change = clock.boundarySeconds(fromLocalSeconds: typed.localSecondsSinceEpoch, resolving: .earlier)
        func reading(offset: Int) -> String {
            let local = LocalDateTime(localSecondsSinceEpoch: change + offset)
            return PacificTime.clockTime(minuteOfDay: local.minuteOfDay)
        }
        let startText = reading(offset: clock.utcOffset(atUnixSeconds: change - 1))
        let endText = reading(offset: clock.utcOffset(atUnixSeconds: change))
        let sameHalf = startText.suffix(2) == endText.suffix(2)
        return "from \(sameHalf ? String(startText.dropLast(3)) : startText) to \(endText)"
    }

    /// ``arrivalFarFromData(arrival:dataDate:)`` when `arrival`'s day in San Francisco is more than
    /// ``farFromDataDays`` days from `dataDate`; `nil` otherwise.
    static func farFromData(arrival: Date, dataDate: CivilDate) -> ParkingWarning? {
        guard isFar(PacificTime.localDateTime(for: arrival).date, from: dataDate) else { return nil }
        return .arrivalFarFromData(arrival: arrival, dataDate: dataDate)
    }

    /// Whether an arrival on `day` is more than ``farFromDataDays`` days from `dataDate`.
    static func isFar(_ day: CivilDate, from dataDate: CivilDate) -> Bool {
        abs(day.daysSinceEpoch - dataDate.daysSinceEpoch) > farFromDataDays
    }

    /// `arriving Tue Nov 24 2026, more than a year after the data (2020-07-30): …`, for an arrival
    /// on `arrivalDay` (the city's day) and data of `dataDate`.
    static func farFromDataMessage(arrivalDay: CivilDate, dataDate: CivilDate) -> String {
        "arriving \(PacificTime.dayAndYear(arrivalDay)), more than a year "
            + "\(arrivalDay < dataDate ? "before" : "after") the data (\(dataDate)): rules may have changed; check the signs"
    }
}
