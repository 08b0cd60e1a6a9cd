import Testing
import ZoneKit

@testable import parkcheck

@Suite struct JSONOutputTests {
    @Test func numbersAreAsShortAsTheyCanBeExactly() {
        #expect(JSONOutput.format(10) == "10")
        #expect(JSONOutput.format(-122.43) == "-122.43")
        #expect(JSONOutput.format(3.72) == "3.72")
        #expect(JSONOutput.format(0) == "0")
        #expect(JSONOutput.format(.nan) == "null")
        #expect(JSONOutput.format(.infinity) == "null")
    }

    @Test func stringsAreEscaped() {
        let text = JSONOutput.render(.string("a \"b\" \\ c\nd\u{1}é"), pretty: false)
        #expect(text == #""a \"b\" \\ c\nd\u0001é""#)
    }

    @Test func prettyIndentsByTwoAndCompactHasNoSpaces() {
        let value = JSONValue.object(
            JSONObject([
                ("a", .array([.number(1), .bool(true)])), ("b", .object(JSONObject())), ("c", .array([])), ("d", .null),
            ]))
        #expect(JSONOutput.render(value, pretty: false) == #"{"a":[1,true],"b":{},"c":[],"d":null}"#)
        #expect(
            JSONOutput.render(value, pretty: true) == """
                {
                  "a": [
                    1,
                    true
                  ],
                  "b": {},
                  "c": [],
                  "d": null
                }
                """)
    }
}
