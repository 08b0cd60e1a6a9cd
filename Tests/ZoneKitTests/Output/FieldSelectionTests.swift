import Testing
@testable import ZoneKit

@Suite struct FieldSelectionTests {
    private let available = ["id", "answer", "zone.name", "zone.area.code", "zone.permits", "until"]

    @Test func leafPathsDescendIntoObjectsButNotArrays() {
        let record = JSONObject([
            ("id", .string("a")),
            (
                "zone",
                .object(JSONObject([("name", .string("Q")), ("area", .object(JSONObject([("code", .string("Q"))])))]))
            ),
            ("permits", .array([.object(JSONObject([("x", .null)]))])), ("empty", .object(JSONObject())),
        ])
        #expect(FieldSelection.leafPaths(of: record) == ["id", "zone.name", "zone.area.code", "permits", "empty"])
    }

    @Test func noFieldsSelectsEverything() throws {
        let selection = try FieldSelection([], available: available)
        #expect(selection.selectsAll)
        #expect(selection.columns == available)
    }

    @Test func columnsFollowTheOrderGivenAndAreNotRepeated() throws {
        let selection = try FieldSelection(["until", "zone", "zone.name", "id"], available: available)
        #expect(selection.columns == ["until", "zone.name", "zone.area.code", "zone.permits", "id"])
    }

    @Test func anUnknownFieldIsAUsageErrorListingTheFields() {
        #expect(throws: FieldSelectionError(field: "zone.nam", available: available)) {
            try FieldSelection(["id", "zone.nam"], available: available)
        }
        // Nothing near the name: the fields are listed.
        #expect(
            FieldSelectionError(field: "answr", available: ["id", "zone.name"]).description
                == "unknown field 'answr' in --fields; the fields are: id, zone.name")
    }

    @Test func aTypoOfAFieldIsToldTheFieldItMeant() {
        // A letter missing, the start of a single name, letters swapped or in another case.
        for (typed, meant) in [
            ("zone.nam", "zone.name"), ("zone.perm", "zone.permits"), ("ansewr", "answer"), ("UNTIL", "until"),
        ] {
            let error = FieldSelectionError(field: typed, available: available)
            #expect(error.suggestion == meant)
            #expect(
                error.description
                    == "unknown field '\(typed)' in --fields; did you mean '\(meant)'? (--list-fields lists every field)"
            )
        }
    }

    @Test func aPrefixOfANameIsNotAField() {
        #expect(throws: FieldSelectionError.self) { try FieldSelection(["ans"], available: available) }
    }

    @Test func projectionKeepsNestingAndWritesMissingFieldsAsNull() throws {
        let record = JSONObject([
            ("id", .string("a")), ("zone", .object(JSONObject([("name", .string("Q")), ("permits", .array([]))]))),
        ])
        let selection = try FieldSelection(["zone.name", "until", "id"], available: available)
        #expect(
            selection.project(record)
                == JSONObject([
                    ("zone", .object(JSONObject([("name", .string("Q"))]))), ("until", .null), ("id", .string("a")),
                ]))
    }
}
