import Foundation
import Testing

/// `--at now`, `+2h`, `today 5:30pm`, `tomorrow 08:00`, with the clock pinned by `PARKCHECK_NOW`
/// (never the real one): each answers as the date-time it names would.
@Suite struct RelativeTimeEndToEndTests {
    private let place = ["37.759546", "-122.423713"]
    private let clock = ["PARKCHECK_NOW": "2026-11-23T06:00"]

    @Test(arguments: [
        ("now", "2026-11-23T06:00"), ("+2h", "2026-11-23T08:00"), ("+1h30m", "2026-11-23T07:30"),
        ("-30m", "2026-11-23T05:30"), ("tomorrow 08:00", "2026-11-24T08:00"), ("Tomorrow 8am", "2026-11-24T08:00"),
        ("today 5:30pm", "2026-11-23T17:30"), ("+1d", "2026-11-24T06:00"),
    ])
    func aWordTimeAnswersAsTheTimeItNames(_ words: String, _ time: String) throws {
        let relative = try runParkcheck(place + ["--at", words, "--json"], environment: clock)
        let absolute = try runParkcheck(place + ["--at", time, "--json"])
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(relative.stdout == absolute.stdout)
    }

    @Test func withoutAtTheAnswerIsForThePinnedClock() throws {
        let pinned = try runParkcheck(place, environment: clock)
        #expect(pinned.stdout.contains("  Arriving: Mon Nov 23 6:00 AM\n"))
        let batch = try runParkcheck(
            ["-", "--format", "csv", "--fields", "arrival", "--at", "+2h"],
            stdin: Data("37.759546,-122.423713\n".utf8), environment: clock)
        #expect(batch.stdout == "arrival\n2026-11-23T08:00:00-08:00\n")
    }

    @Test(arguments: [
        (
            "tomorrow",
            "--at 'tomorrow': give a clock time after tomorrow: tomorrow 08:00, tomorrow 8am or tomorrow 5:30pm"
        ),
        ("+2x", "--at '+2x': give a time from now such as +2h, +90m, +1h30m or -15m"),
        ("today 25:00", "--at 'today 25:00': give a clock time after today"),
        ("tomorow 8am", "--at 'tomorow 8am': did you mean 'tomorrow 8am'? --at reads now, +2h, 8am, today"),
        ("Mondy 17:30", "--at 'Mondy 17:30': did you mean 'monday 17:30'?"),
        ("nwo", "--at 'nwo': did you mean 'now'?"),
        ("yesterday", "--at 'yesterday': 'yesterday' is not a time parkcheck reads; write now, +2h"),
    ])
    func aWordTimeThatCannotBeReadIsAUsageError(_ words: String, _ message: String) throws {
        let run = try runParkcheck(place + ["--at", words], environment: clock)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("parkcheck: error: \(message)"))
    }

    @Test func aBadPinnedClockIsAUsageError() throws {
        let run = try runParkcheck(place, environment: ["PARKCHECK_NOW": "yesterday"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("parkcheck: error: PARKCHECK_NOW 'yesterday': "))
    }
}
