import Testing
import ZoneKit
@testable import DataBuild

@Suite struct PermitAreaSpellingTests {
    @Test func permitAreaCodesAreOneOrTwoLetters() {
        #expect(PermitArea.code(spelling: "S") == "S")
        #expect(PermitArea.code(spelling: " hv ") == "HV")
        #expect(PermitArea.code(spelling: "AA") == "AA")
        #expect(PermitArea.code(spelling: "0") == nil)
        #expect(PermitArea.code(spelling: "ABC") == nil)
        #expect(PermitArea.code(spelling: "") == nil)
    }
}
