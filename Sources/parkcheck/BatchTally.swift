/// What a batch has come to so far: rows read, answered, failed, and answered "no".
struct BatchTally: Sendable, Equatable {
    /// Rows read (every row gets a record).
    var rows = 0
    /// Rows answered, whatever the answer.
    var answered = 0
    /// Rows that could not be answered.
    var failed = 0
    /// Answered rows whose answer is "no" (full answers only).
    var noAnswers = 0
    /// Answered rows whose answer is "unknown" (full answers only).
    var unknownAnswers = 0

    /// `1,000 rows: 998 answered, 2 failed`, adding `(3 answered no, 1 unknown)` when `showsNo`.
    func summary(showsNo: Bool) -> String {
        var text =
            "\(Self.grouped(rows)) \(rows == 1 ? "row" : "rows"): \(Self.grouped(answered)) answered, "
            + "\(Self.grouped(failed)) failed"
        if showsNo { text += " (\(Self.grouped(noAnswers)) answered no, \(Self.grouped(unknownAnswers)) unknown)" }
        return text
    }

    /// `250,000 rows so far (3 failed)`.
    var progress: String {
        "\(Self.grouped(rows)) rows so far" + (failed > 0 ? " (\(Self.grouped(failed)) failed)" : "")
    }

    /// `1,234,567`: digits in groups of three.
    static func grouped(_ number: Int) -> String {
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
    static func += (tally: inout BatchTally, other: BatchTally) {
        tally.rows += other.rows
        tally.answered += other.answered
        tally.failed += other.failed
        tally.noAnswers += other.noAnswers
        tally.unknownAnswers += other.unknownAnswers
    }
}
