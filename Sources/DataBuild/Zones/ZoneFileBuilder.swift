import ZoneKit

/// Builds `zones.json` from the seed-schema RPP file (`rpp_area_blocks_*.json`): the same schema,
/// but each zone's `boundaries` (rings of `{latitude, longitude}`) becomes `boundary`, a GeoJSON
/// MultiPolygon with one polygon per block ring (closed, counter-clockwise per RFC 7946, rounded to
/// 7 decimals), and the placeholder `rules` are replaced by the area's real rule
/// (``AreaRuleSelector``), with every variant in `metadata.ruleVariants`. The placeholder
/// `neighborhoods` of `permitAreas` are replaced by the neighbourhoods of the area's block faces.
struct ZoneFileBuilder: Sendable {
    /// What the report says about one zone.
    struct ZoneSummary: Sendable {
        let area: String
        let rings: Int
        let blockFaces: Int
        let timeLimitFaces: Int
        let rule: AreaRuleVariant?
        let ruleFaces: Int
        let variants: Int
    }

    /// The area codes of the zones, as read.
    private(set) var areaCodes: [String] = []
    /// The city bounds of the file (`city.bounds`).
    private(set) var cityBounds: BoundingBox?
    /// Per zone, for the report.
    private(set) var summaries: [ZoneSummary] = []
    /// Rings dropped (fewer than 4 positions after rounding), reversed to counter-clockwise, closed.
    private(set) var drops = DropLog()
    private(set) var ringsRead = 0
    private(set) var ringsReversed = 0
    private(set) var ringsClosed = 0
    /// Every coordinate written, for the bounds check: (place, coordinate).
    private(set) var outsideBounds: [String] = []

    /// Reads the seed document's areas and bounds; call before ``build(_:rules:metadata:file:)``
    /// so the sanity check can use them.
    ///
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when `zones` or `city.bounds` is missing.
    mutating func readAreas(_ document: JSONValue, file: String) throws(DataBuildError) {
        guard case .object(let root) = document, case .array(let zones)? = root["zones"] else {
            throw .malformedJSON(file: file, reason: "expected an object with a \"zones\" array")
        }
        areaCodes = zones.compactMap { zone in
            guard case .object(let object) = zone, case .string(let code)? = object["permitArea"] else { return nil }
            return code.uppercased()
        }
        guard case .object(let city)? = root["city"], case .object(let bounds)? = city["bounds"],
            case .number(let north)? = bounds["north"], case .number(let south)? = bounds["south"],
            case .number(let east)? = bounds["east"], case .number(let west)? = bounds["west"]
        else {
            throw .malformedJSON(file: file, reason: "expected city.bounds with north, south, east, west")
        }
        cityBounds = BoundingBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north)
    }

    /// The `zones.json` document.
    ///
    /// - Parameters:
    ///   - document: the seed file.
    ///   - rules: the area rules computed from the regulations.
    ///   - metadata: the top-level `metadata` object (data version, sources).
    ///   - file: the seed file's name, for messages.
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` for a zone without rings.
    mutating func build(_ document: JSONValue, rules: AreaRuleSelector, metadata: JSONObject, file: String)
        throws(DataBuildError)
        -> JSONValue
    {
        guard case .object(let root) = document, case .array(let zones)? = root["zones"] else {
            throw .malformedJSON(file: file, reason: "expected an object with a \"zones\" array")
        }
        var output = JSONObject()
        output["version"] = metadata["dataVersion"] ?? .null
        if let city = root["city"] { output["city"] = Self.ordered(city, first: ["code", "name", "state", "bounds"]) }
        output["metadata"] = .object(metadata)
        if case .array(let areas)? = root["permitAreas"] {
            output["permitAreas"] = .array(
                areas.map { area in
                    guard case .object(var object) = area, case .string(let code)? = object["code"] else { return area }
                    object["neighborhoods"] = .array(
                        rules.mainNeighborhoods(of: code.uppercased()).map(JSONValue.string))
                    return Self.ordered(.object(object), first: ["code", "name", "neighborhoods"])
                })
        }
        var built: [JSONValue] = []
        for (index, zone) in zones.enumerated() {
            built.append(try buildZone(zone, index: index, rules: rules, file: file))
        }
        output["zones"] = .array(built)
        return .object(output)
    }

    private mutating func buildZone(_ zone: JSONValue, index: Int, rules: AreaRuleSelector, file: String)
        throws(DataBuildError)
        -> JSONValue
    {
        guard case .object(var object) = zone, case .string(let rawCode)? = object["permitArea"],
            case .array(let rings)? = object["boundaries"]
        else {
            throw .malformedJSON(file: file, reason: "zones[\(index)] lacks permitArea or boundaries")
        }
        let area = rawCode.uppercased()
        var polygons: [JSONValue] = []
        for (ringIndex, ring) in rings.enumerated() {
            ringsRead += 1
            let place = "\(file): zones[\(index)].boundaries[\(ringIndex)] (Area \(area))"
            guard let positions = normalisedRing(ring, place: place) else { continue }
            polygons.append(.array([.array(positions.map(GeoJSONTree.position))]))
        }
        guard !polygons.isEmpty else {
            throw .malformedJSON(file: file, reason: "zones[\(index)] (Area \(area)) has no usable ring")
        }
        object["boundaries"] = nil
        object["boundary"] = .object(
            JSONObject([("type", .string("MultiPolygon")), ("coordinates", .array(polygons))]))

        let variantCounts = rules.variants[area] ?? [:]
        let rule = rules.rule(for: area)
        if let rule {
            object["rules"] = .array([
                Self.ruleObject(rule, area: area, faces: variantCounts[rule] ?? 0, of: variantCounts)
            ])
        } else {
            object["rules"] = .array([])
        }
        var zoneMetadata: JSONObject
        if case .object(let existing)? = object["metadata"] {
            zoneMetadata = existing
        } else {
            zoneMetadata = JSONObject()
        }
        zoneMetadata["blockFaces"] = .number(Double(rules.blockFaces[area] ?? 0))
        zoneMetadata["ruleVariants"] = .array(
            AreaRuleVariant.ranked(variantCounts).map { entry in
                .object(
                    JSONObject([
                        ("days", .array(entry.variant.window.days.codes.map(JSONValue.string))),
                        ("from", .string(MinuteFormat.clock(entry.variant.startMinute))),
                        ("to", .string(MinuteFormat.clock(entry.variant.endMinute))),
                        ("limitMinutes", .number(Double(entry.variant.limitMinutes))),
                        ("blockFaces", .number(Double(entry.count))),
                    ]))
            })
        object["metadata"] = Self.ordered(
            .object(zoneMetadata),
            first: ["dataSource", "lastUpdated", "accuracy", "polygonCount", "blockFaces", "ruleVariants"])

        summaries.append(
            ZoneSummary(
                area: area, rings: polygons.count, blockFaces: rules.blockFaces[area] ?? 0,
                timeLimitFaces: variantCounts.values.reduce(0, +), rule: rule,
                ruleFaces: rule.flatMap { variantCounts[$0] } ?? 0,
                variants: variantCounts.count))
        return Self.ordered(
            .object(object),
            first: [
                "id", "cityCode", "displayName", "zoneType", "permitArea", "validPermitAreas", "requiresPermit",
                "restrictiveness", "boundary", "rules", "metadata",
            ])
    }

    /// The ring's positions rounded, without consecutive repeats, closed, counter-clockwise; `nil`
    /// (and a drop) when fewer than four positions remain.
    private mutating func normalisedRing(_ ring: JSONValue, place: String) -> [Coordinate]? {
        guard case .array(let points) = ring else {
            drops.drop(place, reason: "the ring is not an array")
            return nil
        }
        var positions: [Coordinate] = []
        for point in points {
            guard case .object(let object) = point, case .number(let latitude)? = object["latitude"],
                case .number(let longitude)? = object["longitude"]
            else {
                drops.drop(place, reason: "a ring point is not {latitude, longitude}")
                return nil
            }
            let coordinate = Coordinate(
                latitude: GeoJSONTree.rounded(latitude), longitude: GeoJSONTree.rounded(longitude))
            if let bounds = cityBounds, !bounds.contains(coordinate) { outsideBounds.append("\(place): \(coordinate)") }
            if positions.last != coordinate { positions.append(coordinate) }
        }
        if let first = positions.first, positions.last != first {
            positions.append(first)
            ringsClosed += 1
        }
        guard positions.count >= 4 else {
            drops.drop(place, reason: "fewer than 4 distinct positions after rounding")
            return nil
        }
        if Self.signedArea(positions) < 0 {
            positions.reverse()
            ringsReversed += 1
        }
        return positions
    }

    /// Twice the signed area of a closed ring in degrees (shoelace formula): positive when
    /// counter-clockwise.
    static func signedArea(_ ring: [Coordinate]) -> Double {
        var sum = 0.0
        for (a, b) in zip(ring, ring.dropFirst()) {
            sum +=
                (a.longitude - ring[0].longitude) * (b.latitude - ring[0].latitude)
                - (b.longitude - ring[0].longitude) * (a.latitude - ring[0].latitude)
        }
        return sum
    }

    /// A seed-schema rule object for the area's rule.
    static func ruleObject(_ rule: AreaRuleVariant, area: String, faces: Int, of counts: [AreaRuleVariant: Int])
        -> JSONValue
    {
        let total = counts.values.reduce(0, +)
        func time(_ minutes: Int) -> JSONValue {
            .object(JSONObject([("hour", .number(Double(minutes / 60))), ("minute", .number(Double(minutes % 60)))]))
        }
        let conditions =
            "Area \(area) permit holders are exempt from the time limit. Most common rule of the area's "
            + "time-limited block faces (\(faces) of \(total)); other variants in metadata.ruleVariants."
        return .object(
            JSONObject([
                ("id", .string(area.lowercased() + "_rule_001")),
                ("ruleType", .string("time_limit")),
                ("description", .string(rule.description(area: area))),
                ("enforcementDays", .array(rule.window.days.mondayFirst.map { .string($0.fullName) })),
                ("enforcementStartTime", time(rule.startMinute)),
                ("enforcementEndTime", time(rule.endMinute)),
                ("timeLimit", .number(Double(rule.limitMinutes))),
                ("meterRate", .null),
                ("specialConditions", .string(conditions)),
            ]))
    }

    /// `value` with the members named in `first` first, in that order, then the rest by key.
    static func ordered(_ value: JSONValue, first: [String]) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var result = JSONObject()
        for key in first { if let member = object[key] { result[key] = member } }
        for key in object.keys.sorted() where result[key] == nil { result[key] = object[key] }
        return .object(result)
    }
}
