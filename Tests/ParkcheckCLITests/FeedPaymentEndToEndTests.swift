import Foundation
import Testing

/// A meter a feed forgot to flag: fees in `payment.rates` but no `rule.payment`. Read free, the
/// answer would be more permissive than the curb; it is read as paid, and said so.
@Suite struct FeedPaymentEndToEndTests {
    static var parking: [String: Any] { ["activity": "parking", "priorityCategory": "parking"] }
    static var rates: [String: Any] { ["rates": [["fees": [1.5], "durations": [60]]]] }

    func answer(_ feed: WrittenFeed, format: [String] = []) throws -> ParkcheckRun {
        let path = try feed.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try runParkcheck(WrittenFeed.point + ["--data", path, "--at", "2026-11-24T10:00"] + format)
    }

    @Test func feesWithoutTheFlagAreAnsweredPaidWithAWarning() throws {
        let unflagged = WrittenFeed(regulations: [
            WrittenFeed.regulation(Self.parking, ["timeSpans": WrittenFeed.daytime, "payment": Self.rates])
        ])
        let run = try answer(unflagged)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Only if you pay"), "\(run.stdout)")
        #expect(run.stdout.contains("paid (the feed lists fees but no payment flag)"), "\(run.stdout)")
        #expect(
            run.stderr.contains(
                "feature 0, regulation 0 lists fees in payment.rates but its rule does not set \"payment\": true"),
            "\(run.stderr)")
        let json = try answer(unflagged, format: ["--format", "json"])
        #expect(json.stdout.contains("\"verdict\": \"conditionally\""), "\(json.stdout)")
    }

    /// A batch warns once: about each such regulation its rows rest on while it reads a large feed
    /// near them, as a lookup does; with their count when it reads the feed whole.
    @Test(arguments: [false, true])
    func aBatchWarnsOnce(isLarge: Bool) throws {
        let unflagged = WrittenFeed(regulations: [
            WrittenFeed.regulation(Self.parking, ["timeSpans": WrittenFeed.daytime, "payment": Self.rates])
        ])
        let root = isLarge ? try WrittenFeed.padded(unflagged.root, toBytes: 8_000_000) : unflagged.root
        let path = try WrittenFeed.write(root)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let row = WrittenFeed.point.joined(separator: ",") + "\n"
        let batch = try runParkcheck(
            ["-", "--data", path, "--at", "2026-11-24T10:00", "--format", "csv", "--fields", "verdict"],
            stdin: Data(String(repeating: row, count: 3).utf8))
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(batch.stdout == "verdict\nconditionally\nconditionally\nconditionally\n")
        let said =
            isLarge
            ? "feature 0, regulation 0 lists fees in payment.rates but its rule does not set \"payment\": true"
            : "1 regulation lists fees in payment.rates but not \"payment\": true"
        let warnings = batch.stderr.split(separator: "\n").filter { $0.contains(said) }
        #expect(warnings.count == 1, "\(batch.stderr)")
    }

    @Test func theSameFeedWithTheFlagAnswersTheSameWithoutAWarning() throws {
        var flaggedRule = Self.parking
        flaggedRule["payment"] = true
        let flagged = WrittenFeed(regulations: [
            WrittenFeed.regulation(flaggedRule, ["timeSpans": WrittenFeed.daytime, "payment": Self.rates])
        ])
        let unflagged = WrittenFeed(regulations: [
            WrittenFeed.regulation(Self.parking, ["timeSpans": WrittenFeed.daytime, "payment": Self.rates])
        ])
        let expected = try answer(flagged, format: ["--format", "json"])
        let read = try answer(unflagged, format: ["--format", "json"])
        #expect(expected.stderr.isEmpty, "\(expected.stderr)")
        #expect(expected.stdout.contains("\"verdict\": \"conditionally\""), "\(expected.stdout)")
        // The verdict, until and payment agree; only the quoted regulation's words differ.
        for member in ["\"verdict\"", "\"time\"", "\"paymentRequired\""] {
            #expect(lines(of: expected.stdout, with: member) == lines(of: read.stdout, with: member), "\(member)")
        }
    }

    @Test func freeFeesAndNoRatesStayFree() throws {
        let zero = WrittenFeed(regulations: [
            WrittenFeed.regulation(
                Self.parking,
                ["timeSpans": WrittenFeed.daytime, "payment": ["rates": [["fees": [0], "durations": [60]]]]])
        ])
        let run = try answer(zero)
        #expect(run.stdout.contains("You may park here"), "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func validateWarnsAtTheRates() throws {
        let unflagged = WrittenFeed(regulations: [
            WrittenFeed.regulation(Self.parking, ["timeSpans": WrittenFeed.daytime, "payment": Self.rates])
        ])
        let path = try unflagged.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runParkcheck(["validate", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.contains(
                "warning: features[0].properties.regulations[0].payment.rates: feature 0: the rates list fees but the rule has "
                    + "no \"payment\": read as paid parking"), "\(run.stdout)")
    }

    private func lines(of text: String, with member: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(member) }
    }
}
