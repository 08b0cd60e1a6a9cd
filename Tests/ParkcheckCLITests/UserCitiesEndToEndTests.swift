import Foundation
import Testing

/// A city of the user's own: a feed and a small `city.json` in `$XDG_DATA_HOME/parkcheck/cities/NAME/`
/// joins `parkcheck cities`, and a point in it is answered from it as from a bundled city — the
/// same answer as `--data FEED`; a folder that cannot be read is said, and never breaks the rest.
@Suite struct UserCitiesEndToEndTests {
    static let point = ["39.73915", "-104.99"]

    /// A data home with one city, `denver`, holding the standard feed moved to Denver; and a cache.
    func scratch(cityFile: String? = #"{"name": "Denver, CO", "licence": "CC0-1.0"}"#, slug: String = "denver")
        throws -> (environment: [String: String], folder: String, feed: String)
    {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("parkcheck-home-\(UUID().uuidString)")
        let city = root.appendingPathComponent("data/parkcheck/cities/\(slug)")
        try FileManager.default.createDirectory(at: city, withIntermediateDirectories: true)
        var feed = WrittenFeed(regulations: FeedUpgradeEndToEndTests.standard.regulations)
        feed.manifest["timeZone"] = "America/Denver"
        var rootValue = feed.root
        var features = rootValue["features"] as? [[String: Any]] ?? []
        features[0]["geometry"] = [
            "type": "LineString", "coordinates": [[-104.9903, 39.7392], [-104.9897, 39.7392]],
        ]
        rootValue["features"] = features
        let feedPath = city.appendingPathComponent("denver.curblr.json").path
        try JSONSerialization.data(withJSONObject: rootValue).write(to: URL(fileURLWithPath: feedPath))
        if let cityFile { try Data(cityFile.utf8).write(to: city.appendingPathComponent("city.json")) }
        let environment = [
            "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
        ]
        return (environment, root.path, feedPath)
    }

    @Test func aCityOfYourOwnIsListedAndAnsweredAsItsFeedIs() throws {
        let (environment, folder, feed) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cities = try runParkcheck(["cities"], environment: environment)
        #expect(cities.status == 0, "\(cities.stderr)")
        #expect(cities.stdout.contains("Denver, CO  (--city denver)"), "\(cities.stdout)")
        #expect(cities.stdout.contains("time zone  America/Denver (MST7MDT,M3.2.0,M11.1.0)"), "\(cities.stdout)")
        #expect(cities.stdout.contains("bounds     39.73920, -104.99030 to 39.73920, -104.98970"), "\(cities.stdout)")
        #expect(cities.stdout.contains("licence    CC0-1.0"), "\(cities.stdout)")
        let fields = ["--format", "csv", "--fields", "verdict,parkUntil.time,parkUntil.reason,bindingRegulation.text"]
        for time in FeedUpgradeEndToEndTests.times {
            let asCity = try runParkcheck(Self.point + ["--at", time] + fields, environment: environment)
            let asFeed = try runParkcheck(
                Self.point + ["--at", time, "--data", feed] + fields, environment: environment)
            #expect(asCity.status == 0, "\(asCity.stderr)")
            #expect(asCity.stdout == asFeed.stdout, "\(time)")
        }
        let text = try runParkcheck(Self.point + ["--at", "2026-11-24T12:00"], environment: environment)
        #expect(
            text.stdout.contains("(America/Denver time, MST)") || text.stdout.contains("(Denver, CO time, MST)"),
            "\(text.stdout)")
        #expect(
            text.stdout.contains("Data: Denver, CO curbs, CurbLR 1.1.0 of 2020-01-01, Test; CC0-1.0; your own"),
            "\(text.stdout)")
        let named = try runParkcheck(
            Self.point + ["--at", "2026-11-24T12:00", "--city", "denver"], environment: environment)
        #expect(named.stdout == text.stdout)
        // San Francisco is still San Francisco's.
        let sf = try runParkcheck(["37.76", "-122.43", "--at", "2026-11-24T12:00"], environment: environment)
        #expect(sf.status == 0 && sf.stderr.isEmpty, "\(sf.stderr)")
    }

    /// `near` in a city of yours lists its curbs as `--data FEED` does, on its clock (Denver's),
    /// and draws them.
    @Test func nearInACityOfYourOwnIsItsFeedsListing() throws {
        let (environment, folder, feed) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let asCity = try runParkcheck(
            ["near"] + Self.point + ["--at", "2026-11-24T12:00", "--json"], environment: environment)
        let asFeed = try runParkcheck(
            ["near"] + Self.point + ["--at", "2026-11-24T12:00", "--json", "--data", feed], environment: environment)
        #expect(asCity.status == 0, "\(asCity.stderr)")
        #expect(asFeed.status == 0, "\(asFeed.stderr)")
        #expect(asCity.stdout == asFeed.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(asCity.stdout.utf8)) as? [String: Any])
        #expect(object["arrival"] as? String == "2026-11-24T12:00:00-07:00")
        #expect(((object["stretches"] as? [Any])?.count ?? 0) > 0, "\(asCity.stdout)")
        let map = try runParkcheck(
            ["near"] + Self.point + ["--at", "2026-11-24T12:00", "--format", "svg"], environment: environment)
        #expect(map.status == 0 && map.stdout.hasPrefix("<?xml"), "\(map.stderr)")
    }

    @Test func aFolderThatCannotBeReadIsSaidAndLeftOut() throws {
        let (environment, folder, _) = try scratch(cityFile: nil)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cities = try runParkcheck(["cities"], environment: environment)
        #expect(cities.status == 65)
        #expect(cities.stderr.contains("your city is left out: "), "\(cities.stderr)")
        #expect(cities.stderr.contains("a city of your own needs a city.json"), "\(cities.stderr)")
        #expect(!cities.stdout.contains("Denver"))
        let sf = try runParkcheck(["37.76", "-122.43", "--at", "2026-11-24T12:00"], environment: environment)
        #expect(sf.status == 0)
        #expect(sf.stderr.contains("warning: your city is left out"), "\(sf.stderr)")
    }

    @Test func aCityNamedAsABundledOneIsLeftOut() throws {
        let (environment, folder, _) = try scratch(slug: "portland")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cities = try runParkcheck(["cities"], environment: environment)
        #expect(cities.status == 65)
        #expect(
            cities.stderr.contains("a bundled city is called portland; name the folder otherwise"), "\(cities.stderr)")
    }

    @Test func aFolderNameThatIsNoCityNameIsLeftOut() throws {
        let (environment, folder, _) = try scratch(slug: "My Denver")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cities = try runParkcheck(["cities"], environment: environment)
        #expect(cities.status == 65)
        #expect(cities.stderr.contains("a city's folder is its --city name"), "\(cities.stderr)")
    }

    @Test func aCacheThatCannotBeWrittenIsSaidForYourCity() throws {
        var (environment, folder, _) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        environment["XDG_CACHE_HOME"] = file
        let run = try runParkcheck(Self.point + ["--at", "2026-11-24T12:00"], environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Denver, CO"), "\(run.stdout)")
        // Said once, by the city, though both the registry and the lookup read the feed.
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("index was not kept") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(warnings.first?.contains("Denver, CO: its feed's index was not kept") == true, "\(run.stderr)")
        #expect(warnings.first?.contains("every run reads the feed whole") == true, "\(run.stderr)")
    }
}
