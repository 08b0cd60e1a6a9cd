/// Reading the `HH:MM` clock times and `mon`…`sun` day codes of the normalised data files.
enum ClockText {
    /// Minutes after midnight of `HH:MM` (one or two hour digits), 0...1440: `08:00` → 480,
    /// `24:00` → 1440. `nil` for anything else, including `24:30` and `7:60`.
    static func minute(of text: String) -> Int? {
        // Read on the UTF-8 bytes: a batch reads some 50,000 of these as it loads, and splitting
        // into `Character`s cost a tenth of the load.
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard (4...5).contains(bytes.count), bytes[bytes.count - 3] == UInt8(ascii: ":") else { return nil }
            func digit(_ index: Int) -> Int? {
                let byte = bytes[index]
                return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
            }
            var hours = 0
            for index in 0..<(bytes.count - 3) {
                guard let value = digit(index) else { return nil }
                hours = hours * 10 + value
            }
            guard let tens = digit(bytes.count - 2), let ones = digit(bytes.count - 1) else { return nil }
            let minutes = tens * 10 + ones
            guard hours <= 24, minutes <= 59 else { return nil }
            let total = hours * 60 + minutes
            return total <= 1440 ? total : nil
        }
    }

    /// The weekday of a day code `mon` … `sun` (case ignored), or `nil`.
    static func weekday(code: String) -> Weekday? {
        switch code.lowercased() {
        case "mon": .monday
        case "tue": .tuesday
        case "wed": .wednesday
        case "thu": .thursday
        case "fri": .friday
        case "sat": .saturday
        case "sun": .sunday
        default: nil
        }
    }

    /// The pseudo-day code the data build writes for sweeping that happens on public holidays.
    static let holidayCode = "holiday"

    /// `"08:00"`, quoted, for messages.
    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// Reads day codes into a set.
    ///
    /// - Parameters:
    ///   - codes: `mon` … `sun`; `holiday` too when `allowingHoliday`.
    ///   - record: the record, for errors.
    ///   - allowingHoliday: whether the `holiday` pseudo-day is accepted.
    /// - Returns: the weekdays and whether `holiday` was among the codes.
    static func days(
        _ codes: [String], record: String, allowingHoliday: Bool
    ) throws(ParkingDataError) -> (days: WeekdaySet, onHolidays: Bool) {
        var days: WeekdaySet = []
        var onHolidays = false
        for code in codes {
            if let weekday = weekday(code: code) {
                days.insert(WeekdaySet(weekday))
            } else if allowingHoliday, code.lowercased() == holidayCode {
                onHolidays = true
            } else {
                throw .invalidValue(
                    record: record, field: "days", value: quoted(code),
                    expected: allowingHoliday ? "a day code mon … sun or holiday" : "a day code mon … sun")
            }
        }
        return (days, onHolidays)
    }

    /// Reads `from` and `to` into minutes after midnight, 0...1440 each.
    static func hours(from: String, to: String, record: String) throws(ParkingDataError) -> (start: Int, end: Int) {
        guard let start = minute(of: from), start < 1440 else {
            throw .invalidValue(
                record: record, field: "from", value: quoted(from), expected: "a time HH:MM from 00:00 to 23:59")
        }
        guard let end = minute(of: to) else {
            throw .invalidValue(
                record: record, field: "to", value: quoted(to), expected: "a time HH:MM from 00:00 to 24:00")
        }
        return (start, end)
    }

    /// Whether `code` is an RPP area code, `^[A-Z]{1,2}$` (already upper-cased).
    static func isAreaCode(_ code: String) -> Bool {
        (1...2).contains(code.unicodeScalars.count) && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// Reads area codes, upper-cased, in order without duplicates.
    static func areas(_ codes: [String], record: String, field: String) throws(ParkingDataError) -> [String] {
        var areas: [String] = []
        for code in codes {
            let upper = trimmed(code).uppercased()
            guard isAreaCode(upper) else {
                throw .invalidValue(
                    record: record, field: field, value: quoted(code), expected: "an area code of one or two letters")
            }
            if !areas.contains(upper) { areas.append(upper) }
        }
        return areas
    }

    /// `text` without leading and trailing spaces and tabs (`text` itself when it has none, as
    /// nearly every value in the data files: no copy is made).
    static func trimmed(_ text: String) -> String {
        // On the UTF-8 bytes: a space or a tab is one byte, and never part of another character's.
        var bytesOfText = text
        return bytesOfText.withUTF8 { bytes in
            let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var start = 0
            var end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            if start == 0, end == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}
