import ZoneKit

extension SFRegulationKind {
    /// The kind named by a `REGULATION` value, ignoring case, spaces and punctuation, so
    /// `Time limited`, `Time Limited` and `Time LImited` all read as ``ZoneKit/SFRegulationKind/timeLimit``
    /// and `Paid + Permit` as ``ZoneKit/SFRegulationKind/paidPlusPermit``. `nil` for an empty or
    /// unknown value.
    init?(spelling raw: String) {
        let key = String(raw.lowercased().filter { $0.isLetter || $0 == "+" })
        switch key {
        case "timelimited", "timelimit": self = .timeLimit
        case "payorpermit": self = .payOrPermit
        case "paid+permit", "paidpluspermit", "paidandpermit": self = .paidPlusPermit
        case "noparkinganytime": self = .noParkingAnyTime
        case "limitednoparking": self = .limitedNoParking
        case "noovernightparking": self = .noOvernightParking
        case "nooversizedvehicles", "nooversizevehicles": self = .noOversizedVehicles
        case "governmentpermit": self = .governmentPermit
        case "nostopping", "towawaynostopping": self = .noStopping
        default: return nil
        }
    }
}
