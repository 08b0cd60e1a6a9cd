/// Something wrong or doubtful found by ``DataValidator``. How bad it is depends on the file (an
/// empty geometry is allowed in GeoJSON but not in parking data), so the severity lives in the
/// ``ValidationDiagnostic``.
package enum ValidationProblem: Equatable, Sendable {
    /// The text is not JSON at all.
    case invalidJSON(JSONError.Reason)
    /// `NaN`, `Infinity` or `-Infinity` where a number belongs: JSON cannot write them.
    case nonFiniteNumber(literal: String)
    /// A problem the GeoJSON reader found (RFC 7946).
    case geoJSON(GeoJSONProblem)
    /// A problem the zone-file reader found (the seed schema, zone fields and rules).
    case zoneFile(ZoneFileProblem)
    /// A ring that crosses or touches itself: `first` and `second` are where the two edges start.
    case selfIntersection(SelfIntersection, first: Coordinate, second: Coordinate)
    /// A ring with fewer than three distinct corners: it encloses no area.
    case collapsedRing(distinctCorners: Int)
    /// A polygon's hole (ring `hole`, 1 or more) that lies outside its exterior ring.
    case holeOutsideShell(hole: Int)
    /// A longitude outside -180…180.
    case longitudeOutOfRange(Double)
    /// A latitude outside -90…90.
    case latitudeOutOfRange(Double)
    /// A geometry with no coordinates (or a GeometryCollection with no geometries).
    case emptyGeometry(typeName: String)
    /// A feature of a parking data file whose `geometry` is `null`.
    case missingGeometry
    /// A feature whose geometry type the file's kind does not use.
    case unexpectedGeometry(typeName: String, expected: String)
    /// A required property is absent; `owner` names the object ("regulation", "schedule").
    case missingProperty(String, owner: String)
    /// A property holds the wrong kind of value; `expected` reads "an array of day names" …
    case wrongPropertyType(String, expected: String, found: JSONNode.Kind)
    /// A day name that is not `mon` … `sun` (or, in a sweeping schedule, `holiday`).
    case unknownDay(String)
    /// A rule or schedule in force on no day at all.
    case noDays
    /// A `from` or `to` that is not a time of day `HH:MM` (`from` 00:00…23:59, `to` up to 24:00).
    case invalidTimeOfDay(property: String, value: String)
    /// A week of the month that is not a whole number 1…5.
    case invalidWeekOfMonth(Double)
    /// A sweeping schedule in force in no week of the month.
    case noWeeks
    /// A sweeping schedule's `holidays` that is neither `suspended` nor `swept`.
    case unknownHolidayRule(String)
    /// A time limit that is not a whole number of minutes, 1 or more.
    case invalidTimeLimit(Double)
    /// A permit area code no zone file among those validated declares.
    case unknownPermitArea(String, declared: [String])

    /// A sentence saying what is wrong and what to do.
    package var message: String {
        switch self {
        case .invalidJSON(let reason):
            return "not valid JSON: " + reason.message
        case .nonFiniteNumber(let literal):
            return "\(literal) is not a JSON number (JSON has no NaN or infinity): write a finite number "
                + "or remove the value"
        case .geoJSON(let problem):
            return problem.message
        case .zoneFile(let problem):
            return problem.message
        case .selfIntersection(let finding, let first, let second):
            let verb: String
            switch finding.kind {
            case .crossing: verb = "crosses"
            case .touching: verb = "touches"
            case .overlapping: verb = "runs back over"
            }
            return "the ring intersects itself: the edge from position \(finding.firstEdge) \(first) \(verb) "
                + "the edge from position \(finding.secondEdge) \(second); redraw the ring so that its edges "
                + "meet only at consecutive corners (split a figure eight into two polygons)"
        case .collapsedRing(let corners):
            return "the ring has \(corners) distinct corner\(corners == 1 ? "" : "s") and encloses no area; "
                + "a ring needs at least 3"
        case .holeOutsideShell(let hole):
            return "hole \(hole) lies outside the polygon's exterior ring; holes must be inside it "
                + "(is it a separate polygon of a MultiPolygon?)"
        case .longitudeOutOfRange(let value):
            return "longitude \(ZoneFileProblem.format(value)) is outside -180…180"
        case .latitudeOutOfRange(let value):
            return "latitude \(ZoneFileProblem.format(value)) is outside -90…90"
                + (abs(value) <= 180
                    ? ": are longitude and latitude swapped? GeoJSON writes [longitude, latitude]" : "")
        case .emptyGeometry(let typeName):
            return "the \(typeName) is empty: it has no coordinates"
        case .missingGeometry:
            return "the feature has no geometry (\"geometry\": null): every record of a parking data file is drawn "
                + "on the map"
        case .unexpectedGeometry(let typeName, let expected):
            return "expected \(expected), found a \(typeName)"
        case .missingProperty(let name, let owner):
            return "\"\(name)\" is missing: a \(owner) needs it"
        case .wrongPropertyType(let name, let expected, let found):
            return "\"\(name)\" must be \(expected), found \(found)"
        case .unknownDay(let name):
            return "\"\(name)\" is not a day: write mon, tue, wed, thu, fri, sat or sun"
        case .noDays:
            return "the list of days is empty, so this is in force on no day; list its days"
        case .invalidTimeOfDay(let property, let value):
            let range = property == "from" ? "00:00…23:59" : "00:00…24:00"
            return "\"\(property)\" is \"\(value)\", not a time of day HH:MM in \(range)"
        case .invalidWeekOfMonth(let value):
            return "week \(ZoneFileProblem.format(value)) of the month does not exist: weeks are 1…5 "
                + "(the Nth time the weekday occurs in the month)"
        case .noWeeks:
            return "the list of weeks is empty, so this schedule is in force in no week; list its weeks 1…5"
        case .unknownHolidayRule(let value):
            return "\"holidays\" is \"\(value)\": write \"suspended\" (not on public holidays) or \"swept\""
        case .invalidTimeLimit(let value):
            return "the time limit \(ZoneFileProblem.format(value)) is not a whole number of minutes, 1 or more"
        case .unknownPermitArea(let code, let declared):
            return "permit area \"\(code)\" is not declared by the zone file validated with it "
                + "(\(declared.joined(separator: ", "))); correct the code or add the area to the zone file"
        }
    }
}
