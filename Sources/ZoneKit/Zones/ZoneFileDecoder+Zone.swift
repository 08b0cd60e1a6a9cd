/// Reading a zone's fields and rules, shared by both formats: a seed-schema zone object, or a
/// Feature's `properties`.
extension ZoneFileDecoder {
    /// The member names the schema defines for a zone (besides its shape).
    static let zoneFieldNames: Set<String> = [
        "id", "cityCode", "displayName", "name", "zoneType", "permitArea", "validPermitAreas", "requiresPermit",
        "restrictiveness", "rules", "metadata",
    ]

    /// The zone type given to zones with a permit area and no `zoneType`.
    static let defaultZoneTypeWithArea = Zone.residentialPermitType
    /// The zone type given to zones with neither a permit area nor a `zoneType`.
    static let defaultZoneTypeWithoutArea = "other"

    /// Reads element `number` of a seed file's `zones`.
    mutating func seedZone(_ node: JSONNode, number: Int, context: inout FileContext) -> Zone? {
        guard node.kind == .object else {
            report(.wrongElementType(expected: "a zone object", found: node.kind), at: node)
            return nil
        }
        let errorsBefore = errorCount
        let id = string("id", of: node, requiredBy: "zone", nonEmpty: true)
        if let id, let idNode = node["id"] { register(id, at: idNode, member: "id", context: &context) }
        let shape: MultiPolygon?
        if let givenShapes {
            shape = number < givenShapes.count ? givenShapes[number] : nil
            if shape == nil { report(.missingShape, at: node) }
        } else {
            shape = seedShape(of: node)
        }
        let zone = zone(fields: node, id: id ?? "", shape: shape, keepsUnknownFields: false, context: context)
        guard errorCount == errorsBefore else { return nil }
        return zone
    }

    /// Records a zone id, reporting it when an earlier zone has it.
    mutating func register(_ id: String, at node: JSONNode, member: String?, context: inout FileContext) {
        if let first = context.zoneIDs[id] {
            if let member {
                report(.duplicateZoneID(id, first: first), at: node, member: member)
            } else {
                report(.duplicateZoneID(id, first: first), at: node)
            }
        } else {
            context.zoneIDs[id] = node.location
        }
    }

    /// Builds a zone from the fields of `object` (`nil` for a Feature without properties), with
    /// defaults for what is absent; `nil` when a field is wrong or there is no shape.
    ///
    /// - Parameters:
    ///   - keepsUnknownFields: whether members the schema does not define join the zone's
    ///     `metadata` (Feature properties) or are ignored (seed zones, whose `metadata` is explicit).
    mutating func zone(
        fields object: JSONNode?, id: String, shape: MultiPolygon?, keepsUnknownFields: Bool, context: FileContext
    ) -> Zone? {
        let errorsBefore = errorCount
        guard let object else {
            guard let shape else { return nil }
            return Zone(
                id: id, cityCode: context.cityCode ?? "", displayName: id,
                zoneType: Self.defaultZoneTypeWithoutArea, shape: shape)
        }
        let permitArea = permitCode("permitArea", of: object)
        if let permitArea, let node = object["permitArea"] {
            checkDeclared(permitArea, at: node, member: "permitArea", context: context)
        }
        let validPermitAreas = permitCodes("validPermitAreas", of: object, context: context)
        let displayName =
            string("displayName", of: object, nonEmpty: true) ?? string("name", of: object, nonEmpty: true)
        let cityCode = string("cityCode", of: object)
        let zoneType = string("zoneType", of: object, nonEmpty: true)
        let requiresPermit = bool("requiresPermit", of: object)
        let restrictiveness = integer("restrictiveness", of: object, expected: "a whole number")
        let rules = rules(of: object, zoneID: id)
        let metadata = metadata(of: object, keepsUnknownFields: keepsUnknownFields)
        guard errorCount == errorsBefore, let shape else { return nil }
        return Zone(
            id: id, cityCode: cityCode ?? context.cityCode ?? "",
            displayName: displayName ?? permitArea.map { "Area \($0)" } ?? id,
            zoneType: zoneType ?? (permitArea == nil ? Self.defaultZoneTypeWithoutArea : Self.defaultZoneTypeWithArea),
            permitArea: permitArea, validPermitAreas: validPermitAreas, requiresPermit: requiresPermit,
            restrictiveness: restrictiveness ?? 0, rules: rules, metadata: metadata, shape: shape)
    }

    /// Reports `code` when the file declares permit areas and not this one.
    private mutating func checkDeclared(_ code: String, at node: JSONNode, member: String?, context: FileContext) {
        guard !context.declaredAreas.isEmpty, context.declaredAreas[code] == nil else { return }
        let problem = ZoneFileProblem.unknownPermitArea(code, declared: context.declaredOrder)
        if let member { report(problem, at: node, member: member) } else { report(problem, at: node) }
    }

    /// `validPermitAreas`: an array of codes, or one string of codes separated by commas or spaces.
    private mutating func permitCodes(_ key: String, of object: JSONNode, context: FileContext) -> [String]? {
        guard let node = present(key, of: object) else { return nil }
        if let text = node.stringValue {
            let codes = text.split { $0 == "," || $0.isWhitespace }.map(Self.normalizedCode)
            for code in codes { checkDeclared(code, at: node, member: key, context: context) }
            return codes
        }
        guard node.kind == .array else {
            report(
                .wrongMemberType(key, expected: "an array of permit area codes", found: node.kind), at: node,
                member: key)
            return nil
        }
        var codes: [String] = []
        within(.key(key)) { decoder in
            for (index, element) in node.elements.enumerated() {
                decoder.within(.index(index)) { decoder in
                    guard let text = element.stringValue else {
                        decoder.report(
                            .wrongElementType(expected: "a permit area code", found: element.kind), at: element)
                        return
                    }
                    let code = Self.normalizedCode(text)
                    guard !code.isEmpty else {
                        decoder.report(.wrongElementType(expected: "a permit area code", found: .string), at: element)
                        return
                    }
                    decoder.checkDeclared(code, at: element, member: nil, context: context)
                    codes.append(code)
                }
            }
        }
        return codes
    }

    /// The zone's `metadata` object, plus (for Feature properties) every member the schema does
    /// not define.
    private mutating func metadata(of object: JSONNode, keepsUnknownFields: Bool) -> JSONObject {
        var metadata = JSONObject()
        if let node = optionalMember("metadata", of: object, expected: "an object", kind: .object),
            case .object(let explicit) = node.value
        {
            metadata = explicit
        }
        if keepsUnknownFields {
            for member in object.members where !Self.zoneFieldNames.contains(member.key) {
                metadata[member.key] = member.value.value
            }
        }
        return metadata
    }

    // MARK: Rules

    /// The zone's `rules`; empty when absent or when any rule is wrong (each problem reported).
    private mutating func rules(of object: JSONNode, zoneID: String) -> [ZoneRule] {
        guard let list = optionalMember("rules", of: object, expected: "an array of rules", kind: .array) else {
            return []
        }
        var rules: [ZoneRule] = []
        within(.key("rules")) { decoder in
            for (index, element) in list.elements.enumerated() {
                decoder.within(.index(index)) { decoder in
                    if let rule = decoder.rule(element, defaultID: "\(zoneID)-rule-\(index)") { rules.append(rule) }
                }
            }
        }
        return rules
    }

    private mutating func rule(_ node: JSONNode, defaultID: String) -> ZoneRule? {
        guard node.kind == .object else {
            report(.wrongElementType(expected: "a rule object", found: node.kind), at: node)
            return nil
        }
        let errorsBefore = errorCount
        let id = string("id", of: node, nonEmpty: true) ?? defaultID
        let ruleType = string("ruleType", of: node, requiredBy: "rule", nonEmpty: true)
        let description = string("description", of: node) ?? ""
        let days = weekdays("enforcementDays", of: node)
        let start = timeOfDay("enforcementStartTime", of: node)
        let end = timeOfDay("enforcementEndTime", of: node)
        let timeLimit = integer("timeLimit", of: node, expected: "a whole number of minutes, 1 or more") { $0 >= 1 }
        let meterRate = number("meterRate", of: node, expected: "a rate in dollars per hour, 0 or more") { $0 >= 0 }
        let conditions = string("specialConditions", of: node)
        guard errorCount == errorsBefore, let ruleType, let days, let start, let end else { return nil }
        return ZoneRule(
            id: id, ruleType: ruleType, description: description, enforcementDays: days,
            enforcementStartTime: start, enforcementEndTime: end, timeLimit: timeLimit, meterRate: meterRate,
            specialConditions: conditions)
    }

    private mutating func weekdays(_ key: String, of rule: JSONNode) -> WeekdaySet? {
        guard let node = member(key, of: rule, requiredBy: "rule") else { return nil }
        guard node.kind == .array else {
            report(.wrongMemberType(key, expected: "an array of day names", found: node.kind), at: node, member: key)
            return nil
        }
        var days = WeekdaySet()
        var isValid = true
        within(.key(key)) { decoder in
            for (index, element) in node.elements.enumerated() {
                decoder.within(.index(index)) { decoder in
                    guard let name = element.stringValue else {
                        isValid = false
                        decoder.report(.wrongElementType(expected: "a day name", found: element.kind), at: element)
                        return
                    }
                    guard let day = Weekday(name: name) else {
                        isValid = false
                        decoder.report(.unknownWeekday(name), at: element)
                        return
                    }
                    days.insert(WeekdaySet(day))
                }
            }
        }
        return isValid ? days : nil
    }

    private mutating func timeOfDay(_ key: String, of rule: JSONNode) -> ZoneRule.TimeOfDay? {
        guard let node = member(key, of: rule, requiredBy: "rule") else { return nil }
        guard node.kind == .object else {
            report(.wrongMemberType(key, expected: "an object {hour, minute}", found: node.kind), at: node, member: key)
            return nil
        }
        return within(.key(key)) { decoder in
            let hour = decoder.integer("hour", of: node, requiredBy: "time of day", expected: "a whole hour, 0…24") {
                (0...24).contains($0)
            }
            let minute =
                decoder.integer("minute", of: node, expected: "a whole minute, 0…59") { (0...59).contains($0) } ?? 0
            guard let hour else { return nil }
            guard let time = ZoneRule.TimeOfDay(hour: hour, minute: minute) else {
                decoder.report(
                    .invalidNumber("minute", value: Double(minute), expected: "0 at hour 24"),
                    at: node["minute"] ?? node, member: "minute")
                return nil
            }
            return time
        }
    }
}
