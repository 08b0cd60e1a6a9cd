import Foundation

@testable import ZoneKit

/// A synthetic block of Guerrero St, built in metres around a fixed origin: the centreline runs
/// north–south along x = 0 from y = -100 to y = 100 (digitised northward, or southward when
/// `reversed`), the west curb at x = -6 and the east curb at x = +6.
///
/// Default data:
/// - west curb: `W2H` 2-hour limit Mon–Fri 8–18 (Area S exempt) and `WOV` no oversized vehicles
///   every day 0–6;
/// - east curb: `E1H` 1-hour limit Mon–Sat 9–18 (Areas I and T exempt), and meter `M1`;
/// - sweeping: west side 1st & 3rd Tuesdays 8–10, east side every Thursday 9–11.
enum Guerrero {
    static let origin = Coordinate(latitude: 37.7600, longitude: -122.4240)
    static let weekdays = ["mon", "tue", "wed", "thu", "fri"]
    static let everyDay = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// The position `east` metres east and `north` metres north of the origin.
    static func at(_ east: Double, _ north: Double) -> Coordinate {
        let projection = LocalProjection(referenceLatitude: origin.latitude)
        return Coordinate(
            latitude: origin.latitude + north / LocalProjection.metresPerDegreeLatitude,
            longitude: origin.longitude + east / projection.metresPerDegreeLongitude)
    }

    /// A regulation drawn along the curb at `x` from y = -90 to y = 90.
    static func regulation(
        _ id: String, _ kind: String, days: [String] = weekdays, from: String = "00:00", to: String = "24:00",
        limit: Double? = nil, areas: [String] = [], exempt: String? = nil, curb x: Double, exceptions: String? = nil
    ) throws -> SFBlockFaceRegulation {
        try SFBlockFaceRegulation(
            id: id, kind: kind, days: days, from: from, to: to, limitMinutes: limit, permitAreas: areas,
            rppExemptFrom: exempt, exceptions: exceptions, lines: [[at(x, -90), at(x, 90)]])
    }

    static func centreline(reversed: Bool, cnn: String = "7770000", from: Double = -100, to: Double = 100)
        -> [Coordinate]
    {
        reversed ? [at(0, to), at(0, from)] : [at(0, from), at(0, to)]
    }

    /// West: 1st & 3rd Tuesdays 8–10 AM.
    static func westSchedule() throws -> SFSweepingSchedule {
        try SFSweepingSchedule(days: ["tue"], from: "08:00", to: "10:00", weeks: [1, 3], holidays: "suspended")
    }

    /// East: every Thursday 9–11 AM.
    static func eastSchedule() throws -> SFSweepingSchedule {
        try SFSweepingSchedule(
            days: ["thu"], from: "09:00", to: "11:00", weeks: [1, 2, 3, 4, 5], holidays: "suspended")
    }

    /// Both sweeping sides of the segment; the west side is L when digitised northward, R when
    /// reversed.
    static func sweepingSides(
        reversed: Bool = false, west: [SFSweepingSchedule]? = nil, east: [SFSweepingSchedule]? = nil,
        cnn: String = "7770000", from: Double = -100, to: Double = 100, labels: Bool = true
    ) throws -> [SFSweepingSide] {
        let line = centreline(reversed: reversed, from: from, to: to)
        let westSide = reversed ? "R" : "L"
        let eastSide = reversed ? "L" : "R"
        return [
            try SFSweepingSide(
                cnn: cnn, side: westSide, blockSide: labels ? "West" : nil, street: "Guerrero St",
                limits: "19th St  -  20th St", fromStreet: "19th St", toStreet: "20th St",
                schedules: try west ?? [westSchedule()], line: line),
            try SFSweepingSide(
                cnn: cnn, side: eastSide, blockSide: labels ? "East" : nil, street: "Guerrero St",
                limits: "19th St  -  20th St", fromStreet: "19th St", toStreet: "20th St",
                schedules: try east ?? [eastSchedule()], line: line),
        ]
    }

    static func meter(curb x: Double = 6.5, side: String = "E") throws -> SFMeteredBlockFace {
        try SFMeteredBlockFace(
            blockfaceId: "M1", street: "GUERRERO ST", side: side, fromAddress: 3301, toAddress: 3399,
            line: [at(x, -80), at(x, 80)])
    }

    /// The default block.
    static func dataset(reversed: Bool = false, withMeter: Bool = true, labels: Bool = true) throws -> SFDataset {
        SFDataset(
            regulations: [
                try regulation(
                    "W2H", "timeLimit", from: "08:00", to: "18:00", limit: 120, areas: ["S"],
                    exempt: "limit", curb: -6),
                try regulation(
                    "WOV", "noOversizedVehicles", days: everyDay, from: "00:00", to: "06:00", curb: -6,
                    exceptions: "Yes. Typical passenger vehicles are exempt."),
                try regulation(
                    "E1H", "timeLimit", days: weekdays + ["sat"], from: "09:00", to: "18:00", limit: 60,
                    areas: ["I", "T"], exempt: "limit", curb: 6),
            ],
            sweepingSides: try sweepingSides(reversed: reversed, labels: labels),
            meters: withMeter ? [try meter()] : [])
    }

    /// A car parked on the west side (5 m west of the centreline).
    static let west = at(-5, 10)
    /// A car parked on the east side.
    static let east = at(5, 10)
}

extension SFDataset {
    /// `answer(for:)` with the query's fields as arguments, for short tests.
    func answer(
        at location: Coordinate, _ arrival: String, permits: [String] = [], placard: Bool = false,
        side: SideHint? = nil, heading: Double? = nil, accuracy: Double? = nil, zone: SFZoneContext? = nil,
        oversized: Bool = false
    ) throws -> ParkingAnswer {
        try answer(
            for: ParkingQuery(
                location: location, arrival: try sf(arrival), permits: permits, hasPlacard: placard, side: side,
                heading: heading, accuracy: accuracy, zone: zone, isOversizedVehicle: oversized))
    }
}
