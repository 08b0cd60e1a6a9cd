import Foundation
import TestSupport
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
        // The other cities, from their curb feeds (whose lines carry no street names).
        ("Portland", portland + ["--at", "2026-11-30T10:00", "--format", "svg"], "no"),
        ("Austin page", austin + ["--at", "2026-11-30T10:00", "--format", "html"], "conditionally"),
        ("Portland near", ["near"] + portland + ["--at", "2026-11-30T10:00", "--limit", "0", "--format", "svg"], nil),
        ("Austin near page", ["near"] + austin + ["--at", "2026-11-30T10:00", "--format", "html"], nil),
    ]

    /// A point among the curbs of Portland's feed, and one among Austin's.
    static let portland = ["45.5203", "-122.6806"]
    static let austin = ["30.2667", "-97.7455"]

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
        if !name.hasPrefix("Portland") && !name.hasPrefix("Austin") {
            #expect(try !Self.elements(xml, withClass: "street-name").isEmpty, "\(name)")
        }
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

    /// The points of a `points="x,y x,y"` attribute.
    static func points(_ element: XMLElement) -> [(x: Double, y: Double)] {
        (attribute("points", of: element) ?? "").split(separator: " ").compactMap { pair in
            let parts = pair.split(separator: ",").compactMap { Double($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    /// Along metered blocks the curbs are lines, not dots: every stretch is drawn from halfway to
    /// the sample before it to halfway to the one after (a one-sample stretch ~20 m of curb), so a
    /// block's stretches meet end to end.
    @Test(arguments: [
        ["37.7648", "-122.4216", "--at", "2026-11-23T07:00", "--format", "svg"],
        ["37.774643", "-122.425055", "--at", "2026-11-23T12:00", "--format", "svg"],
    ])
    func curbsAlongMeteredBlocksAreLinesNotDots(_ arguments: [String]) throws {
        let (_, xml) = try Self.document(arguments)
        let curbs = try Self.elements(xml, withClass: "curb").filter { ($0.localName ?? $0.name) == "polyline" }
        #expect(curbs.count > 20)
        var lengths: [Double] = []
        for curb in curbs {
            let points = Self.points(curb)
            let length = zip(points, points.dropFirst()).reduce(0.0) { total, pair in
                total
                    + ((pair.1.x - pair.0.x) * (pair.1.x - pair.0.x) + (pair.1.y - pair.0.y) * (pair.1.y - pair.0.y))
                    .squareRoot()
            }
            // A dot was a stretch of one sample drawn at that sample; now the shortest is a block's
            // first sample and half the way to the next (a few metres on the shortest blocks).
            let inside = points.allSatisfy { abs($0.x) < 148 && abs($0.y) < 148 }
            if inside { #expect(length >= 2, "\(Self.attribute("points", of: curb) ?? "")") }
            lengths.append(length)
        }
        #expect(lengths.sorted()[lengths.count / 2] > 20, "the median stretch: \(lengths.sorted())")
    }

    /// An area's label stays clear of the north arrow (top right) and of the scale bar: at 16th St
    /// and Valencia St "Area I" was drawn under the arrow.
    @Test(arguments: [
        ["37.7648", "-122.4216", "--at", "2026-11-23T07:00", "--format", "svg"],
        guerrero + ["--permit", "S", "--at", "2026-11-23T06:00", "--format", "svg"],
        ["near"] + guerrero + ["--stay", "2h", "--at", "2026-11-24T07:30", "--limit", "4", "--format", "svg"],
    ])
    func areaLabelsStayClearOfTheNorthArrow(_ arguments: [String]) throws {
        let (_, xml) = try Self.document(arguments)
        let labels = try Self.elements(xml, withClass: "area-label")
        #expect(!labels.isEmpty)
        // The map is 300 m across (150 m each way) on 600 pixels; a label is about 60 by 16 pixels.
        for label in labels {
            let x = try #require(Self.attribute("x", of: label).flatMap(Double.init))
            let y = try #require(Self.attribute("y", of: label).flatMap(Double.init))
            // The letters: 12 pixels above the baseline (y), 3 below; the arrow and its N reach
            // 108 m north (y -108) and 120 m east, the scale bar 67.5 m east and 120 m south.
            let clearOfArrow = x + 16 <= 120 || y - 6 >= -108
            let clearOfScale = x - 16 >= -67.5 || y + 1.5 <= 120
            #expect(clearOfArrow && clearOfScale, "\(label.stringValue ?? "") at \(x), \(y)")
        }
    }

    /// The dashed lines of a `near` map are straight, and the legend says they are not the route.
    @Test func theLinesToEachCurbAreSaidToBeStraight() throws {
        let (_, xml) = try Self.document(Self.cases[3].arguments)
        let legend = try #require(try Self.elements(xml, withClass: "legend").first)
        #expect(legend.stringValue?.contains("dashed: straight line, not the route") == true)
        #expect(try Self.elements(xml, withClass: "walk").allSatisfy { ($0.localName ?? $0.name) == "line" })
    }

    /// Where the data has no street (the bay), the map says so instead of an empty square.
    @Test func aMapWithNoStreetSaysSo() throws {
        let (_, xml) = try Self.document(["37.78", "-122.37", "--at", "2026-11-23T07:00", "--format", "svg"])
        let note = try #require(try Self.elements(xml, withClass: "empty-note").first)
        #expect(note.stringValue == "No street or curb of the data within 150 m")
        #expect(try Self.elements(xml, withClass: "empty-note").count == 1)
        let (_, guerrero) = try Self.document(Self.cases[0].arguments)
        #expect(try Self.elements(guerrero, withClass: "empty-note").isEmpty)
    }

    /// The pictures the README shows (`docs/pictures/*.svg`, `legal.html`; their PNGs are rendered
    /// from these by `make screenshots`) are what the binary draws now, byte for byte, with the
    /// commands of `scripts/render_pictures.sh`.
    @Test(arguments: [
        ("legal.svg", guerrero + ["--permit", "S", "--at", "2026-11-23T06:00", "--format", "svg"]),
        ("sweeping.svg", guerrero + ["--at", "2026-11-24T08:30", "--format", "svg"]),
        (
            "near.svg",
            ["near"] + guerrero + ["--stay", "2h", "--at", "2026-11-24T07:30", "--limit", "4", "--format", "svg"]
        ),
        ("legal.html", guerrero + ["--permit", "S", "--at", "2026-11-23T06:00", "--format", "html"]),
    ])
    func theREADMEsPicturesAreWhatTheBinaryDrawsNow(file: String, arguments: [String]) throws {
        let committed = try String(
            contentsOf: SharedFolder.repositoryRoot.appendingPathComponent("docs/pictures/\(file)"), encoding: .utf8)
        let run = try runParkcheck(arguments)
        #expect(run.stdout == committed, "docs/pictures/\(file) is out of date: run make screenshots")
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
