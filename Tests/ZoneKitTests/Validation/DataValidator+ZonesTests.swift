import Testing
import ZoneKit

@Suite struct DataValidatorZonesTests {
    static func zoneFile(_ zones: String) -> String {
        "{\"permitAreas\":[{\"code\":\"Q\"}],\n\"zones\":[\n" + zones + "\n]}"
    }

    static let square =
        #"{"type":"Polygon","coordinates":[[[-122.44,37.76],[-122.43,37.76],[-122.43,37.77],[-122.44,37.77],[-122.44,37.76]]]}"#

    static func messages(_ text: String) -> [String] {
        DataValidator().validate(Array(text.utf8)).diagnostics.map {
            "\($0.location) \($0.severity) \($0.location.path): \($0.message)"
        }
    }

    @Test func acceptsAGoodZone() {
        #expect(Self.messages(Self.zoneFile(#"{"id":"q1","permitArea":"Q","boundary":"# + Self.square + "}")).isEmpty)
    }

    @Test func reportsDuplicateZoneIDs() {
        let text = Self.zoneFile(
            #"{"id":"q1","boundary":"# + Self.square + "},\n" + #"{"id":"q1","boundary":"# + Self.square + "}")
        let messages = Self.messages(text)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(#"4:7 error zones[1].id: zone id "q1" is already used by the zone at 3:7"#)
                == true)
    }

    @Test func reportsPermitAreasThatDoNotExist() {
        let messages = Self.messages(Self.zoneFile(#"{"id":"q1","permitArea":"X","boundary":"# + Self.square + "}"))
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(#"3:25 error zones[0].permitArea: permit area "X" is not declared"#) == true)
    }

    @Test func reportsImpossibleRuleDaysAndHours() {
        let rule =
            #"{"ruleType":"time_limit","enforcementDays":["mon","funday"],"#
            + #""enforcementStartTime":{"hour":25},"enforcementEndTime":{"hour":18}}"#
        let noDays =
            #"{"ruleType":"time_limit","enforcementDays":[],"#
            + #""enforcementStartTime":{"hour":8},"enforcementEndTime":{"hour":18}}"#
        let text = Self.zoneFile(
            #"{"id":"q1","boundary":"# + Self.square + ",\n\"rules\":[" + rule + ",\n" + noDays + "]}")
        let messages = Self.messages(text)
        #expect(messages.count == 3, "\(messages)")
        #expect(
            messages.contains {
                $0.contains(#"zones[0].rules[0].enforcementDays[1]: "funday" is not a day of the week"#)
            })
        #expect(messages.contains { $0.contains("zones[0].rules[0].enforcementStartTime.hour") })
        #expect(
            messages.contains {
                $0.hasPrefix("5:44 error zones[0].rules[1].enforcementDays: the list of days is empty")
            }, "\(messages)")
    }

    @Test func reportsSelfIntersectingBoundaries() {
        let bowTie =
            #"[{"latitude":0,"longitude":0},{"latitude":2,"longitude":2},{"latitude":0,"longitude":2},"#
            + #"{"latitude":2,"longitude":0}]"#
        let messages = Self.messages(Self.zoneFile(#"{"id":"q1","boundaries":["# + bowTie + "]}"))
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("warning zones[0].boundaries[0]: the ring is not closed") })
        #expect(messages.contains { $0.contains("error zones[0].boundaries[0][0]: the ring intersects itself") })
    }

    @Test func reportsSelfIntersectingShapesOfZoneFeatures() {
        let text =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"permitArea":"Q"},"#
            + "\n" + #""geometry":{"type":"Polygon","coordinates":[[[0,0],[2,2],[2,0],[0,2],[0,0]]]}}]}"#
        let report = DataValidator().validate(Array(text.utf8))
        #expect(report.kind == .zoneFeatureCollection)
        #expect(report.diagnostics.map { "\($0.location.path)" } == ["features[0].geometry.coordinates[0][0]"])
    }

    @Test func declaresItsPermitAreas() {
        let report = DataValidator().validate(Array(Self.zoneFile("").utf8))
        #expect(report.declaredPermitAreas == ["Q"])
    }
}
