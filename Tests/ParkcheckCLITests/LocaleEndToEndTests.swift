import Foundation
import Testing

/// Text answers in a locale that is not UTF-8 (`LC_ALL=C`, `LANG=POSIX`…) are ASCII: the verdict
/// glyphs as `+ x ! ?`, dashes and dots as `-`; machine formats stay UTF-8.
@Suite struct LocaleEndToEndTests {
    private let lookup = ["37.759546", "-122.423713", "--permit", "S", "--at", "2026-11-23T06:00"]

    @Test func theCLocaleGetsASCII() throws {
        let run = try runParkcheck(lookup, environment: ["LC_ALL": "C"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                + You may park here until Tue Nov 24 8:00 AM - street sweeping
                  Arriving: Mon Nov 23 6:00 AM
                  Park until: Tue Nov 24 8:00 AM (street sweeping starts Tue Nov 24 8:00 AM)
                  Permit: your S permit is valid here - Areas I and S (2-hour limit Mon-Fri 8 AM-9 PM)
                  Street sweeping (this side, west): Tue Nov 24 8-9 AM, every Tue & Fri
                  Guerrero St between 19th St and Cumberland St, west side - confidence: medium (2.5 m from the Area S boundary)

                """)
        let no = try runParkcheck(["37.77606", "-122.40845", "--at", "2026-11-23T10:00"], environment: ["LC_ALL": "C"])
        #expect(no.stdout.hasPrefix("x No parking now: no parking any time in force now\n"))
    }

    @Test(arguments: [
        (["LC_ALL": "", "LC_CTYPE": "C", "LANG": "en_US.UTF-8"], false),
        (["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "", "LANG": "en_US.utf8"], true),
        (["LC_ALL": "de_DE.UTF-8", "LANG": "C"], true),
        (["LC_ALL": "", "LC_CTYPE": "", "LANG": ""], false),
    ])
    func theFirstOfLCAllLCCtypeAndLangThatIsSetDecides(_ environment: [String: String], isUTF8: Bool) throws {
        let run = try runParkcheck(lookup, environment: environment)
        #expect(run.stdout.hasPrefix(isUTF8 ? "✓ You may park here" : "+ You may park here"))
    }

    @Test func batchTextIsASCIIButJSONStaysUTF8() throws {
        let rows = Data("37.759546,-122.423713\n".utf8)
        let text = try runParkcheck(
            ["-", "--format", "text", "--at", "2026-11-23T06:00"], stdin: rows, environment: ["LC_ALL": "C"])
        #expect(text.stdout.contains("): + You may park here until Mon Nov 23 10:00 AM - 2-hour limit;"))
        #expect(text.stdout.utf8.allSatisfy { $0 < 0x80 })
        let json = try runParkcheck(
            ["-", "--format", "ndjson", "--fields", "zone.name,verdictReason", "--at", "2026-11-23T06:00"], stdin: rows,
            environment: ["LC_ALL": "C"])
        #expect(
            json.stdout
                == (try runParkcheck(
                    ["-", "--format", "ndjson", "--fields", "zone.name,verdictReason", "--at", "2026-11-23T06:00"],
                    stdin: rows)).stdout)
    }
}
