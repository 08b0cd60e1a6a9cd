/// Typed access to the `properties` of one feature of a data file, every failure a
/// ``DataFileProblem`` (as ``FeatureFailure/problem(_:)``) at the property's own line and column.
///
/// A property that is absent reads as `null`; the data files always write every property, but a
/// hand-edited file that drops an optional one still loads.
struct FeatureProperties {
    /// The `properties` object.
    let node: JSONNode
    /// Its path: `features[3].properties`.
    let path: JSONPath

    /// A required string.
    func string(_ key: String) throws(FeatureFailure) -> String {
        guard let value = node[key] else { throw missing(key, "a string") }
        guard let text = value.stringValue else { throw wrongKind(key, value, "a string") }
        return text
    }

    /// A string or `null`.
    func optionalString(_ key: String) throws(FeatureFailure) -> String? {
        guard let value = node[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw wrongKind(key, value, "a string or null") }
        return text
    }

    /// A number or `null`.
    func optionalNumber(_ key: String) throws(FeatureFailure) -> Double? {
        guard let value = node[key], !value.isNull else { return nil }
        guard let number = value.numberValue else { throw wrongKind(key, value, "a number or null") }
        return number
    }

    /// An array of strings (`null` or absent: empty).
    func strings(_ key: String) throws(FeatureFailure) -> [String] {
        try Self.strings(in: node[key], key: key, path: path.appending(key: key))
    }

    /// The property's place, or the object's when the property is absent: where a problem with
    /// it is reported.
    func place(of key: String) -> (location: JSONLocation, path: JSONPath) {
        guard let value = node[key] else { return (node.location, path) }
        return (value.location, path.appending(key: key))
    }

    /// An array of strings held by `value` (`nil` or `null`: empty).
    static func strings(in value: JSONNode?, key: String, path: JSONPath) throws(FeatureFailure) -> [String] {
        guard let value, !value.isNull else { return [] }
        guard value.kind == .array else {
            throw .problem(
                DataFileProblem(
                    at: value.location, path: path, "\"\(key)\" is \(value.kind), expected an array of strings"))
        }
        var texts: [String] = []
        texts.reserveCapacity(value.count)
        for (index, element) in value.elements.enumerated() {
            guard let text = element.stringValue else {
                throw .problem(
                    DataFileProblem(
                        at: element.location, path: path.appending(index: index),
                        "an element of \"\(key)\" is \(element.kind), expected a string"))
            }
            texts.append(text)
        }
        return texts
    }

    private func missing(_ key: String, _ expected: String) -> FeatureFailure {
        .problem(DataFileProblem(at: node.location, path: path, "property \"\(key)\" is missing; expected \(expected)"))
    }

    private func wrongKind(_ key: String, _ value: JSONNode, _ expected: String) -> FeatureFailure {
        .problem(
            DataFileProblem(
                at: value.location, path: path.appending(key: key),
                "property \"\(key)\" is \(value.kind), expected \(expected)"))
    }
}
