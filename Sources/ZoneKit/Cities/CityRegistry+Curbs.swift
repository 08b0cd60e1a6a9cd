import Foundation

extension CityRegistry {
    /// A city's curbs, read from its folder when asked for (never when the registry is made):
    /// the feed the data build derived, read in full by ``CurbLRReader``.
    ///
    /// - Throws: ``CityDataError`` when the city has no curbs file (San Francisco's tables are
    ///   read by ``ParkingData``), or the file cannot be read or is refused (each problem located).
    package func curbs(of city: City) throws(CityDataError) -> CurbFeed {
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
    package func interpreter(for city: City) throws(CityDataError) -> CurbInterpreter {
        let feed = try curbs(of: city)
        guard let clock = city.timeZoneRules else {
            throw .malformedCity(
                path: path(of: "city.json", in: city), reason: "time zone \(city.timeZone) cannot be read")
        }
        let calendar = try holidays(of: city)?.calendar ?? .unknown
        return CurbInterpreter(feed: feed, timeZone: clock, holidays: calendar)
    }

    /// Reads a curb feed in full (any refused part refuses it): a CurbLR 1.1 feed, or a CDS 1.1
    /// Curbs API payload (one document with `time_zone` and `data`: zones, policies, areas).
    ///
    /// - Throws: ``CityDataError/unreadable(path:reason:)`` or
    ///   ``CityDataError/refusedFeed(path:problems:)`` with every problem as `path:line:column: …`.
    package static func readFeed(atPath path: String) throws(CityDataError) -> CurbFeed {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        if isCDSPayload(bytes) {
            do throws(CurbFeedError) {
                let reader = CDSReader()
                return try reader.feed([try reader.read(bytes, file: path)]).curbFeed()
            } catch {
                throw .refusedFeed(path: path, problems: error.diagnostics.map(\.description))
            }
        }
        do throws(CurbFeedError) {
            return try CurbLRReader().read(bytes).feed
        } catch {
            throw .refusedFeed(path: path, problems: error.diagnostics.map { $0.formatted(file: path) })
        }
    }

    /// Whether `bytes` look like a CDS Curbs API payload rather than a CurbLR feed: its first
    /// 64 KB name `data` and a CDS id (`curb_zone_id`, `curb_policy_id`, `curb_area_id`) or
    /// `time_zone`, and no CurbLR `manifest`.
    package static func isCDSPayload(_ bytes: Data) -> Bool {
        let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        guard !head.contains("\"manifest\""), head.contains("\"data\"") else { return false }
        return ["\"time_zone\"", "\"curb_zone_id\"", "\"curb_policy_id\"", "\"curb_area_id\""].contains {
            head.contains($0)
        }
    }
}
