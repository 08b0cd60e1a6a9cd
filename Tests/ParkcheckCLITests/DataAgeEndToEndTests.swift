import Foundation
import Testing

/// Every city warns of an arrival more than a year from its data's date, as San Francisco does:
/// Portland's feed is of 2020-07-30, Austin's of 2020-11-08.
@Suite struct DataAgeEndToEndTests {
    @Test(arguments: [
        (["45.521424", "-122.680310"], "2020-07-30"), (["30.26682", "-97.745513"], "2020-11-08"),
    ])
    func anArrivalYearsAfterACitysDataIsWarnedAbout(_ place: [String], _ dataDate: String) throws {
        let text = try runParkcheck(place + ["--at", "2026-11-24T10:00"])
        #expect(
            text.stdout.contains(
                "Warning: arriving Tue Nov 24 2026, more than a year after the data (\(dataDate)): rules may have "
                    + "changed; check the signs"), "\(text.stdout)")
        let json = try runParkcheck(place + ["--at", "2026-11-24T10:00", "--format", "json", "--fields", "warnings"])
        #expect(json.stdout.contains("\"arrival-far-from-data\""), "\(json.stdout)")
    }

    /// Within a year of the data, no warning.
    @Test func anArrivalWithinAYearIsNotWarnedAbout() throws {
        let run = try runParkcheck(["45.521424", "-122.680310", "--at", "2021-01-05T10:00"])
        #expect(!run.stdout.contains("more than a year"), "\(run.stdout)")
    }
}
