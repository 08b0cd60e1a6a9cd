import Testing
import ZoneKit

@Suite struct DataValidatorSchedulesTests {
    static func regulations(
        _ properties: String,
        geometry: String = #"{"type":"MultiLineString","coordinates":[[[-122.4,37.8],[-122.41,37.8]]]}"#
    )
        -> String
    {
        "{\"type\":\"FeatureCollection\",\"features\":[\n{\"type\":\"Feature\",\"properties\":" + properties
            + ",\"geometry\":" + geometry + "}\n]}"
    }

    static let goodRegulation =
        #"{"id":"1","kind":"timeLimit","days":["mon","fri"],"from":"08:00","to":"24:00","limitMinutes":120,"permitAreas":["Q"]}"#

    static func sweeping(_ schedule: String) -> String {
        "{\"type\":\"FeatureCollection\",\"features\":[\n{\"type\":\"Feature\",\"properties\":{\"cnn\":\"1\",\"schedules\":["
            + schedule + "]},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[[-122.4,37.8],[-122.41,37.8]]}}\n]}"
    }

    static let goodSchedule =
        #"{"days":["tue","holiday"],"from":"22:00","to":"02:00","weeks":[1,3],"holidays":"swept"}"#

    static func messages(_ text: String) -> [String] {
        DataValidator().validate(Array(text.utf8)).diagnostics.map {
            "\($0.severity) \($0.location.path): \($0.message)"
        }
    }

    @Test func acceptsGoodRecords() {
        #expect(Self.messages(Self.regulations(Self.goodRegulation)).isEmpty)
        #expect(Self.messages(Self.sweeping(Self.goodSchedule)).isEmpty)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown day", text: regulations(goodRegulation.replacingOccurrences("\"fri\"", "\"fry\"")),
            expected: #"error features[0].properties.days[1]: "fry" is not a day"#),
        Case(
            name: "no days", text: regulations(goodRegulation.replacingOccurrences(#"["mon","fri"]"#, "[]")),
            expected: "error features[0].properties.days: the list of days is empty"),
        Case(
            name: "hour 25", text: regulations(goodRegulation.replacingOccurrences("08:00", "25:00")),
            expected: #"error features[0].properties.from: "from" is "25:00", not a time of day"#),
        Case(
            name: "from 24:00", text: regulations(goodRegulation.replacingOccurrences("08:00", "24:00")),
            expected: #"error features[0].properties.from: "from" is "24:00""#),
        Case(
            name: "minute 60", text: regulations(goodRegulation.replacingOccurrences("24:00", "18:60")),
            expected: #"error features[0].properties.to: "to" is "18:60""#),
        Case(
            name: "limit of 0 minutes", text: regulations(goodRegulation.replacingOccurrences("120", "0")),
            expected: "error features[0].properties.limitMinutes: the time limit 0 is not a whole number"),
        Case(
            name: "no geometry", text: regulations(goodRegulation, geometry: "null"),
            expected: "error features[0].geometry: the feature has no geometry"),
        Case(
            name: "a polygon where lines belong",
            text: regulations(
                goodRegulation, geometry: #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#),
            expected: "error features[0].geometry: expected a MultiLineString or LineString, found a Polygon"),
        Case(
            name: "coordinates out of range are errors in data files",
            text: regulations(goodRegulation, geometry: #"{"type":"LineString","coordinates":[[0,0],[1,91]]}"#),
            expected: "error features[0].geometry.coordinates[1][1]: latitude 91 is outside -90…90"),
        Case(
            name: "week 6", text: sweeping(goodSchedule.replacingOccurrences("[1,3]", "[1,6]")),
            expected: "error features[0].properties.schedules[0].weeks[1]: week 6 of the month does not exist"),
        Case(
            name: "no weeks", text: sweeping(goodSchedule.replacingOccurrences("[1,3]", "[]")),
            expected: "error features[0].properties.schedules[0].weeks: the list of weeks is empty"),
        Case(
            name: "holiday rule", text: sweeping(goodSchedule.replacingOccurrences("swept", "maybe")),
            expected: #"error features[0].properties.schedules[0].holidays: "holidays" is "maybe""#),
        Case(
            name: "missing hours", text: sweeping(goodSchedule.replacingOccurrences(#""from":"22:00","#, "")),
            expected: #"error features[0].properties.schedules[0]: "from" is missing: a schedule needs it"#),
    ]

    @Test(arguments: cases) func reportsImpossibleValues(_ example: Case) {
        let messages = Self.messages(example.text)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix(example.expected) == true, "\(messages)")
    }

    @Test func checksPermitAreasAgainstTheZoneFilesValidatedWithThem() {
        let zones = #"{"permitAreas":[{"code":"Q"},{"code":"S"}],"zones":[]}"#
        let regulations = Self.regulations(Self.goodRegulation.replacingOccurrences(#"["Q"]"#, #"["S","QQ"]"#))
        let validator = DataValidator()
        var reports = [validator.validate(Array(zones.utf8)), validator.validate(Array(regulations.utf8))]
        #expect(reports[1].isValid)
        DataValidator.checkPermitAreaReferences(in: &reports)
        #expect(reports[0].isValid)
        let diagnostic = reports[1].diagnostics.first
        #expect(reports[1].diagnostics.count == 1)
        #expect(diagnostic?.location.path == "features[0].properties.permitAreas[1]")
        #expect(
            diagnostic?.message.hasPrefix(
                #"permit area "QQ" is not declared by the zone file validated with it (Q, S)"#) == true)
        #expect(diagnostic.map { "\($0.location)" } == "2:148")
    }

    @Test func leavesPermitAreasAloneWithoutAZoneFile() {
        let regulations = Self.regulations(Self.goodRegulation.replacingOccurrences(#"["Q"]"#, #"["QQ"]"#))
        var reports = [DataValidator().validate(Array(regulations.utf8))]
        DataValidator.checkPermitAreaReferences(in: &reports)
        #expect(reports[0].diagnostics.isEmpty)
    }
}

extension String {
    /// The string with every `target` replaced (Foundation-free, for these tests).
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
