import Foundation
import ZoneKit

// May an S permit holder park at this Guerrero St curb on Monday 23 November 2026 at 6 am, and
// until when? The data directory is the first argument, else the repository's Resources/ as seen
// from Examples/QuickAnswer.
let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../../Resources"
do {
    let data = try ParkingData.load(from: directory)  // through its parkcheck.pack when fresh
    let query = ParkingQuery(
        location: Coordinate(latitude: 37.759546, longitude: -122.423713),
        arrival: try PacificTime.parse("2026-11-23T06:00"),  // San Francisco wall-clock time
        permits: ["S"])
    let report = try data.answer(for: query)
    print("verdict: \(report.verdict.rawValue)")
    if let until = report.answer?.parkUntil {
        print("until: \(PacificTime.dayAndTime(until.deadline)) (\(until.reason))")
    } else {
        print("until: no limit found")
    }
} catch {
    FileHandle.standardError.write(Data("QuickAnswer: \(error)\n".utf8))
    exit(1)
}
