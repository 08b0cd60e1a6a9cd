import Dispatch
import Testing

@testable import ZoneKit

@Suite struct TextMemoTests {
    @Test func keepsATextAndGivesItBackWithoutMakingItAgain() {
        let memo = TextMemo<Int>()
        var made = 0
        let first = memo.text(for: 7) { key in
            made += 1
            return "seven \(key)"
        }
        let again = memo.text(for: 7) { _ in
            made += 1
            return "something else"
        }
        #expect(first == "seven 7")
        #expect(again == "seven 7")
        #expect(made == 1)
    }

    /// With memos off (a one-shot), the memo is not made nor asked, and the text is the same.
    @Test func withMemosOffTheMemoIsNotTouched() {
        var wasMade = false
        func memo() -> TextMemo<Int> {
            wasMade = true
            return TextMemo<Int>()
        }
        TextMemos.keep(false)
        defer { TextMemos.keep(true) }
        #expect(memoText(memo(), for: 7) { "seven \($0)" } == "seven 7")
        #expect(!wasMade)
        TextMemos.keep(true)
        let kept = TextMemo<Int>()
        #expect(memoText(kept, for: 7) { "seven \($0)" } == "seven 7")
        #expect(kept.count == 1)
    }

    @Test func pastItsCapacityMakesTextsEachTimeAndStaysCorrect() {
        let memo = TextMemo<Int>(capacity: 3)
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

    @Test func threadsAtOnceGetEachKeysOwnText() {
        let memo = TextMemo<Int>(capacity: 50)
        let keys = Array(0..<200)
        let results = concurrentResults(count: 8) { _ in keys.map { memo.text(for: $0) { "text \($0)" } } }
        for result in results { #expect(result == keys.map { "text \($0)" }) }
        #expect(memo.count == 50)
    }

    /// The memos behind the descriptions: what the answers print is the same the first time and after.
    @Test func descriptionsAreTheSameFromTheMemo() throws {
        let schedule = try SFSweepingSchedule(
            days: ["tue", "thu"], from: "08:00", to: "10:00", weeks: [1, 3], holidays: "swept")
        #expect(schedule.dayPattern == "1st & 3rd Tue & Thu")
        #expect(schedule.dayPattern == "1st & 3rd Tue & Thu")
        #expect(schedule.description == "1st & 3rd Tue & Thu 8–10 AM (also on holidays)")
        #expect(schedule.description == "1st & 3rd Tue & Thu 8–10 AM (also on holidays)")
        let window = SFTimeWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .meters)
        #expect(window.description == "Mon–Fri 8 AM–6 PM (meter holidays off)")
        #expect(window.description == "Mon–Fri 8 AM–6 PM (meter holidays off)")
    }
}
