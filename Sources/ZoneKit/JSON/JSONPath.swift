/// Where a value sits inside a JSON document, as member names and array indices from the root.
///
/// Printed the way a JavaScript reader would reach it: `features[3].geometry.coordinates[0]`.
/// Names that are not plain identifiers are quoted: `properties[":id"]`. The root prints as "".
package struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step down into a document.
    package enum Component: Hashable, Sendable {
        /// The member of an object with this name.
        case key(String)
        /// The element of an array at this 0-based index.
        case index(Int)
    }

    /// The steps from the root, outermost first.
    package var components: [Component]

    /// Creates a path from its steps, outermost first.
    package init(_ components: [Component] = []) { self.components = components }

    /// Creates a path from an array literal of steps.
    package init(arrayLiteral components: Component...) { self.components = components }

    /// The path of the top-level value.
    package static let root = JSONPath()

    /// Whether this is the path of the top-level value.
    package var isRoot: Bool { components.isEmpty }

    /// Adds a step at the end.
    package mutating func append(_ component: Component) { components.append(component) }

    /// Removes the last step. The path must not be the root.
    package mutating func removeLast() { components.removeLast() }

    /// This path followed by the member `key`.
    func appending(key: String) -> JSONPath { appending(.key(key)) }

    /// This path followed by the array element at `index`.
    func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// This path followed by `component`: one array made (`components + [component]` made two,
    /// the literal and the sum, for every member a decoder enters).
    private func appending(_ component: Component) -> JSONPath {
        var longer: [Component] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(component)
        return JSONPath(longer)
    }

    /// `features[3].geometry.coordinates[0]`; "" for the root.
    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                if !text.isEmpty { text += "." }
                text += key
            case .key(let key):
                text += "[\"" + key.replacingBackslashesAndQuotes() + "\"]"
            }
        }
        return text
    }

    /// Whether `key` can be written after a dot: ASCII letters, digits, `_` and `$`, not starting
    /// with a digit.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x5F || byte == 0x24
        }
    }
}

extension String {
    /// The string with `\` and `"` escaped, for quoting inside a path.
    fileprivate func replacingBackslashesAndQuotes() -> String {
        var escaped = ""
        for character in unicodeScalars {
            if character == "\\" || character == "\"" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(character)
        }
        return escaped
    }
}
