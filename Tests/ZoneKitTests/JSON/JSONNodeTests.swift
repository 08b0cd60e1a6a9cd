import Testing

@testable import ZoneKit

@Suite struct JSONNodeTests {
    private func root(_ text: String) throws -> JSONNode { try JSONParser.parse(Array(text.utf8)).root }

    @Test func kindsAndScalarAccessors() throws {
        let nodes = Array(try root(#"[null, true, false, 2.5, "s", [], {}]"#).elements)
        #expect(nodes.map(\.kind) == [.null, .bool, .bool, .number, .string, .array, .object])
        #expect(
            nodes.map(\.kind.description) == [
                "null", "a boolean", "a boolean", "a number", "a string", "an array", "an object",
            ])
        #expect(nodes[0].isNull && !nodes[1].isNull)
        #expect(nodes[1].boolValue == true && nodes[2].boolValue == false && nodes[3].boolValue == nil)
        #expect(nodes[3].numberValue == 2.5 && nodes[4].numberValue == nil)
        #expect(nodes[4].stringValue == "s" && nodes[3].stringValue == nil)
        #expect(nodes[5].count == 0 && nodes[5].elements.isEmpty && nodes[6].members.isEmpty)
    }

    @Test func wrongKindAccessorsAreEmpty() throws {
        let node = try root(#"{"a": 1}"#)
        #expect(node.elements.isEmpty)
        #expect(node["a"]?.members.isEmpty == true)
        #expect(node["a"]?["b"] == nil)
        #expect(node["missing"] == nil)
    }

    @Test func membersKeepDocumentOrderAndKeyLocations() throws {
        let node = try root("{\"b\": 1,\n \"a\": [2, 3], \"c\": {\"d\": null}}")
        #expect(node.count == 3)
        #expect(node.members.keys == ["b", "a", "c"])
        #expect(node.members.map(\.keyLocation.description) == ["1:2", "2:2", "2:15"])
        #expect(node["a"]?.elements.compactMap(\.numberValue) == [2, 3])
        #expect(node["c"]?["d"]?.isNull == true)
    }

    @Test func siblingsAfterNestedContainersAreFound() throws {
        let node = try root(#"[[[1, [2]], {"x": [3]}], 4, [], 5]"#)
        #expect(node.count == 4)
        #expect(node.elements.dropFirst().map(\.kind) == [.number, .array, .number])
        #expect(Array(node.elements)[3].numberValue == 5)
    }

    @Test func convertsToJSONValueInOrder() throws {
        let value = try root(#"{"z": [1, true, null, "é"], "a": {"n": -0.5}}"#).value
        let expected = JSONValue.object(
            JSONObject([
                ("z", .array([.number(1), .bool(true), .null, .string("é")])),
                ("a", .object(JSONObject([("n", .number(-0.5))]))),
            ]))
        #expect(value == expected)
    }

    @Test func convertsASubtree() throws {
        let node = try root(#"{"a": [1, {"b": []}], "c": 2}"#)
        #expect(node["a"]?.value == .array([.number(1), .object(JSONObject([("b", .array([]))]))]))
        #expect(node["c"]?.value == .number(2))
    }

    @Test func convertsDeepNestingWithoutRecursion() throws {
        let depth = JSONParser.defaultMaxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try root(text).value
        var levels = 0
        while case .array(let elements) = value, let inner = elements.first {
            value = inner
            levels += 1
        }
        #expect(levels == depth - 1)
    }
}
