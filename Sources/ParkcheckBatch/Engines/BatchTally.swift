/// What a batch has come to so far: rows read, answered, failed, and answered "no".
package struct BatchTally: Sendable, Equatable {
    /// Rows read (every row gets a record).
    package var rows = 0
    /// Rows answered, whatever the answer.
    package var answered = 0
    /// Rows that could not be answered.
    package var failed = 0
    /// Answered rows whose answer is "no" (full answers only).
    package var noAnswers = 0
    /// Answered rows whose answer is "unknown" (full answers only).
    package var unknownAnswers = 0

    /// A tally of `rows` rows: `answered`, `failed`, and among the answered `noAnswers` and
    /// `unknownAnswers`; none by default.
    package init(rows: Int = 0, answered: Int = 0, failed: Int = 0, noAnswers: Int = 0, unknownAnswers: Int = 0) {
        self.rows = rows
        self.answered = answered
        self.failed = failed
        self.noAnswers = noAnswers
        self.unknownAnswers = unknownAnswers
    }

    /// `1,000 rows: 998 answered, 2 failed`, adding `(3 answered no, 1 unknown)` when `showsNo`.
    package func summary(showsNo: Bool) -> String {
        var text =
            "\(Self.grouped(rows)) \(rows == 1 ? "row" : "rows"): \(Self.grouped(answered)) answered, "
            + "\(Self.grouped(failed)) failed"
        if showsNo { text += " (\(Self.grouped(noAnswers)) answered no, \(Self.grouped(unknownAnswers)) unknown)" }
        return text
    }

    /// `250,000 rows so far (3 failed)`.
    package var progress: String {
        "\(Self.grouped(rows)) \(rows == 1 ? "row" : "rows") so far"
            + (failed > 0 ? " (\(Self.grouped(failed)) failed)" : "")
    }

    /// `1,234,567`: digits in groups of three.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}

extension BatchTally {
    /// Adds the rows of `other`.
    package static func += (tally: inout BatchTally, other: BatchTally) {
        tally.rows += other.rows
        tally.answered += other.answered
        tally.failed += other.failed
        tally.noAnswers += other.noAnswers
        tally.unknownAnswers += other.unknownAnswers
    }
}
