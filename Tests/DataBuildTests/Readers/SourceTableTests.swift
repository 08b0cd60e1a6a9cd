import Foundation
import Testing
import ZoneKit
@testable import DataBuild

@Suite struct SourceTableTests {
    @Test func csvRowsAreLookedUpByColumnNameInAnyCase() throws {
        let text = "ID,Street,shape\n1, Oak St ,\"LINESTRING (-122.4 37.7, -122.5 37.8)\"\n2,Elm St\n"
        let table = SourceTable(try CSVReader.parse(Array(text.utf8), file: "x.csv"), geometryColumns: ["shape"])
        #expect(table.columnNames == ["id", "street", "shape"])
        #expect(table.rows[0].value(["street"]) == "Oak St")
        #expect(table.rows[0].raw(["nope", "street"]) == " Oak St ")
        #expect(try table.rows[0].lines?.get().first?.count == 2)
        #expect(table.rows[0].problem == nil)
        #expect(table.rows[1].problem == "the row has 2 fields, the header 3")
        #expect(table.rows[1].lines == nil)
        #expect(throws: DataBuildError.missingColumn(file: "x.csv", column: "objectid")) {
            try table.requireColumn(["objectid"])
        }
    }

    @Test func featuresGiveTheirPropertiesGeometryAndAnId() throws {
        let text = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{"HRLIMIT":2,"days":null},"geometry":{"type":"Point","coordinates":[-122.4,37.7]}},
            {"type":"Feature","id":"b7","properties":{"days":"M-F"},"geometry":{"type":"Polygon","coordinates":[]}},
            7]}
            """
        let table = try SourceTable(JSONInput.value(of: Data(text.utf8), file: "x.geojson"), file: "x.geojson")
        #expect(table.columnNames == ["hrlimit", "days"])
        #expect(table.rows[0].value(["hrlimit"]) == "2")
        #expect(table.rows[0].raw(["days"]) == "")
        #expect(table.rows[0].point == Coordinate(latitude: 37.7, longitude: -122.4))
        #expect(table.rows[0].containerID == "1")
        #expect(table.rows[1].containerID == "b7")
        #expect(table.rows[1].lines == .failure(GeoJSONTree.Failure(reason: "a Polygon is not a line geometry")))
        #expect(table.rows[2].problem == "the feature is not an object")
    }
}
