/// What the zone lookup said about the point, passed in by the caller: the RPP area polygon the
/// point was matched to, and optionally that area's most common rule.
///
/// A block face's own areas and rules win over these; the zone's area is used only where no block
/// face is found, and a disagreement is reported (DOMAIN §3).
package struct SFZoneContext: Hashable, Sendable {
    /// An area-wide time limit: the area's most common posted rule (e.g. area S: Mon–Fri 8–21,
    /// 2 hours).
    package struct AreaRule: Hashable, Sendable {
        /// When the limit is enforced (holiday class ``SFHolidayClass/general`` for RPP).
        package var window: CurbWindow
        /// The limit in minutes.
        package var limitMinutes: Int

        /// Creates an area rule.
        package init(window: CurbWindow, limitMinutes: Int) {
            self.window = window
            self.limitMinutes = limitMinutes
        }
    }

    /// The zone's area code (the zone lookup's primary zone), e.g. `S`; upper-cased.
    package var code: String
    /// The area-wide rule, if known.
    package var areaRule: AreaRule?

    /// Creates a zone context.
    ///
    /// - Parameters:
    ///   - code: the area code; compared case-insensitively.
    ///   - areaRule: the area-wide rule, used only where no block face is found.
    package init(code: String, areaRule: AreaRule? = nil) {
        self.code = ClockText.trimmed(code).uppercased()
        self.areaRule = areaRule
    }
}
