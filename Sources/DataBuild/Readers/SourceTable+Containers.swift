import ZoneKit

extension SourceTable {
    /// The rows of a CSV table. The geometry is the WKT (`LINESTRING` or `MULTILINESTRING`) of the
    /// first column named like one of `geometryColumns`; a record whose field count differs from
    /// the header's has a ``Row/problem``.
    init(_ table: CSVTable, geometryColumns: [String]) {
        var columns: [String: Int] = [:]
        for (position, name) in table.header.enumerated() where columns[name.lowercased()] == nil {
            columns[name.lowercased()] = position
        }
        let geometryColumn = table.column(geometryColumns)
        let width = table.header.count
        let rows = table.records.map { record in
            let text = record[geometryColumn].trimmingSpaces()
            var lines: Result<[[Coordinate]], GeoJSONTree.Failure>?
            if !text.isEmpty {
                do throws(WKTReader.Failure) {
                    lines = .success(try WKTReader.lineParts(text))
                } catch {
                    lines = .failure(GeoJSONTree.Failure(reason: error.description))
                }
            }
            return Row(
                place: table.place(record), fields: record.fields, columns: columns, lines: lines, point: nil,
                containerID: nil,
                problem: record.fields.count == width
                    ? nil : "the row has \(record.fields.count) fields, the header \(width)")
        }
        self.init(file: table.file, columnNames: Set(columns.keys), rows: rows)
    }

    /// The rows of a GeoJSON FeatureCollection: properties as text (numbers as the writer writes
    /// them, `null` as ""), LineString and MultiLineString geometries as line parts, a Point as
    /// ``Row/point``.
    ///
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when `document` has no `features`.
    init(_ document: JSONValue, file: String) throws(DataBuildError) {
        guard case .object(let root) = document, case .array(let features)? = root["features"] else {
            throw .malformedJSON(file: file, reason: "expected a FeatureCollection with a \"features\" array")
        }
        var names = Set<String>()
        var rows: [Row] = []
        rows.reserveCapacity(features.count)
        for (index, feature) in features.enumerated() {
            let place = "\(file): features[\(index)]"
            guard case .object(let object) = feature else {
                rows.append(
                    Row(
                        place: place, fields: [], columns: [:], lines: nil, point: nil, containerID: nil,
                        problem: "the feature is not an object"))
                continue
            }
            var columns: [String: Int] = [:]
            var fields: [String] = []
            if case .object(let properties)? = object["properties"] {
                for member in properties.members where columns[member.key.lowercased()] == nil {
                    columns[member.key.lowercased()] = fields.count
                    fields.append(member.value.text ?? "")
                }
            }
            names.formUnion(columns.keys)
            var lines: Result<[[Coordinate]], GeoJSONTree.Failure>?
            var point: Coordinate?
            if let value = object["geometry"], value != .null {
                if case .object(let geometry) = value, geometry["type"] == .string("Point") {
                    do throws(GeoJSONTree.Failure) {
                        point = try GeoJSONTree.point(value)
                    } catch {
                        lines = .failure(error)
                    }
                } else {
                    do throws(GeoJSONTree.Failure) {
                        lines = .success(try GeoJSONTree.lineParts(value))
                    } catch {
                        lines = .failure(error)
                    }
                }
            }
            rows.append(
                Row(
                    place: place, fields: fields, columns: columns, lines: lines, point: point,
                    containerID: object["id"]?.text ?? String(index + 1), problem: nil))
        }
        self.init(file: file, columnNames: names, rows: rows)
    }
}
