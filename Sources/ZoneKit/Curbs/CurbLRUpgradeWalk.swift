/// The walk behind ``CurbLRUpgrade``: the features first (they decide the priority hierarchy),
/// then the manifest, each value rebuilt from the parsed tree with its rewrites.
struct CurbLRUpgradeWalk {
    let options: CurbLRUpgrade.Options
    var changes: [CurbLRUpgrade.Change] = []
    var diagnostics: [Diagnostic] = []
    /// The numeric priorities met, with the first place of each.
    private var numericPriorities: [Double: (JSONLocation, JSONPath)] = [:]
    /// The first regulation with a `priorityCategory` and no numeric priority.
    private var firstCategory: (JSONLocation, JSONPath)?

    /// The CurbLR 1.1 days, and every other spelling read as one of them.
    static let days: [String: String] = [
        "mo": "mo", "tu": "tu", "we": "we", "th": "th", "fr": "fr", "sa": "sa", "su": "su",
        "mon": "mo", "tue": "tu", "tues": "tu", "wed": "we", "thu": "th", "thur": "th", "thurs": "th",
        "fri": "fr", "sat": "sa", "sun": "su", "monday": "mo", "tuesday": "tu", "wednesday": "we",
        "thursday": "th", "friday": "fr", "saturday": "sa", "sunday": "su", "m": "mo", "w": "we", "f": "fr",
        "r": "th", "u": "su",
    ]
    /// A letter that names two days: which, when the same list names the other.
    static let ambiguousDays: [String: (String, String)] = ["s": ("sa", "su"), "t": ("tu", "th")]

    init(options: CurbLRUpgrade.Options) {
        self.options = options
    }

    mutating func feed(_ root: JSONNode) -> JSONValue? {
        guard root.kind == .object else {
            refuse(.notAFeatureCollection(found: "\(root.kind)"), root, .root)
            return nil
        }
        var output = JSONObject()
        var features: [JSONValue] = []
        if let list = root["features"], list.kind == .array {
            for (index, feature) in list.elements.enumerated() {
                features.append(self.feature(feature, at: [.key("features"), .index(index)]))
            }
        }
        let manifestNode = root["manifest"]
        if manifestNode == nil { change(root, .root, "no \"manifest\" (a CurbLR 1.0.0 feed): one is written") }
        let manifest = self.manifest(manifestNode, root: root)
        if manifestNode == nil { output["manifest"] = manifest }
        // The members stay where they were (a manifest after the features is legal JSON).
        for member in root.members {
            switch member.key {
            case "manifest": output["manifest"] = manifest
            case "features" where member.value.kind == .array: output["features"] = .array(features)
            default: output[member.key] = member.value.value
            }
        }
        return .object(output)
    }

    // MARK: - Manifest

    private mutating func manifest(_ node: JSONNode?, root: JSONNode) -> JSONValue {
        let path: JSONPath = [.key("manifest")]
        let place = node ?? root
        var manifest = node.flatMap { $0.kind == .object ? $0.value.object : nil } ?? JSONObject()
        let version = node?["curblrVersion"]?.stringValue
        if version == nil || !(version == "1.1" || version?.hasPrefix("1.1.") == true) {
            change(
                node?["curblrVersion"] ?? place, path.appending(key: "curblrVersion"),
                version.map { "curblrVersion \"\($0)\" written \"1.1.0\"" } ?? "curblrVersion \"1.1.0\" added")
            manifest["curblrVersion"] = .string("1.1.0")
        }
        timeZone(&manifest, node: node, root: root, path: path)
        if (manifest["currency"]?.string ?? "").isEmpty {
            if let currency = options.currency {
                change(place, path.appending(key: "currency"), "currency \"\(currency)\" added (--currency)")
                manifest["currency"] = .string(currency)
            } else {
                warn(
                    "no \"currency\" (CurbLR 1.1 requires one; fees cannot be read without it): "
                        + "add it with --currency CODE (ISO 4217: USD, CAD, GBP…)", place, path)
            }
        }
        hierarchy(&manifest, node: node, place: place, path: path)
        if manifest["authority"] == nil {
            warn("no \"authority\" (CurbLR 1.1 requires one): add its name and url by hand", place, path)
        }
        if manifest["createdDate"] == nil {
            warn("no \"createdDate\" (CurbLR 1.1 requires one): add the day the feed was made by hand", place, path)
        }
        return .object(manifest)
    }

    private mutating func timeZone(_ manifest: inout JSONObject, node: JSONNode?, root: JSONNode, path: JSONPath) {
        let zonePath = path.appending(key: "timeZone")
        let written = manifest["timeZone"]?.string ?? ""
        let hint = { TimeZoneHint(curbLRFeatures: root["features"]) }
        if let given = options.timeZone {
            guard TimeZoneRules(identifier: given) != nil else {
                refuse(.unknownTimeZone(given, hint()), node?["timeZone"] ?? node ?? root, zonePath)
                return
            }
            if written.isEmpty {
                change(node ?? root, zonePath, "timeZone \"\(given)\" added (--time-zone)")
                manifest["timeZone"] = .string(given)
            } else if written != given {
                error(
                    "the manifest names \"\(written)\" and --time-zone \"\(given)\": say one zone (drop --time-zone "
                        + "to keep the feed's)", node?["timeZone"] ?? root, zonePath)
            }
            return
        }
        if written.isEmpty {
            refuse(.missingTimeZone(hint()), node?["timeZone"] ?? node ?? root, zonePath)
            return
        }
        if TimeZoneRules(identifier: written) == nil {
            refuse(.unknownTimeZone(written, hint()), node?["timeZone"] ?? root, zonePath)
        }
    }

    /// Numeric priorities become categories, lowest number first.
    private mutating func hierarchy(_ manifest: inout JSONObject, node: JSONNode?, place: JSONNode, path: JSONPath) {
        guard !numericPriorities.isEmpty else { return }
        if let (location, categoryPath) = firstCategory, let (_, numericPath) = numericPriorities.values.first {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "this regulation has a priorityCategory while others have only a numeric priority (\(numericPath)): "
                        + "the order between the two cannot be told; give every regulation one or the other",
                    source: .curbLR, code: "curbLR.upgrade.mixedPriorities", at: location, path: categoryPath))
            return
        }
        let names = numericPriorities.keys.sorted().map { JSONValue.string(Self.category($0)) }
        let hierarchyPath = path.appending(key: "priorityHierarchy")
        if let existing = node?["priorityHierarchy"] {
            change(existing, hierarchyPath, "priorityHierarchy replaced by the numeric priorities, lowest first")
        } else {
            change(
                place, hierarchyPath,
                "priorityHierarchy written from the numeric priorities, the lowest number first (it wins, as in "
                    + "CurbLR 1.0.0): " + names.compactMap(\.string).joined(separator: ", "))
        }
        manifest["priorityHierarchy"] = .array(names)
    }

    // MARK: - Features

    private mutating func feature(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        guard node.kind == .object, var feature = node.value.object,
            let properties = node["properties"], properties.kind == .object,
            var propertiesValue = properties.value.object,
            let list = properties["regulations"], list.kind == .array
        else { return node.value }
        let listPath = path.appending(key: "properties").appending(key: "regulations")
        var regulations: [JSONValue] = []
        for (index, regulation) in list.elements.enumerated() {
            regulations.append(self.regulation(regulation, at: listPath.appending(index: index)))
        }
        propertiesValue["regulations"] = .array(regulations)
        feature["properties"] = .object(propertiesValue)
        return .object(feature)
    }

    private mutating func regulation(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        guard node.kind == .object, var regulation = node.value.object else { return node.value }
        let rulePath = path.appending(key: "rule")
        var rule = node["rule"].flatMap { $0.kind == .object ? $0.value.object : nil }
        if var edited = rule, let ruleNode = node["rule"] {
            priority(&edited, &regulation, ruleNode: ruleNode, regulationNode: node, path: path)
            for key in ["maxStay", "noReturn"] {
                if let value = ruleNode[key], value.numberValue == 0 {
                    change(value, rulePath.appending(key: key), "\(key) 0 (no limit, in this feed) removed")
                    edited[key] = nil
                }
            }
            rule = edited
        }
        if let users = node["userClasses"] {
            regulation["userClasses"] = userClasses(users, at: path.appending(key: "userClasses"))
        }
        if let spans = node["timeSpans"] {
            regulation["timeSpans"] = timeSpans(spans, at: path.appending(key: "timeSpans"))
        }
        if var edited = rule, let rates = node["payment"]?["rates"], edited["payment"]?.bool != true,
            rates.elements.contains(where: { rate in
                rate["fees"]?.elements.contains { ($0.numberValue ?? 0) > 0 } == true
            })
        {
            change(
                rates, path.appending(key: "payment").appending(key: "rates"),
                "fees listed without a payment flag: \"payment\": true added to the rule")
            edited["payment"] = .bool(true)
            rule = edited
        }
        if let rule { regulation["rule"] = .object(rule) }
        return .object(regulation)
    }

    private mutating func priority(
        _ rule: inout JSONObject, _ regulation: inout JSONObject, ruleNode: JSONNode, regulationNode: JSONNode,
        path: JSONPath
    ) {
        let inRule = ruleNode["priority"]
        let numericNode = inRule ?? regulationNode["priority"]
        let numericPath =
            inRule != nil
            ? path.appending(key: "rule").appending(key: "priority")
            : path.appending(key: "priority")
        let number = numericNode.flatMap { $0.numberValue ?? $0.stringValue.flatMap(Double.init) }
        if ruleNode["priorityCategory"] != nil {
            if let numericNode {
                change(numericNode, numericPath, "numeric priority removed: the rule's priorityCategory decides")
                rule["priority"] = nil
                regulation["priority"] = nil
            } else if firstCategory == nil {
                firstCategory = (ruleNode.location, path.appending(key: "rule").appending(key: "priorityCategory"))
            }
            return
        }
        guard let numericNode else { return }
        guard let number, number.isFinite else {
            error("priority must be a number (lower wins), found \(numericNode.kind)", numericNode, numericPath)
            return
        }
        let category = Self.category(number)
        change(numericNode, numericPath, "priority \(Self.numberText(number)) written priorityCategory \"\(category)\"")
        if numericPriorities[number] == nil { numericPriorities[number] = (numericNode.location, numericPath) }
        rule["priority"] = nil
        regulation["priority"] = nil
        rule["priorityCategory"] = .string(category)
    }

    private mutating func userClasses(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        guard node.kind == .object else { return node.value }
        if node["classes"] != nil || node["subclasses"] != nil {
            change(node, path, "one userClasses object wrapped in an array")
            return .array([node.value])
        }
        if node.count == 1, let inner = node.members.first?.value, inner.kind == .array {
            change(
                node, path, "the array inside the userClasses object (\"\(node.members.first?.key ?? "")\") unwrapped")
            return inner.value
        }
        error("userClasses is an object without \"classes\" or \"subclasses\": write an array of them", node, path)
        return node.value
    }

    private mutating func timeSpans(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        var spans: [JSONValue] = []
        switch node.kind {
        case .object:
            change(node, path, "one timeSpans object wrapped in an array")
            spans = [timeSpan(node, at: path.appending(index: 0))]
        case .array:
            for (index, span) in node.elements.enumerated() {
                spans.append(timeSpan(span, at: path.appending(index: index)))
            }
        default:
            return node.value
        }
        return .array(spans)
    }

    private mutating func timeSpan(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        guard node.kind == .object, var span = node.value.object else { return node.value }
        if let week = node["daysOfWeek"] {
            span["daysOfWeek"] = daysOfWeek(week, at: path.appending(key: "daysOfWeek"))
        }
        if let times = node["timesOfDay"] {
            let timesPath = path.appending(key: "timesOfDay")
            var entries: [(JSONNode, JSONPath)] = []
            if times.kind == .object {
                change(times, timesPath, "one timesOfDay object wrapped in an array")
                entries = [(times, timesPath.appending(index: 0))]
            } else if times.kind == .array {
                entries = times.elements.enumerated().map { ($0.element, timesPath.appending(index: $0.offset)) }
            }
            if times.kind == .object || times.kind == .array {
                span["timesOfDay"] = .array(entries.map { self.timeOfDay($0.0, at: $0.1) })
            }
        }
        return .object(span)
    }

    private mutating func timeOfDay(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        guard node.kind == .object, var entry = node.value.object else { return node.value }
        for key in ["from", "to"] {
            guard let value = node[key], let text = value.stringValue else { continue }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count == 2, parts[0].count == 1, parts[0].allSatisfy(\.isNumber) {
                change(value, path.appending(key: key), "time \"\(text)\" written \"0\(text)\"")
                entry[key] = .string("0" + text)
            }
        }
        return .object(entry)
    }

    private mutating func daysOfWeek(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        var week: JSONObject
        let list: JSONNode
        let listPath: JSONPath
        if node.kind == .array {
            change(node, path, "the list of days written as {\"days\": [...]}")
            week = JSONObject()
            list = node
            listPath = path
        } else if node.kind == .object, let days = node["days"], days.kind == .array, let value = node.value.object {
            week = value
            list = days
            listPath = path.appending(key: "days")
        } else {
            return node.value
        }
        let spellings = list.elements.map { $0.stringValue?.lowercased() ?? "" }
        var days: [JSONValue] = []
        for (index, element) in list.elements.enumerated() {
            let elementPath = listPath.appending(index: index)
            guard let text = element.stringValue else {
                days.append(element.value)
                continue
            }
            let spelling = text.lowercased()
            if let day = Self.days[spelling] {
                if day != text { change(element, elementPath, "day \"\(text)\" written \"\(day)\"") }
                days.append(.string(day))
            } else if let (first, second) = Self.ambiguousDays[spelling] {
                let named = Set(spellings.compactMap { Self.days[$0] })
                if named.contains(second) && !named.contains(first) {
                    change(element, elementPath, "day \"\(text)\" written \"\(first)\" (the list names \"\(second)\")")
                    days.append(.string(first))
                } else if named.contains(first) && !named.contains(second) {
                    change(element, elementPath, "day \"\(text)\" written \"\(second)\" (the list names \"\(first)\")")
                    days.append(.string(second))
                } else {
                    error(
                        "day \"\(text)\" may be \"\(first)\" or \"\(second)\", and the list does not tell which: "
                            + "write the day", element, elementPath)
                    days.append(element.value)
                }
            } else {
                refuse(.invalidWeekday(text), element, elementPath)
                days.append(element.value)
            }
        }
        week["days"] = .array(days)
        return .object(week)
    }

    // MARK: - Reports

    private static func category(_ number: Double) -> String { "priority \(numberText(number))" }

    private static func numberText(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    private mutating func change(_ node: JSONNode, _ path: JSONPath, _ message: String) {
        changes.append(CurbLRUpgrade.Change(location: node.location, path: path, message: message))
    }

    private mutating func refuse(_ problem: CurbFeedProblem, _ node: JSONNode, _ path: JSONPath) {
        diagnostics.append(CurbFeedDiagnostic(problem, at: node.location, path: path).diagnostic)
    }

    private mutating func error(_ message: String, _ node: JSONNode, _ path: JSONPath) {
        diagnostics.append(
            Diagnostic(
                .error, message, source: .curbLR, code: "curbLR.upgrade.undecided", at: node.location, path: path))
    }

    private mutating func warn(_ message: String, _ node: JSONNode, _ path: JSONPath) {
        diagnostics.append(
            Diagnostic(
                .warning, message, source: .curbLR, code: "curbLR.upgrade.missing", at: node.location, path: path))
    }
}
