import Foundation
import Testing

/// Coordinates as people paste them (a map's `37.76000, -122.43000`, with or without quotes,
/// parentheses, spaces), and what is said about numbers that are not degrees or a longitude that
/// lost its minus sign.
@Suite struct PastedCoordinatesEndToEndTests {
    private let at = ["--at", "2026-07-06T10:00"]

    @Test(arguments: [
        ["37.759546, -122.423713"], ["37.759546", "-122.423713"], ["37.759546,", "-122.423713"],
        ["37.759546", ",", "-122.423713"], ["37.759546 -122.423713"], ["(37.759546, -122.423713)"],
        ["37.759546,-122.423713"],
    ])
    func everyPastedFormIsTheSameLookup(_ place: [String]) throws {
        let run = try runParkcheck(place + at)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("✓ You may park here until Mon Jul 6 12:00 PM — 2-hour limit\n"))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let place: [String]
        let message: String
        var testDescription: String { place.joined(separator: " ") }
    }

    /// A minus lost in Portland or Austin is caught as in San Francisco, from the cities' bounds.
    @Test(arguments: [
        Refusal(
            place: ["45.521424", "122.680310"],
            message: "45.521424 122.68031 is in no city parkcheck has data for; did you mean 45.521424 -122.68031, "
                + "in Portland, OR? (longitudes west of Greenwich and latitudes south of the equator are negative)"),
        Refusal(
            place: ["30.2667", "97.7454"],
            message: "30.2667 97.7454 is in no city parkcheck has data for; did you mean 30.2667 -97.7454, "
                + "in Austin, TX? (longitudes west of Greenwich and latitudes south of the equator are negative)"),
    ])
    func aLostMinusSignIsCaughtInEveryCity(_ refusal: Refusal) throws {
        let run = try runParkcheck(refusal.place + at)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: \(refusal.message)\n"), "\(run.stderr)")
    }

    @Test(arguments: [
        Refusal(
            place: ["37.76", "122.43"],
            message: "37.76 122.43 is in no city parkcheck has data for; did you mean 37.76 -122.43, in San "
                + "Francisco? (San Francisco's longitudes are negative, west of Greenwich)"),
        Refusal(
            place: ["122.43", "37.76"],
            message: "122.43 37.76 is in no city parkcheck has data for; did you mean 37.76 -122.43, in San "
                + "Francisco? (San Francisco's longitudes are negative, west of Greenwich)"),
        Refusal(place: ["-122.43", "37.76"], message: "-122.43 looks like a longitude; did you mean 37.76 -122.43?"),
        Refusal(place: ["nan", "-122.43"], message: "LAT 'nan' is not a number: give decimal degrees such as 37.76"),
        Refusal(
            place: ["inf", "-122.43"], message: "LAT 'inf' is not a finite number: give decimal degrees from -90 to 90"),
        Refusal(
            place: ["37.76", "-1e400"],
            message: "LON '-1e400' is not a finite number: give decimal degrees from -180 to 180"),
        Refusal(place: ["0x25", "-122.43"], message: "LAT '0x25' is hexadecimal: give decimal degrees such as 37.76"),
    ])
    func numbersThatAreNotThePlaceAreRefusedSayingWhy(_ refusal: Refusal) throws {
        let run = try runParkcheck(refusal.place + at)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: \(refusal.message)\n"))
        let near = try runParkcheck(["near"] + refusal.place + at)
        #expect(near.stderr.hasPrefix("parkcheck: error: \(refusal.message)\n"))
    }
}
