import ZoneKit

/// Why a city's curbs do not answer a question as asked: the sentences a single lookup
/// (`parkcheck LAT LON` there) and a batch row both say.
package enum CurbRefusal {
    /// Why `option` (`--threshold`) is not followed for `place`'s curbs.
    package static func unread(_ option: String, place: String) -> String {
        "\(option) is not read for \(place)'s curbs: it widens San Francisco's zone lookup, and a city's curbs "
            + "are the nearest street's within 25 m; give --accuracy for a rough position"
    }

    /// A time that does not read on the city's clock, given as `option` (`--at`, a row's `at`),
    /// said as the command line's invalid values are: `--at 'x': why`.
    package static func invalidValue(option: String, value: String, error: TimeParseError) -> String {
        "\(option) '\(value)': \(error.description)"
    }
}
