import Foundation

/// One city parkcheck has curb data for, as its `city.json` describes it: name, time zone (with
/// the zone's rule kept beside it), bounds, the data's date, who publishes it and under which
/// licence, and where its curbs and holiday calendar are.
///
/// The data build writes a `cities/<slug>/city.json` per city (San Francisco included);
/// ``CityRegistry`` reads them.
package struct City: Hashable, Sendable, Codable {
    /// The city's name as people write it: `Portland, OR`.
    package var name: String
    /// The folder name and the short name `--city` takes: `portland`.
    package var slug: String
    /// The IANA time zone the curbs' times are read in: `America/Los_Angeles`.
    package var timeZone: String
    /// The zone's POSIX TZ rule (`PST8PDT,M3.2.0,M11.1.0`), kept with the city's data so the data
    /// says which clock it was built for.
    package var timeZoneRule: String
    /// `[west, south, east, north]` in degrees (the GeoJSON `bbox` order) around every curb.
    package var bounds: [Double]
    /// The day the data describes (`yyyy-mm-dd`): the feed's `lastUpdatedDate`, else its
    /// `createdDate`; for San Francisco the newest source date.
    package var dataDate: String
    /// Who regulates the curbs (as the source names it).
    package var authority: String
    /// The licence the data is published under.
    package var licence: String
    /// The attribution the licence asks for (or a note on where the data comes from).
    package var attribution: String
    /// The source files the data is derived from.
    package var sources: [CitySource]
    /// How the curbs are described: ``CityCurbFormat``.
    package var curbFormat: CityCurbFormat
    /// The curbs file in the city's folder (`curbs.curblr.json`); `nil` for the San Francisco
    /// tables, which live at the top of the data directory.
    package var curbsFile: String?
    /// The holiday calendar in the city's folder (`holidays.txt`); `nil` when the city has none.
    package var holidaysFile: String?
    /// The city's folder when it is one of the user's own (``CityRegistry``'s user cities), outside
    /// the data directory; `nil` for the bundled cities. Not written to `city.json`.
    package var folder: String?

    private enum CodingKeys: String, CodingKey {
        case name, slug, timeZone, timeZoneRule, bounds, dataDate, authority, licence, attribution, sources
        case curbFormat, curbsFile, holidaysFile
    }

    /// Creates a city.
    package init(
        name: String, slug: String, timeZone: String, timeZoneRule: String, bounds: BoundingBox, dataDate: String,
        authority: String, licence: String, attribution: String, sources: [CitySource], curbFormat: CityCurbFormat,
        curbsFile: String? = nil, holidaysFile: String? = nil
    ) {
        self.init(
            name: name, slug: slug, timeZone: timeZone, timeZoneRule: timeZoneRule,
            bounds: [bounds.minLongitude, bounds.minLatitude, bounds.maxLongitude, bounds.maxLatitude],
            dataDate: dataDate, authority: authority, licence: licence, attribution: attribution, sources: sources,
            curbFormat: curbFormat, curbsFile: curbsFile, holidaysFile: holidaysFile)
    }

    /// Creates a city with ``bounds`` as a file holds them (``init(plainJSON:)``).
    init(
        name: String, slug: String, timeZone: String, timeZoneRule: String, bounds: [Double], dataDate: String,
        authority: String, licence: String, attribution: String, sources: [CitySource], curbFormat: CityCurbFormat,
        curbsFile: String?, holidaysFile: String?
    ) {
        self.name = name
        self.slug = slug
        self.timeZone = timeZone
        self.timeZoneRule = timeZoneRule
        self.bounds = bounds
        self.dataDate = dataDate
        self.authority = authority
        self.licence = licence
        self.attribution = attribution
        self.sources = sources
        self.curbFormat = curbFormat
        self.curbsFile = curbsFile
        self.holidaysFile = holidaysFile
    }

    /// ``bounds`` as a box; `nil` when the file does not hold four numbers.
    package var boundingBox: BoundingBox? {
        guard bounds.count == 4 else { return nil }
        return BoundingBox(
            minLongitude: bounds[0], minLatitude: bounds[1], maxLongitude: bounds[2], maxLatitude: bounds[3])
    }

    /// The city's clock: ``timeZone`` from the built-in table, else ``timeZoneRule`` read as a
    /// POSIX rule; `nil` when neither can be read.
    package var timeZoneRules: TimeZoneRules? {
        TimeZoneRules(identifier: timeZone) ?? (try? TimeZoneRules(identifier: timeZone, posixRule: timeZoneRule))
    }
}

/// One file a city's data is derived from.
package struct CitySource: Hashable, Sendable, Codable {
    /// The file's name as published: `downtown_portland_2020-07-30.curblr.json`.
    package var file: String
    /// The SHA-256 of its bytes, lowercase hex.
    package var sha256: String
    /// The standard or table it is written in: `CurbLR`, `DataSF export`.
    package var format: String
    /// The standard's version the file declares (`1.1.0`), when it declares one.
    package var version: String?

    /// Creates a source.
    package init(file: String, sha256: String, format: String, version: String? = nil) {
        self.file = file
        self.sha256 = sha256
        self.format = format
        self.version = version
    }
}

/// How a city's curbs are described in its data folder.
package enum CityCurbFormat: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// San Francisco's tables at the top of the data directory (regulations, sweeping, meters, zones).
    case sanFranciscoTables = "sf-tables"
    /// A CurbLR 1.1 feed derived by the data build.
    case curbLR = "curblr"

    /// The raw value.
    package var description: String { rawValue }
}
