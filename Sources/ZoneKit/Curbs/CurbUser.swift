/// The person asking: which user classes they belong to (vehicle kind, service, permits, placard)
/// and why they stop.
///
/// The default is a private passenger car with no permit: it belongs to no class, so only
/// regulations for everyone concern it, and a curb reserved for any class (a bus, a taxi, a
/// `hotel_guest`) is not for it.
public struct CurbUser: Hashable, Sendable {
    /// Class names held, lowercased (`motorcycle`, `commercial`, `taxi`, `permit`, `handicap`).
    public var classes: Set<String>
    /// Subclasses held, lowercased (`zone 4`, `bus`).
    public var subclasses: Set<String>
    /// Purposes, lowercased (CDS `purposes`: `delivery`, `construction`…).
    public var purposes: Set<String>
    /// Whether the class `permit` is held only through the permits named (`--permit Q`), not said
    /// outright (`--user-class permit`): a regulation for a permit that names none may or may not
    /// take them (``doubtingUnnamedPermit``).
    package private(set) var holdsPermitByNameOnly = false
    /// Whether a `permit` class naming no permit is read as held (see ``doubtingUnnamedPermit``).
    private var holdsUnnamedPermit = true

    /// Creates a user from classes, subclasses and purposes (matched case-insensitively).
    public init(classes: [String] = [], subclasses: [String] = [], purposes: [String] = []) {
        self.classes = Set(classes.map { $0.lowercased() })
        self.subclasses = Set(subclasses.map { $0.lowercased() })
        self.purposes = Set(purposes.map { $0.lowercased() })
    }

    /// A private passenger car, no permit, no placard: the default asker.
    public static let privateCar = CurbUser()

    /// The classes a disabled placard gives its holder.
    package static let placardClasses = ["handicap", "disabled"]

    /// A user of one vehicle kind or service (`motorcycle`, `commercial`, `taxi`), optionally with
    /// permits (class `permit`, the permit names as subclasses) and a disabled placard (classes
    /// `handicap` and `disabled`).
    public init(vehicle: String?, permits: [String] = [], hasDisabledPlacard: Bool = false) {
        self.init(askingAs: vehicle.map { [$0] } ?? [], permits: permits, hasPlacard: hasDisabledPlacard)
    }

    /// Who asks: the user classes `classes` (`--vehicle` first, then `--user-class`), the class
    /// `permit` with `permits` as subclasses when there are any, ``placardClasses`` when
    /// `hasPlacard`.
    package init(askingAs classes: [String], permits: [String], hasPlacard: Bool) {
        let saysPermit = classes.contains { $0.lowercased() == "permit" }
        var classes = classes
        if !permits.isEmpty { classes.append("permit") }
        if hasPlacard { classes += Self.placardClasses }
        self.init(classes: classes, subclasses: permits)
        holdsPermitByNameOnly = !permits.isEmpty && !saysPermit
    }

    /// This user with a `permit` class that names no permit read as not held: for a feed's
    /// "permit holders" that does not say which permit, when this user's permit is known only by
    /// its name (``holdsPermitByNameOnly``), so that a permit of another area (San Francisco's Q in
    /// Portland) is not taken for it. The same user when its permit is said outright.
    package var doubtingUnnamedPermit: CurbUser {
        var user = self
        user.holdsUnnamedPermit = !holdsPermitByNameOnly
        return user
    }

    /// Whether the user holds `userClass`: its name, and one of its subclasses when it lists any
    /// (a `permit` naming none, unless doubted: ``doubtingUnnamedPermit``).
    package func holds(_ userClass: CurbUserClass) -> Bool {
        let name = userClass.name.lowercased()
        guard classes.contains(name) else { return false }
        if userClass.subclasses.isEmpty { return holdsUnnamedPermit || name != "permit" }
        return userClass.subclasses.contains { subclasses.contains($0.lowercased()) }
    }

    /// Whether a regulation for `users` concerns this user: an alternative met (or none named),
    /// a purpose held (or none named), and no excepted class held.
    func isConcerned(by users: CurbUsers) -> Bool {
        if users.exceptClasses.contains(where: holds) { return false }
        if !users.purposes.isEmpty, !users.purposes.contains(where: { purposes.contains($0.lowercased()) }) {
            return false
        }
        if users.alternatives.isEmpty { return true }
        return users.alternatives.contains { $0.allOf.allSatisfy(holds) }
    }
}
