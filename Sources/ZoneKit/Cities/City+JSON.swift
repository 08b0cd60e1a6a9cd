import Foundation

extension City {
    /// The city a `city.json` describes, read with ZoneKit's own JSON parser: the value
    /// `JSONDecoder().decode(City.self, from: bytes)` gives, or `nil` for any text that is not
    /// plainly such a description (not JSON, a member missing or of another type, an unknown curb
    /// format…), which `JSONDecoder` then reads, for the same value or its own message.
    ///
    /// The parser is strict JSON (RFC 8259: no trailing commas, lone surrogates, invalid UTF-8 or
    /// repeated names), numbers correctly rounded, so what it takes `JSONDecoder` takes alike;
    /// names it does not know are skipped, as the synthesised `Decodable` skips them. Why: every
    /// lookup reads the cities, and `JSONDecoder`'s generic containers cost a one-shot more runtime
    /// metadata than the three small files are worth.
    init?(plainJSON bytes: Data) {
        guard let document = try? JSONParser().parse(bytes) else { return nil }
        let root = document.root
        guard case .object = root.kind,
            let name = root["name"]?.stringValue, let slug = root["slug"]?.stringValue,
            let timeZone = root["timeZone"]?.stringValue, let timeZoneRule = root["timeZoneRule"]?.stringValue,
            let bounds = root["bounds"].flatMap(Self.numbers),
            let dataDate = root["dataDate"]?.stringValue, let authority = root["authority"]?.stringValue,
            let licence = root["licence"]?.stringValue, let attribution = root["attribution"]?.stringValue,
            let sources = root["sources"].flatMap(Self.sources),
            let curbFormat = root["curbFormat"]?.stringValue.flatMap(CityCurbFormat.init(rawValue:)),
            let curbsFile = Self.optionalString(root["curbsFile"]),
            let holidaysFile = Self.optionalString(root["holidaysFile"])
        else { return nil }
        self.init(
            name: name, slug: slug, timeZone: timeZone, timeZoneRule: timeZoneRule, bounds: bounds, dataDate: dataDate,
            authority: authority, licence: licence, attribution: attribution, sources: sources, curbFormat: curbFormat,
            curbsFile: curbsFile, holidaysFile: holidaysFile)
    }

    /// An array of numbers, or `nil`.
    private static func numbers(_ node: JSONNode) -> [Double]? {
        guard case .array = node.kind else { return nil }
        var numbers: [Double] = []
        for element in node.elements {
            guard let number = element.numberValue else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// An array of sources, or `nil`.
    private static func sources(_ node: JSONNode) -> [CitySource]? {
        guard case .array = node.kind else { return nil }
        var sources: [CitySource] = []
        for element in node.elements {
            guard case .object = element.kind,
                let file = element["file"]?.stringValue, let sha256 = element["sha256"]?.stringValue,
                let format = element["format"]?.stringValue, let version = optionalString(element["version"])
            else { return nil }
            sources.append(CitySource(file: file, sha256: sha256, format: format, version: version))
        }
        return sources
    }

    /// An optional string member as `decodeIfPresent` reads it: `.some(nil)` when absent or
    /// `null`, the string when a string, `nil` (not plainly readable) otherwise.
    private static func optionalString(_ node: JSONNode?) -> String?? {
        guard let node, !node.isNull else { return .some(nil) }
        return node.stringValue.map { .some($0) }
    }
}
