import Foundation
import Testing

/// A time the user did not mean is said so in every format: `--at` in the spring-forward gap or the
/// fall-back hour names the instant answered for, and one more than a year from the data's date
/// (2025-11-28) says the rules may have changed. Guerrero St 19th–Cumberland (regulation 4599).
@Suite struct ArrivalWarningEndToEndTests {
    static let point = ["37.759546", "-122.423713"]

    struct Case: Sendable, CustomTestStringConvertible {
        let at: String
        /// The arrival codes expected among the warnings.
        let codes: [String]
        /// The sentence of the first of them, as the text form prints it.
        let message: String?
        var testDescription: String { at }
    }

    static let cases: [Case] = [
        Case(
            at: "2026-03-08T02:30", codes: ["arrival-in-skipped-hour"],
            message: "2026-03-08 2:30 AM does not exist in San Francisco (clocks jump from 2:00 to 3:00 AM): "
                + "answered for Sun Mar 8 3:30 AM PDT (2026-03-08T03:30:00-07:00)"),
        Case(
            at: "2026-11-01T01:30", codes: ["arrival-in-repeated-hour"],
            message: "2026-11-01 1:30 AM happens twice in San Francisco: answered for the first, "
                + "1:30 AM PDT (2026-11-01T01:30:00-07:00); the second is 1:30 AM PST (2026-11-01T01:30:00-08:00) "
                + "— give an offset to choose"),
        Case(
            at: "2028-06-01T12:00", codes: ["arrival-far-from-data"],
            message: "arriving Thu Jun 1 2028, more than a year after the data (2025-11-28): rules may have "
                + "changed; check the signs"),
        Case(at: "2026-11-23T06:00", codes: [], message: nil),
        Case(at: "2026-11-01T01:30-08:00", codes: [], message: nil),
    ]

    @Test(arguments: cases)
    func jsonCarriesTheArrivalWarning(_ example: Case) throws {
        let run = try runParkcheck(Self.point + ["--at", example.at, "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        let arrivalWarnings = warnings.filter { ($0["code"] as? String)?.hasPrefix("arrival-") == true }
        #expect(arrivalWarnings.compactMap { $0["code"] as? String } == example.codes)
        #expect(arrivalWarnings.first?["message"] as? String == example.message)
    }

    @Test func textPrintsTheWarningLine() throws {
        let example = Self.cases[0]
        let run = try runParkcheck(Self.point + ["--at", example.at])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("  Warning: \(example.message ?? "")\n"))
    }

    /// A batch row's own `at` is read the same way, and a row without one has the `--at` warning.
    @Test func batchRowsCarryTheirOwnArrivalWarning() throws {
        let input = """
            id,lat,lon,at
            gap,37.759546,-122.423713,2026-03-08T02:30
            twice,37.759546,-122.423713,2026-11-01T01:30
            plain,37.759546,-122.423713,2026-11-23T06:00
            option,37.759546,-122.423713,

            """
        let run = try runParkcheck(
            ["--at", "2028-06-01T12:00", "--format", "ndjson", "--fields", "id,warnings"], stdin: Data(input.utf8))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let codes = try ndjsonRecords(run.stdout).map { record in
            ((record["warnings"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String }
                .filter { $0.hasPrefix("arrival-") }
        }
        #expect(codes == [["arrival-in-skipped-hour"], ["arrival-in-repeated-hour"], [], ["arrival-far-from-data"]])
    }
}
