import Testing
import ParkcheckBatch
import ZoneKit

@testable import parkcheck

@Suite struct DiagnosticsTests {
    @Test func messagesNameTheToolAndThePlace() {
        #expect(Diagnostics.line(.error, "bad", at: nil, colored: false) == "parkcheck: error: bad\n")
        let place = InputLocation(source: InputLocation.standardInputName, line: 12)
        #expect(
            Diagnostics.line(.error, "latitude 91 is out of range", at: place, colored: false)
                == "parkcheck: error (at <stdin>:12): latitude 91 is out of range\n")
        #expect(
            Diagnostics.line(.warning, "w", at: InputLocation(source: "p.txt", line: 3, column: 9), colored: false)
                == "parkcheck: warning (at p.txt:3:9): w\n")
    }

    @Test func onlyTheSeverityIsColoured() {
        #expect(
            Diagnostics.line(.error, "bad", at: nil, colored: true) == "parkcheck: \u{1B}[1;31merror\u{1B}[0m: bad\n")
    }
}
