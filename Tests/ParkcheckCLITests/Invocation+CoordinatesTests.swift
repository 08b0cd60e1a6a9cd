import Testing

@testable import parkcheck

@Suite struct InvocationCoordinatesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let error: UsageError?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(arguments: ["90", "180"], error: nil),
        Case(arguments: ["--", "-90", "-180"], error: nil),
        Case(arguments: ["37.76, -122.43"], error: nil),
        Case(arguments: ["-122.43", "37.76"], error: .swappedCoordinates(latitude: "-122.43", longitude: "37.76")),
        Case(arguments: ["-122.43, 37.76"], error: .swappedCoordinates(latitude: "-122.43", longitude: "37.76")),
        Case(
            arguments: ["-122.43", "-122.43"],
            error: .invalidNumber(what: "LAT", value: "-122.43", expected: "a latitude between -90 and 90")),
        Case(
            arguments: ["200", "10"],
            error: .invalidNumber(what: "LAT", value: "200", expected: "a latitude between -90 and 90")),
        Case(
            arguments: ["37.76", "180.5"],
            error: .invalidNumber(what: "LON", value: "180.5", expected: "a longitude between -180 and 180")),
    ])
    func coordinatesAreCheckedAsTyped(_ testCase: Case) {
        do {
            let invocation = try Invocation(parsing: testCase.arguments)
            #expect(testCase.error == nil, "parsed as \(invocation.command)")
        } catch {
            #expect(error == testCase.error)
        }
    }

    @Test func theSwapMessageShowsTheRightOrder() {
        #expect(
            UsageError.swappedCoordinates(latitude: "-122.43", longitude: "37.76").description
                == "-122.43 looks like a longitude; did you mean 37.76 -122.43?")
    }

    @Test(arguments: ["threshold", "accuracy"])
    func distancesMustNotBeNegative(_ option: String) throws {
        #expect(
            throws: UsageError.invalidNumber(
                what: "--\(option)", value: "-2", expected: "a number of metres, 0 or more")
        ) {
            try Invocation(parsing: ["37.76", "-122.43", "--\(option)", "-2"])
        }
        let zero = try Invocation(parsing: ["37.76", "-122.43", "--\(option)", "0"])
        #expect((option == "threshold" ? zero.threshold : zero.accuracy) == 0)
    }
}
