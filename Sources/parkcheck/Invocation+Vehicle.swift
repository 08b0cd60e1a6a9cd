import ZoneKit

/// `--vehicle` and `--user-class` where San Francisco answers: its rules tell one kind of vehicle
/// apart from a car — an oversized one (over 22 feet long or 7 feet tall), `--vehicle oversized` —
/// and name no user classes; what they cannot read is said, never silently dropped.
extension Invocation {
    /// The `--vehicle` San Francisco's rules read: an oversized vehicle.
    static let oversizedVehicle = "oversized"

    /// Whether `--vehicle oversized` was given.
    var isOversizedVehicle: Bool { vehicle == Self.oversizedVehicle }

    /// What San Francisco's answer does not read of `--vehicle` and `--user-class`, one warning each.
    var sanFranciscoClassWarnings: [String] {
        var warnings: [String] = []
        if let vehicle, vehicle != Self.oversizedVehicle {
            warnings.append(
                "--vehicle \(vehicle): San Francisco's rules tell only oversized vehicles (over 22 feet long or 7 "
                    + "feet tall: --vehicle oversized) apart from cars; answered as a car")
        }
        for userClass in userClasses {
            warnings.append(
                "--user-class \(userClass): San Francisco's rules name no user classes; answered without it")
        }
        return warnings
    }
}
