import Foundation
import Testing

@testable import ZoneKit

/// The numbers of the answer's texts: whole ones without a decimal, any `--heading` without a trap.
@Suite struct AnswerTextTests {
    @Test func wholeAndFractionalDegrees() {
        #expect(AnswerText.degrees(90) == "90°")
        #expect(AnswerText.degrees(12.5) == "12.5°")
        #expect(AnswerText.degrees(-90) == "-90°")
    }

    /// `--heading 1e19` once trapped converting to `Int` (heading is any number of degrees).
    @Test func degreesTooLargeForAnIntAreWrittenAsTheyAre() {
        #expect(AnswerText.degrees(1e19) == "1e+19°")
        #expect(AnswerText.degrees(-3e20) == "-3e+20°")
        #expect(AnswerText.degrees(.infinity) == "inf°")
    }

    @Test func metresToTheTenthAndTooLargeForAnInt() {
        #expect(AnswerText.metres(2.44) == "2.4 m")
        #expect(AnswerText.metres(20) == "20 m")
        #expect(AnswerText.metres(1e19) == "1e+19 m")
    }

    /// Occurrences' words are kept once made where a memo is current (``SFAnswerTexts``, a batch
    /// worker's): asked again, or asked for another occurrence, with or without one, each gets its
    /// own words.
    @Test func anOccurrenceHasItsOwnWordsEachTimeItIsAsked() {
        let tuesday = Date(timeIntervalSince1970: 1_795_536_000)  // 2026-11-24 8 AM in San Francisco
        let wednesday = tuesday.addingTimeInterval(86_400)
        let memo = SFAnswerTexts()
        for current in [nil, memo] {
            SFAnswerTexts.$current.withValue(current) {
                for _ in 0..<2 {
                    #expect(AnswerText.occurrence(start: tuesday, end: tuesday + 7_200) == "Tue Nov 24 8–10 AM")
                    #expect(AnswerText.occurrence(start: wednesday, end: wednesday + 3_600) == "Wed Nov 25 8–9 AM")
                }
            }
        }
        #expect(memo.occurrences.count == 2)
    }

    /// A verdict's reason is kept once made, and is the same words each time.
    @Test func aReasonHasItsOwnWordsEachTimeItIsAsked() {
        for _ in 0..<2 {
            #expect(SFVerdictReason.noLimit(days: 7).text == "no limit found within 7 days")
            #expect(SFVerdictReason.noLimit(days: 3).text == "no limit found within 3 days")
            #expect(SFVerdictReason.words("as given").text == "as given")
        }
    }
}
