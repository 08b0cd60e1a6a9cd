import Foundation

extension CityRegistry {
    /// A city's curbs, read from its folder when asked for (never when the registry is made):
    /// the feed the data build derived, read in full by ``CurbLRReader``.
    ///
    /// - Throws: ``CityDataError`` when the city has no curbs file (San Francisco's tables are
    ///   read by ``ParkingData``), or the file cannot be read or is refused (each problem located).
    public func curbs(of city: City) throws(CityDataError) -> CurbFeed {
        guard city.curbFormat == .curbLR, let file = city.curbsFile else {
            throw .malformedCity(
                path: path(of: "city.json", in: city), reason: "\(city.name) has no CurbLR curbs file")
        }
        return try Self.readFeed(atPath: path(of: file, in: city))
    }

    /// The interpreter for a city: its curbs, its clock (the city's zone), its holiday calendar
    /// (unknown when it has none).
    ///
    /// - Throws: ``CityDataError`` as ``curbs(of:)`` and ``holidays(of:)`` do, or for a time zone
    ///   neither the built-in table nor the kept POSIX rule can read.
    public func interpreter(for city: City) throws(CityDataError) -> CurbInterpreter {
        let feed = try curbs(of: city)
        guard let clock = city.timeZoneRules else {
            throw .malformedCity(
                path: path(of: "city.json", in: city), reason: "time zone \(city.timeZone) cannot be read")
        }
        let calendar = try holidays(of: city)?.calendar ?? .unknown
        return CurbInterpreter(feed: feed, timeZone: clock, holidays: calendar)
    }

    /// Reads a CurbLR feed in full (any refused part refuses it).
    ///
    /// - Throws: ``CityDataError/unreadable(path:reason:)`` or
    ///   ``CityDataError/refusedFeed(path:problems:)`` with every problem as `path:line:column: …`.
    public static func readFeed(atPath path: String) throws(CityDataError) -> CurbFeed {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        do throws(CurbFeedError) {
            return try CurbLRReader().read(bytes).feed
        } catch {
            throw .refusedFeed(path: path, problems: error.diagnostics.map { $0.formatted(file: path) })
        }
    }
}
