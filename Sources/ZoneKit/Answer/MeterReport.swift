import Foundation

/// A metered block face on the car's side, and what it asks of the driver.
public struct MeterReport: Hashable, Sendable {
    /// The city's `blockface_id`.
    public let blockfaceId: String
    /// The street as written (`05TH AVE`).
    public let street: String?
    /// The compass side as written (`W`).
    public let sideLabel: String?
    /// First and last street numbers, when known.
    public let fromAddress: Int?
    /// The last street number.
    public let toAddress: Int?
    /// Distance from the point in metres.
    public internal(set) var distance: Double
    /// The hours used: the block face's paid-parking regulation if it has one, else
    /// `SFMeteredBlockFace/assumedHours`.
    package let hours: CurbWindow
    /// Whether ``hours`` are assumed (not in the data): check the meter.
    public let hoursAreAssumed: Bool
    /// Whether the driver must pay at arrival (meter hours in force and not exempt).
    public let mustPayNow: Bool
    /// Until when to pay, when ``mustPayNow``.
    public let payUntil: Date?
    /// Why the driver need not pay (`disabled placard`, `Area S permit`), or `nil`.
    public let exemption: String?
    /// `Meter hours are assumed (Mon–Sat 9 AM–6 PM, free on New Year's Day, Thanksgiving and
    /// Christmas): check the meter.` or the block face's hours.
    public let note: String
}
