import ZoneKit

/// One row of a sweeping export in the city's official one-schedule-per-row schema, whatever the
/// container: a CSV record (the 2019 raw export: `weekday, fromhour, tohour, week1ofmon…`, WKT
/// `geometry`) or a GeoJSON feature (`Corridor, Limits, BlockSide, WeekDay, FromHour…`).
struct SweepingSourceRow: Sendable {
    /// `file:line` or `file: features[i]`, for messages.
    let place: String
    /// The values by lower-cased column name.
    let values: [String: String]
    /// The centreline, or `nil` when missing; a failure message when unreadable.
    let geometry: Result<[Coordinate], GeoJSONGeometry.Failure>?

    /// The first non-empty value among columns named like `names` (case-insensitive), or "".
    func value(_ names: [String]) -> String {
        for name in names {
            if let value = values[name], !value.trimmingSpaces().isEmpty { return value.trimmingSpaces() }
        }
        return ""
    }

    /// The rows of a CSV table; the geometry comes from the first of `geometry`, `line`, `shape`
    /// holding WKT (the first part of a MULTILINESTRING).
    static func rows(of table: CSVTable) -> [SweepingSourceRow] {
        let names = table.header.map { $0.lowercased() }
        let geometryColumn = table.column("geometry", "line", "shape")
        return table.records.map { record in
            var values: [String: String] = [:]
            for (index, name) in names.enumerated() where index < record.fields.count && values[name] == nil {
                values[name] = record.fields[index]
            }
            let text = record[geometryColumn].trimmingSpaces()
            let geometry: Result<[Coordinate], GeoJSONGeometry.Failure>?
            if text.isEmpty {
                geometry = nil
            } else {
                do throws(WKTReader.Failure) {
                    let parts = try WKTReader.lineParts(text)
                    geometry = parts.first.map { .success($0) } ?? nil
                } catch {
                    geometry = .failure(GeoJSONGeometry.Failure(reason: error.description))
                }
            }
            return SweepingSourceRow(place: table.place(record), values: values, geometry: geometry)
        }
    }

    /// The rows of a GeoJSON FeatureCollection (properties as text; LineString or the first part of
    /// a MultiLineString).
    ///
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when `document` has no `features`.
    static func rows(of document: JSONValue, file: String) throws(DataBuildError) -> [SweepingSourceRow] {
        guard case .object(let root) = document, case .array(let features)? = root["features"] else {
            throw .malformedJSON(file: file, reason: "expected a FeatureCollection with a \"features\" array")
        }
        return features.enumerated().map { index, feature in
            let place = "\(file): features[\(index)]"
            guard case .object(let object) = feature else {
                return SweepingSourceRow(
                    place: place, values: [:], geometry: .failure(.init(reason: "the feature is not an object")))
            }
            var values: [String: String] = [:]
            if case .object(let properties)? = object["properties"] {
                for member in properties.members { values[member.key.lowercased()] = member.value.text ?? "" }
            }
            let geometry: Result<[Coordinate], GeoJSONGeometry.Failure>?
            if let value = object["geometry"], value != .null {
                do throws(GeoJSONGeometry.Failure) {
                    geometry = try GeoJSONGeometry.lineParts(value).first.map { .success($0) } ?? nil
                } catch {
                    geometry = .failure(error)
                }
            } else {
                geometry = nil
            }
            return SweepingSourceRow(place: place, values: values, geometry: geometry)
        }
    }
}
