/// The kind of a block-face regulation, the `kind` property of `regulations.geojson` (DOMAIN §1).
package enum SFRegulationKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A posted time limit ("2-hour limit, Mon–Fri 8am–6pm"), usually Residential Permit Parking:
    /// holders of the block's area permits are exempt from the limit.
    case timeLimit
    /// Pay the meter, or hold the block's area permit.
    case payOrPermit
    /// Paid parking that the block's area permit also covers.
    case paidPlusPermit
    /// No parking at any time, for everyone.
    case noParkingAnyTime
    /// No parking (tow-away) during a window.
    case limitedNoParking
    /// No parking overnight.
    case noOvernightParking
    /// No vehicles over 22 feet long or 7 feet tall during a window.
    case noOversizedVehicles
    /// Marked government vehicles only; everyone else may not park.
    case governmentPermit
    /// No stopping (tow-away) during a window.
    case noStopping

    /// Whether drivers pay here during the regulation's hours (unless exempt).
    package var isPaid: Bool { self == .payOrPermit || self == .paidPlusPermit }

    /// Which holidays suspend it (DOMAIN §4): time limits, tow-away and limited no parking are
    /// off on the city's holidays (``SFHolidayClass/general``); paid parking follows the meters
    /// (``SFHolidayClass/meters``); no parking any time, government-only and, lacking a source
    /// that says otherwise, overnight and oversized-vehicle bans are never suspended
    /// (``SFHolidayClass/none``), so an answer never claims a day off that may not be one.
    var holidayClass: SFHolidayClass {
        switch self {
        case .timeLimit, .limitedNoParking, .noStopping: .general
        case .payOrPermit, .paidPlusPermit: .meters
        case .noParkingAnyTime, .noOvernightParking, .noOversizedVehicles, .governmentPermit: .none
        }
    }

    /// How a sign would name it: `time limit`, `pay or permit`, `no parking any time`…
    package var description: String {
        switch self {
        case .timeLimit: "time limit"
        case .payOrPermit: "pay or permit"
        case .paidPlusPermit: "paid + permit"
        case .noParkingAnyTime: "no parking any time"
        case .limitedNoParking: "no parking (tow-away)"
        case .noOvernightParking: "no overnight parking"
        case .noOversizedVehicles: "no oversized vehicles"
        case .governmentPermit: "government permit only"
        case .noStopping: "no stopping (tow-away)"
        }
    }
}
