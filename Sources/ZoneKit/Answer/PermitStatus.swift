/// What the driver's permits (and placard) are worth at this place and time. The cases are decided
/// in this order:
///
/// 1. ``noPermitRequired``: the place has no RPP area — the block face lists none, or, with no
///    block face found, the caller gave no zone. Permits neither help nor are needed.
/// 2. ``noPermitGiven``: the place has an area, but the driver gave no permit and no placard.
/// 3. ``invalid``: permits were given, none is for an area here, and there is no placard.
/// 4. ``conditional``: the driver is covered (a permit for an area here, or a placard) **but**
///    either the cover rests on the placard alone (no permit for an area here), or a rule that
///    makes the driver move (sweeping, no parking, tow-away, a limit they are not exempt from)
///    starts within `SFAnswerSettings/soonInterval` (24 h) of arrival or is in force now.
/// 5. ``multipleApply``: two or more of **the driver's** permits are for areas here, and not
///    conditional. One permit on a block that lists two areas is plain ``valid``.
/// 6. ``valid``: exactly one of the driver's permits is for an area here, and not conditional.
///
/// The areas "here" are the block face's when one is found, else the zone's area.
public enum PermitStatus: String, CaseIterable, Hashable, Sendable {
    /// Exactly one of the driver's permits is for an area here, and no rule binds soon.
    case valid
    /// Permits were given, none is for an area here, and there is no placard.
    case invalid
    /// Covered, but a must-move rule starts within a day (or is in force), or only the placard covers.
    case conditional
    /// The place has no RPP area.
    case noPermitRequired
    /// Two or more of the driver's permits are for areas here, and no rule binds soon.
    case multipleApply
    /// The place has an area, but no permit or placard was given.
    case noPermitGiven
}
