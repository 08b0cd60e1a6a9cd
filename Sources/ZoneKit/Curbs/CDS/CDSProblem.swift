/// Why a Curbs API payload, or a set of them, is refused.
package enum CDSProblem: Equatable, Sendable {
    /// The text is not JSON at all.
    case invalidJSON(JSONError.Reason)
    /// An object was expected here (`what` reads "the payload", "a curb zone" …).
    case notAnObject(what: String, found: JSONNode.Kind)
    /// A required member is absent from `owner` ("the payload", "a curb policy" …).
    case missingMember(String, owner: String)
    /// A member holds the wrong kind of value (`expected` reads "a string", "an array" …).
    case wrongType(String, expected: String, found: JSONNode.Kind)
    /// A number that must be an integer (an epoch-millisecond date, centimetres, a priority …).
    case notAnInteger(String, value: Double)
    /// A count, duration or amount below zero.
    case negative(String, value: Int64)
    /// A value outside its range (`days_of_month` 1…31, `weeks_of_month` 1…5, `months` 1…12).
    case outOfRange(String, value: Int64, range: ClosedRange<Int64>)
    /// A string that is not one of the values the standard allows.
    case unknownValue(String, value: String, allowed: [String])
    /// A time of day that is not `HH:MM` between 00:00 and 23:59 (`24:00` allowed as an end).
    case invalidTimeOfDay(String, value: String)
    /// `time_zone` is empty; the hint says where the curbs are (`nil`: no zone was read).
    case emptyTimeZone(TimeZoneHint?)
    /// `data` holds none of `zones`, `policies` and `areas`.
    case noCurbData
    /// The zone or area geometry is not valid GeoJSON.
    case geometry(GeoJSONProblem)
    /// A geometry type CDS does not allow here (`allowed` reads "Polygon or LineString").
    case unsupportedGeometry(typeName: String, allowed: String)
    /// An id used twice for different objects (`first` is where the first one starts).
    case duplicateID(kind: String, id: String, first: CDSPlace)
    /// A zone names a policy that no payload read holds.
    case unknownPolicy(id: String)
    /// Zones name policies, but no payload with policies was read.
    case noPolicies(id: String)
    /// Two payloads of one feed name different time zones.
    case differentTimeZone(String, first: String, firstFile: String)
    /// The time zone is not one parkcheck knows the rules of.
    case unknownTimeZone(String, TimeZoneHint?)
    /// An except time span that says more than a designated period: the curb model cannot say
    /// "not during (this period and these times)".
    case exceptSpanWithConditions
    /// An except time span without a designated period.
    case exceptSpanWithoutPeriod

    /// A sentence saying what is wrong and, where it helps, what to do.
    package var message: String {
        switch self {
        case .invalidJSON(let reason):
            return "not valid JSON: " + reason.message
        case .notAnObject(let what, let found):
            return "\(what) must be a JSON object, found \(found)"
        case .missingMember(let name, let owner):
            return "\(owner) has no \"\(name)\", which CDS requires"
        case .wrongType(let name, let expected, let found):
            return "\"\(name)\" must be \(expected), found \(found)"
        case .notAnInteger(let name, let value):
            return "\"\(name)\" must be an integer, found \(Self.number(value))"
        case .negative(let name, let value):
            return "\"\(name)\" is \(value): it cannot be negative"
        case .outOfRange(let name, let value, let range):
            return "\"\(name)\" holds \(value), outside \(range.lowerBound)…\(range.upperBound)"
        case .unknownValue(let name, let value, let allowed):
            return "\"\(name)\" is \"\(value)\", not one of \(allowed.joined(separator: ", "))"
        case .invalidTimeOfDay(let name, let value):
            return "\"\(name)\" is \"\(value)\", not a 24-hour time HH:MM between 00:00 and 23:59"
        case .emptyTimeZone(let hint):
            return "\"time_zone\" is empty: name the IANA time zone of the curbs" + CurbFeedProblem.advice(hint)
        case .noCurbData:
            return "\"data\" holds none of \"zones\", \"policies\" and \"areas\": not a Curbs API response"
        case .geometry(let problem):
            return "geometry: " + problem.message
        case .unsupportedGeometry(let typeName, let allowed):
            return "a \(typeName) geometry is not allowed here: CDS allows \(allowed)"
        case .duplicateID(let kind, let id, let first):
            return "\(kind) id \(id) is used again with a different content (first at \(first)); ids are unique"
        case .unknownPolicy(let id):
            return
                "curb_policy_ids names \(id), which no policy read has: give the /curbs/policies response that holds it"
        case .noPolicies(let id):
            return "the zone names policy \(id) but no policies were read: give the /curbs/policies response too"
        case .unknownTimeZone(let zone, let hint):
            return "time_zone \"\(zone)\" is not a time zone parkcheck knows: name the IANA zone of the curbs"
                + CurbFeedProblem.advice(hint)
        case .exceptSpanWithConditions:
            return "a time span with designated_period_except true names more than its designated period; parkcheck "
                + "reads only \"not during <period>\" (give the days and times in the policy's other spans)"
        case .exceptSpanWithoutPeriod:
            return "a time span with designated_period_except true names no designated_period: nothing to except"
        case .differentTimeZone(let zone, let first, let firstFile):
            return "time_zone \"\(zone)\" differs from \"\(first)\" of \(firstFile): one feed has one time zone"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
