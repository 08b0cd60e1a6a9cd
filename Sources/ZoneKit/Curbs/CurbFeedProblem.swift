/// Why a curb feed, or a part of it, is refused.
package enum CurbFeedProblem: Equatable, Sendable {
    /// The text is not JSON.
    case invalidJSON(JSONError.Reason)
    /// A member is absent. `owner` names the object (`manifest`, `rule`).
    case missingMember(String, owner: String)
    /// A member holds the wrong kind of value.
    case wrongMemberType(String, expected: String, found: JSONNode.Kind)
    /// The root has no `manifest`: a CurbLR 1.0.0 feed, or not CurbLR.
    case missingManifest
    /// `curblrVersion` names a version this reader does not read.
    case unsupportedVersion(String)
    /// `manifest.timeZone` is absent or empty; the hint says where the curbs are (`nil`: the feed
    /// has no readable position).
    case missingTimeZone(TimeZoneHint?)
    /// `manifest.timeZone` is not an IANA zone this build knows.
    case unknownTimeZone(String, TimeZoneHint?)
    /// The root is not a FeatureCollection.
    case notAFeatureCollection(found: String)
    /// A feature's geometry is valid GeoJSON but not a LineString.
    case notALineString(found: String)
    /// A feature's geometry breaks GeoJSON.
    case geoJSON(GeoJSONProblem)
    /// `sideOfStreet` is not `left`, `right` or `unknown`.
    case invalidSide(String)
    /// `shstLocationEnd` lies before `shstLocationStart`, or one is negative.
    case invalidExtent(start: Double, end: Double)
    /// A `priorityCategory` missing from `manifest.priorityHierarchy`.
    case unknownPriorityCategory(String, hierarchy: [String])
    /// A date that is not `MM-DD` or `YYYY-MM-DD` of a real day; `reason` says what is wrong.
    case invalidDate(String, reason: String)
    /// A date range that ends before it starts (absolute dates only; yearly ranges may wrap).
    case reversedDateRange(from: String, to: String)
    /// A time that is not `HH:MM` (or `H:MM`) of a real time of day.
    case invalidTime(String)
    /// A day of the week that is not `mo tu we th fr sa su`.
    case invalidWeekday(String)
    /// An occurrence in month that is not `1st 2nd 3rd 4th 5th last`.
    case invalidOccurrence(String)
    /// A day of month that is not 1–31, `odd`, `even` or `last`.
    case invalidDayOfMonth(String)
    /// A designated period's `apply` that is not `only during` or `except during`.
    case invalidApplication(String)
    /// A minute count (`maxStay`, `noReturn`) that is negative or beyond 1,000,000 (about two years).
    case minutesOutOfRange(String, Double)
    /// A member CurbLR 1.1 does not define inside a condition (`owner`: who, when or payment),
    /// which may restrict the regulation in a way the reader cannot tell; `known` lists the
    /// members it reads there.
    case unknownConditionMember(String, owner: String, known: [String])

    /// The hint as the end of a sentence.
    static func advice(_ hint: TimeZoneHint?) -> String {
        hint.map { "; " + $0.advice } ?? " (tzdata's zone1970.tab lists the zones by country)"
    }

    /// A sentence saying what is wrong and what to do.
    package var message: String {
        switch self {
        case .invalidJSON(let reason):
            return "not valid JSON: \(reason.message); fix the text before reading it as CurbLR"
        case .missingMember(let member, let owner):
            return "\"\(member)\" is missing: a CurbLR 1.1 \(owner) needs it"
        case .wrongMemberType(let member, let expected, let found):
            return "\"\(member)\" must be \(expected), found \(found)"
        case .missingManifest:
            return "no \"manifest\": this looks like a CurbLR 1.0.0 feed (no manifest, numeric priorities), "
                + "which is not read; convert it to CurbLR 1.1: parkcheck upgrade FEED --time-zone ZONE -o NEW"
        case .unsupportedVersion(let version):
            return "curblrVersion \"\(version)\" is not read: only CurbLR 1.1 feeds are; convert the feed to 1.1.0: "
                + "parkcheck upgrade FEED -o NEW"
        case .missingTimeZone(let hint):
            return "the manifest has no \"timeZone\": times of day cannot be read without it; "
                + "add the IANA zone of the feed's city" + Self.advice(hint)
        case .unknownTimeZone(let name, let hint):
            return "unknown time zone \"\(name)\": write the IANA zone name of the feed's city" + Self.advice(hint)
        case .notAFeatureCollection(let found):
            return "a CurbLR feed is a GeoJSON FeatureCollection, found \(found)"
        case .notALineString(let found):
            return "a CurbLR feature's geometry must be a LineString along the street, found \(found)"
        case .geoJSON(let problem):
            return problem.message
        case .invalidSide(let side):
            return "sideOfStreet \"\(side)\" is not \"left\", \"right\" or \"unknown\""
        case .invalidExtent(let start, let end):
            return "the stretch runs from \(start) m to \(end) m along its reference: "
                + "shstLocationStart and shstLocationEnd must be ≥ 0 and start ≤ end"
        case .unknownPriorityCategory(let category, let hierarchy):
            return "priorityCategory \"\(category)\" is not in manifest.priorityHierarchy "
                + "(\(hierarchy.map { "\"\($0)\"" }.joined(separator: ", "))); add it there"
        case .invalidDate(let text, let reason):
            return "impossible date \"\(text)\": \(reason); write MM-DD (yearly) or YYYY-MM-DD naming a real day"
        case .reversedDateRange(let from, let to):
            return "the date range ends (\(to)) before it starts (\(from)); swap them"
        case .invalidTime(let text):
            return "bad time \"\(text)\": write HH:MM on a 24-hour clock, 00:00 to 23:59 (24:00 for the end of day)"
        case .invalidWeekday(let text):
            return "unknown day \"\(text)\": write one of mo, tu, we, th, fr, sa, su"
        case .invalidOccurrence(let text):
            return "unknown occurrence \"\(text)\": write one of 1st, 2nd, 3rd, 4th, 5th, last"
        case .invalidDayOfMonth(let text):
            return "unknown day of month \"\(text)\": write 1 to 31, odd, even or last"
        case .invalidApplication(let text):
            return "designated period apply \"\(text)\" is not \"only during\" or \"except during\""
        case .minutesOutOfRange(let member, let value):
            return "\"\(member)\" is \(value) minutes: it must be 0 to 1000000 (about two years)"
        case .unknownConditionMember(let member, let owner, let known):
            return "\"\(member)\" is not a member of \(owner) in CurbLR 1.1, and it may restrict the regulation; "
                + "the regulation is not read rather than read without it: use "
                + known.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}
