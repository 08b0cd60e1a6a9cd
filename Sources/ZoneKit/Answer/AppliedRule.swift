import Foundation

/// One rule found for the place, evaluated for this driver at arrival.
public struct AppliedRule: Hashable, Sendable {
    /// What the rule does.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A posted time limit (RPP or other).
        case timeLimit
        /// Paying during meter or paid-parking hours.
        case payment
        /// Street sweeping on a side of the street.
        case streetSweeping
        /// No parking at any time.
        case noParking
        /// No parking or no stopping during a window (tow-away).
        case towAway
        /// No overnight parking.
        case noOvernightParking
        /// No vehicles over 22 ft long or 7 ft tall.
        case noOversizedVehicles
        /// Marked government vehicles only.
        case governmentOnly
        /// The citywide 72-hour rule.
        case seventyTwoHourRule
    }

    /// Where the rule comes from.
    package enum Source: Hashable, Sendable {
        /// A block-face regulation, by id.
        case regulation(id: String)
        /// A sweeping side: its CNN and side of the digitising direction (`nil` when the data has
        /// no side).
        case sweeping(cnn: String?, side: CurbSide?)
        /// A metered block face, by `blockface_id`, with assumed hours.
        case meter(blockfaceId: String)
        /// The zone's area-wide rule, because no block face was found.
        case zone(code: String)
        /// A rule of the whole city.
        case citywide
    }

    /// Whether the rule binds this driver.
    public enum Binding: Hashable, Sendable {
        /// It binds the driver.
        case binds
        /// The driver is exempt; `reason` says why (`Area S permit`, `disabled placard`).
        case exempt(reason: String)
        /// It does not concern this driver's vehicle; `reason` says why.
        case doesNotApply(reason: String)
    }

    /// What the rule does.
    public let kind: Kind
    /// Where it comes from.
    package let source: Source
    /// What ``summary`` names, as values: the words are made only when asked for.
    package let wording: SFRuleWording
    /// When it is enforced.
    package let window: CurbWindow
    /// The limit in minutes, for time limits.
    public let limitMinutes: Int?
    /// Whether it binds the driver.
    public let binding: Binding
    /// Whether it applies only if the car is on one particular side, which could not be told; the
    /// answer then counts it on the safe side.
    public let sideIsUncertain: Bool
    /// Whether it is enforced at arrival.
    public let isInForce: Bool
    /// When the enforcement in force at arrival ends; `nil` when not in force.
    public let inForceUntil: Date?
    /// The next start after arrival within the search, or `nil`.
    public let nextStart: Date?
    /// What the rule contributes to "park until" when it binds and can make the driver move;
    /// `nil` for payments, exempt rules and limits the data does not state.
    let constraint: SFParkingConstraint?

    /// Whether the rule binds the driver.
    public var binds: Bool { binding == .binds }

    /// How a sign would put it: `2-hour limit Mon–Fri 8 AM–6 PM (Area S permits exempt)`,
    /// `street sweeping, west side: 1st & 3rd Tuesdays 8–10 AM`.
    public var summary: String { wording.summary(window: window, limitMinutes: limitMinutes) }
}
