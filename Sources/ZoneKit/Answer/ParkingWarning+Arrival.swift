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
