/// Reads the features of a data file's GeoJSON FeatureCollection one by one straight from the
/// parsed document, so every problem keeps its line and column, and collects the problems instead
/// of stopping at the first (up to ``ParkingData/maxProblemsPerFile``).
///
/// Only what the data files use is accepted: a FeatureCollection whose features have an object
/// `properties` and a LineString or MultiLineString geometry of `[longitude, latitude]` positions.
struct FeatureCollectionDecoder {
    /// The problems found, in document order.
    private(set) var problems: [DataFileProblem] = []

    /// Whether the problem limit is reached.
    var isFull: Bool { problems.count >= ParkingData.maxProblemsPerFile }

    /// Records a problem (beyond the limit, drops it).
    mutating func report(_ problem: DataFileProblem) {
        if !isFull { problems.append(problem) }
    }

    /// Decodes each feature of the collection at `root` with `make`, skipping (and reporting) the
    /// features that fail.
    ///
    /// - Parameters:
    ///   - root: the document's root.
    ///   - make: builds a value from a feature's properties and its geometry's lines (one line for
    ///     a LineString); a thrown ``ParkingDataError`` is reported at the property it names.
    /// - Returns: the values of the features that decoded, in order.
    mutating func decode<Value>(
        _ root: JSONNode,
        _ make: (FeatureProperties, [[Coordinate]]) throws(FeatureFailure) -> Value
    ) -> [Value] {
        guard root.kind == .object, root["type"]?.stringValue == "FeatureCollection" else {
            report(DataFileProblem(at: root.location, path: .root, "expected a GeoJSON FeatureCollection"))
            return []
        }
        guard let features = root["features"], features.kind == .array else {
            report(
                DataFileProblem(
                    at: root["features"]?.location ?? root.location, path: JSONPath([.key("features")]),
                    "\"features\" must be an array"))
            return []
        }
        var values: [Value] = []
        values.reserveCapacity(features.count)
        for (index, feature) in features.elements.enumerated() {
            if isFull { break }
            let path = JSONPath([.key("features"), .index(index)])
            do throws(FeatureFailure) {
                guard feature.kind == .object else {
                    throw .problem(DataFileProblem(at: feature.location, path: path, "a feature must be an object"))
                }
                guard let propertiesNode = feature["properties"], propertiesNode.kind == .object else {
                    throw .problem(
                        DataFileProblem(
                            at: feature["properties"]?.location ?? feature.location,
                            path: path.appending(key: "properties"),
                            "\"properties\" must be an object"))
                }
                let properties = FeatureProperties(node: propertiesNode, path: path.appending(key: "properties"))
                let lines = try Self.lines(of: feature["geometry"], in: feature, path: path.appending(key: "geometry"))
                values.append(try make(properties, lines))
            } catch {
                report(error.problem(feature: feature, featurePath: path))
            }
        }
        return values
    }

    /// The positions of a LineString (one line) or of each line of a MultiLineString.
    private static func lines(
        of geometry: JSONNode?, in feature: JSONNode, path: JSONPath
    ) throws(FeatureFailure) -> [[Coordinate]] {
        guard let geometry, geometry.kind == .object else {
            throw .problem(
                DataFileProblem(
                    at: geometry?.location ?? feature.location, path: path,
                    "\"geometry\" must be a LineString or MultiLineString object"))
        }
        let coordinatesPath = path.appending(key: "coordinates")
        guard let coordinates = geometry["coordinates"], coordinates.kind == .array else {
            throw .problem(
                DataFileProblem(at: geometry.location, path: path, "the geometry has no \"coordinates\" array"))
        }
        switch geometry["type"]?.stringValue {
        case "LineString":
            return [try positions(coordinates, path: coordinatesPath)]
        case "MultiLineString":
            var lines: [[Coordinate]] = []
            for (index, line) in coordinates.elements.enumerated() {
                lines.append(try positions(line, path: coordinatesPath.appending(index: index)))
            }
            return lines
        default:
            let type = geometry["type"]?.stringValue.map { "\"\($0)\"" } ?? "missing"
            throw .problem(
                DataFileProblem(
                    at: geometry["type"]?.location ?? geometry.location, path: path.appending(key: "type"),
                    "geometry type is \(type), expected \"LineString\" or \"MultiLineString\""))
        }
    }

    private static func positions(_ node: JSONNode, path: JSONPath) throws(FeatureFailure) -> [Coordinate] {
        guard node.kind == .array else {
            throw .problem(DataFileProblem(at: node.location, path: path, "a line must be an array of positions"))
        }
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(node.count)
        for (index, position) in node.elements.enumerated() {
            var numbers = position.elements.makeIterator()
            guard position.kind == .array, position.count >= 2,
                let longitude = numbers.next()?.numberValue, let latitude = numbers.next()?.numberValue
            else {
                throw .problem(
                    DataFileProblem(
                        at: position.location, path: path.appending(index: index),
                        "a position must be [longitude, latitude] numbers"))
            }
            coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        return coordinates
    }
}

/// Why one feature could not be decoded: a problem already placed, or a model error naming a
/// property (placed at that property when the feature has it).
enum FeatureFailure: Error {
    /// A problem with its place.
    case problem(DataFileProblem)
    /// A model error; `field` is the property it names, `element` the array element within it
    /// (`schedules[1]`), if known.
    case model(ParkingDataError, element: (key: String, index: Int)? = nil)

    /// The problem to report, placed in `feature` (at `featurePath`).
    func problem(feature: JSONNode, featurePath: JSONPath) -> DataFileProblem {
        switch self {
        case .problem(let problem):
            return problem
        case .model(.invalidGeometry(_, let line, let geometryError), _):
            let geometry = feature["geometry"]
            let lines = geometry?["coordinates"]
            let isMulti = geometry?["type"]?.stringValue == "MultiLineString"
            let node = isMulti ? lines?.elements.dropFirst(line).first : lines
            var path = featurePath.appending(key: "geometry").appending(key: "coordinates")
            if isMulti { path = path.appending(index: line) }
            return DataFileProblem(
                at: node?.location ?? feature.location, path: path, "not a usable line: \(geometryError)")
        case .model(let error, let element):
            var node = feature["properties"]
            var path = featurePath.appending(key: "properties")
            if let element, let list = node?[element.key], element.index < list.count {
                node = list.elements.dropFirst(element.index).first
                path = path.appending(key: element.key).appending(index: element.index)
            }
            if let field = error.field, let value = node?[field] {
                return DataFileProblem(at: value.location, path: path.appending(key: field), error.description)
            }
            return DataFileProblem(at: node?.location ?? feature.location, path: path, error.description)
        }
    }
}

extension ParkingDataError {
    /// The property the error names, if any.
    fileprivate var field: String? {
        switch self {
        case .invalidValue(_, let field, _, _), .missingValue(_, let field, _): field
        case .invalidGeometry: nil
        }
    }
}
