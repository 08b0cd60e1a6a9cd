import ZoneKit

extension Regulation {
    /// The feature of `regulations.geojson`; properties exactly `id, kind, days, from, to,
    /// limitMinutes, permitAreas, rppExemptFrom, exceptions`.
    var feature: JSONValue {
        GeoJSONGeometry.feature(
            properties: JSONObject([
                ("id", .string(id)),
                ("kind", .string(kind.rawValue)),
                ("days", .array(days.codes.map(JSONValue.string))),
                ("from", .string(window.from)),
                ("to", .string(window.to)),
                ("limitMinutes", limitMinutes.map { .number(Double($0)) } ?? .null),
                ("permitAreas", .array(permitAreas.map(JSONValue.string))),
                ("rppExemptFrom", .string(rppExemptFrom)),
                ("exceptions", .string(exceptions)),
            ]),
            geometry: GeoJSONGeometry.multiLineString(geometry))
    }
}

extension SweepingSchedule {
    /// `{days, from, to, weeks, holidays}`.
    var json: JSONValue {
        .object(
            JSONObject([
                ("days", .array(days.codes.map(JSONValue.string))),
                ("from", .string(window.from)),
                ("to", .string(window.to)),
                ("weeks", .array(weeks.numbers.map { .number(Double($0)) })),
                ("holidays", .string(holidays.rawValue)),
            ]))
    }
}

extension SweepingSide {
    /// The feature of `sweeping.geojson`.
    var feature: JSONValue {
        let streets = limitStreets
        return GeoJSONGeometry.feature(
            properties: JSONObject([
                ("cnn", .string(cnn)),
                ("side", .string(side?.rawValue)),
                ("blockSide", .string(blockSide)),
                ("street", .string(street)),
                ("limits", .string(limits)),
                ("fromStreet", .string(streets?.from)),
                ("toStreet", .string(streets?.to)),
                ("schedules", .array(schedules.map(\.json))),
            ]),
            geometry: GeoJSONGeometry.lineString(geometry))
    }
}

extension MeteredBlockface {
    /// The feature of `meters.geojson`.
    var feature: JSONValue {
        GeoJSONGeometry.feature(
            properties: JSONObject([
                ("blockfaceId", .string(blockfaceId)),
                ("street", .string(street)),
                ("side", .string(side)),
                ("fromAddress", fromAddress.map { .number(Double($0)) } ?? .null),
                ("toAddress", toAddress.map { .number(Double($0)) } ?? .null),
            ]),
            geometry: GeoJSONGeometry.lineString(geometry))
    }
}
