/// Typed readers for members of an object. Each reports what is wrong (missing when required,
/// wrong kind, out of range) at the member, under ``ZoneFileDecoder/path``, and returns `nil`
/// then. A member that is `null` counts as absent, as attribute tables export empty cells.
extension ZoneFileDecoder {
    /// The member's value when present and not `null`.
    func present(_ key: String, of object: JSONNode) -> JSONNode? {
        guard let node = object[key], !node.isNull else { return nil }
        return node
    }

    /// The member when present; reports it missing when `owner` requires it.
    mutating func member(_ key: String, of object: JSONNode, requiredBy owner: String?) -> JSONNode? {
        if let node = present(key, of: object) { return node }
        if let owner { report(.missingMember(key, owner: owner), at: object) }
        return nil
    }

    /// The member when present and of `kind`; reports any other kind.
    mutating func optionalMember(
        _ key: String, of object: JSONNode, expected: String, kind: JSONNode.Kind
    ) -> JSONNode? {
        guard let node = present(key, of: object) else { return nil }
        guard node.kind == kind else {
            report(.wrongMemberType(key, expected: expected, found: node.kind), at: node, member: key)
            return nil
        }
        return node
    }

    /// A string member; with `nonEmpty`, one holding more than spaces.
    mutating func string(
        _ key: String, of object: JSONNode, requiredBy owner: String? = nil, nonEmpty: Bool = false
    ) -> String? {
        guard let node = member(key, of: object, requiredBy: owner) else { return nil }
        guard let text = node.stringValue else {
            report(.wrongMemberType(key, expected: "a string", found: node.kind), at: node, member: key)
            return nil
        }
        if nonEmpty, text.allSatisfy(\.isWhitespace) {
            report(.emptyValue(key), at: node, member: key)
            return nil
        }
        return text
    }

    /// A permit area code: a non-empty string, stored without surrounding spaces and upper case.
    mutating func permitCode(_ key: String, of object: JSONNode, requiredBy owner: String? = nil) -> String? {
        string(key, of: object, requiredBy: owner, nonEmpty: true).map(Self.normalizedCode)
    }

    /// `" s "` → `"S"`.
    ///
    /// Trimmed by index rather than as `drop`/`reversed()`/`drop`/`reversed()`: those nested
    /// generic views cost the one-shot runtime metadata and associated-type look-ups the first time
    /// a zone file's header was read.
    static func normalizedCode(_ code: some StringProtocol) -> String {
        var start = code.startIndex
        var end = code.endIndex
        while start < end, code[start].isWhitespace { start = code.index(after: start) }
        while start < end {
            let last = code.index(before: end)
            guard code[last].isWhitespace else { break }
            end = last
        }
        return String(code[start..<end]).uppercased()
    }

    /// An array-of-strings member; every element that is not a string is reported.
    mutating func strings(_ key: String, of object: JSONNode) -> [String]? {
        guard let node = optionalMember(key, of: object, expected: "an array of strings", kind: .array) else {
            return nil
        }
        var values: [String] = []
        var isValid = true
        within(.key(key)) { decoder in
            for (index, element) in node.elements.enumerated() {
                if let text = element.stringValue {
                    values.append(text)
                } else {
                    isValid = false
                    decoder.within(.index(index)) {
                        $0.report(.wrongElementType(expected: "a string", found: element.kind), at: element)
                    }
                }
            }
        }
        return isValid ? values : nil
    }

    /// A boolean member.
    mutating func bool(_ key: String, of object: JSONNode) -> Bool? {
        guard let node = present(key, of: object) else { return nil }
        guard let value = node.boolValue else {
            report(.wrongMemberType(key, expected: "true or false", found: node.kind), at: node, member: key)
            return nil
        }
        return value
    }

    /// A number member that `isValid` accepts; `expected` says what is allowed, for messages.
    mutating func number(
        _ key: String, of object: JSONNode, requiredBy owner: String? = nil, expected: String,
        isValid: (Double) -> Bool = { _ in true }
    ) -> Double? {
        guard let node = member(key, of: object, requiredBy: owner) else { return nil }
        guard let value = node.numberValue else {
            report(.wrongMemberType(key, expected: expected, found: node.kind), at: node, member: key)
            return nil
        }
        guard isValid(value) else {
            report(.invalidNumber(key, value: value, expected: expected), at: node, member: key)
            return nil
        }
        return value
    }

    /// A whole-number member that `isValid` accepts.
    mutating func integer(
        _ key: String, of object: JSONNode, requiredBy owner: String? = nil, expected: String,
        isValid: (Int) -> Bool = { _ in true }
    ) -> Int? {
        let whole = number(key, of: object, requiredBy: owner, expected: expected) { value in
            // The range keeps Int(_:) exact and in bounds.
            abs(value) < 1e15 && value == value.rounded() && isValid(Int(value))
        }
        return whole.map { Int($0) }
    }

    /// A latitude member, -90...90.
    mutating func latitude(_ key: String, of object: JSONNode, requiredBy owner: String?) -> Double? {
        guard let value = number(key, of: object, requiredBy: owner, expected: "a latitude in degrees") else {
            return nil
        }
        guard abs(value) <= 90 else {
            report(.latitudeOutOfRange(value), at: object[key] ?? object, member: key)
            return nil
        }
        return value
    }

    /// A longitude member, -180...180.
    mutating func longitude(_ key: String, of object: JSONNode, requiredBy owner: String?) -> Double? {
        guard let value = number(key, of: object, requiredBy: owner, expected: "a longitude in degrees") else {
            return nil
        }
        guard abs(value) <= 180 else {
            report(.longitudeOutOfRange(value), at: object[key] ?? object, member: key)
            return nil
        }
        return value
    }
}
