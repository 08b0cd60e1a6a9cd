import Foundation

/// The user's own cities: each folder of `$XDG_DATA_HOME/parkcheck/cities` (else
/// `~/.local/share/parkcheck/cities`) holding a CurbLR feed and a small `city.json`:
///
/// ```json
/// {"name": "Denver, CO", "timeZone": "America/Denver", "holidays": "holidays.txt"}
/// ```
///
/// `name` is required; `timeZone` defaults to the feed's manifest's (and must agree with it when
/// both are given); `holidays` names a holiday file in the folder as Portland's is written (none:
/// answers that depend on holidays say unknown); `feed` names the feed file when the folder holds
/// more than one `.json` besides `city.json`; `licence` says under which terms the feed is
/// published. The bounds, the data's date and the authority come from the feed (read through its
/// index, ``CurbFeedCache``). The folder's name is the city's `--city` name.
extension CityRegistry {
    /// The user's cities folder; `nil` when neither `XDG_DATA_HOME` nor `HOME` is set.
    package static func userCitiesFolder(environment: [String: String]) -> String? {
        if let base = environment["XDG_DATA_HOME"], base.hasPrefix("/") {
            return PlainFiles.path(base, "parkcheck/cities")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return PlainFiles.path(home, ".local/share/parkcheck/cities")
    }

    /// The bundled cities of `directory` and the user's of `userFolder` (feeds read through
    /// `cache`). A user city that cannot be read is left out, and said in ``userCityProblems``; one
    /// named as a bundled city is left out too (name its folder otherwise).
    ///
    /// - Throws: ``CityDataError`` as ``init(directory:)`` for the bundled cities.
    package init(directory: String, userFolder: String?, cache: CurbFeedCache) throws(CityDataError) {
        let bundled = try CityRegistry(directory: directory)
        var cities = bundled.cities
        var problems: [String] = []
        var warnings: [String] = []
        for slug in (userFolder.flatMap(PlainFiles.names(inFolder:)) ?? []).sorted() {
            guard let userFolder else { break }
            let folder = PlainFiles.path(userFolder, slug)
            guard PlainFiles.isFolder(folder) == true else { continue }
            guard !slug.isEmpty,
                slug.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D })
            else {
                problems.append(
                    "\(folder): a city's folder is its --city name: lowercase letters, digits and dashes (denver, "
                        + "st-louis)")
                continue
            }
            if bundled.cities.contains(where: { $0.slug == slug }) {
                problems.append(
                    "\(folder): a bundled city is called \(slug); name the folder otherwise to add your own")
                continue
            }
            do throws(CityDataError) {
                cities.append(try Self.userCity(in: folder, slug: slug, cache: cache, warnings: &warnings))
            } catch {
                problems.append(error.description)
            }
        }
        self.init(directory: directory, cities: cities)
        userCityProblems = problems
        userCityWarnings = warnings
    }

    /// The one city of a feed given on the command line (`--data FEED` in a batch): named by its
    /// path, in the feed's time zone, with no holiday calendar.
    ///
    /// - Throws: ``CityDataError`` when the feed cannot be read or is refused.
    package static func feedCity(atPath path: String, cache: CurbFeedCache) throws(CityDataError) -> City {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let feed: CurbFeed
        let bounds: BoundingBox?
        if isCDSPayload((try? PlainFiles.prefix(ofFileAt: path, count: 65_536)) ?? Data()) {
            feed = try readFeed(atPath: path)
            bounds = BoundingBox(covering: feed.features.flatMap(\.geometry.coordinates))
        } else {
            let reading = try cache.reading(feedAt: path, near: Coordinate(latitude: 90, longitude: 0))
            feed = reading.feed
            bounds = reading.bounds
        }
        let metadata = feed.metadata
        guard let rules = TimeZoneRules(identifier: metadata.timeZoneIdentifier), let bounds else {
            throw .malformedCity(path: path, reason: "the feed has no curbs, or no time zone this build knows")
        }
        var city = City(
            name: path, slug: "feed", timeZone: metadata.timeZoneIdentifier, timeZoneRule: rules.posixRule,
            bounds: bounds,
            dataDate: (metadata.updatedDate ?? metadata.createdDate).map { String($0.prefix(10)) } ?? "",
            authority: metadata.authorityName ?? "", licence: "", attribution: "",
            sources: [
                CitySource(
                    file: file, sha256: "", format: metadata.sourceFormat.description, version: metadata.sourceVersion)
            ],
            curbFormat: .curbLR, curbsFile: file)
        city.folder = folder
        return city
    }

    /// The city of the user's `folder`.
    ///
    /// - Parameter warnings: gets what costs speed but not the city (an index that cannot be kept).
    static func userCity(
        in folder: String, slug: String, cache: CurbFeedCache, warnings: inout [String]
    ) throws(CityDataError) -> City {
        let cityPath = PlainFiles.path(folder, "city.json")
        let bytes: [UInt8]
        do throws(PlainFiles.ReadError) {
            bytes = [UInt8](try PlainFiles.contents(atPath: cityPath))
        } catch {
            throw .unreadable(
                path: cityPath, reason: error.reason + " (a city of your own needs a city.json: {\"name\": \"…\"})")
        }
        guard let document = try? JSONParser.parse(bytes), document.root.kind == .object else {
            throw .malformedCity(
                path: cityPath,
                reason: "not a JSON object such as {\"name\": \"Denver, CO\", \"timeZone\": \"America/Denver\"}")
        }
        let root = document.root
        for key in ["name", "timeZone", "holidays", "feed", "licence"]
        where root[key] != nil && root[key]?.stringValue == nil {
            throw .malformedCity(path: cityPath, reason: "\"\(key)\" must be a string")
        }
        guard let name = root["name"]?.stringValue, !name.isEmpty else {
            throw .malformedCity(path: cityPath, reason: "\"name\" is missing: the city's name as people write it")
        }
        let feedName: String
        if let named = root["feed"]?.stringValue {
            feedName = named
        } else {
            let candidates = (PlainFiles.names(inFolder: folder) ?? []).filter {
                $0.hasSuffix(".json") && $0 != "city.json"
            }.sorted()
            guard candidates.count == 1 else {
                throw .malformedCity(
                    path: cityPath,
                    reason: candidates.isEmpty
                        ? "the folder holds no feed: put the city's CurbLR feed (a .json file) beside city.json"
                        : "the folder holds several .json files (\(candidates.joined(separator: ", "))): name the feed with \"feed\""
                )
            }
            feedName = candidates[0]
        }
        let feedPath = PlainFiles.path(folder, feedName)
        guard PlainFiles.exists(feedPath) else {
            throw .unreadable(path: feedPath, reason: "no such file (\"feed\" in \(cityPath))")
        }
        if let holidays = root["holidays"]?.stringValue, !PlainFiles.exists(PlainFiles.path(folder, holidays)) {
            throw .unreadable(
                path: PlainFiles.path(folder, holidays), reason: "no such file (\"holidays\" in \(cityPath))")
        }
        // The feed's own words: its clock, its date, its authority, and where its curbs are.
        let reading = try cache.reading(feedAt: feedPath, near: Coordinate(latitude: 90, longitude: 0))
        if let problem = reading.cacheProblem {
            warnings.append("\(name): its feed's index was not kept (\(problem)); every run reads the feed whole")
        }
        let metadata = reading.feed.metadata
        let zone = root["timeZone"]?.stringValue ?? metadata.timeZoneIdentifier
        guard let rules = TimeZoneRules(identifier: zone) else {
            throw .malformedCity(path: cityPath, reason: "unknown time zone \"\(zone)\": write an IANA zone name")
        }
        if zone != metadata.timeZoneIdentifier,
            TimeZoneRules(identifier: metadata.timeZoneIdentifier)?.identifier != rules.identifier
        {
            throw .malformedCity(
                path: cityPath,
                reason:
                    "\"timeZone\" is \(zone) but the feed's manifest says \(metadata.timeZoneIdentifier): say one zone")
        }
        guard let bounds = reading.bounds else {
            throw .malformedCity(path: feedPath, reason: "the feed has no curbs: nothing to answer from")
        }
        let date = (metadata.updatedDate ?? metadata.createdDate).map { String($0.prefix(10)) } ?? ""
        var city = City(
            name: name, slug: slug, timeZone: zone, timeZoneRule: rules.posixRule, bounds: bounds, dataDate: date,
            authority: metadata.authorityName ?? "",
            licence: root["licence"]?.stringValue ?? "licence not stated",
            attribution: "",
            sources: [CitySource(file: feedName, sha256: "", format: "CurbLR", version: metadata.sourceVersion)],
            curbFormat: .curbLR, curbsFile: feedName, holidaysFile: root["holidays"]?.stringValue)
        city.folder = folder
        return city
    }
}
