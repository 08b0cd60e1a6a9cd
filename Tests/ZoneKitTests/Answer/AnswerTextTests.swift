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
}
