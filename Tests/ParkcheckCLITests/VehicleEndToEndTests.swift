import Foundation
import Testing

/// `--vehicle` in San Francisco: its rules tell oversized vehicles apart (over 22 feet long or 7
/// feet tall; "no oversized vehicles" curbs), and nothing else, which is said.
@Suite struct VehicleEndToEndTests {
    /// 3rd St near 24th St: regulation 5, no oversized vehicles every night 12–6 AM, beside a
    /// 4-hour limit.
    static let thirdStreet = ["37.75470985", "-122.38885445", "--at", "2026-11-30T02:00"]

    @Test func anOversizedVehicleIsToldOfTheNightlyBan() throws {
        let car = try runParkcheck(Self.thirdStreet + ["--json"])
        let oversized = try runParkcheck(Self.thirdStreet + ["--vehicle", "oversized", "--json"])
        #expect(car.status == 0 && oversized.status == 0, "\(oversized.stderr)")
        let carAnswer = try #require(try JSONSerialization.jsonObject(with: Data(car.stdout.utf8)) as? [String: Any])
        #expect(carAnswer["verdict"] as? String == "yes")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(oversized.stdout.utf8)) as? [String: Any])
        #expect(answer["verdict"] as? String == "no")
        #expect((answer["verdictReason"] as? String)?.contains("oversized") == true, "\(answer)")
        #expect(oversized.stderr.isEmpty)
        // A batch row and near ask as the one-shot does.
        let batch = try runParkcheck(
            ["-", "--at", "2026-11-30T02:00", "--vehicle", "oversized", "--format", "csv", "--fields", "verdict"],
            stdin: Data("37.75470985,-122.38885445\n".utf8))
        #expect(batch.stdout == "verdict\nno\n", "\(batch.stdout) \(batch.stderr)")
        let near = try runParkcheck(["near"] + Self.thirdStreet + ["--vehicle", "oversized", "--limit", "0"])
        let nearCar = try runParkcheck(["near"] + Self.thirdStreet + ["--limit", "0"])
        #expect(near.status == 0 && nearCar.status == 0)
        #expect(near.stdout.split(separator: "\n").count < nearCar.stdout.split(separator: "\n").count)
    }

    /// Another vehicle, or a user class, is answered as a car, and said so.
    @Test(arguments: [
        (["--vehicle", "motorcycle"], "--vehicle motorcycle: San Francisco's rules tell only oversized vehicles"),
        (["--user-class", "valet"], "--user-class valet: San Francisco's rules name no user classes"),
    ])
    func whatSanFranciscoCannotReadIsSaid(options: [String], warning: String) throws {
        let run = try runParkcheck(Self.thirdStreet + options)
        let car = try runParkcheck(Self.thirdStreet)
        #expect(run.status == 0)
        #expect(run.stdout == car.stdout)
        #expect(run.stderr.contains(warning), "\(run.stderr)")
    }

    /// `--vehicle oversized` in a city whose feed names no such class is answered as everyone's,
    /// and said so, as any vehicle class the feed has no rule for (CurbLR's well-known ones): the
    /// option means the same in every city. A class no one knows is still refused.
    @Test func anOversizedVehicleIsAskedForInEveryCity() throws {
        let austin = ["30.2667", "-97.7455", "--at", "2026-11-30T10:00"]
        let oversized = try runParkcheck(austin + ["--vehicle", "oversized"])
        let car = try runParkcheck(austin)
        #expect(oversized.status == car.status, "\(oversized.stderr)")
        #expect(oversized.stdout == car.stdout)
        #expect(
            oversized.stderr.contains("--vehicle oversized: no regulation of Austin, TX's curbs is for oversized"),
            "\(oversized.stderr)")
        let unknown = try runParkcheck(austin + ["--vehicle", "hovercraft"])
        #expect(unknown.status == 64, "\(unknown.stderr)")
    }

    /// A misspelt `oversized` is refused with the right spelling in every city and command:
    /// answered as a car, an RV driver would be told to park under a ban meant for them.
    @Test func aMisspeltOversizedIsRefusedEverywhere() throws {
        let portland = ["45.520957", "-122.679719", "--at", "2026-11-24T10:00"]
        let runs = [
            try runParkcheck(Self.thirdStreet + ["--vehicle", "oversize"]),
            try runParkcheck(["near"] + Self.thirdStreet + ["--vehicle", "oversised"]),
            try runParkcheck(
                ["-", "--vehicle", "Oversize", "--format", "csv"], stdin: Data("37.75470985,-122.38885445\n".utf8)),
            try runParkcheck(portland + ["--vehicle", "oversize"]),
        ]
        for run in runs {
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("did you mean 'oversized'"), "\(run.stderr)")
        }
        #expect(runs[3].stderr.contains("and oversized (over 22 feet long or 7 feet tall) in every city"))
    }
}
