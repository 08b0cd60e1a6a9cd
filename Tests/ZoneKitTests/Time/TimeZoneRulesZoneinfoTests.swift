import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// ``TimeZoneRules`` against an independent oracle: Python's `zoneinfo` on the system tzdata
/// (`scripts/tz_oracle.py`), which reads each zone's full TZif history, not only its POSIX footer.
///
/// Instants are seeded (``SeededGenerator``): uniform over the years where the zone's current rule
/// holds, plus every transition ±1 s and ±30 min; wall-clock readings are the instants' own plus
/// readings across every gap and repeated hour, each resolved both ways.
@Suite struct TimeZoneRulesZoneinfoTests {
    /// A zone to compare, the years where its current rule is its whole story, and why they start there.
    struct Case: CustomTestStringConvertible, Sendable {
        let identifier: String
        let years: ClosedRange<Int>
        var testDescription: String { "\(identifier) \(years.lowerBound)–\(years.upperBound)" }
    }

    static let cases: [Case] = [
        Case(identifier: "America/Los_Angeles", years: 2008...2037),
        Case(identifier: "America/Chicago", years: 2008...2037),
        Case(identifier: "US/Eastern", years: 2008...2037),
        Case(identifier: "Europe/London", years: 2008...2037),
        Case(identifier: "Europe/Berlin", years: 2008...2037),
        // New South Wales's current dates (first Sunday of October to first Sunday of April) since 2008.
        Case(identifier: "Australia/Sydney", years: 2008...2037),
        Case(identifier: "Asia/Tokyo", years: 2008...2037),
        // Brazil abolished daylight time in 2019 (last change 2019-02-17): earlier years had it.
        Case(identifier: "America/Sao_Paulo", years: 2020...2037),
        Case(identifier: "Pacific/Auckland", years: 2008...2037),
        Case(identifier: "Asia/Kolkata", years: 2008...2037),
        Case(identifier: "Asia/Kathmandu", years: 2008...2037),
        // Newfoundland changed at 00:01 until November 2011, at 02:00 since.
        Case(identifier: "America/St_Johns", years: 2012...2037),
        // Casablanca's footer `<+01>-1` leaves out the yearly Ramadan switch to +00, which tzdata
        // lists as explicit transitions until 2087: only the years after are the footer's.
        Case(identifier: "Africa/Casablanca", years: 2088...2100),
    ]

    static let instantsPerZone = 2_000
    static let readingsPerZone = 1_000

    /// Where python3 is, if anywhere on the usual paths.
    static let python: String? = ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/python3" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(
        .enabled(if: python != nil, "python3 is not installed: the zoneinfo oracle cannot run"),
        arguments: cases)
    func agreesWithZoneinfo(_ zoneCase: Case) throws {
        let rules = try #require(TimeZoneRules(identifier: zoneCase.identifier))
        var generator = SeededGenerator(seed: zoneCase.identifier.utf8.reduce(18) { $0 &* 31 &+ UInt64($1) })
        // Half a day inside the years at both ends, so no instant's local year falls outside them.
        let first = CivilDate.daysSinceEpoch(year: zoneCase.years.lowerBound, month: 1, day: 1) * 86_400 + 14 * 3600
        let last = CivilDate.daysSinceEpoch(year: zoneCase.years.upperBound + 1, month: 1, day: 1) * 86_400 - 14 * 3600

        var instants = (0..<Self.instantsPerZone).map { _ in Int.random(in: first..<last, using: &generator) }
        var readings: [Int] = []
        for year in zoneCase.years {
            for transition in rules.transitionSeconds(in: year) {
                instants += [transition - 1800, transition - 1, transition, transition + 1, transition + 1800]
                let before = rules.utcOffset(atUnixSeconds: transition - 1)
                readings += stride(from: -1800, through: 9000, by: 900).map { transition + before + $0 }
            }
        }
        readings += instants.prefix(Self.readingsPerZone).map { $0 + rules.utcOffset(atUnixSeconds: $0) }

        var queries = instants.map { "I \(zoneCase.identifier) \($0)" }
        for local in readings {
            let reading = LocalDateTime(localSecondsSinceEpoch: local)
            queries.append(
                "L \(zoneCase.identifier) \(reading.year) \(reading.month) \(reading.day) \(reading.hour) \(reading.minute) \(reading.second)"
            )
        }
        let answers = try Self.askOracle(queries)
        try #require(answers.count == queries.count + 1, "oracle answered \(answers.count - 1) of \(queries.count)")

        var mismatches: [String] = []
        for (index, instant) in instants.enumerated() {
            let date = Date(timeIntervalSince1970: Double(instant))
            let ours = "\(rules.utcOffset(at: date)) \(rules.abbreviation(at: date)) \(rules.localDateTime(for: date))"
            if ours != answers[index + 1] {
                mismatches.append("instant \(instant): ours \(ours), zoneinfo \(answers[index + 1])")
            }
        }
        for (index, local) in readings.enumerated() {
            let answer = answers[instants.count + index + 1].split(separator: " ").compactMap { Int($0) }
            try #require(answer.count == 3)
            let reading = LocalDateTime(localSecondsSinceEpoch: local)
            let earlier = rules.date(for: reading, resolving: .earlier).timeIntervalSince1970
            let later = rules.date(for: reading, resolving: .later).timeIntervalSince1970
            // zoneinfo's fold=0 is the earlier occurrence of a repeated reading and, in a gap, the
            // reading with the offset before the change: both are ours for `.earlier`. For `.later`
            // a gap still reads forward (ours), where zoneinfo's fold=1 reads backward.
            let expectedLater = answer[2] == 1 ? answer[0] : answer[1]
            if Int(earlier) != answer[0] || Int(later) != expectedLater {
                mismatches.append(
                    "reading \(reading): ours \(Int(earlier)) \(Int(later)), zoneinfo fold 0 \(answer[0]) fold 1 \(answer[1]) gap \(answer[2])"
                )
            }
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(instants.count) instants and \(readings.count) readings differ from zoneinfo (\(answers[0])); first: \(mismatches.prefix(5))"
        )
        #expect(instants.count >= Self.instantsPerZone && readings.count >= Self.readingsPerZone)
    }

    /// Runs `scripts/tz_oracle.py` on `queries`: its lines, the first `tzdata <version>`.
    static func askOracle(_ queries: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tzrules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let queryFile = folder.appendingPathComponent("queries.txt")
        try (queries.joined(separator: "\n") + "\n").write(to: queryFile, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("answers.txt")
        try Data().write(to: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(python))
        let script = SharedFolder.repositoryRoot.appendingPathComponent("scripts/tz_oracle.py")
        process.arguments = [script.path, queryFile.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/tz_oracle.py exited with \(process.terminationStatus)")
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
