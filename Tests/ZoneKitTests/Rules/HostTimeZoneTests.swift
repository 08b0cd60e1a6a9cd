import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// DOMAIN §5: a machine in UTC or New York must give the same answers as one in San Francisco.
@Suite(.serialized) struct HostTimeZoneTests {
    /// Runs the same questions with the host's `TZ` set to four zones and compares the answers.
    /// The host offset is read back through libc to prove each change took effect.
    @Test func answersAreIdenticalWhateverTheHostTimeZone() throws {
        let original = getenv("TZ").map { String(cString: $0) }
        defer {
            if let original { setenv("TZ", original, 1) } else { unsetenv("TZ") }
            tzset()
        }
        var answers: [String] = []
        var hostOffsets: Set<Int> = []
        for zone in ["UTC", "America/New_York", "Asia/Tokyo", "America/Los_Angeles"] {
            setenv("TZ", zone, 1)
            tzset()
            hostOffsets.insert(hostOffset(atUnixTime: 1_795_000_000))
            answers.append(try questions())
        }
        #expect(hostOffsets.count == 4)
        #expect(Set(answers).count == 1)
        #expect(answers.first?.contains("2026-11-23T10:00:00-08:00") == true)
    }

    /// The Time, Rules and Curbs sources never consult the host's zone, Foundation's calendars or the clock.
    @Test func sourcesNeverConsultTheHostZoneOrClock() throws {
        // Whole identifiers only: `CityCalendar(sanFrancisco: ` and `TimeZoneRules` are ours, `Calendar(` and
        // `TimeZone` are Foundation's.
        let forbidden = try NSRegularExpression(
            pattern:
                #"(?<![A-Za-z0-9_])(TimeZone(?![A-Za-z0-9_])|Calendar[.(]|DateFormatter|localtime|tzset|getenv|Date\(\)|Date\.now|ProcessInfo)"#
        )
        var found: [String] = []
        var files = 0
        for folder in ["Sources/ZoneKit/Time", "Sources/ZoneKit/Rules", "Sources/ZoneKit/Curbs"] {
            let url = SharedFolder.repositoryRoot.appendingPathComponent(folder)
            let names = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            for name in names where name.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    let range = NSRange(code.startIndex..., in: code)
                    if let match = forbidden.firstMatch(in: code, range: range),
                        let token = Range(match.range, in: code)
                    {
                        found.append("\(name):\(number + 1): \(code[token])")
                    }
                }
            }
        }
        #expect(found == [])
        #expect(files >= 10)
    }

    private func questions() throws -> String {
        let limit = SFParkingConstraint.timeLimit(
            CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .general),
            minutes: 120,
            reason: "2-hour limit")
        let sweeping = SFParkingConstraint.noParking(
            CurbWindow(days: .everyDay, startMinute: 120, endMinute: 360, holidayClass: .nightSweeping),
            reason: "street sweeping")
        var lines: [String] = []
        for arrival in [
            "2026-11-23 06:00", "2026-11-23 17:30", "2026-11-21 12:00", "2026-03-08 01:30", "2026-11-01 00:30",
        ] {
            let constraints = [limit, sweeping]
            let stay = CurbTermStay(
                arrival: try sf(arrival), terms: constraints.map(\.term), withinDays: CurbWindow.defaultSearchDays,
                in: .sanFrancisco)
            let binding = stay.first.map {
                SFStayLimit(constraint: constraints[$0.term], constraintIndex: $0.term, course: $0.course)
            }
            lines.append(
                "\(arrival) \(binding.map { PacificTime.iso8601($0.deadline) } ?? "-") \(binding?.explanation ?? "-")")
        }
        let instant = try sf("2026-11-23 10:00")
        lines.append(PacificTime.iso8601(instant))
        lines.append(PacificTime.dayAndTime(instant))
        lines.append("\(PacificTime.localDateTime(for: instant))")
        lines.append(
            "\(limit.window.isInForce(at: instant)) \(String(describing: limit.window.nextStart(after: instant)))")
        return lines.joined(separator: "\n")
    }

    private func hostOffset(atUnixTime seconds: Int) -> Int {
        var time = time_t(seconds)
        var broken = tm()
        localtime_r(&time, &broken)
        return Int(broken.tm_gmtoff)
    }
}
