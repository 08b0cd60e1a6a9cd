extension JSONNode {
    /// The node and everything below it as a ``JSONValue`` (locations dropped, member order kept).
    ///
    /// Built with an explicit stack, so a document nested as deeply as the parser allows converts
    /// without exhausting the call stack.
    ///
    /// - Complexity: O(*n*) in the values below the node, plus `JSONObject`'s own O(*m*²) to
    ///   build an object of *m* members.
    package var value: JSONValue {
        let entries = document.entries
        let strings = document.strings
        var stack: [ContainerBuilder] = []
        var result = JSONValue.null
        var position = index
        let stop = entries[index].end(at: index)
        while position < stop {
            let entry = entries[position]
            var finished: JSONValue?
            switch entry.tag {
            case .null: finished = .null
            case .false: finished = .bool(false)
            case .true: finished = .bool(true)
            case .number: finished = .number(Double(bitPattern: entry.payload))
            case .string: finished = .string(strings[Int(truncatingIfNeeded: entry.payload)])
            case .key: stack[stack.count - 1].pendingKey = strings[Int(truncatingIfNeeded: entry.payload)]
            case .array, .object:
                stack.append(ContainerBuilder(entry: entry, end: entry.end(at: position)))
            }
            position += 1
            // Hand the finished value to its parent, then close every container that ends here.
            while true {
                if let value = finished {
                    guard !stack.isEmpty else {
                        result = value
                        break
                    }
                    stack[stack.count - 1].add(value)
                    finished = nil
                }
                guard let last = stack.indices.last, stack[last].end == position else { break }
                finished = stack.removeLast().value
            }
        }
        return result
    }
}

/// An array or object being rebuilt as a `JSONValue`.
private struct ContainerBuilder {
    let isObject: Bool
    let end: Int
    var elements: [JSONValue] = []
    var members: [(key: String, value: JSONValue)] = []
    var pendingKey = ""

    init(entry: JSONDocument.Entry, end: Int) {
        isObject = entry.tag == .object
        self.end = end
        if isObject { members.reserveCapacity(entry.childCount) } else { elements.reserveCapacity(entry.childCount) }
    }

    mutating func add(_ value: JSONValue) {
        if isObject { members.append((pendingKey, value)) } else { elements.append(value) }
    }

    var value: JSONValue { isObject ? .object(JSONObject(uniqueMembers: members)) : .array(elements) }
}
