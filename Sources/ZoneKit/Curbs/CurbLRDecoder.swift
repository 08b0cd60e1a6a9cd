/// The walk behind ``CurbLRReader``: one feed, its manifest, then feature by feature. A problem in
/// the feed as a whole stops the walk; a problem in a feature refuses that feature and the walk
/// goes on, so one run lists every refusal.
struct CurbLRDecoder {
    /// The counts so far; ``CurbFeedReport/refused`` collects feature-level problems.
    var report = CurbFeedReport()
    /// Problems that refuse the feed as a whole.
    var feedDiagnostics: [CurbFeedDiagnostic] = []
    /// The problems of the feature being read.
    var featureDiagnostics: [CurbFeedDiagnostic] = []
    /// The index of the feature being read.
    var featureIndex: Int?
    /// `manifest.priorityHierarchy`.
    var hierarchy: [String] = []
    /// Every lenient reading applied, where it was applied.
    var lenientNotes: [CurbLenientNote] = []
    /// The index in the whole feed of each feature read, when they were cut from it; `nil`: their
    /// positions.
    var featureIndices: [Int]?

    /// The classes of CurbLR 1.1's well-known list.
    static let wellKnownClasses: Set<String> = [
        "bicycle", "bikeshare", "bus", "car share", "carpool", "commercial", "compact", "construction", "diplomat",
        "electric", "emergency", "food truck", "handicap", "micromobility", "motorcycle", "official", "passenger",
        "permit", "police", "rideshare", "staff", "student", "taxi", "truck", "visitor",
    ]

    mutating func feed(_ root: JSONNode) -> CurbFeed? {
        guard root.kind == .object else {
            refuseFeed(.notAFeatureCollection(found: "\(root.kind)"), root, .root)
            return nil
        }
        let typeName = root["type"]?.stringValue
        guard typeName == "FeatureCollection" else {
            refuseFeed(.notAFeatureCollection(found: typeName.map { "type \"\($0)\"" } ?? "no \"type\""), root, .root)
            return nil
        }
        guard let manifestNode = root["manifest"] else {
            refuseFeed(.missingManifest, root, .root)
            return nil
        }
        guard let metadata = manifest(manifestNode, at: [.key("manifest")], features: root["features"]) else {
            return nil
        }
        let featuresPath: JSONPath = [.key("features")]
        guard let featuresNode = root["features"] else {
            refuseFeed(.missingMember("features", owner: "FeatureCollection"), root, .root)
            return nil
        }
        guard featuresNode.kind == .array else {
            refuseFeed(
                .wrongMemberType("features", expected: "an array", found: featuresNode.kind), featuresNode, featuresPath
            )
            return nil
        }
        var features: [CurbFeature] = []
        for (position, node) in featuresNode.elements.enumerated() {
            let index = featureIndices.flatMap { position < $0.count ? $0[position] : nil } ?? position
            report.featuresRead += 1
            featureIndex = index
            featureDiagnostics = []
            let feature = self.feature(node, index: index, at: featuresPath.appending(index: index))
            if let feature, featureDiagnostics.isEmpty {
                features.append(feature)
                report.countMapped(feature)
            } else {
                report.refused += featureDiagnostics
            }
        }
        featureIndex = nil
        report.countOverlaps(among: features)
        return CurbFeed(metadata: metadata, features: features)
    }

    // MARK: - Manifest

    mutating func manifest(_ node: JSONNode, at path: JSONPath, features: JSONNode?) -> CurbFeedMetadata? {
        guard node.kind == .object else {
            refuseFeed(.wrongMemberType("manifest", expected: "an object", found: node.kind), node, path)
            return nil
        }
        var version = "1.1.0"
        if let versionNode = node["curblrVersion"] {
            let text = versionNode.stringValue ?? ""
            guard text == "1.1" || text.hasPrefix("1.1.") else {
                refuseFeed(.unsupportedVersion(text), versionNode, path.appending(key: "curblrVersion"))
                return nil
            }
            version = text
        } else {
            lenient(.undeclaredVersion, "", node, path)
        }
        guard let zoneNode = node["timeZone"], let zone = zoneNode.stringValue, !zone.isEmpty else {
            refuseFeed(
                .missingTimeZone(TimeZoneHint(curbLRFeatures: features)), node["timeZone"] ?? node,
                path.appending(key: "timeZone"))
            return nil
        }
        guard TimeZoneRules(identifier: zone) != nil else {
            refuseFeed(
                .unknownTimeZone(zone, TimeZoneHint(curbLRFeatures: features)), zoneNode,
                path.appending(key: "timeZone"))
            return nil
        }
        guard let hierarchyNode = node["priorityHierarchy"] else {
            refuseFeed(.missingMember("priorityHierarchy", owner: "manifest"), node, path)
            return nil
        }
        let names = hierarchyNode.elements.compactMap(\.stringValue)
        guard hierarchyNode.kind == .array, names.count == hierarchyNode.count else {
            refuseFeed(
                .wrongMemberType("priorityHierarchy", expected: "an array of strings", found: hierarchyNode.kind),
                hierarchyNode, path.appending(key: "priorityHierarchy"))
            return nil
        }
        hierarchy = names
        let authority = node["authority"]
        return CurbFeedMetadata(
            timeZoneIdentifier: zone, currency: node["currency"]?.stringValue ?? "",
            authorityName: authority?["name"]?.stringValue, authorityURL: authority?["url"]?.stringValue,
            createdDate: node["createdDate"]?.stringValue, updatedDate: node["lastUpdatedDate"]?.stringValue,
            sourceFormat: .curbLR, sourceVersion: version, priorityHierarchy: names)
    }

    // MARK: - Features

    mutating func feature(_ node: JSONNode, index: Int, at path: JSONPath) -> CurbFeature? {
        guard node.kind == .object else {
            refuse(.wrongMemberType("features[\(index)]", expected: "a Feature object", found: node.kind), node, path)
            return nil
        }
        let geometry = lineString(node, at: path)
        guard let properties = object(node, "properties", owner: "Feature", at: path) else { return nil }
        let propertiesPath = path.appending(key: "properties")
        let location = self.location(properties, at: propertiesPath)
        var regulations: [CurbRegulation] = []
        if let list = array(properties, "regulations", owner: "feature's properties", at: propertiesPath) {
            let listPath = propertiesPath.appending(key: "regulations")
            for (position, regulationNode) in list.elements.enumerated() {
                report.regulationsRead += 1
                if let regulation = regulation(
                    regulationNode, position: position, at: listPath.appending(index: position))
                {
                    regulations.append(regulation)
                }
            }
        }
        guard let geometry, let location else { return nil }
        var id = node["id"].flatMap { $0.stringValue ?? $0.numberValue.map { Self.numberText($0) } }
        if id == nil { id = properties["location"]?["objectId"]?.stringValue }
        return CurbFeature(
            index: index, id: id, geometry: geometry, location: location, regulations: regulations,
            streetName: properties["location"]?["streetName"]?.stringValue)
    }

    private mutating func lineString(_ feature: JSONNode, at path: JSONPath) -> LineString? {
        guard let node = feature["geometry"] else {
            refuse(.missingMember("geometry", owner: "Feature"), feature, path)
            return nil
        }
        if let line = Self.plainLineString(node) { return line }
        let geometryPath = path.appending(key: "geometry")
        let outcome = GeoJSONReader().decode(node, at: geometryPath)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, case .geometry(let geometry)? = outcome.object else {
            for error in errors { refuse(.geoJSON(error.problem), at: error.location, path: error.path) }
            if errors.isEmpty { refuse(.notALineString(found: "\(node.kind)"), node, geometryPath) }
            return nil
        }
        guard case .lineString(let positions) = geometry.shape else {
            refuse(.notALineString(found: "a \(geometry.typeName)"), node["type"] ?? node, geometryPath)
            return nil
        }
        do {
            return try LineString(coordinates: positions.map(\.coordinate))
        } catch {
            refuse(.geoJSON(.lineStringTooShort(count: positions.count)), node, geometryPath)
            return nil
        }
    }

    /// The line of a geometry that is `{"type": "LineString", "coordinates": [[lon, lat], …]}` and
    /// nothing else — every curb feed's — read straight from its numbers; `nil` for anything else,
    /// which the full GeoJSON reading decodes or refuses at its place. (That reading, every member
    /// and position checked and paths kept, was a third of a curb feature's decoding.)
    static func plainLineString(_ node: JSONNode) -> LineString? {
        guard node.kind == .object, node.count == 2, node["type"]?.stringValue == "LineString",
            let positions = node["coordinates"], positions.kind == .array, positions.count >= 2
        else { return nil }
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(positions.count)
        for position in positions.elements {
            guard position.kind == .array, position.count == 2 else { return nil }
            var values = position.elements.makeIterator()
            guard let longitude = values.next()?.numberValue, let latitude = values.next()?.numberValue else {
                return nil
            }
            coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        return try? LineString(coordinates: coordinates)
    }

    private mutating func location(_ properties: JSONNode, at path: JSONPath) -> CurbLocation? {
        guard let node = object(properties, "location", owner: "feature's properties", at: path) else { return nil }
        let locationPath = path.appending(key: "location")
        let reference = string(node, "shstRefId", owner: "location", at: locationPath)
        let sideText = string(node, "sideOfStreet", owner: "location", at: locationPath)
        let start = number(node, "shstLocationStart", owner: "location", at: locationPath)
        let end = number(node, "shstLocationEnd", owner: "location", at: locationPath)
        guard let reference, let sideText, let start, let end else { return nil }
        guard let side = CurbLineSide(rawValue: sideText) ?? CurbLineSide(rawValue: sideText.lowercased()) else {
            refuse(.invalidSide(sideText), node["sideOfStreet"] ?? node, locationPath.appending(key: "sideOfStreet"))
            return nil
        }
        guard start >= 0, end >= start else {
            refuse(.invalidExtent(start: start, end: end), node, locationPath)
            return nil
        }
        return CurbLocation(referenceID: reference, side: side, start: start, end: end)
    }

    // MARK: - Regulations

    private mutating func regulation(_ node: JSONNode, position: Int, at path: JSONPath) -> CurbRegulation? {
        let before = featureDiagnostics.count
        guard let rule = object(node, "rule", owner: "regulation", at: path) else { return nil }
        let rulePath = path.appending(key: "rule")
        let activityText = string(rule, "activity", owner: "rule", at: rulePath)
        let category = string(rule, "priorityCategory", owner: "rule", at: rulePath)
        var rank: Int?
        if let category {
            rank =
                hierarchy.firstIndex(of: category)
                ?? hierarchy.firstIndex { $0.lowercased() == category.lowercased() }
            if rank == nil {
                refuse(
                    .unknownPriorityCategory(category, hierarchy: hierarchy), rule["priorityCategory"] ?? rule,
                    rulePath.appending(key: "priorityCategory"))
            }
        }
        let maxStay = minutes(rule, "maxStay", at: rulePath)
        let noReturn = minutes(rule, "noReturn", at: rulePath)
        let users = self.users(
            list(node, "userClasses", owner: "regulation", at: path), at: path.appending(key: "userClasses"))
        var spans: [CurbTimeSpan] = []
        if let spansNode = list(node, "timeSpans", owner: "regulation", at: path) {
            let spansPath = path.appending(key: "timeSpans")
            for (index, spanNode) in spansNode.elements.enumerated() {
                if let span = timeSpan(spanNode, at: spansPath.appending(index: index)) { spans.append(span) }
            }
        }
        var isPaid = false
        if rule["payment"] != nil {
            isPaid =
                member(rule, "payment", kind: .bool, expected: "true or false", owner: "rule", at: rulePath)?
                .boolValue ?? false
        }
        var paymentNode: JSONNode?
        if node["payment"] != nil {
            paymentNode = object(node, "payment", owner: "regulation", at: path)
            if let paymentNode {
                onlyKnownMembers(
                    of: paymentNode, Self.paymentMembers, owner: "payment", at: path.appending(key: "payment"))
            }
        }
        var payment = self.payment(paymentNode, isRequired: isPaid)
        if !isPaid, let ratesNode = paymentNode?["rates"],
            payment?.rates.contains(where: { $0.fees.contains { $0 > 0 } }) == true
        {
            payment?.isRequired = true
            payment?.isReadFromFees = true
            let flag = rule["payment"].map { _ in "false" } ?? "absent"
            lenient(.feesWithoutPaymentFlag, flag, ratesNode, path.appending(key: "payment").appending(key: "rates"))
        }
        guard let activityText, let category, let rank, featureDiagnostics.count == before else { return nil }
        let activity = CurbActivity(spelling: activityText)
        if case .other = activity {
            lenient(.customActivity, activityText, rule["activity"] ?? rule, rulePath.appending(key: "activity"))
        }
        return CurbRegulation(
            activity: activity, priority: CurbPriority(rank: rank, category: category), maxStay: maxStay,
            noReturn: noReturn, users: users, timeSpans: spans, payment: payment, position: position)
    }

    private mutating func minutes(_ rule: JSONNode, _ key: String, at path: JSONPath) -> Int? {
        guard let node = rule[key], !node.isNull else { return nil }
        guard let value = node.numberValue else {
            refuse(
                .wrongMemberType(key, expected: "a number of minutes", found: node.kind), node, path.appending(key: key)
            )
            return nil
        }
        // A year and more is no stay limit a curb has; it also keeps the conversion to seconds
        // far from overflowing.
        guard value >= 0, value <= 1e6 else {
            refuse(.minutesOutOfRange(key, value), node, path.appending(key: key))
            return nil
        }
        return Int((value * 60).rounded())
    }

    private mutating func users(_ node: JSONNode?, at path: JSONPath) -> CurbUsers {
        guard let node else { return .everyone }
        var alternatives: [CurbUserRequirement] = []
        for (index, entry) in node.elements.enumerated() {
            let entryPath = path.appending(index: index)
            guard entry.kind == .object else {
                refuse(
                    .wrongMemberType("userClasses[\(index)]", expected: "an object", found: entry.kind), entry,
                    entryPath)
                continue
            }
            onlyKnownMembers(of: entry, Self.userClassMembers, owner: "a userClasses entry", at: entryPath)
            let classes = strings(entry, "classes", owner: "userClasses entry", at: entryPath)
            let subclasses = strings(entry, "subclasses", owner: "userClasses entry", at: entryPath)
            var restrictions: [String] = []
            for key in Self.sizeMembers where entry[key] != nil {
                guard let value = number(entry, key, owner: "userClasses entry", at: entryPath) else { continue }
                restrictions.append("\(key) \(Self.numberText(value))")
            }
            if classes.isEmpty && subclasses.isEmpty && restrictions.isEmpty {
                lenient(.emptyUserClass, "{}", entry, path.appending(index: index))
                continue
            }
            // A class-less entry (only subclasses or a size limit) still reserves the curb for
            // someone: name the class after what it says rather than read it as everyone.
            let names = classes.isEmpty ? [(subclasses + restrictions).joined(separator: ", ")] : classes
            for name in names {
                if !Self.wellKnownClasses.contains(name) && !Self.wellKnownClasses.contains(name.lowercased()) {
                    lenient(.unknownUserClass, name, entry, path.appending(index: index))
                }
                alternatives.append(
                    CurbUserRequirement(allOf: [CurbUserClass(name, subclasses: classes.isEmpty ? [] : subclasses)]))
            }
        }
        return CurbUsers(alternatives: alternatives)
    }

    private func payment(_ node: JSONNode?, isRequired: Bool) -> CurbPayment? {
        let strings = { (key: String) in node?[key]?.elements.compactMap(\.stringValue) ?? [] }
        var rates: [CurbRate] = []
        for rate in node?["rates"].map({ Array($0.elements) }) ?? [] {
            let fees = rate["fees"]?.elements.compactMap(\.numberValue) ?? []
            let durations =
                rate["durations"]?.elements.compactMap(\.numberValue).filter { (0...1e6).contains($0) }
                .map { Int(($0 * 60).rounded()) } ?? []
            if !fees.isEmpty || !durations.isEmpty { rates.append(CurbRate(fees: fees, durations: durations)) }
        }
        let payment = CurbPayment(
            isRequired: isRequired, rates: rates, methods: strings("methods"), forms: strings("forms"),
            operatorName: node?["operator"]?.stringValue, phone: node?["phone"]?.stringValue,
            deviceIDs: strings("deviceIds"))
        return payment == CurbPayment(isRequired: false) ? nil : payment
    }

    // MARK: - Conditions

    /// The members CurbLR 1.1 defines in a `userClasses` entry, a `payment`, a rate.
    static let sizeMembers = ["maxHeight", "minHeight", "maxLength", "minLength", "maxWeight", "minWeight"]
    static let userClassMembers = ["classes", "subclasses"] + sizeMembers
    static let paymentMembers = ["rates", "methods", "forms", "operator", "phone", "deviceIds"]
    static let timeSpanMembers = ["effectiveDates", "daysOfWeek", "daysOfMonth", "timesOfDay", "designatedPeriods"]
    static let daysOfWeekMembers = ["days", "occurrencesInMonth"]

    /// `node[key]` when it is an array; `nil` when absent. Any other value — an object where a
    /// list belongs, a number, null — is refused: a condition read as absent would loosen the
    /// regulation (a resident-permit bay read as open to everyone).
    mutating func list(_ node: JSONNode, _ key: String, owner: String, at path: JSONPath) -> JSONNode? {
        guard node[key] != nil else { return nil }
        return array(node, key, owner: owner, at: path)
    }

    /// The strings of the array `node[key]`; empty when absent. A value that is not an array of
    /// strings is refused.
    mutating func strings(_ node: JSONNode, _ key: String, owner: String, at path: JSONPath) -> [String] {
        guard let list = list(node, key, owner: owner, at: path) else { return [] }
        var values: [String] = []
        for (index, element) in list.elements.enumerated() {
            guard let text = element.stringValue else {
                refuse(
                    .wrongMemberType("\(key)[\(index)]", expected: "a string", found: element.kind), element,
                    path.appending(key: key).appending(index: index))
                continue
            }
            values.append(text)
        }
        return values
    }

    /// Refuses every member of `node` that is not one of `known`: an unknown member inside a
    /// condition may restrict it (`{"class": "truck"}` read as everyone would not).
    mutating func onlyKnownMembers(of node: JSONNode, _ known: [String], owner: String, at path: JSONPath) {
        for member in node.members where !known.contains(member.key) {
            refuse(
                .unknownConditionMember(member.key, owner: owner, known: known), at: member.keyLocation,
                path: path.appending(key: member.key))
        }
    }

    // MARK: - Report

    // MARK: - Members

    /// Applies a lenient reading: counts it and notes where.
    mutating func lenient(_ reading: CurbLenientReading, _ text: String, _ node: JSONNode, _ path: JSONPath) {
        report.lenientReadings[reading, default: 0] += 1
        lenientNotes.append(
            CurbLenientNote(reading, text: text, at: node.location, path: path, featureIndex: featureIndex))
    }

    mutating func refuse(_ problem: CurbFeedProblem, _ node: JSONNode, _ path: JSONPath) {
        refuse(problem, at: node.location, path: path)
    }

    mutating func refuse(_ problem: CurbFeedProblem, at location: JSONLocation, path: JSONPath) {
        featureDiagnostics.append(CurbFeedDiagnostic(problem, at: location, path: path, featureIndex: featureIndex))
    }

    private mutating func refuseFeed(_ problem: CurbFeedProblem, _ node: JSONNode, _ path: JSONPath) {
        feedDiagnostics.append(CurbFeedDiagnostic(problem, at: node.location, path: path))
    }

    mutating func object(_ node: JSONNode, _ key: String, owner: String, at path: JSONPath) -> JSONNode? {
        member(node, key, kind: .object, expected: "an object", owner: owner, at: path)
    }

    mutating func array(_ node: JSONNode, _ key: String, owner: String, at path: JSONPath) -> JSONNode? {
        member(node, key, kind: .array, expected: "an array", owner: owner, at: path)
    }

    mutating func string(_ node: JSONNode, _ key: String, owner: String, at path: JSONPath) -> String? {
        member(node, key, kind: .string, expected: "a string", owner: owner, at: path)?.stringValue
    }

    mutating func number(_ node: JSONNode, _ key: String, owner: String, at path: JSONPath) -> Double? {
        member(node, key, kind: .number, expected: "a number", owner: owner, at: path)?.numberValue
    }

    mutating func member(
        _ node: JSONNode, _ key: String, kind: JSONNode.Kind, expected: String, owner: String, at path: JSONPath
    ) -> JSONNode? {
        guard let value = node[key] else {
            refuse(.missingMember(key, owner: owner), node, path)
            return nil
        }
        guard value.kind == kind else {
            refuse(.wrongMemberType(key, expected: expected, found: value.kind), value, path.appending(key: key))
            return nil
        }
        return value
    }

    /// `12`, `2.5`: a number as a person writes it.
    static func numberText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
