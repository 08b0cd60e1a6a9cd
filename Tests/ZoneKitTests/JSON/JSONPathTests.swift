import Testing

@testable import ZoneKit

@Suite struct JSONPathTests {
    @Test func printsLikeJavaScript() {
        let path: JSONPath = [.key("features"), .index(3), .key("geometry"), .key("coordinates"), .index(0)]
        #expect(path.description == "features[3].geometry.coordinates[0]")
    }

    @Test func quotesNamesThatAreNotIdentifiers() {
        #expect(JSONPath([.key("properties"), .key(":id")]).description == #"properties[":id"]"#)
        #expect(JSONPath([.key("2x")]).description == #"["2x"]"#)
        #expect(JSONPath([.key(#"a"b\c"#)]).description == #"["a\"b\\c"]"#)
        #expect(JSONPath([.key("snake_case$1")]).description == "snake_case$1")
    }

    @Test func rootIsEmpty() {
        #expect(JSONPath.root.description == "")
        #expect(JSONPath.root.isRoot)
        #expect(JSONPath.root.appending(index: 2).description == "[2]")
    }

    @Test func appendAndRemoveLast() {
        var path = JSONPath.root.appending(key: "features")
        path.append(.index(1))
        #expect(path.description == "features[1]")
        path.removeLast()
        #expect(path == [.key("features")])
    }
}
