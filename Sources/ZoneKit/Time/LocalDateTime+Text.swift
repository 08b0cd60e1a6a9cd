/// The texts of a wall-clock reading, whichever zone's clock read it (``PacificTime``,
/// ``TimeZoneRules``): one way of writing a time for every city.
extension LocalDateTime {
    /// `Mon Nov 23 10:00 AM`: weekday, month, day and clock time, seconds dropped (truncated,
    /// never rounded up, so a deadline is never shown later than it is). No year: answers are
    /// about the next days and weeks.
    var dayAndTimeText: String {
        "\(weekday.shortName) \(Self.monthNames[month - 1]) \(day) \(PacificTime.clockTime(minuteOfDay: minuteOfDay))"
    }

    /// The months' names as answers write them, January first.
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `2026-11-23T10:00:00-08:00`: ISO 8601 with `offset` (seconds east of UTC), for JSON.
    func iso8601(offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let hours = abs(offset) / 3600
        let minutes = abs(offset) / 60 % 60
        guard (1000...9999).contains(year) else {
            return "\(self)\(sign)\(Self.twoDigits(hours)):\(Self.twoDigits(minutes))"
        }
        // Written digit by digit into the string's own storage: records carry several of these
        // each, and interpolation (then an array of the fields) was a noticeable part of writing
        // them.
        let separator = UInt8(ascii: offset < 0 ? "-" : "+")
        return String(unsafeUninitializedCapacity: 25) { buffer in
            var index = 0
            func put(_ value: Int, width: Int, then separator: UInt8?) {
                var rest = value
                for place in (0..<width).reversed() {
                    buffer[index + place] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                }
                index += width
                if let separator {
                    buffer[index] = separator
                    index += 1
                }
            }
            put(year, width: 4, then: UInt8(ascii: "-"))
            put(month, width: 2, then: UInt8(ascii: "-"))
            put(day, width: 2, then: UInt8(ascii: "T"))
            put(hour, width: 2, then: UInt8(ascii: ":"))
            put(minute, width: 2, then: UInt8(ascii: ":"))
            put(second, width: 2, then: separator)
            put(hours, width: 2, then: UInt8(ascii: ":"))
            put(minutes, width: 2, then: nil)
            return index
        }
    }
}
