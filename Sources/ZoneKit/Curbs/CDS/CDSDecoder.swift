/// Reads the objects of one Curbs API payload from a parsed JSON document, collecting every problem
/// with its place rather than stopping at the first. Members the standard does not define are
/// ignored (CDS objects may carry more); a member that is `null` counts as absent.
struct CDSDecoder {
    /// The payload's name, for places.
    let file: String
    /// Every problem found so far, in the order found.
    private(set) var diagnostics: [CDSDiagnostic] = []

    init(file: String) { self.file = file }

    func place(_ node: JSONNode, _ path: JSONPath) -> CDSPlace {
        CDSPlace(file: file, location: node.location, path: path)
    }

    mutating func report(_ problem: CDSProblem, at node: JSONNode, path: JSONPath) {
        diagnostics.append(CDSDiagnostic(problem, at: place(node, path)))
    }

    /// The value of `key`, reporting its absence when `required`.
    mutating func value(_ key: String, in object: JSONNode, path: JSONPath, owner: String, required: Bool) -> JSONNode?
    {
        if let value = object[key], !value.isNull { return value }
        if required { report(.missingMember(key, owner: owner), at: object, path: path) }
        return nil
    }

    mutating func string(
        _ key: String, in object: JSONNode, path: JSONPath, owner: String, required: Bool = false
    ) -> String? {
        guard let node = value(key, in: object, path: path, owner: owner, required: required) else { return nil }
        guard let text = node.stringValue else {
            report(.wrongType(key, expected: "a string", found: node.kind), at: node, path: path.appending(key: key))
            return nil
        }
        return text
    }

    mutating func bool(_ key: String, in object: JSONNode, path: JSONPath, owner: String) -> Bool? {
        guard let node = value(key, in: object, path: path, owner: owner, required: false) else { return nil }
        guard let flag = node.boolValue else {
            report(
                .wrongType(key, expected: "true or false", found: node.kind), at: node, path: path.appending(key: key))
            return nil
        }
        return flag
    }

    /// An integer member; `nonNegative` refuses values below zero.
    mutating func integer(
        _ key: String, in object: JSONNode, path: JSONPath, owner: String, required: Bool = false,
        nonNegative: Bool = false
    ) -> Int64? {
        guard let node = value(key, in: object, path: path, owner: owner, required: required) else { return nil }
        return integer(node, name: key, path: path.appending(key: key), nonNegative: nonNegative)
    }

    mutating func integer(_ node: JSONNode, name: String, path: JSONPath, nonNegative: Bool = false) -> Int64? {
        guard let number = node.numberValue else {
            report(.wrongType(name, expected: "an integer", found: node.kind), at: node, path: path)
            return nil
        }
        // 2^53: beyond it a double no longer holds every integer.
        guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else {
            report(.notAnInteger(name, value: number), at: node, path: path)
            return nil
        }
        let value = Int64(number)
        if nonNegative && value < 0 {
            report(.negative(name, value: value), at: node, path: path)
            return nil
        }
        return value
    }

    /// The elements of an array member, each with its path.
    mutating func array(
        _ key: String, in object: JSONNode, path: JSONPath, owner: String, required: Bool = false
    ) -> [(node: JSONNode, path: JSONPath)]? {
        guard let node = value(key, in: object, path: path, owner: owner, required: required) else { return nil }
        let arrayPath = path.appending(key: key)
        guard node.kind == .array else {
            report(.wrongType(key, expected: "an array", found: node.kind), at: node, path: arrayPath)
            return nil
        }
        return node.elements.enumerated().map { ($0.element, arrayPath.appending(index: $0.offset)) }
    }

    mutating func strings(
        _ key: String, in object: JSONNode, path: JSONPath, owner: String, required: Bool = false
    ) -> [String]? {
        guard let elements = array(key, in: object, path: path, owner: owner, required: required) else { return nil }
        var result: [String] = []
        for (node, elementPath) in elements {
            guard let text = node.stringValue else {
                report(.wrongType(key, expected: "an array of strings", found: node.kind), at: node, path: elementPath)
                continue
            }
            result.append(text)
        }
        return result
    }

    /// Integers of an array member, each within `range`.
    mutating func integers(
        _ key: String, in object: JSONNode, path: JSONPath, owner: String, range: ClosedRange<Int64>
    ) -> [Int]? {
        guard let elements = array(key, in: object, path: path, owner: owner) else { return nil }
        var result: [Int] = []
        for (node, elementPath) in elements {
            guard let value = integer(node, name: key, path: elementPath) else { continue }
            guard range.contains(value) else {
                report(.outOfRange(key, value: value, range: range), at: node, path: elementPath)
                continue
            }
            result.append(Int(value))
        }
        return result
    }

    /// A member whose string must be one of an enumeration's raw values.
    mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: String, in object: JSONNode, path: JSONPath, owner: String, required: Bool = false
    ) -> Value? where Value.RawValue == String {
        guard let text = string(key, in: object, path: path, owner: owner, required: required) else { return nil }
        guard let value = Value(rawValue: text) else {
            let node = object[key] ?? object
            report(
                .unknownValue(key, value: text, allowed: Value.allCases.map(\.rawValue)), at: node,
                path: path.appending(key: key))
            return nil
        }
        return value
    }

    /// An object node, or a report that it is not one.
    mutating func object(_ node: JSONNode, path: JSONPath, what: String) -> JSONNode? {
        guard node.kind == .object else {
            report(.notAnObject(what: what, found: node.kind), at: node, path: path)
            return nil
        }
        return node
    }

    /// A zone's or area's geometry, read by the project's GeoJSON reader (RFC 7946 rules: closed
    /// rings of four positions, lines of two …).
    mutating func geometry(
        in object: JSONNode, path: JSONPath, owner: String, allowsLineString: Bool
    ) -> CDSGeometry? {
        guard let node = value("geometry", in: object, path: path, owner: owner, required: true) else { return nil }
        let geometryPath = path.appending(key: "geometry")
        let outcome = GeoJSONReader().decode(node, at: geometryPath)
        for diagnostic in outcome.diagnostics where diagnostic.severity == .error {
            diagnostics.append(
                CDSDiagnostic(
                    .geometry(diagnostic.problem),
                    at: CDSPlace(file: file, location: diagnostic.location, path: diagnostic.path)))
        }
        guard let object = outcome.object else { return nil }
        let allowed = allowsLineString ? "Polygon or LineString" : "Polygon"
        guard case .geometry(let geometry) = object else {
            report(.unsupportedGeometry(typeName: "Feature", allowed: allowed), at: node, path: geometryPath)
            return nil
        }
        switch geometry.shape {
        case .polygon(let rings):
            return .polygon(rings.map { $0.map(\.coordinate) })
        case .lineString(let positions) where allowsLineString:
            return .lineString(positions.map(\.coordinate))
        default:
            report(.unsupportedGeometry(typeName: geometry.typeName, allowed: allowed), at: node, path: geometryPath)
            return nil
        }
    }
}
