import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck cities`: the cities the data holds, with their bounds, time zone, data date,
/// authority, licence and holiday calendar (each calendar is read, so an edited file that no
/// longer reads is reported here with its line).
struct CitiesCommand {
    /// The command line (`--data`, `--format`).
    let invocation: Invocation
    /// The process environment (`PARKCHECK_DATA`).
    let environment: [String: String]

    /// Lists the cities.
    ///
    /// - Returns: ``ExitCode/success``; ``ExitCode/noInput`` when no data directory is found;
    ///   ``ExitCode/dataError`` when a city's files cannot be read (each reported with its place).
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        let registry: CityRegistry
        switch CityRouting.registry(dataOption: invocation.dataFile, environment: environment) {
        case .success(let found): registry = found
        case .failure(let failure):
            diagnostics.error(failure.message)
            return failure.status
        }
        let formats = CommandSpec.formats["cities"] ?? []
        guard formats.contains(invocation.format) else {
            diagnostics.error(
                "--format \(invocation.format.rawValue) is not a format cities writes: "
                    + formats.map(\.rawValue).joined(separator: ", "))
            return .usage
        }
        var status = ExitCode.success
        for problem in registry.userCityProblems {
            diagnostics.error("your city is left out: \(problem)")
            status = .dataError
        }
        for warning in registry.userCityWarnings { diagnostics.warning(warning) }
        var holidays: [String: CityHolidayFile?] = [:]
        for city in registry.cities {
            do throws(CityDataError) {
                holidays[city.slug] = try registry.holidays(of: city)
            } catch {
                diagnostics.error(error.description)
                status = .dataError
            }
        }
        switch invocation.format {
        case .json, .ndjson:
            let cities = registry.cities.map { Self.json($0, holidays: holidays[$0.slug] ?? nil) }
            if invocation.format == .json {
                try output.writeJSON(.array(cities), pretty: true)
            } else {
                for city in cities { try output.writeJSON(city, pretty: false) }
            }
        default:
            try output.write(Self.text(registry, holidays: holidays))
        }
        return status
    }

    /// The listing for people, one block per city.
    static func text(_ registry: CityRegistry, holidays: [String: CityHolidayFile?]) -> String {
        let yours = Set(
            registry.cities.compactMap { $0.folder.map { String($0[..<($0.lastIndex(of: "/") ?? $0.endIndex)]) } })
        let places = [registry.directory] + yours.sorted().map { "\($0) (yours)" }
        var lines = [
            "\(registry.cities.count) cities in \(places.joined(separator: " and ")) (--city NAME answers from one):"
        ]
        for city in registry.cities {
            lines.append("")
            lines.append("\(city.name)  (--city \(city.slug))")
            lines.append("  time zone  \(city.timeZone) (\(city.timeZoneRule))")
            if let box = city.boundingBox {
                lines.append(
                    "  bounds     \(degrees(box.minLatitude)), \(degrees(box.minLongitude)) to "
                        + "\(degrees(box.maxLatitude)), \(degrees(box.maxLongitude)) (south-west to north-east)")
            }
            let date = city.dataDate.isEmpty ? "undated" : city.dataDate
            lines.append("  data       \(date)" + (city.authority.isEmpty ? "" : " · \(city.authority)"))
            let sources = city.sources.map {
                "\($0.file)" + ($0.version.map { " (\(city.curbFormatName) \($0))" } ?? "")
            }
            lines.append("  sources    " + sources.joined(separator: ", "))
            lines.append("  licence    \(city.licence)")
            lines.append("  holidays   \(holidayText(city, holidays[city.slug] ?? nil))")
            if let folder = city.folder { lines.append("  yours      \(folder)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func holidayText(_ city: City, _ file: CityHolidayFile?) -> String {
        guard let name = city.holidaysFile else {
            if city.curbFormat == .sanFranciscoTables { return "built in (docs/HOLIDAYS.md)" }
            return city.folder == nil ? "none" : "none: answers that depend on them say unknown"
        }
        let place = city.folder.map { "\($0)/\(name)" } ?? "\(CityRegistry.folder)/\(city.slug)/\(name)"
        guard let file else { return "unreadable: \(place)" }
        switch file.calendar.periods["holidays"] {
        case .known(_, let years)?:
            let count = file.entries.filter { $0.period == "holidays" }.count
            return "\(count) days in \(years.lowerBound)–\(years.upperBound), \(place)"
        case .unknown?, nil:
            return "unknown: answers that depend on them say unknown, \(place)"
        case .rules(let set)?:
            let others = file.calendar.periods.keys.filter { $0 != "holidays" }.sorted()
            return "\(set.rules.count) rules, every year"
                + (set.observesWeekendHolidays ? " (one on a weekend also off the Friday or Monday)" : "")
                + (others.isEmpty ? "" : "; also \(others.joined(separator: ", "))") + ", \(place)"
        }
    }

    /// One city as JSON.
    static func json(_ city: City, holidays: CityHolidayFile?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(city.name)), ("slug", .string(city.slug)), ("timeZone", .string(city.timeZone)),
            ("timeZoneRule", .string(city.timeZoneRule)),
        ]
        if let box = city.boundingBox {
            members.append(
                (
                    "bounds",
                    .object(
                        JSONObject([
                            ("south", .number(box.minLatitude)), ("west", .number(box.minLongitude)),
                            ("north", .number(box.maxLatitude)), ("east", .number(box.maxLongitude)),
                        ]))
                ))
        } else {
            members.append(("bounds", .null))
        }
        members += [
            ("dataDate", .string(city.dataDate)), ("authority", .string(city.authority)),
            ("userFolder", city.folder.map(JSONValue.string) ?? .null),
            ("licence", .string(city.licence)), ("attribution", .string(city.attribution)),
            ("format", .string(city.curbFormatName)),
            (
                "sources",
                .array(
                    city.sources.map {
                        .object(
                            JSONObject([
                                ("file", .string($0.file)), ("sha256", .string($0.sha256)),
                                ("format", .string($0.format)), ("version", $0.version.map(JSONValue.string) ?? .null),
                            ]))
                    })
            ),
        ]
        let calendar: JSONValue
        switch holidays?.calendar.periods["holidays"] {
        case .known(_, let years)?:
            calendar = .object(
                JSONObject([
                    ("known", .bool(true)), ("from", .number(Double(years.lowerBound))),
                    ("to", .number(Double(years.upperBound))),
                    (
                        "days",
                        .number(Double(holidays?.entries.filter { $0.period == "holidays" }.count ?? 0))
                    ),
                    ("file", city.holidaysFile.map(JSONValue.string) ?? .null),
                ]))
        case .unknown?:
            calendar = .object(
                JSONObject([("known", .bool(false)), ("file", city.holidaysFile.map(JSONValue.string) ?? .null)]))
        case .rules(let set)?:
            calendar = .object(
                JSONObject([
                    ("known", .bool(true)), ("rules", .number(Double(set.rules.count))),
                    ("observesWeekendHolidays", .bool(set.observesWeekendHolidays)),
                    ("periods", .array((holidays?.calendar.periods.keys.sorted() ?? []).map(JSONValue.string))),
                    ("file", city.holidaysFile.map(JSONValue.string) ?? .null),
                ]))
        case nil:
            calendar = city.curbFormat == .sanFranciscoTables ? .object(JSONObject([("builtIn", .bool(true))])) : .null
        }
        members.append(("holidays", calendar))
        return .object(JSONObject(members))
    }

    private static func degrees(_ value: Double) -> String { String(format: "%.5f", value) }
}

extension City {
    /// How the curbs are described, for people: `CurbLR`, `San Francisco tables`.
    var curbFormatName: String {
        switch curbFormat {
        case .curbLR: "CurbLR"
        case .sanFranciscoTables: "DataSF"
        }
    }
}
