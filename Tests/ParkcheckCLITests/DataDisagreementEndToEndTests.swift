import Foundation
import Testing

/// Answers on block faces where the city's own regulation rows disagree with themselves, or leave a
/// value out that their sign text gives (docs/DISAGREEMENTS.md): one real block face per kind of
/// disagreement, plus the holiday decision for all-day time limits (docs/HOLIDAYS.md).
///
/// Rows (`regulations_hi6h-neyh_20251128.csv`): objectid 12854 (Oak St, Laguna–Buchanan, north side,
/// Area HV): `DAYS` M-Sa, `HOURS` 900-2100, `HRS_BEGIN/HRS_END` 900/2100, `FROM_TIME/TO_TIME`
/// 8am/9pm, `HRLIMIT` 2, `SYM_RPP2` "2, M-F, 800-2100". objectid 3291 (Collingwood St, 21st–22nd,
/// east side, Area S): `HRLIMIT` empty, `SYM_RPP2` "2, M-F, 800-2100". objectid 6204 (30th St,
/// Mission–San Jose Ave, north side): `DAYS` empty, `HOURS` 700-1800, `HRLIMIT` 1; time limits
/// with those hours and limit that state their days mostly say M-Sa (57 of 63). objectid 1032
/// (Hampshire St, 17th–Mariposa, west side): 12-hour limit, M-Su, `HOURS` 0-0.
@Suite struct DataDisagreementEndToEndTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let stdout: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Hours: HOURS and HRS_BEGIN/HRS_END say 9–21, FROM_TIME/TO_TIME and SYM_RPP2 8–21: a tie, so
        // HOURS (the most specific) is used. Mon 08:00: the limit counts from 9:00 → 11:00; from
        // 8:00 it would end at 10:00. Days: DAYS M-Sa vs SYM_RPP2 M-F, a tie, DAYS used; on a
        // Monday both end the stay alike.
        Case(
            name: "Oak St (objectid 12854): contested hours and days",
            arguments: ["37.77456", "-122.42672", "--at", "2026-11-23T08:00"],
            stdout: """
                ✓ You may park here until Mon Nov 23 11:00 AM — 2-hour limit
                  Arriving: Mon Nov 23 8:00 AM
                  Park until: Mon Nov 23 11:00 AM (2-hour limit starts 9:00 AM)
                  Permit: none given — Area HV (2-hour limit Mon–Sat 9 AM–9 PM)
                  Street sweeping (this side, north): Thu Dec 3 7–9 AM, every Thursday
                  Oak St between Laguna St and Buchanan St, north side · confidence: low (the city's data disagrees \
                on a rule here: check the sign; 3.5 m from the Area HV boundary)
                  Warning: the city's data disagrees on the days of regulation 12854: DAYS says Mon–Sat (used), but \
                SYM_RPP2 says Mon–Fri, which makes no difference to this stay; check the sign
                  Warning: the city's data disagrees on the hours of regulation 12854: HOURS, HRS_BEGIN/HRS_END say \
                9 AM–9 PM (used), but FROM_TIME/TO_TIME, SYM_RPP2 say 8 AM–9 PM, which would end your stay at 10:00 \
                AM; check the sign

                """),
        // Limit: HRLIMIT empty, the sign text says 2 hours: filled. Before, the limit was dropped
        // and the stay ran to the 72-hour rule with a limit-not-in-data warning. Tue 10:00, M-F
        // 8–21 in force → 12:00.
        Case(
            name: "Collingwood St (objectid 3291): the limit filled from the sign text",
            arguments: ["37.755617", "-122.435541", "--at", "2026-11-24T10:00"],
            stdout: """
                ✓ You may park here until Tue Nov 24 12:00 PM — 2-hour limit
                  Arriving: Tue Nov 24 10:00 AM
                  Park until: Tue Nov 24 12:00 PM (2-hour limit applies now)
                  Permit: none given — Area S (2-hour limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, east): Mon Dec 14 9–11 AM, 2nd & 4th Mondays
                  Collingwood St between 21st St and 22nd St, east side · confidence: low (the city's data disagrees \
                on a rule here: check the sign; 2 m from the Area S boundary)
                  Warning: the city's data disagrees on the limit of regulation 3291: SYM_RPP2 says 2 hours (used), \
                but HRLIMIT (empty) says no limit, which would end your stay at Fri Nov 27 10:00 AM; check the sign

                """),
        // Days: DAYS empty, nothing else names days: every day is kept (Sun 10:00 → 11:00); the
        // usual Mon–Sat would leave Sunday free and end the stay Mon 7:00 + 1 h = 8:00.
        Case(
            name: "30th St (objectid 6204): an empty DAYS against the usual days",
            arguments: ["37.742395", "-122.422559", "--at", "2026-11-22T10:00"],
            stdout: """
                ✓ You may park here until Sun Nov 22 11:00 AM — 1-hour limit
                  Arriving: Sun Nov 22 10:00 AM
                  Park until: Sun Nov 22 11:00 AM (1-hour limit applies now)
                  Permit: none needed here — (1-hour limit every day 7 AM–6 PM)
                  Street sweeping (this side, north): Fri Dec 4 7–9 AM, every Friday
                  30th St between Mission St and San Jose Ave, north side · confidence: low (the city's data \
                disagrees on a rule here: check the sign; 16.8 m from the Area Z boundary)
                  Warning: block face lists no permit area but the zone polygon says Z; the block face's rules apply
                  Warning: the city's data disagrees on the days of regulation 6204: DAYS (empty) says every day \
                (used), but most time limits with the same hours and limit say Mon–Sat, which would end your stay at \
                Mon Nov 23 8:00 AM; check the sign

                """),
        // Holidays (docs/HOLIDAYS.md): a general time limit is off on the city's holidays, all-day
        // every-day 12-hour limits too. Fri Nov 27 2026, the day after Thanksgiving: nothing counts
        // until Sat 00:00, so 12 hours end Sat 12:00 PM. No disagreement here: confidence unchanged.
        Case(
            name: "Hampshire St (objectid 1032): a 12-hour all-day limit is off the day after Thanksgiving",
            arguments: ["37.763782", "-122.408451", "--at", "2026-11-27T10:00"],
            stdout: """
                ✓ You may park here until Sat Nov 28 12:00 PM — 12-hour limit
                  Arriving: Fri Nov 27 10:00 AM
                  Park until: Sat Nov 28 12:00 PM (12-hour limit starts Sat Nov 28 12:00 AM)
                  Permit: none needed here — (12-hour limit every day all day)
                  Street sweeping (this side, west): Thu Dec 3 12–6 AM, every Thursday
                  Hampshire St between 17th St and Mariposa St, west side · confidence: medium (24.6 m from the Area \
                W boundary)
                  Warning: block face lists no permit area but the zone polygon says W; the block face's rules apply

                """),
    ]

    @Test(arguments: cases)
    func answersSayWhereTheDataDisagrees(_ scenario: Case) throws {
        let run = try runParkcheck(scenario.arguments)
        #expect(run.stdout == scenario.stdout)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    /// The JSON carries the warning under its stable code, with the other reading's effect.
    @Test func jsonCarriesTheDataDisagreesWarning() throws {
        let run = try runParkcheck(["37.77456", "-122.42672", "--at", "2026-11-23T08:00", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        let disagreements = warnings.filter { $0["code"] as? String == "data-disagrees" }
        #expect(disagreements.count == 2)
        #expect(
            disagreements.contains { ($0["message"] as? String)?.contains("would end your stay at 10:00 AM") == true })
    }
}
