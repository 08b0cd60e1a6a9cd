import Testing
@testable import DataBuild

@Suite struct PermitAreaTests {
    @Test func permitAreaCodesAreOneOrTwoLetters() {
        #expect(PermitArea.code("S") == "S")
        #expect(PermitArea.code(" hv ") == "HV")
        #expect(PermitArea.code("AA") == "AA")
        #expect(PermitArea.code("0") == nil)
        #expect(PermitArea.code("ABC") == nil)
        #expect(PermitArea.code("") == nil)
    }
}
