import ZoneKit

/// Reads one row from a JSON object: a GeoJSON Point Feature (or bare Point), or an object such as
/// `{"lat": 37.76, "lon": -122.43, "id": "a", "at": "2026-07-06T08:30", "permits": ["Q"]}`.
///
/// Member names for the row's values are matched case-insensitively, with the spellings of
/// ``InputValue/column(named:)``; other members are ignored. A Feature's values come from its
/// `properties`, its id from `id` (else `properties.id`). Locations inside the JSON text are moved
/// to the input's lines: JSON line 1 is input line ``baseLine``.
struct JSONRowReader: Sendable {
    /// How messages name the input.
    let sourceName: InputSourceName
    /// The input line of the JSON text's first line.
    let baseLine: Int
    /// Columns to add on the JSON text's first line (1 when a record separator precedes it).
    let columnShift: Int
    /// The member (of an object, or a Feature's properties) that holds the row's id instead of
    /// `id` (`--id-column`), matched case-insensitively.
    var idMember: String?
    /// The members (of an object, or a Feature's properties) each row keeps (`--keep`), matched
    /// case-insensitively: ``InputRow/kept``.
    var keptMembers: [String] = []
    /// Whether each row keeps all its members (a Feature's properties) as one object
    /// (``CSVInputOptions/keepsAll``).
    var keepsAll = false

    init(sourceName: InputSourceName, baseLine: Int, columnShift: Int) {
        self.sourceName = sourceName
        self.baseLine = baseLine
        self.columnShift = columnShift
    }

    /// The names of GeoJSON objects; any other `type` member is an ordinary value.
    private static let geoJSONTypes: Set<String> = [
        "Feature", "FeatureCollection", "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon",
        "MultiPolygon", "GeometryCollection",
    ]

    /// The input location of a place in the JSON text.
    func location(of place: JSONLocation, withColumn: Bool = true) -> InputLocation {
        let column = place.column + (place.line == 1 ? columnShift : 0)
        return InputLocation(sourceName: sourceName, line: baseLine + place.line - 1, column: withColumn ? column : nil)
    }

    /// Whether `node` is a GeoJSON FeatureCollection (read feature by feature, not as one row).
    static func isFeatureCollection(_ node: JSONNode) -> Bool {
        node["type"]?.stringValue == "FeatureCollection"
    }

    /// The row `node` describes, or why it describes none; either way with the members it keeps
    /// (``keptMembers``; `null` for one it lacks).
    func row(from node: JSONNode) -> Result<InputRow, InputRowError> {
        guard !keptMembers.isEmpty || keepsAll else { return unkeptRow(from: node) }
        var source = node
        if node["type"]?.stringValue == "Feature", let properties = node["properties"], properties.kind == .object {
            source = properties
        }
        if keepsAll {
            return unkeptRow(from: node).keeping([source.kind == .object ? source.value : .object(JSONObject())])
        }
        let kept = keptMembers.map { name in
            source.kind == .object
                ? source.members.first { $0.key.lowercased() == name.lowercased() }?.value.value ?? .null : .null
        }
        return unkeptRow(from: node).keeping(kept)
    }

    private func unkeptRow(from node: JSONNode) -> Result<InputRow, InputRowError> {
        var failure = Failure(reader: self, rowID: nil)
        guard node.kind == .object else {
            return .failure(failure.error(.notAnObject(found: node.kind), at: node, withColumn: false))
        }
        if let typeNode = node["type"], let type = typeNode.stringValue, Self.geoJSONTypes.contains(type) {
            switch type {
            case "Feature": return feature(node, failure: &failure)
            case "Point": return point(node, values: Values(), id: nil, rowLocation: node.location, failure: failure)
            default: return .failure(failure.error(.unsupportedType(type), at: typeNode))
            }
        }
        let values = Values(node, idMember: idMember)
        return values.id(failure: &failure).flatMap { id in
            coordinate(
                latitude: values[.latitude], longitude: values[.longitude], in: node, failure: failure,
                names: (values.names[.latitude] ?? "latitude", values.names[.longitude] ?? "longitude")
            )
            .flatMap { finish(values, id: id, coordinate: $0, rowLocation: node.location, failure: failure) }
        }
    }

    private func feature(_ node: JSONNode, failure: inout Failure) -> Result<InputRow, InputRowError> {
        var values = Values()
        if let properties = node["properties"] {
            guard properties.kind == .object || properties.isNull else {
                return .failure(
                    failure.error(
                        .wrongType(field: "properties", expected: "an object", found: properties.kind), at: properties))
            }
            values = Values(properties, idMember: idMember)
        }
        if idMember == nil, let featureID = node["id"], !featureID.isNull { values.fields[.id] = featureID }
        let id: String?
        switch values.id(failure: &failure) {
        case .success(let value): id = value
        case .failure(let error): return .failure(error)
        }
        guard let geometry = node["geometry"], !geometry.isNull else {
            return .failure(failure.error(.missingGeometry, at: node, withColumn: false))
        }
        guard geometry.kind == .object else {
            return .failure(
                failure.error(
                    .wrongType(field: "geometry", expected: "a Point geometry", found: geometry.kind), at: geometry))
        }
        guard let typeNode = geometry["type"], let type = typeNode.stringValue else {
            return .failure(
                failure.error(
                    .wrongType(field: "geometry.type", expected: "\"Point\"", found: geometry["type"]?.kind ?? .null),
                    at: geometry))
        }
        guard type == "Point" else { return .failure(failure.error(.unsupportedType(type), at: typeNode)) }
        return point(geometry, values: values, id: id, rowLocation: node.location, failure: failure)
    }

    /// A Point geometry's `[longitude, latitude]`, with the row's other values.
    private func point(
        _ geometry: JSONNode, values: Values, id: String?, rowLocation: JSONLocation, failure: Failure
    ) -> Result<InputRow, InputRowError> {
        guard let coordinates = geometry["coordinates"], coordinates.kind == .array, coordinates.count >= 2 else {
            let found = geometry["coordinates"]?.kind ?? .null
            return .failure(
                failure.error(
                    .wrongType(field: "coordinates", expected: "[longitude, latitude]", found: found),
                    at: geometry["coordinates"] ?? geometry))
        }
        let elements = Array(coordinates.elements.prefix(2))
        return coordinate(latitude: elements[1], longitude: elements[0], in: geometry, failure: failure)
            .flatMap { finish(values, id: id, coordinate: $0, rowLocation: rowLocation, failure: failure) }
    }

    /// The coordinate of two members, numbers or decimal strings (`"37.76"`); `names` are the
    /// members as written, for messages.
    private func coordinate(
        latitude: JSONNode?, longitude: JSONNode?, in object: JSONNode, failure: Failure,
        names: (latitude: String, longitude: String) = ("latitude", "longitude")
    ) -> Result<Coordinate, InputRowError> {
        guard let latitude, !latitude.isNull else {
            return .failure(
                failure.error(.missingValue(field: "latitude (lat, latitude or y)"), at: object, withColumn: false))
        }
        guard let longitude, !longitude.isNull else {
            return .failure(
                failure.error(
                    .missingValue(field: "longitude (lon, lng, long, longitude or x)"), at: object, withColumn: false))
        }
        func degrees(_ node: JSONNode, name: String) -> Result<Double, InputRowError> {
            if let number = node.numberValue { return .success(number) }
            guard let text = node.stringValue else {
                return .failure(
                    failure.error(.wrongType(field: name, expected: "a number", found: node.kind), at: node))
            }
            guard let number = InputValue.degrees(text) else {
                return .failure(failure.error(.notANumber(field: name, text: text), at: node))
            }
            return .success(number)
        }
        let latitudeValue: Double
        let longitudeValue: Double
        switch (degrees(latitude, name: names.latitude), degrees(longitude, name: names.longitude)) {
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        case (.success(let first), .success(let second)): (latitudeValue, longitudeValue) = (first, second)
        }
        return InputValue.coordinate(latitude: latitudeValue, longitude: longitudeValue).mapError { reason in
            if case .longitudeOutOfRange = reason { return failure.error(reason, at: longitude) }
            return failure.error(reason, at: latitude)
        }
    }

    /// The row, once its time, permits, placard, side, heading and accuracy have been read.
    private func finish(
        _ values: Values, id: String?, coordinate: Coordinate, rowLocation: JSONLocation, failure: Failure
    ) -> Result<InputRow, InputRowError> {
        var row = InputRow(location: location(of: rowLocation, withColumn: false), id: id, coordinate: coordinate)
        if let at = values[.at] {
            guard let text = at.stringValue else {
                return .failure(
                    failure.error(.wrongType(field: "at", expected: "a date-time string", found: at.kind), at: at))
            }
            switch InputValue.instant(text) {
            case .success(let parsed):
                (row.at, row.instant, row.arrivalAdjustment) = (text, parsed.instant, parsed.adjustment)
            case .failure(let reason): return .failure(failure.error(reason, at: at))
            }
        }
        if let permits = values[.permits] {
            if let text = permits.stringValue {
                row.permits = InputValue.permits(text)
            } else if permits.kind == .array, permits.elements.allSatisfy({ $0.kind == .string }) {
                row.permits = permits.elements.compactMap(\.stringValue)
            } else if permits.kind == .object, let given = permits["given"], given.kind == .array,
                given.elements.allSatisfy({ $0.kind == .string })
            {
                // parkcheck's own record (`{"given": ["S"], …, "placard": false}`) reads back as the
                // permits and placard it was answered for.
                row.permits = given.elements.compactMap(\.stringValue)
                if values[.placard] == nil { row.placard = permits["placard"]?.boolValue }
            } else {
                return .failure(
                    failure.error(
                        .wrongType(
                            field: "permits", expected: "an array of area codes such as [\"Q\"]", found: permits.kind),
                        at: permits))
            }
        }
        if let placard = values[.placard] {
            if let flag = placard.boolValue {
                row.placard = flag
            } else if let text = placard.stringValue {
                switch InputValue.placard(text) {
                case .success(let flag): row.placard = flag
                case .failure(let reason): return .failure(failure.error(reason, at: placard))
                }
            } else {
                return .failure(
                    failure.error(
                        .wrongType(field: "placard", expected: "true or false", found: placard.kind), at: placard))
            }
        }
        if let side = values[.side] {
            if let text = side.stringValue {
                switch InputValue.side(text) {
                case .success(let hint): row.side = hint
                case .failure(let reason): return .failure(failure.error(reason, at: side))
                }
            } else if side.kind != .object {
                // An object is parkcheck's own record's answer (`{"side": "right", "method": …}`),
                // not a question: it reads back as none, as it was asked.
                return .failure(
                    failure.error(
                        .wrongType(field: "side", expected: "a string such as \"left\" or \"north\"", found: side.kind),
                        at: side))
            }
        }
        for (column, name) in [(InputValue.Column.heading, "heading"), (.accuracy, "accuracy")] {
            guard let node = values[column] else { continue }
            func read(_ value: Double?, _ text: String) -> Result<Double, InputRowError.Reason> {
                column == .heading ? InputValue.heading(value, text: text) : InputValue.accuracy(value, text: text)
            }
            let result: Result<Double, InputRowError.Reason>
            if let number = node.numberValue {
                result = read(number, DegreesFormat.string(number))
            } else if let text = node.stringValue {
                result = read(InputValue.degrees(text.trimmingCharacters(in: .whitespaces)), text)
            } else {
                return .failure(
                    failure.error(.wrongType(field: name, expected: "a number", found: node.kind), at: node))
            }
            switch result {
            case .success(let value) where column == .heading: row.heading = value
            case .success(let value): row.accuracy = value
            case .failure(let reason): return .failure(failure.error(reason, at: node))
            }
        }
        return .success(row)
    }
}

extension JSONRowReader {
    /// The members of an object that say something about the row, by what they say (the first
    /// spelling present wins; `null` counts as absent).
    fileprivate struct Values {
        var fields: [InputValue.Column: JSONNode] = [:]
        /// Each value's member as written (`lat`), for messages.
        var names: [InputValue.Column: String] = [:]

        init() {}

        init(_ object: JSONNode, idMember: String? = nil) {
            for member in object.members {
                let named: InputValue.Column?
                if let idMember {
                    named =
                        member.key.lowercased() == idMember.lowercased()
                        ? .id : InputValue.column(named: member.key).flatMap { $0 == .id ? nil : $0 }
                } else {
                    named = InputValue.column(named: member.key)
                }
                guard let column = named, !member.value.isNull else { continue }
                if fields[column] != nil,
                    InputValue.isWeakSpelling(member.key)
                        || !InputValue.isWeakSpelling(names[column] ?? "")
                {
                    continue
                }
                fields[column] = member.value
                names[column] = member.key
            }
            // parkcheck's own JSON record: the place as `"location": {"latitude": …, "longitude": …}`.
            if fields[.latitude] == nil, fields[.longitude] == nil, let location = object["location"],
                location.kind == .object
            {
                fields[.latitude] = location["latitude"]
                fields[.longitude] = location["longitude"]
            }
        }

        subscript(column: InputValue.Column) -> JSONNode? { fields[column] }

        /// The id as text (numbers without a trailing `.0`); records it in `failure` for later errors.
        func id(failure: inout Failure) -> Result<String?, InputRowError> {
            guard let node = fields[.id] else { return .success(nil) }
            if let text = node.stringValue {
                failure.rowID = text
            } else if let number = node.numberValue {
                failure.rowID = DegreesFormat.string(number)
            } else {
                return .failure(
                    failure.error(.wrongType(field: "id", expected: "a string or a number", found: node.kind), at: node)
                )
            }
            return .success(failure.rowID)
        }
    }

    /// Makes errors that carry the row's id once it is known.
    fileprivate struct Failure {
        let reader: JSONRowReader
        var rowID: String?

        func error(_ reason: InputRowError.Reason, at node: JSONNode, withColumn: Bool = true) -> InputRowError {
            InputRowError(reason, at: reader.location(of: node.location, withColumn: withColumn), rowID: rowID)
        }
    }
}
