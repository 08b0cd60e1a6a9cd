import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// The two real CurbLR feeds of `../shared/fixtures/curblr`, read once, and small helpers for
/// writing instants and feeds by hand.
enum CurbFixtures {
    static let portlandPath = "fixtures/curblr/downtown_portland_2020-07-30.curblr.json"
    static let austinPath = "fixtures/curblr/austin.curblr.json"

    static func reading(_ path: String) throws -> CurbLRReader.Reading {
        try CurbLRReader().read(try SharedFolder.data(path))
    }

    /// Portland's bundled holiday calendar, `Resources/cities/portland/holidays.txt`: the one the
    /// command line reads (the data build writes it from its rules; no second copy lives in code).
    static func portlandHolidays() throws -> CurbHolidayCalendar {
        let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/portland/holidays.txt")
        return try CityHolidayFile(text: try String(contentsOf: url, encoding: .utf8), path: url.path).calendar
    }

    /// Portland's feed, with its bundled holidays unless `holidays` says otherwise.
    static func portland(holidays: CurbHolidayCalendar? = nil) throws -> CurbInterpreter {
        let feed = try reading(portlandPath).feed
        return try #require(CurbInterpreter(feed: feed, holidays: try holidays ?? portlandHolidays()))
    }

    static func austin(holidays: CurbHolidayCalendar = .unknown) throws -> CurbInterpreter {
        let feed = try reading(austinPath).feed
        return try #require(CurbInterpreter(feed: feed, holidays: holidays))
    }

    /// The instant of a UTC reading.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60))
    }

    /// A CurbLR 1.1 manifest, with `extra` members added (or replacing defaults by name).
    static let manifest = """
        {"createdDate": "2020-01-01T00:00:00Z", "curblrVersion": "1.1.0", "timeZone": "America/Los_Angeles",
         "currency": "USD", "priorityHierarchy": ["no standing", "no parking", "loading", "parking"],
         "authority": {"name": "Test", "url": "https://example.org"}}
        """

    /// One feature on reference `ref`, right side, 0–50 m, with `regulation` (JSON text).
    static func feature(
        regulation: String, side: String = "right",
        geometry: String = #"{"type": "LineString", "coordinates": [[-122.68, 45.52], [-122.6794, 45.52]]}"#
    ) -> String {
        """
        {"type": "Feature",
         "properties": {
          "location": {"shstRefId": "ref", "sideOfStreet": "\(side)", "shstLocationStart": 0, "shstLocationEnd": 46.8},
          "regulations": [\(regulation)]},
         "geometry": \(geometry)}
        """
    }

    /// A feed text.
    static func feed(manifest: String? = CurbFixtures.manifest, features: [String]) -> [UInt8] {
        let manifestText = manifest.map { "\"manifest\": \($0),\n" } ?? ""
        return Array(
            "{\(manifestText)\"type\": \"FeatureCollection\", \"features\": [\(features.joined(separator: ",\n"))]}"
                .utf8)
    }
}
