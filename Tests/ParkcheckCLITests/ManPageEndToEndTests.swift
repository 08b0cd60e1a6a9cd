import Foundation
import Testing

@testable import parkcheck

/// `parkcheck man`: a man page groff renders without a single warning, listing what `--help` lists.
@Suite struct ManPageEndToEndTests {
    @Test func groffRendersTheManPageWithoutWarnings() throws {
        let page = try runParkcheck(["man"])
        #expect(page.status == 0)
        #expect(page.stderr.isEmpty)
        let groff = try #require(installedProgram("groff"), "groff is needed to check the man page")
        let rendered = try runProgram(groff, ["-ww", "-man", "-Tutf8"], stdin: Data(page.stdout.utf8))
        #expect(rendered.status == 0)
        #expect(rendered.stderr == "", "groff warnings:\n\(rendered.stderr)")
        #expect(rendered.stdout.hasPrefix("PARKCHECK(1)"))
    }

    /// mandoc's lint finds no warning either (a `.TH` without a date and `.PP` right after `.SH`
    /// were two).
    @Test(.enabled(if: installedProgram("mandoc") != nil || isCI, "mandoc is not installed (.ci/run installs it)"))
    func mandocLintsTheManPageWithoutWarnings() throws {
        let page = try runParkcheck(["man"])
        #expect(page.status == 0)
        let mandoc = try #require(
            installedProgram("mandoc"), "mandoc is needed to lint the man page (.ci/run installs it)")
        let lint = try runProgram(mandoc, ["-T", "lint", "-W", "warning"], stdin: Data(page.stdout.utf8))
        #expect(lint.status == 0, "mandoc -T lint:\n\(lint.stdout)\(lint.stderr)")
        #expect(page.stdout.hasPrefix(".TH PARKCHECK 1 \"20"), "the .TH line carries the page's date")
    }

    @Test func theManPageListsEveryOptionCommandAndExitStatus() throws {
        let page = try runParkcheck(["man"]).stdout
        #expect(page.hasPrefix(".TH PARKCHECK 1 "))
        for option in Invocation.options {
            #expect(page.contains(".B " + Roff.escaped(option.synopsis) + "\n"), "\(option.spelling) missing")
        }
        for command in CommandSpec.all {
            #expect(page.contains(".B " + Roff.escaped(command.usage) + "\n"), "\(command.name) missing")
        }
        for code in ExitCode.allCases {
            #expect(page.contains(".TP\n.B \(code.rawValue)\n"), "exit status \(code.rawValue) missing")
        }
    }

    @Test func roffEscapesWhatGroffWouldReadAsMarkup() {
        #expect(Roff.escaped("--permit") == "\\-\\-permit")
        #expect(Roff.escaped(".hidden\n'quoted") == "\\&.hidden\n\\&'quoted")
        #expect(Roff.escaped("a\\b — …") == "a\\eb \\[u2014] \\[u2026]")
    }
}
