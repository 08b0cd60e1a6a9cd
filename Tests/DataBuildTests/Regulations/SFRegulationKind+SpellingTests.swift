import Testing
import ZoneKit
@testable import DataBuild

@Suite struct SFRegulationKindSpellingTests {
    static let spellings: [(String, SFRegulationKind?)] = [
        ("Time limited", .timeLimit), ("Time Limited", .timeLimit), ("Time LImited", .timeLimit),
        ("Pay or Permit", .payOrPermit), ("Paid + Permit", .paidPlusPermit),
        ("No parking any time", .noParkingAnyTime), ("No Parking Anytime", .noParkingAnyTime),
        ("Limited No Parking", .limitedNoParking), ("No overnight parking", .noOvernightParking),
        ("No oversized vehicles", .noOversizedVehicles), ("No Oversized Vehicles", .noOversizedVehicles),
        ("Government permit", .governmentPermit), ("No Stopping", .noStopping), ("", nil), ("Loading zone", nil),
    ]

    @Test func everySpellingOfTheDataNormalises() {
        for (raw, kind) in Self.spellings { #expect(SFRegulationKind(spelling: raw) == kind, "\(raw)") }
        #expect(Self.spellings.count == 15)
    }
}
