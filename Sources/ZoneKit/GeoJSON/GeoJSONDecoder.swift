/// One walk of ``GeoJSONReader`` over a parsed document: builds the model and records every problem.
///
/// Each step returns `nil` when its part had an error, but keeps checking the rest, so one pass
/// lists every problem. `path` always names the value being looked at.
struct GeoJSONDecoder {
    /// The nine values of `type`.
    enum ObjectType: String, CaseIterable {
        case point = "Point"
        case multiPoint = "MultiPoint"
        case lineString = "LineString"
        case multiLineString = "MultiLineString"
        case polygon = "Polygon"
        case multiPolygon = "MultiPolygon"
        case geometryCollection = "GeometryCollection"
        case feature = "Feature"
        case featureCollection = "FeatureCollection"

        var isGeometry: Bool { self != .feature && self != .featureCollection }
    }

    var path: JSONPath
    private(set) var diagnostics: [GeoJSONDiagnostic] = []
    private var errorCount = 0
    /// How many GeometryCollections enclose the value being read.
    var geometryCollectionDepth = 0

    init(path: JSONPath) { self.path = path }

    // MARK: Objects

    /// Reads a top-level GeoJSON object of any type.
    mutating func object(_ node: JSONNode) -> GeoJSONObject? {
        guard let type = objectType(of: node) else { return nil }
        switch type {
        case .featureCollection: return featureCollection(node).map(GeoJSONObject.featureCollection)
        case .feature: return feature(node).map(GeoJSONObject.feature)
        default: return geometry(node, type: type).map(GeoJSONObject.geometry)
        }
    }

    private mutating func featureCollection(_ node: JSONNode) -> GeoJSONFeatureCollection? {
        let errorsBefore = errorCount
        rejectMembers(["coordinates", "geometries", "geometry", "properties"], of: node, owner: "FeatureCollection")
        let bbox = node.member("bbox").flatMap { boundingBox($0.value) }
        var features: [GeoJSONFeature] = []
        if let member = node.member("features") {
            path.append(.key("features"))
            if member.value.kind == .array {
                features.reserveCapacity(member.value.count)
                for (index, element) in member.value.elements.enumerated() {
                    path.append(.index(index))
                    if let feature = featureElement(element) { features.append(feature) }
                    path.removeLast()
                }
            } else {
                report(
                    .wrongMemberType("features", expected: "an array of Features", found: member.value.kind),
                    at: member.value)
            }
            path.removeLast()
        } else {
            report(.missingMember("features", owner: "FeatureCollection"), at: node)
        }
        let foreign = foreignMembers(of: node, defined: ["type", "features", "bbox"])
        guard errorCount == errorsBefore else { return nil }
        return GeoJSONFeatureCollection(features: features, bbox: bbox, foreignMembers: foreign)
    }

    /// Reads an element of `features`: a Feature. One with a missing or unknown `type` is still
    /// read as a Feature, to report what else is wrong with it.
    private mutating func featureElement(_ node: JSONNode) -> GeoJSONFeature? {
        guard node.kind == .object else {
            report(.notAnObject(expected: "a Feature object", found: node.kind), at: node)
            return nil
        }
        if let type = objectType(of: node, expecting: .feature), type != .feature {
            report(.unexpectedType(type.rawValue, expected: "a Feature"), at: node["type"] ?? node, member: "type")
            return nil
        }
        return feature(node)
    }

    private mutating func feature(_ node: JSONNode) -> GeoJSONFeature? {
        let errorsBefore = errorCount
        rejectMembers(["coordinates", "geometries", "features"], of: node, owner: "Feature")
        var id: GeoJSONFeatureID?
        if let value = node["id"] {
            if let string = value.stringValue {
                id = .string(string)
            } else if let number = value.numberValue {
                id = .number(number)
            } else {
                report(.invalidFeatureID(found: value.kind), at: value, member: "id")
            }
        }
        var geometry: GeoJSONGeometry?
        if let value = node["geometry"] {
            path.append(.key("geometry"))
            switch value.kind {
            case .null: break
            case .object: geometry = geometryObject(value)
            default:
                report(
                    .wrongMemberType("geometry", expected: "a geometry object or null", found: value.kind), at: value)
            }
            path.removeLast()
        } else {
            report(.missingMember("geometry", owner: "Feature"), at: node)
        }
        var properties: JSONObject?
        if let value = node["properties"] {
            switch value.value {
            case .null: break
            case .object(let object): properties = object
            default:
                report(
                    .wrongMemberType("properties", expected: "an object or null", found: value.kind), at: value,
                    member: "properties")
            }
        } else {
            report(.missingMember("properties", owner: "Feature"), at: node)
        }
        let bbox = node.member("bbox").flatMap { boundingBox($0.value) }
        let foreign = foreignMembers(of: node, defined: ["type", "id", "geometry", "properties", "bbox"])
        guard errorCount == errorsBefore else { return nil }
        return GeoJSONFeature(id: id, geometry: geometry, properties: properties, bbox: bbox, foreignMembers: foreign)
    }

    /// Reads a value that must be a geometry object (a Feature's `geometry`, an element of
    /// `geometries`).
    private mutating func geometryObject(_ node: JSONNode) -> GeoJSONGeometry? {
        guard let type = objectType(of: node) else { return nil }
        guard type.isGeometry else {
            report(.unexpectedType(type.rawValue, expected: "a geometry"), at: node["type"] ?? node, member: "type")
            return nil
        }
        return geometry(node, type: type)
    }

    private mutating func geometry(_ node: JSONNode, type: ObjectType) -> GeoJSONGeometry? {
        let errorsBefore = errorCount
        rejectMembers(["geometry", "properties", "features"], of: node, owner: type.rawValue)
        let bbox = node.member("bbox").flatMap { boundingBox($0.value) }
        let shape: GeoJSONGeometry.Shape?
        let coordinatesName = type == .geometryCollection ? "geometries" : "coordinates"
        if type == .geometryCollection {
            shape = geometryCollection(node)
        } else if let coordinates = node["coordinates"] {
            path.append(.key("coordinates"))
            shape = self.shape(type, coordinates: coordinates)
            path.removeLast()
        } else {
            report(.missingMember("coordinates", owner: type.rawValue), at: node)
            shape = nil
        }
        let foreign = foreignMembers(of: node, defined: ["type", coordinatesName, "bbox"])
        guard errorCount == errorsBefore, let shape else { return nil }
        return GeoJSONGeometry(shape, bbox: bbox, foreignMembers: foreign)
    }

    private mutating func geometryCollection(_ node: JSONNode) -> GeoJSONGeometry.Shape? {
        guard geometryCollectionDepth < GeoJSONReader.maxGeometryCollectionDepth else {
            report(.geometryCollectionTooDeep(limit: GeoJSONReader.maxGeometryCollectionDepth), at: node)
            return nil
        }
        if geometryCollectionDepth > 0 { report(.nestedGeometryCollection, at: node) }
        guard let member = node.member("geometries") else {
            report(.missingMember("geometries", owner: "GeometryCollection"), at: node)
            return nil
        }
        let elements = member.value
        guard elements.kind == .array else {
            report(
                .wrongMemberType("geometries", expected: "an array of geometry objects", found: elements.kind),
                at: elements, member: "geometries")
            return nil
        }
        geometryCollectionDepth += 1
        defer { geometryCollectionDepth -= 1 }
        var geometries: [GeoJSONGeometry] = []
        var allRead = true
        path.append(.key("geometries"))
        for (index, element) in elements.elements.enumerated() {
            path.append(.index(index))
            if element.kind != .object {
                report(.notAnObject(expected: "a geometry object", found: element.kind), at: element)
                allRead = false
            } else if let geometry = geometryObject(element) {
                geometries.append(geometry)
            } else {
                allRead = false
            }
            path.removeLast()
        }
        path.removeLast()
        if elements.count == 1 {
            report(.singleGeometryCollection, at: node)
        } else if allRead, let first = geometries.first?.shape, geometries.count > 1,
            ["Point", "LineString", "Polygon"].contains(first.typeName),
            geometries.allSatisfy({ $0.typeName == first.typeName })
        {
            report(.homogeneousGeometryCollection(typeName: first.typeName), at: node)
        }
        return allRead ? .geometryCollection(geometries) : nil
    }

    // MARK: Members

    /// The object's `type`, or `nil` after reporting why there is none usable.
    ///
    /// - Parameter expected: the type the context calls for, suggested for an unknown name that
    ///   is not close to any type.
    private mutating func objectType(of node: JSONNode, expecting expected: ObjectType? = nil) -> ObjectType? {
        guard node.kind == .object else {
            report(.notAnObject(expected: "a GeoJSON object", found: node.kind), at: node)
            return nil
        }
        guard let value = node["type"] else {
            report(.missingMember("type", owner: "GeoJSON object"), at: node)
            return nil
        }
        guard let name = value.stringValue else {
            report(.wrongMemberType("type", expected: "a string", found: value.kind), at: value, member: "type")
            return nil
        }
        guard let type = ObjectType(rawValue: name) else {
            let suggestion = Self.suggestion(for: name) ?? expected?.rawValue
            report(.unknownType(name, suggestion: suggestion), at: value, member: "type")
            return nil
        }
        return type
    }

    /// Reports each member of `names` that `node` has (RFC 7946 §7.1).
    private mutating func rejectMembers(_ names: [String], of node: JSONNode, owner: String) {
        for member in node.members where names.contains(member.key) {
            path.append(.key(member.key))
            report(.forbiddenMember(member.key, owner: owner), at: member.keyLocation)
            path.removeLast()
        }
    }

    /// The members GeoJSON does not define for this type, as plain JSON.
    private func foreignMembers(of node: JSONNode, defined: Set<String>) -> JSONObject {
        let forbidden: Set<String> = ["coordinates", "geometries", "geometry", "properties", "features"]
        let foreign = node.members.filter { !defined.contains($0.key) && !forbidden.contains($0.key) }
        return JSONObject(foreign.map { ($0.key, $0.value.value) })
    }

    /// Reads a `bbox` member (RFC 7946 §5).
    private mutating func boundingBox(_ node: JSONNode) -> GeoJSONBoundingBox? {
        path.append(.key("bbox"))
        defer { path.removeLast() }
        guard node.kind == .array else {
            report(.wrongMemberType("bbox", expected: "an array of numbers", found: node.kind), at: node)
            return nil
        }
        var values: [Double] = []
        for (index, element) in node.elements.enumerated() {
            if let number = element.numberValue {
                values.append(number)
            } else {
                path.append(.index(index))
                report(.bboxElementNotNumber(found: element.kind), at: element)
                path.removeLast()
            }
        }
        guard values.count == node.count else { return nil }
        guard values.count >= 4, values.count % 2 == 0 else {
            report(.bboxLength(count: values.count), at: node)
            return nil
        }
        let dimensions = values.count / 2
        if dimensions > 3 { report(.extraBoundingBoxDimensions(count: values.count), at: node) }
        var box = GeoJSONBoundingBox(
            west: values[0], south: values[1], east: values[dimensions], north: values[dimensions + 1])
        if dimensions >= 3 {
            box.minAltitude = values[2]
            box.maxAltitude = values[dimensions + 2]
        }
        let errorsBefore = errorCount
        if box.south > box.north {
            report(.bboxInverted(axis: "latitude", minimum: box.south, maximum: box.north), at: node)
        }
        if let low = box.minAltitude, let high = box.maxAltitude, low > high {
            report(.bboxInverted(axis: "altitude", minimum: low, maximum: high), at: node)
        }
        return errorCount == errorsBefore ? box : nil
    }

    // MARK: Diagnostics

    mutating func report(_ problem: GeoJSONProblem, at location: JSONLocation) {
        if problem.severity == .error { errorCount += 1 }
        diagnostics.append(GeoJSONDiagnostic(problem, at: location, path: path))
    }

    mutating func report(_ problem: GeoJSONProblem, at node: JSONNode) { report(problem, at: node.location) }

    /// Reports a problem with the value of member `key` of the object at `path`.
    mutating func report(_ problem: GeoJSONProblem, at node: JSONNode, member key: String) {
        path.append(.key(key))
        report(problem, at: node.location)
        path.removeLast()
    }

    /// A type name the user probably meant: the same name in another case, or one within two edits.
    static func suggestion(for name: String) -> String? {
        let known = ObjectType.allCases.map(\.rawValue)
        if let sameLetters = known.first(where: { $0.lowercased() == name.lowercased() }) { return sameLetters }
        let scored = known.map { (name: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
        return best.name
    }

    /// The Levenshtein distance between two short strings (Wagner–Fischer, two rows).
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
