import Testing

@testable import ZoneKit

@Suite struct ClockTextTests {
    @Test(arguments: [
        ("00:00", 0), ("08:00", 480), ("8:00", 480), ("7:59", 479), ("12:30", 750), ("23:59", 1439),
        ("24:00", 1440),
    ])
    func readsClockTimes(text: String, minute: Int) {
        #expect(ClockText.minute(of: text) == minute)
    }

    /// What the data files must not hold: each is refused, never read as some other time.
    @Test(arguments: [
        "", ":", "8", "800", "08:0", "08:000", ":00", "123:00", "08-00", "08::0", "24:30", "25:00", "7:60", "+8:00",
        "-0:00", " 8:00", "8:00 ", "٠٨:٠٠", "８:００", "08:0a", "a8:00",
    ])
    func refusesAnythingElse(text: String) {
        #expect(ClockText.minute(of: text) == nil)
    }

    @Test(arguments: [
        ("Mission St", "Mission St"), ("  Mission St\t", "Mission St"), ("\t \t", ""), ("", ""),
        (" Cesar Chávez St ", "Cesar Chávez St"), ("\u{A0}Polk St", "\u{A0}Polk St"), (" 日本町 ", "日本町"),
    ])
    func trimsSpacesAndTabsOnly(text: String, trimmed: String) {
        #expect(ClockText.trimmed(text) == trimmed)
    }
}
