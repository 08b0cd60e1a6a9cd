import ZoneKit

extension RegulationRecord {
    /// The feature of `regulations.geojson`; properties exactly `id, kind, days, from, to,
    /// limitMinutes, permitAreas, rppExemptFrom, exceptions, alternatives` (``alternativesJSON``).
    var feature: JSONValue {
        GeoJSONTree.feature(
            properties: JSONObject([
                ("id", .string(regulation.id)),
                ("kind", .string(regulation.kind.rawValue)),
                ("days", .array(regulation.days.codes.map(JSONValue.string))),
                ("from", .string(MinuteFormat.clock(regulation.startMinute))),
                ("to", .string(MinuteFormat.clock(regulation.endMinute))),
                ("limitMinutes", regulation.limitMinutes.map { .number(Double($0)) } ?? .null),
                ("permitAreas", .array(regulation.permitAreas.map(JSONValue.string))),
                ("rppExemptFrom", .string(regulation.rppExemption?.rawValue)),
                ("exceptions", .string(regulation.exceptions)),
                ("alternatives", .array(regulation.alternatives.map(Self.json))),
            ]),
            geometry: GeoJSONTree.multiLineString(regulation.lines.map(\.coordinates)))
    }

    /// `{aspect, fields, from, to | days | limitMinutes, chosen, rule}`: one reading not chosen
    /// (``ZoneKit/SFRegulationAlternative``).
    static func json(_ alternative: SFRegulationAlternative) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("aspect", .string(alternative.reading.aspect)), ("fields", .string(alternative.fields)),
        ]
        switch alternative.reading {
        case .hours(let start, let end):
            members += [("from", .string(MinuteFormat.clock(start))), ("to", .string(MinuteFormat.clock(end)))]
        case .days(let days):
            members.append(("days", .array(days.codes.map(JSONValue.string))))
        case .limit(let minutes):
            members.append(("limitMinutes", minutes.map { .number(Double($0)) } ?? .null))
        }
        members += [("chosen", .string(alternative.chosenFields)), ("rule", .string(alternative.rule.rawValue))]
        return .object(JSONObject(members))
    }
}

extension SFSweepingSchedule {
    /// `{days, from, to, weeks, holidays}`.
    var json: JSONValue {
        .object(
            JSONObject([
                ("days", .array(codes.map(JSONValue.string))),
                ("from", .string(MinuteFormat.clock(startMinute))),
                ("to", .string(MinuteFormat.clock(endMinute))),
                ("weeks", .array((1...5).filter { weeks.contains(week: $0) }.map { .number(Double($0)) })),
                ("holidays", .string(holidays.rawValue)),
            ]))
    }
}

extension SweepingSideRecord {
    /// The feature of `sweeping.geojson`.
    var feature: JSONValue {
        GeoJSONTree.feature(
            properties: JSONObject([
                ("cnn", .string(side.cnn)),
                ("side", .string(side.side?.rawValue)),
                ("blockSide", .string(side.blockSideLabel)),
                ("street", .string(side.street)),
                ("limits", .string(side.limits)),
                ("fromStreet", .string(side.fromStreet)),
                ("toStreet", .string(side.toStreet)),
                ("schedules", .array(side.schedules.map(\.json))),
            ]),
            geometry: GeoJSONTree.lineString(side.line.coordinates))
    }
}

extension MeteredBlockFaceRecord {
    /// The feature of `meters.geojson`.
    var feature: JSONValue {
        GeoJSONTree.feature(
            properties: JSONObject([
                ("blockfaceId", .string(meter.blockfaceId)),
                ("street", .string(meter.street)),
                ("side", .string(meter.sideLabel)),
                ("fromAddress", meter.fromAddress.map { .number(Double($0)) } ?? .null),
                ("toAddress", meter.toAddress.map { .number(Double($0)) } ?? .null),
            ]),
            geometry: GeoJSONTree.lineString(meter.line.coordinates))
    }
}
