import Foundation
import Testing

/// `parkcheck LAT LON` on the bundled data, run as a user runs it, at pinned times.
///
/// Every expected answer was derived by hand from the raw city exports in `../shared/data/sf`
/// (`regulations_hi6h-neyh_20251128.csv`, `street_sweeping_by_side_20250729.csv`,
/// `street_sweeping_holidays_flag_20250722.csv`), not from parkcheck: each case says which rows it
/// rests on and how the answer follows. Points sit on a regulation line's midpoint, the curb side of
/// the street, a few metres from the centreline. Calendar facts used: Nov 2026 starts on a Sunday
/// (Saturday 21; Tuesdays 3, 10, 17, 24; Fridays 6, 13, 20, 27); Thanksgiving is Thu Nov 26 2026 and
/// the day after Fri Nov 27; Jan 2026 starts on a Thursday, so Sun Jan 18 is the eve of MLK Day, Mon
/// Jan 19 2026 (the 3rd Monday); Dec 2026 starts on a Tuesday (Fridays 4, 11).
///
/// Each run loads the full data (about 3 s of CPU per process in a debug build, 0.35 s in release),
/// so cases share runs where they can.
@Suite struct ParkingCheckEndToEndTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The real block face the point stands on, named from the raw rows as the answer's street line
        /// names it ("Oak St between Octavia St and Laguna St, south side"); nil for a point on no block
        /// face (mid-block, outside San Francisco).
        var blockFace: String? = nil
        let arguments: [String]
        let stdout: String
        var status: Int32 = 0
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 37.76, -122.43 lies inside a city block of Area S (rpp_area_blocks: area S polygon), 28 m
        // inside the polygon: no regulation line within 20 m (the nearest, 417, is 33.8 m away), no
        // sweeping centreline within 30 m (Sanchez St 11517000 is 40.6 m west, Hancock St 6661000
        // 42.9 m north, 19th St 981000 46.2 m south). Not at a street: unknown, never "yes"; the side
        // of each of the three streets facing the point is named, beyond the 30 m reach.
        Case(
            name: "37.76, -122.43 with a Q permit: the acceptance example",
            arguments: ["37.76", "-122.43", "--permit", "Q", "--at", "2026-11-23T06:00"],
            stdout: """
                ? Unknown: no street within 30 m of this point
                  Arriving: Mon Nov 23 6:00 AM
                  Permit: your Q permit is NOT valid here — Area S
                  Nearest curbs (the side of each street facing this point):
                    Sanchez St between Hancock St and 19th St, east side — 40.6 m (beyond reach)
                    Hancock St between Church St and Sanchez St, south side — 42.9 m (beyond reach)
                    19th St between Church St and Sanchez St, north side — 46.2 m (beyond reach)
                  not at a street · confidence: high (27.9 m inside Area S)
                  Warning: no street within 30 m of this point, so the data cannot say; stand at the curb (or give \
                --accuracy if the position is rough)

                """),
        // Guerrero St, west side, 19th St – Cumberland St. Regulation 4599: "Time limited", M-F,
        // 800-2100, HRLIMIT 2, RPPAREA1 I, RPPAREA2 S, line (-122.423742579 37.759856453) →
        // (-122.42368347 37.759235189); midpoint 37.759546, -122.423713. Guerrero is divided: the
        // west carriageway 6581201 (R, West, "Every Tues/Fri 8-9am", weeks 1–5) runs 5.6 m east of
        // the point. Q is neither I nor S: Mon 06:00 → limit from 08:00 → Mon 10:00, before Tue
        // 08:00 sweeping. Areas I and S meet here.
        Case(
            name: "Guerrero St (I and S) with a Q permit: later the same day",
            blockFace: "Guerrero St between 19th St and Cumberland St, west side",
            arguments: ["37.759546", "-122.423713", "--permit", "Q", "--at", "2026-11-23T06:00"],
            stdout: """
                ✓ You may park here until Mon Nov 23 10:00 AM — 2-hour limit (your Q permit is not valid in Areas I \
                and S)
                  Arriving: Mon Nov 23 6:00 AM
                  Park until: Mon Nov 23 10:00 AM (2-hour limit starts 8:00 AM)
                  Permit: your Q permit is NOT valid here — Areas I and S (2-hour limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, west): Tue Nov 24 8–9 AM, every Tue & Fri
                  Guerrero St between 19th St and Cumberland St, west side · confidence: medium (2.5 m from the Area S \
                boundary)

                """),
        // Same block face with an S permit: exempt from the I/S limit, so the first thing that binds
        // is sweeping of the west side, Tue Nov 24 08:00 (26 h away: not "soon", so plain valid —
        // one permit on a two-area block is valid, not multipleApply).
        Case(
            name: "Guerrero St (I and S) with an S permit: one permit on a two-area block is valid",
            blockFace: "Guerrero St between 19th St and Cumberland St, west side",
            arguments: ["37.759546", "-122.423713", "--permit", "S", "--at", "2026-11-23T06:00"],
            stdout: """
                ✓ You may park here until Tue Nov 24 8:00 AM — street sweeping
                  Arriving: Mon Nov 23 6:00 AM
                  Park until: Tue Nov 24 8:00 AM (street sweeping starts Tue Nov 24 8:00 AM)
                  Permit: your S permit is valid here — Areas I and S (2-hour limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, west): Tue Nov 24 8–9 AM, every Tue & Fri
                  Guerrero St between 19th St and Cumberland St, west side · confidence: medium (2.5 m from the Area S \
                boundary)

                """),
        // 19th St, Guerrero St – Oakwood St, north side. Regulation 3761: M-F 800-2100, 2 h, area S,
        // (-122.424765979 37.759946167) → (-122.423811386 37.760003868); midpoint 37.759975,
        // -122.424289, 5.2 m north of centreline 978000, whose R side is North, "Every Mon
        // 12-2pm". S permit, Sun 10:00: the limit does not bind; sweeping Mon 12:00 comes before the
        // 72-hour rule (Wed 10:00).
        Case(
            name: "19th St north side: Monday sweeping",
            blockFace: "19th St between Guerrero St and Oakwood St, north side",
            arguments: ["37.759975", "-122.424289", "--permit", "S", "--at", "2026-11-22T10:00"],
            stdout: """
                ✓ You may park here until Mon Nov 23 12:00 PM — street sweeping
                  Arriving: Sun Nov 22 10:00 AM
                  Park until: Mon Nov 23 12:00 PM (street sweeping starts Mon Nov 23 12:00 PM)
                  Permit: your S permit is valid here — Area S (2-hour limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, north): Mon Nov 23 12–2 PM, every Monday
                  19th St between Guerrero St and Oakwood St, north side · confidence: medium (4.7 m from the Area S \
                boundary)

                """),
        // The other side of the same segment: regulation 7671 (M-F 800-2100, 2 h, S),
        // (-122.42485097 37.759847384) → (-122.423798236 37.759911016), midpoint 37.759879,
        // -122.424325, 5.2 m south of 978000, whose L side is South, "Every Thurs 8-10am". Thu Nov 26
        // is Thanksgiving (daytime sweeping suspended) → next Thu Dec 3. The 72-hour rule from Sun
        // 10:00 binds first: Wed Nov 25 10:00.
        Case(
            name: "19th St south side: Thursday sweeping skips Thanksgiving, the 72-hour rule binds",
            blockFace: "19th St between Guerrero St and Oakwood St, south side",
            arguments: ["37.759879", "-122.424325", "--permit", "S", "--at", "2026-11-22T10:00"],
            stdout: """
                ✓ You may park here until Wed Nov 25 10:00 AM — 72-hour limit
                  Arriving: Sun Nov 22 10:00 AM
                  Park until: Wed Nov 25 10:00 AM (72-hour limit applies now)
                  Permit: your S permit is valid here — Area S (2-hour limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, south): Thu Dec 3 8–10 AM, every Thursday
                  19th St between Guerrero St and Oakwood St, south side · confidence: medium (4.5 m from the Area S \
                boundary)

                """),
        // 19th St north side again, no permit, on MLK Day (Mon Jan 19 2026): neither the RPP limit
        // nor the Monday 12-2pm sweeping is enforced on the holiday; the limit starts Tue Jan 20
        // 08:00 → 10:00. Next sweeping: Mon Jan 26.
        Case(
            name: "19th St north side on MLK Day: the holiday suspends the limit and sweeping",
            blockFace: "19th St between Guerrero St and Oakwood St, north side",
            arguments: ["37.759975", "-122.424289", "--at", "2026-01-19T09:00"],
            stdout: """
                ✓ You may park here until Tue Jan 20 10:00 AM — 2-hour limit
                  Arriving: Mon Jan 19 9:00 AM
                  Park until: Tue Jan 20 10:00 AM (2-hour limit starts Tue Jan 20 8:00 AM)
                  Permit: none given — Area S (2-hour limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, north): Mon Jan 26 12–2 PM, every Monday
                  19th St between Guerrero St and Oakwood St, north side · confidence: medium (4.7 m from the Area S \
                boundary)

                """),
        // 21st St, Guerrero St – Ames St, south side. Regulation 6412: M-F 800-1800, 2 h, area Z,
        // (-122.423824685 37.756692159) → (-122.423510875 37.756711054), midpoint 37.756701,
        // -122.423668, 5.2 m south of centreline 1114000 (L South: "2nd, 4th Tues 12-2pm", weeks
        // 0 1 0 1 0). No permit, Mon 17:30: 30 min counted to 18:00, 90 min from Tue 08:00 → Tue
        // 09:30, before the sweeping of Tue Nov 24 (the 4th Tuesday) at 12:00.
        Case(
            name: "21st St south side: a limit running past the end of enforcement",
            blockFace: "21st St between Guerrero St and Ames St, south side",
            arguments: ["37.756701", "-122.423668", "--at", "2026-11-23T17:30"],
            stdout: """
                ✓ You may park here until Tue Nov 24 9:30 AM — 2-hour limit
                  Arriving: Mon Nov 23 5:30 PM
                  Park until: Tue Nov 24 9:30 AM (2-hour limit: 30 min counted until 6:00 PM, the rest from Tue Nov 24 \
                8:00 AM)
                  Permit: none given — Area Z (2-hour limit Mon–Fri 8 AM–6 PM)
                  Street sweeping (this side, south): Tue Nov 24 12–2 PM, 2nd & 4th Tuesdays
                  21st St between Guerrero St and Ames St, south side · confidence: medium (4.5 m from the Area Z \
                boundary)

                """),
        // The north side: regulation 3256 (M-F 800-1800, 2 h, Z), (-122.423893005 37.756781688) →
        // (-122.423531003 37.756803485), midpoint 37.756793, -122.423712; 1114000 R North: "2nd, 4th
        // Fri 12-2pm". Z permit, Mon 17:30: the 4th Friday, Nov 27, is the day after Thanksgiving
        // (suspended) → the 2nd Friday of December, Dec 11. The 72-hour rule binds first: Thu 17:30.
        Case(
            name: "21st St north side: 2nd & 4th Fridays, the day after Thanksgiving skipped",
            blockFace: "21st St between Guerrero St and Ames St, north side",
            arguments: ["37.756793", "-122.423712", "--permit", "Z", "--at", "2026-11-23T17:30"],
            stdout: """
                ✓ You may park here until Thu Nov 26 5:30 PM — 72-hour limit
                  Arriving: Mon Nov 23 5:30 PM
                  Park until: Thu Nov 26 5:30 PM (72-hour limit applies now)
                  Permit: your Z permit is valid here — Area Z (2-hour limit Mon–Fri 8 AM–6 PM)
                  Street sweeping (this side, north): Fri Dec 11 12–2 PM, 2nd & 4th Fridays
                  21st St between Guerrero St and Ames St, north side · confidence: medium (4.5 m from the Area Z \
                boundary)

                """),
        // Oak St, Octavia St – Laguna St, south side. Regulation 12902: "Pay or Permit", M-Sa,
        // 900-2100, HRLIMIT 72, area HV, "RPP holders are exempt from payment",
        // (-122.42576687 37.774552935) → (-122.424343489 37.774733794), midpoint 37.774643,
        // -122.425055, 7 m south of centreline 9753000 (L South: "Every Tues 12-2pm"). No permit, Mon
        // 10:00: must pay until 21:00 → only conditionally (exit 2 with --exit-status); the meter
        // starting again Tue 09:00 is the next moment to act (before sweeping Tue 12:00).
        Case(
            // Regulation 12902's FROM_TIME/TO_TIME say 8am–9pm against HOURS 900-2100 (docs/DISAGREEMENTS.md):
            // HOURS wins by majority, and the answer says so (data-disagrees, confidence low).
            name: "Oak St pay or permit without a permit: only conditionally",
            blockFace: "Oak St between Octavia St and Laguna St, south side",
            arguments: ["37.774643", "-122.425055", "--at", "2026-11-23T10:00", "--exit-status"],
            stdout: """
                ! Only if you pay the meter until 9:00 PM and again from Tue Nov 24 9:00 AM
                  Arriving: Mon Nov 23 10:00 AM
                  Park until: Tue Nov 24 9:00 AM (the meter starts Tue Nov 24 9:00 AM, paid until Tue Nov 24 9:00 PM)
                  Permit: none given — Area HV (72-hour limit Mon–Sat 9 AM–9 PM)
                  Street sweeping (this side, south): Tue Nov 24 12–2 PM, every Tuesday
                  Meter: pay now, until Mon Nov 23 9:00 PM
                  Oak St between Octavia St and Laguna St, south side · confidence: low (the city's data disagrees on \
                a rule here: check the sign; 3.2 m from the Area HV boundary)
                  Warning: the city's data disagrees on the hours of regulation 12902: HOURS, HRS_BEGIN/HRS_END say 9 \
                AM–9 PM (used), but FROM_TIME/TO_TIME says 8 AM–9 PM, which would start the meter at Tue Nov 24 8:00 \
                AM; check the sign

                """,
            status: 2),
        // 17th St, Church St – Sanchez St, south side. Regulation 3365: "No parking any time", no
        // days or hours (all day), (-122.430548233 37.76267234) → (-122.428693834 37.762784509),
        // midpoint 37.762728, -122.429621, 10 m south of centreline 805000 (L South: "Every Mon
        // 9-11am", in force at Mon 10:00). Regulation 5153, a 2-hour limit (Area S), runs along the
        // same curb 3.3 m off: the two cannot both hold (docs/CURB_PAIRS.md), but the sweeping in
        // force forbids parking whatever the sign says: no (exit 1).
        Case(
            name: "17th St no parking any time beside a 2-hour limit, during sweeping: no",
            blockFace: "17th St between Church St and Sanchez St, south side",
            arguments: ["37.762728", "-122.429621", "--permit", "S", "--at", "2026-11-23T10:00", "--exit-status"],
            stdout: """
                ✗ No parking now: street sweeping in force now, until 11:00 AM
                  Arriving: Mon Nov 23 10:00 AM
                  Permit: your S permit is valid here, but no parking any time is in force now — Area S (2-hour \
                limit Mon–Fri 8 AM–9 PM)
                  Street sweeping (this side, south): NOW — Mon Nov 23 9–11 AM, every Monday
                  17th St between Church St and Sanchez St, south side · confidence: low (the city's data disagrees \
                on a rule here: check the sign; 0.2 m inside Area S)
                  Warning: the city's data posts both no parking any time (regulation 3365) and a 2-hour limit \
                (regulation 5153) on this curb, which cannot both hold; check the sign

                """,
            status: 1),
        // Bush St, Van Ness Ave – Franklin St, south side. Regulation 4132: "Limited No Parking"
        // (tow-away), M-F, 600-1000, (-122.423115841 37.78828041) → (-122.423472714 37.788234147),
        // midpoint 37.788257, -122.423294, 6.7 m south of centreline 3445000 (L South: "Every
        // Tues/Thurs 6-8am"). On Thanksgiving at 07:00 neither the tow-away nor the Thursday sweeping
        // is enforced; Friday is a holiday for them too, but not for the meter (free on New Year's
        // Day, Thanksgiving and Christmas only): the free stay ends when it starts, Fri 09:00.
        Case(
            name: "Bush St tow-away lane on Thanksgiving: not enforced on the holiday",
            blockFace: "Bush St between Van Ness Ave and Franklin St, south side",
            arguments: ["37.788257", "-122.423294", "--at", "2026-11-26T07:00", "--exit-status"],
            stdout: """
                ✓ You may park here free until Fri Nov 27 9:00 AM — then pay the meter (until 6:00 PM)
                  Arriving: Thu Nov 26 7:00 AM
                  Park until: Fri Nov 27 9:00 AM (the meter starts Fri Nov 27 9:00 AM, paid until Fri Nov 27 6:00 PM)
                  Permit: none needed here
                  Street sweeping (this side, south): Tue Dec 1 6–8 AM, every Tue & Thu
                  Meter: not in force now (hours Mon–Sat 9 AM–6 PM)
                  Bush St between Van Ness Ave and Franklin St, south side · confidence: medium (3.8 m from the Area G \
                boundary)
                  Warning: block face lists no permit area but the zone polygon says G; the block face's rules apply
                  Warning: meter hours are assumed (Mon–Sat 9 AM–6 PM); check the meter

                """),
        // Rausch St, Howard St – Folsom St, southwest side. Regulation 4939: "Time limited", M-Su,
        // 800-2200, HRLIMIT 1, RPPAREA1 U, (-122.410435841 37.77695735) → (-122.409109449 37.775933124),
        // midpoint 37.776445, -122.409773, 5.8 m southwest of centreline 10936000 (R SouthWest: "Every
        // Mon 4-6am", weeks 1–5; holidays-flag row 2018508, holidays 0); no metered block face within
        // 25 m. Area U is enforced every day, Sunday too: no permit, Sat 21:30 → 30 min counted until
        // 22:00, the other 30 from Sun 08:00 → Sun 08:30, before Monday's sweeping at 04:00.
        Case(
            name: "Rausch St (Area U) on a Saturday night: the 1-hour limit runs on into Sunday morning",
            blockFace: "Rausch St between Howard St and Folsom St, southwest side",
            arguments: ["37.776445", "-122.409773", "--at", "2026-11-21T21:30"],
            stdout: """
                ✓ You may park here until Sun Nov 22 8:30 AM — 1-hour limit
                  Arriving: Sat Nov 21 9:30 PM
                  Park until: Sun Nov 22 8:30 AM (1-hour limit: 30 min counted until 10:00 PM, the rest from Sun Nov \
                22 8:00 AM)
                  Permit: none given — Area U (1-hour limit every day 8 AM–10 PM)
                  Street sweeping (this side, southwest): Mon Nov 23 4–6 AM, every Monday
                  Rausch St between Howard St and Folsom St, southwest side · confidence: medium (2.2 m from the Area \
                U boundary)

                """),
        // Alameda St, Treat Ave – Harrison St, south side. Regulation 3394: "No overnight parking", no
        // days (every day), 2200-600, no permit area, (-122.41321292 37.767980122) → (-122.412605495
        // 37.768013912), midpoint 37.767997, -122.412909, 5.5 m south of centreline 2140000 (L South:
        // "Every Tues 12-6am", weeks 1–5; this CNN has no row in the holidays-flag file); the nearest
        // RPP polygon (Area U) is 272 m away. Mon 01:00 lies inside the window that began Sun 22:00 and
        // crosses midnight: no (exit 1), in force until 06:00. Next sweeping of this side: Tue Nov 24 00:00.
        Case(
            name: "Alameda St no overnight parking at 1 AM: a 10 PM–6 AM window crossing midnight is in force",
            blockFace: "Alameda St between Treat Ave and Harrison St, south side",
            arguments: ["37.767997", "-122.412909", "--at", "2026-11-23T01:00", "--exit-status"],
            stdout: """
                ✗ No parking now: no overnight parking in force now, until 6:00 AM
                  Arriving: Mon Nov 23 1:00 AM
                  Permit: none needed here
                  Street sweeping (this side, south): Tue Nov 24 12–6 AM, every Tuesday
                  Alameda St between Treat Ave and Harrison St, south side · not in a residential permit area (none \
                within 25 m)

                """,
            status: 1),
        // Vicente St, West Portal Ave – Wawona St, south side. Regulation 4684: "Time limited", M-F,
        // 800-1800, HRLIMIT 2, RPPAREA1 O, a 6-vertex line (-122.467916949 37.739934925) →
        // (-122.467497932 37.739836447), midpoint along it 37.739891, -122.467706, 6.2 m south of
        // centreline 13236000 (L South: "Every Mon/Wed/Fri 5-7am", weeks 1–5; holidays-flag row 2022089,
        // holidays 1). The metered block face of this side (703011, -122.46722 … -122.46750) ends 19 m
        // east of the point. No permit, Sun Jan 18 22:00: the O limit is off on MLK Day (it would start
        // Tue Jan 20 08:00 → 10:00), but a holidays = 1 row is swept on every holiday except New Year's
        // Day, Thanksgiving and Christmas (DOMAIN §4) → Mon Jan 19 05:00.
        Case(
            name: "Vicente St night sweeping with holidays = 1: swept on MLK Day though the limit is off",
            blockFace: "Vicente St between West Portal Ave and Wawona St, south side",
            arguments: ["37.739891", "-122.467706", "--at", "2026-01-18T22:00"],
            stdout: """
                ✓ You may park here until Mon Jan 19 5:00 AM — street sweeping
                  Arriving: Sun Jan 18 10:00 PM
                  Park until: Mon Jan 19 5:00 AM (street sweeping starts Mon Jan 19 5:00 AM)
                  Permit: none given — Area O (2-hour limit Mon–Fri 8 AM–6 PM)
                  Street sweeping (this side, south): Mon Jan 19 5–7 AM, every Mon, Wed & Fri
                  Vicente St between West Portal Ave and Wawona St, south side · confidence: medium (5.3 m from the \
                Area O boundary)

                """),
        // Oakland: outside the zone file's city bounds (south 37.6398 … north 37.8324, west
        // -122.5274 … east -122.3281), and outside every other city's (#18: the answer names them).
        // Said plainly; with --exit-status it is unknown (3), never a yes.
        Case(
            name: "a point outside San Francisco",
            arguments: ["37.80", "-122.27", "--permit", "q", "--at", "2026-11-23T12:00", "--exit-status"],
            stdout: """
                ? Unknown: 37.80000, -122.27000 is outside every city parkcheck has curb data for (Austin, TX; \
                Portland, OR; San Francisco, CA); the nearest is San Francisco, CA, 5.1 km away. 'parkcheck cities' \
                lists them with their bounds; --data FEED answers from a CurbLR feed.
                  Arriving: Mon Nov 23 12:00 PM

                """,
            status: 3),
    ]

    @Test(arguments: cases)
    func answersAsDerivedFromTheRawData(_ scenario: Case) throws {
        let run = try runParkcheck(scenario.arguments)
        #expect(run.stdout == scenario.stdout)
        #expect(run.status == scenario.status, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    /// The issue asks for at least ten real points on real block faces. Only a case's `blockFace`
    /// counts (the mid-block and Oakland points have none), and each one must be the street line its
    /// answer prints, so a case cannot claim a block face the answer does not show.
    @Test func theCaseCountCoversTenRealBlockFaces() {
        #expect(Self.cases.count == 15)
        #expect(Self.cases.filter { $0.blockFace == nil }.count == 2)
        #expect(Set(Self.cases.compactMap(\.blockFace)).count >= 10)
        for scenario in Self.cases {
            guard let blockFace = scenario.blockFace else { continue }
            #expect(scenario.stdout.contains("\n  \(blockFace) · "), "\(scenario.name)")
        }
    }

    /// With a rough position (`--accuracy 45`), the curbs within 45 m of the mid-block point answer
    /// when they agree. Sanchez St east side (regulation 417, M-F 800-2100, 2 h, S; 40.6 m) and
    /// Hancock St south side (4982, the same rule; 42.9 m; swept every Monday 9–11 AM,
    /// street_sweeping_by_side cnn 6661000 L): for a Q holder at Mon 06:00, yes on both — until
    /// 10:00 (the limit from 8:00) and until 9:00 (sweeping) — so yes until the sooner, 9:00, with
    /// medium confidence. 19th St (46.2 m) is beyond the reach.
    @Test func aRoughPositionIsAnsweredByTheCurbsWithinIt() throws {
        let run = try runParkcheck([
            "37.76", "-122.43", "--permit", "Q", "--at", "2026-11-23T06:00", "--accuracy", "45",
        ])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "✓ You may park at the nearest curbs until Mon Nov 23 9:00 AM — street sweeping "
                + "(your Q permit is not valid in Area S)")
        #expect(lines.contains("    19th St between Church St and Sanchez St, north side — 46.2 m (beyond reach)"))
        #expect(lines.contains { $0.contains("not at a street; answered from the nearest curbs · confidence: medium") })
    }

    /// Open water in the bay, Alcatraz, and a meadow of Golden Gate Park (the Polo Field's middle):
    /// no street within 30 m, so unknown (3), never the 72-hour rule's "yes"; a CI list of them
    /// fails with --fail-on-no, and passes with --allow-unknown.
    @Test func waterIslandsAndParksAreUnknown() throws {
        let places = ["37.78,-122.37", "37.8267,-122.4230", "37.7683,-122.4923"]
        for place in places {
            let run = try runParkcheck([place, "--at", "2026-11-23T12:00", "--exit-status"])
            #expect(run.status == 3, "\(place): \(run.stdout)")
            #expect(run.stdout.hasPrefix("? Unknown: no street within 30 m of this point\n"), "\(place)")
        }
        let input = Data(("id,lat,lon\n" + places.enumerated().map { "\($0),\($1)" }.joined(separator: "\n")).utf8)
        let strict = try runParkcheck(
            ["-", "--at", "2026-11-23T12:00", "--fail-on-no", "--format", "csv", "--fields", "id,verdict"], stdin: input
        )
        #expect(strict.status == 1)
        #expect(strict.stdout == "id,verdict\n0,unknown\n1,unknown\n2,unknown\n")
        #expect(strict.stderr.components(separatedBy: "the answer is unknown").count == 4)
        let lenient = try runParkcheck(
            ["-", "--at", "2026-11-23T12:00", "--fail-on-no", "--allow-unknown", "--format", "csv"], stdin: input)
        #expect(lenient.status == 0)
    }

    /// The answer is computed in San Francisco time whatever the host's `TZ`.
    @Test func hostTimeZoneDoesNotChangeTheAnswer() throws {
        let arguments = ["37.759546", "-122.423713", "--permit", "Q", "--at", "2026-11-23T06:00"]
        let utc = try runParkcheck(arguments, environment: ["TZ": "UTC"])
        let newYork = try runParkcheck(arguments, environment: ["TZ": "America/New_York"])
        #expect(utc.status == 0)
        #expect(utc.stdout == newYork.stdout)
        #expect(utc.stdout == Self.cases[1].stdout)
    }

    /// Guerrero St 19th–Cumberland (regulation 4599, areas I and S) with both permits: two of the
    /// driver's permits match, so multipleApply; the JSON object has every documented member.
    @Test func jsonIsTheDocumentedObject() throws {
        let run = try runParkcheck([
            "37.759546,-122.423713", "--permit", "s", "--permit", "I", "--at", "2026-11-23T06:00", "--json",
        ])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "location", "arrival", "verdict", "verdictReason", "basis", "status", "permits", "zone", "blockFace",
                "side", "rulesInForce", "upcomingRules", "parkUntil", "sweeping", "nextSweeping", "address",
                "nearbyCurbs", "meter", "warnings", "dataVersion",
            ])
        #expect(object["basis"] as? String == "curb")
        #expect((object["nearbyCurbs"] as? [Any])?.isEmpty == true)
        #expect(object["status"] as? String == "multipleApply")
        #expect(object["verdict"] as? String == "yes")
        #expect(object["arrival"] as? String == "2026-11-23T06:00:00-08:00")
        #expect(object["dataVersion"] as? String == "2025-11-28")
        let permits = try #require(object["permits"] as? [String: Any])
        #expect(permits["given"] as? [String] == ["S", "I"])
        #expect(Set(permits["areasHere"] as? [String] ?? []) == ["I", "S"])
        let parkUntil = try #require(object["parkUntil"] as? [String: Any])
        #expect(parkUntil["time"] as? String == "2026-11-24T08:00:00-08:00")
        let blockFace = try #require(object["blockFace"] as? [String: Any])
        #expect(blockFace["regulationIds"] as? [String] == ["4599"])
        let zone = try #require(object["zone"] as? [String: Any])
        #expect(zone["code"] as? String == "S")
        #expect(["high", "medium"].contains(zone["confidence"] as? String))
        let next = try #require((object["nextSweeping"] as? [String: Any])?["next"] as? [String: Any])
        #expect(next["start"] as? String == "2026-11-24T08:00:00-08:00")
        #expect(
            (object["upcomingRules"] as? [[String: Any]])?.contains { $0["kind"] as? String == "streetSweeping" }
                == true)
        #expect(object["warnings"] as? [Any] != nil)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        ErrorCase(
            arguments: ["-122.43", "37.76"], status: 64,
            message: "-122.43 looks like a longitude; did you mean 37.76 -122.43?"),
        ErrorCase(
            arguments: ["95", "-122.43"], status: 64, message: "LAT must be a latitude between -90 and 90, got '95'"),
        ErrorCase(
            arguments: ["37.76", "-122.43", "--at", "next tuesday"], status: 64,
            message: "--at 'next tuesday': "),
        ErrorCase(
            arguments: ["37.76", "-122.43", "--side", "uphill"], status: 64,
            message: "--side 'uphill': give left or right"),
        ErrorCase(
            arguments: ["37.76", "-122.43", "--permit", "ZZ"], status: 64,
            message: "permit \"ZZ\" names no area in the data; known areas: A, B, C, D, E, F, G, H, I, J, K, L, M, N, "
                + "O, P, Q, R, S, T, U, V, W, X, Y, Z, AA, BB, CC, DD, EE, HV"),
        ErrorCase(
            arguments: ["37.76", "-122.43", "--fields", "verdict"], status: 64,
            message: "--fields chooses the fields of json, ndjson, csv and geojson records"),
    ])
    func wrongInputIsExplained(_ error: ErrorCase) throws {
        let run = try runParkcheck(error.arguments)
        #expect(run.status == error.status)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: "))
        #expect(run.stderr.contains(error.message), "stderr: \(run.stderr)")
    }
}
