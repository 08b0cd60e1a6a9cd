import Testing

@testable import ParkcheckBatch
@testable import ZoneKit

/// The words San Francisco's answers share, made once per distinct value by the memo current on
/// the thread asking (``SFAnswerTexts``: a batch worker's), and afresh where none is.
@Suite struct SFAnswerTextsTests {
    static let window = CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .meters)

    @Test func theCurrentMemoKeepsATextAndGivesItBackWithoutMakingItAgain() {
        let memo = SFAnswerTexts()
        #expect(Self.window.description == "Mon–Fri 8 AM–6 PM (meter holidays off)")
        #expect(memo.windows.count == 0, "no memo current: nothing kept")
        SFAnswerTexts.$current.withValue(memo) {
            var made = 0
            for _ in 0..<3 {
                let text = SFAnswerTexts.text(\.windows, for: Self.window) { window in
                    made += 1
                    return "\(window.days) made"
                }
                #expect(text == "Mon–Fri made")
            }
            #expect(made == 1)
            #expect(memo.windows.count == 1)
        }
        // Another thread's memo (none here) is not this one: it made its own text.
        #expect(SFAnswerTexts.current == nil)
    }

    @Test func pastItsCapacityAMemoMakesTextsEachTimeAndStaysCorrect() {
        let memo = SFAnswerTexts.Memo<Int>(capacity: 3)
        for key in 0..<10 { #expect(memo.text(for: key) { "\($0)" } == "\(key)") }
        #expect(memo.count == 3)
        var made = 0
        let late = memo.text(for: 9) { key in
            made += 1
            return "\(key)"
        }
        #expect(late == "9")
        #expect(made == 1)
    }

    /// What the answers print is the same with a memo, without one, and from the memo the second
    /// time.
    @Test func descriptionsAreTheSameWithOrWithoutAMemo() throws {
        let schedule = try SFSweepingSchedule(
            days: ["tue", "thu"], from: "08:00", to: "10:00", weeks: [1, 3], holidays: "swept")
        let expected = (
            pattern: "1st & 3rd Tue & Thu", schedule: "1st & 3rd Tue & Thu 8–10 AM (also on holidays)",
            window: "Mon–Fri 8 AM–6 PM (meter holidays off)"
        )
        for memo in [nil, SFAnswerTexts()] {
            SFAnswerTexts.$current.withValue(memo) {
                for _ in 0..<2 {
                    #expect(schedule.dayPattern == expected.pattern)
                    #expect(schedule.description == expected.schedule)
                    #expect(Self.window.description == expected.window)
                }
            }
            #expect(memo.map { $0.schedules.count == 1 && $0.dayPatterns.count == 1 && $0.windows.count == 1 } ?? true)
        }
    }

    /// The batch's shared store of evaluation cores keeps its values across threads (its locks are
    /// the batch's, not ZoneKit's).
    @Test func threadsAtOnceGetEachKeysOwnValueFromTheSharedMemo() {
        let memo = SharedMemo<Int, String>(capacity: 50)
        let keys = Array(0..<200)
        let results = EveryCoreWork().results(count: 8) { _ in keys.map { memo.value(for: $0) { "text \($0)" } } }
        for result in results { #expect(result == keys.map { "text \($0)" }) }
        #expect(memo.count == 50)
    }
}
