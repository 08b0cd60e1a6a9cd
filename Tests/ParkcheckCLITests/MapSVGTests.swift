import Testing

@testable import parkcheck

/// The SVG writer's numbers and text.
@Suite struct MapSVGTests {
    @Test func numbersAreRoundedToATenthWithoutLocaleOrMinusZero() {
        #expect(MapSVG.number(12.34) == "12.3")
        #expect(MapSVG.number(-4.0) == "-4")
        #expect(MapSVG.number(-0.04) == "0")
        #expect(MapSVG.number(0.05) == "0.1")
        #expect(MapSVG.number(-150) == "-150")
        #expect(MapSVG.number(.nan) == "0")
    }

    @Test func textIsEscapedForXML() {
        #expect(MapSVG.escaped("a < b & \"c\" 'd' >") == "a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt;")
    }

    @Test func titlesWrapAtSpaces() {
        #expect(MapSVG.wrapped("one two three", width: 7) == ["one two", "three"])
        #expect(MapSVG.wrapped("unbreakable", width: 4) == ["unbreakable"])
    }
}
