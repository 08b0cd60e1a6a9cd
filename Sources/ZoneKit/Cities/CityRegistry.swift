import Foundation

/// The cities a data directory holds: every `cities/<slug>/city.json`, read once, sorted by name.
///
/// It finds the city a point lies in (its bounds and a small margin), the city a name means, and
/// the files of a city (its curbs, read only when asked for; its holiday calendar).
package struct CityRegistry: Sendable {
    /// The data directory (`Resources`, or an installed `share/parkcheck`).
    package let directory: String
    /// The cities, sorted by name.
    package let cities: [City]
    /// Why each of the user's cities that could not be read was left out (``init(directory:userFolder:cache:)``).
    package var userCityProblems: [String] = []
    /// What costs the user's cities speed, not their answers (their feed's index not kept).
    package var userCityWarnings: [String] = []

    /// How far outside a city's bounds a point still belongs to it, in metres: a point across the
    /// street from the last curb mapped is still in the city.
    package static let margin = 150.0

    /// The folder of the cities inside a data directory.
    package static let folder = "cities"

    /// Reads every `cities/*/city.json` of `directory`; a directory without a `cities` folder
    /// holds no city.
    ///
    /// - Throws: ``CityDataError`` for a `city.json` that cannot be read or decoded.
    package init(directory: String) throws(CityDataError) {
        self.directory = directory
        let folder = PlainFiles.path(directory, Self.folder)
        let slugs = (PlainFiles.names(inFolder: folder) ?? []).sorted()
        var cities: [City] = []
        for slug in slugs {
            let path = PlainFiles.path(folder, "\(slug)/city.json")
            guard PlainFiles.exists(path) else { continue }
            let bytes: Data
            do throws(PlainFiles.ReadError) {
                bytes = try PlainFiles.contents(atPath: path)
            } catch {
                throw .unreadable(path: path, reason: error.reason)
            }
            if let city = City(plainJSON: bytes) {
                cities.append(city)
                continue
            }
            do {
                cities.append(try JSONDecoder().decode(City.self, from: bytes))
            } catch {
                throw .malformedCity(path: path, reason: "not a city description (\(error))")
            }
        }
        self.cities = cities.sorted { ($0.name, $0.slug) < ($1.name, $1.slug) }
    }

    /// Creates a registry of `cities` (tests, and programs that describe their own).
    package init(directory: String, cities: [City]) {
        self.directory = directory
        self.cities = cities.sorted { ($0.name, $0.slug) < ($1.name, $1.slug) }
    }

    /// The city `name` means: its slug or its name, ignoring case, spaces, dashes and what follows
    /// a comma (`Portland`, `portland`, `portland, or`, `San Francisco`, `san-francisco`).
    package func city(named name: String) -> City? {
        let key = Self.key(name)
        return cities.first { Self.key($0.slug) == key || Self.key($0.name) == key }
            ?? cities.first { Self.key(String($0.name.split(separator: ",")[0])) == key }
    }

    /// The city whose bounds, widened by ``margin``, hold `point`; the smallest such when several do.
    package func city(containing point: Coordinate) -> City? {
        var best: (city: City, area: Double)?
        for city in cities {
            guard let box = city.boundingBox, Self.widened(box).contains(point) else { continue }
            let area = (box.maxLongitude - box.minLongitude) * (box.maxLatitude - box.minLatitude)
            if best == nil || area < best?.area ?? 0 { best = (city, area) }
        }
        return best?.city
    }

    /// The area a city answers for: its bounds widened by ``margin`` (what ``city(containing:)``
    /// tests); `nil` when its `city.json` holds no bounds. A batch keeps these to route each row
    /// with a few comparisons.
    package static func reach(of city: City) -> BoundingBox? {
        city.boundingBox.map(widened)
    }

    /// The nearest city to a point outside them all, and how far its bounds are, in metres.
    func nearestCity(to point: Coordinate) -> (city: City, distance: Double)? {
        var best: (city: City, distance: Double)?
        for city in cities {
            guard let box = city.boundingBox else { continue }
            let nearest = Coordinate(
                latitude: min(max(point.latitude, box.minLatitude), box.maxLatitude),
                longitude: min(max(point.longitude, box.minLongitude), box.maxLongitude))
            let distance = point.haversineDistance(to: nearest)
            if best == nil || distance < best?.distance ?? 0 { best = (city, distance) }
        }
        return best
    }

    /// What to tell someone whose point lies outside every city: which cities there are, the
    /// nearest, and how to list them or answer from a feed of their own.
    package func outsideMessage(for point: Coordinate) -> String {
        let names = cities.map(\.name).joined(separator: "; ")
        var text = "\(Self.shown(point)) is outside every city parkcheck has curb data for (\(names))"
        if let nearest = nearestCity(to: point) {
            let kilometres = (nearest.distance / 100).rounded() / 10
            text += "; the nearest is \(nearest.city.name), \(kilometres) km away"
        }
        return text + ". 'parkcheck cities' lists them with their bounds; --data FEED answers from a CurbLR feed."
    }

    /// The path of a file in a city's folder (the user's own folder for a city of theirs).
    package func path(of file: String, in city: City) -> String {
        PlainFiles.path(city.folder ?? PlainFiles.path(directory, "\(Self.folder)/\(city.slug)"), file)
    }

    /// The city's holiday calendar: its holiday file read, or ``CurbHolidayCalendar/unknown`` when
    /// it has none.
    ///
    /// - Throws: ``CityDataError`` for a file that cannot be read or has a malformed line.
    package func holidays(of city: City) throws(CityDataError) -> CityHolidayFile? {
        guard let file = city.holidaysFile else { return nil }
        let path = path(of: file, in: city)
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        return try CityHolidayFile(text: text, path: path)
    }

    private static func widened(_ box: BoundingBox) -> BoundingBox {
        let latitude = margin / 111_320
        let middle = (box.minLatitude + box.maxLatitude) / 2
        let longitude = margin / (111_320 * max(cos(middle * .pi / 180), 0.01))
        return BoundingBox(
            minLongitude: box.minLongitude - longitude, minLatitude: box.minLatitude - latitude,
            maxLongitude: box.maxLongitude + longitude, maxLatitude: box.maxLatitude + latitude)
    }

    private static func shown(_ point: Coordinate) -> String {
        func fixed(_ value: Double) -> String { String(format: "%.5f", value) }
        return "\(fixed(point.latitude)), \(fixed(point.longitude))"
    }

    private static func key(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
