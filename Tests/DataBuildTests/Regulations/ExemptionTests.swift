import Testing
import ZoneKit
@testable import DataBuild

@Suite struct ExemptionTests {
    static let cases: [(String, SFRPPExemption?, String?)] = [
        ("Yes. RPP holders are exempt from time limits.", .timeLimit, nil),
        ("Yes. RPP holders are exempt from payment.", .payment, nil),
        ("Yes. RPP holders are exempt from meters.", .payment, nil),
        ("None. Regulation applies to all vehicles.", nil, nil),
        ("None. This regulation applies to all vehicles.", nil, nil),
        ("No", nil, nil), ("", nil, nil), ("\\", nil, nil),
        ("Yes. SF Public Works vehicles are exempt.", nil, "Yes. SF Public Works vehicles are exempt."),
        ("Only marked SFPD vehicles are able to park here.", nil, "Only marked SFPD vehicles are able to park here."),
    ]

    @Test func exceptionsTextsMapToRppExemptionOrKeptText() {
        for (raw, rpp, other) in Self.cases {
            let exemption = Exemption(text: raw)
            #expect(exemption.rppExemption == rpp, "\(raw)")
            #expect(exemption.otherText == other, "\(raw)")
        }
        #expect(Self.cases.count == 10)
    }
}
