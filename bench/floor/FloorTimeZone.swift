// The process floor plus Foundation's time-zone support: builds America/Los_Angeles and a
// Gregorian calendar (ICU data) and prints the local hour, as a tool showing civil time would.
import Foundation

guard let losAngeles = TimeZone(identifier: "America/Los_Angeles") else {
    FileHandle.standardError.write(Data("floor-tz: no America/Los_Angeles time zone\n".utf8))
    exit(1)
}
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = losAngeles
let hour = calendar.component(.hour, from: Date())
FileHandle.standardOutput.write(Data("floor-tz \(hour)\n".utf8))
