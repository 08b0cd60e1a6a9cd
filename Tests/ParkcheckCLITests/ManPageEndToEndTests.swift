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
