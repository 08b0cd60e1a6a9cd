import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--format svg` and `--format html`: maps of real answers, parsed as XML and read as a person
/// would look at them.
@Suite struct MapEndToEndTests {
    static let guerrero = ["37.759546", "-122.423713"]

    /// The runs every test here looks at: a legal curb, a swept curb, a `near` answer, a page.
    static let cases: [(name: String, arguments: [String], carVerdict: String?)] = [
        ("legal", guerrero + ["--permit", "S", "--at", "2026-11-23T06:00", "--format", "svg"], "yes"),
        ("sweeping", guerrero + ["--at", "2026-11-24T08:30", "--format", "svg"], "no"),
        ("metered", ["37.774643", "-122.425055", "--at", "2026-11-23T12:00", "--format", "svg"], "conditionally"),
        (
            "near",
            ["near"] + guerrero + ["--stay", "2h", "--at", "2026-11-24T07:30", "--limit", "4", "--format", "svg"], nil
        ),
        (
            "near, every stretch",
            ["near"] + guerrero + ["--at", "2026-11-24T07:30", "--limit", "0", "--format", "svg"], nil
        ),
        ("page", guerrero + ["--permit", "S", "--at", "2026-11-23T06:00", "--format", "html"], "yes"),
        ("near page", ["near"] + guerrero + ["--at", "2026-11-24T07:30", "--limit", "3", "--format", "html"], nil),
    ]

    static func document(_ arguments: [String]) throws -> (text: String, xml: XMLDocument) {
        let run = try runParkcheck(arguments)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        return (run.stdout, try XMLDocument(data: Data(run.stdout.utf8), options: []))
    }

    /// Every element of the document, in document order.
    static func allElements(_ document: XMLDocument) -> [XMLElement] {
        var result: [XMLElement] = []
        var stack = document.rootElement().map { [$0] } ?? []
        while let element = stack.popLast() {
            result.append(element)
            stack += (element.children ?? []).compactMap { $0 as? XMLElement }.reversed()
        }
        return result
    }

    /// The value of the attribute `name` of `element` (read from the list of attributes: FoundationXML's
    /// `attribute(forName:)` does not find an attribute without a namespace on an element in one).
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue
    }

    /// Every element whose `class` attribute holds `name` among its words.
    static func elements(_ document: XMLDocument, withClass name: String) throws -> [XMLElement] {
        allElements(document).filter { element in
            (Self.attribute("class", of: element) ?? "").split(separator: " ").contains { $0 == name }
        }
    }

    @Test(arguments: cases.indices)
    func everyMapIsWellFormedAndShowsWhatItMust(index: Int) throws {
        let (name, arguments, carVerdict) = Self.cases[index]
        let (text, xml) = try Self.document(arguments)
        let root = try #require(xml.rootElement())
        #expect(root.name == (name.hasSuffix("page") ? "html" : "svg"), "\(name)")
        // The car's curb carries the verdict's class; a near map has no car, but its stretches.
        let carCurbs = try Self.elements(xml, withClass: "car-curb")
        if let carVerdict {
            #expect(!carCurbs.isEmpty, "\(name)")
            for curb in carCurbs {
                #expect(
                    Self.attribute("class", of: curb) == "curb car-curb verdict-\(carVerdict)", "\(name)")
            }
        } else {
            #expect(carCurbs.isEmpty)
            #expect(try !Self.elements(xml, withClass: "walk").isEmpty, "\(name): the walk")
        }
        // Streets, their names, the curbs, a legend naming every verdict, a scale bar, a north arrow.
        #expect(try Self.elements(xml, withClass: "street").count > 3, "\(name)")
        #expect(try !Self.elements(xml, withClass: "street-name").isEmpty, "\(name)")
        let legend = try #require(try Self.elements(xml, withClass: "legend").first, "\(name)")
        for verdict in ["yes", "conditionally", "no", "unknown"] {
            #expect(
                try Self.elements(xml, withClass: "legend-swatch").contains {
                    Self.attribute("class", of: $0)?.hasSuffix("verdict-\(verdict)") == true
                })
        }
        #expect(legend.stringValue?.contains("may park") == true)
        #expect(try Self.elements(xml, withClass: "scale-label").first?.stringValue?.hasSuffix(" m") == true)
        #expect(try Self.elements(xml, withClass: "north-label").first?.stringValue == "N")
        // Self-contained: nothing fetched, whatever the viewer.
        let references = try xml.nodes(forXPath: "//@href | //@*[local-name()='href'] | //@src")
        #expect(references.isEmpty, "\(name): \(references.map { $0.stringValue ?? "" })")
        #expect(
            try xml.nodes(forXPath: "//*[local-name()='image' or local-name()='script' or local-name()='link']").isEmpty
        )
        #expect(!text.contains("@import") && !text.contains("url(") && !text.contains("http://www.w3.org/1999/xlink"))
        #expect(
            !text.contains("https://")
                && !text.replacingOccurrences(of: "http://www.w3.org/", with: "").contains("http"))
        // Small: tens of kilobytes (a one-shot map about 15, every stretch within 400 m about 67).
        #expect(text.utf8.count < 80_000, "\(name): \(text.utf8.count) bytes")
    }

    /// The title says the verdict line of the text answer.
    @Test func theTitleIsTheAnswersFirstLine() throws {
        let text = try runParkcheck(Self.guerrero + ["--permit", "S", "--at", "2026-11-23T06:00"]).stdout
        let (_, xml) = try Self.document(Self.cases[0].arguments)
        let title = try #require(
            xml.rootElement()?.children?.compactMap { $0 as? XMLElement }.first { ($0.localName ?? $0.name) == "title" }
        )
        #expect(title.stringValue.map { text.hasPrefix($0 + "\n") } == true, "\(title.stringValue ?? "")")
    }

    /// Same input, same bytes.
    @Test(arguments: [0, 3])
    func theSameAnswerGivesTheSameBytes(index: Int) throws {
        let first = try runParkcheck(Self.cases[index].arguments)
        let second = try runParkcheck(Self.cases[index].arguments)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }

    /// A batch has no map per row: said, with what a batch can do.
    @Test func aBatchAsksForOneMapAndIsTold() throws {
        let run = try runParkcheck(["-", "--format", "svg"], stdin: Data("37.76,-122.43\n".utf8))
        #expect(run.status == 64)
        #expect(run.stderr.contains("--format svg draws one answer"))
        #expect(run.stdout.isEmpty)
    }
}
