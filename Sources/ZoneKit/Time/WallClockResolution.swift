/// Which instant to pick for a wall-clock reading that happens twice, in the hour a clock falls
/// back (01:00–01:59 on the first Sunday of November in the US), by every clock
/// (``PacificTime``, ``TimeZoneRules``).
public enum WallClockResolution: Sendable {
    /// The first occurrence (still daylight time): the default, and what "starts at" means.
    case earlier
    /// The second occurrence (standard time again): what the end of a window means.
    case later
}
