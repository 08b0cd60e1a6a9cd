import ZoneKit

/// `--vehicle` and `--user-class` where San Francisco answers: its rules tell one kind of vehicle
/// apart from a car — an oversized one (over 22 feet long or 7 feet tall), `--vehicle oversized` —
/// and name no user classes; what they cannot read is said, never silently dropped.
extension Invocation {
    /// The `--vehicle` San Francisco's rules read: an oversized vehicle.
    static let oversizedVehicle = "oversized"

    /// Whether `--vehicle oversized` was given.
    var isOversizedVehicle: Bool { vehicle == Self.oversizedVehicle }

    /// Says on standard error what San Francisco's answer makes of `--vehicle` and `--user-class`:
    /// the refusal of a misspelt `oversized`, or a warning for each it cannot read (with `context`
    /// after it).
    ///
    /// - Returns: `false` when the command must stop with ``ExitCode/usage``.
    func saysSanFranciscoClasses(to diagnostics: Diagnostics, context: String = "") -> Bool {
        if let misspelt = misspeltOversizedVehicle {
            diagnostics.error(misspelt)
            return false
        }
        for warning in sanFranciscoClassWarnings { diagnostics.warning(warning + context) }
        return true
    }

    /// A `--vehicle` that is a misspelt `oversized` (`oversize`, `oversised`), which would be
    /// answered as a car where the driver meant the curbs' oversized-vehicle bans: the message that
    /// refuses it, else `nil`. A feed that names such a class itself answers for it instead
    /// (``CurbCheck/userClassProblems(_:classNames:place:)``).
    private var misspeltOversizedVehicle: String? {
        guard let vehicle, vehicle != Self.oversizedVehicle,
            Suggestion.nearest(to: vehicle, among: [Self.oversizedVehicle]) != nil
        else { return nil }
        return "--vehicle '\(vehicle)': did you mean 'oversized' (over 22 feet long or 7 feet tall)? Any other "
            + "vehicle is answered as a car where the curbs tell only oversized vehicles apart"
    }

    /// What San Francisco's answer does not read of `--vehicle` and `--user-class`, one warning each.
    private var sanFranciscoClassWarnings: [String] {
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
