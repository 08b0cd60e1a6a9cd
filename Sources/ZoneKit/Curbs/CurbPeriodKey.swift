/// A designated period's name (`holidays`) as a ``CurbWindow`` holds it: the name, lowercased,
/// folded to 64 bits (FNV-1a).
///
/// A window is copied, compared and hashed wherever an answer keeps it; a key keeps it a few plain
/// bytes, copied without reference counting, where a long name (`night sweeping holidays`) would be
/// retained and released at every copy (bench/ANALYSIS.md). The name stays
/// with the calendar that lists it (``CityCalendar/name(of:)``). Two names folding to one key would
/// be read as one period; FNV-1a's collisions are strings made for the purpose, not the few names a
/// city's calendar lists.
package struct CurbPeriodKey: Hashable, Sendable {
    /// The folded name.
    let bits: UInt64

    /// The key of the period named `name` (case does not matter).
    package init(_ name: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.lowercased().utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        bits = hash
    }
}
