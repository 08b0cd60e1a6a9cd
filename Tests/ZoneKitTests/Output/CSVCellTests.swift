import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// CSV cells as RFC 4180 has them: quoted when they hold a comma, a quote or a line break (or
/// begin or end with a blank), each quote doubled.
@Suite struct CSVCellTests {
    /// The rule, written plainly.
    static func reference(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            || text.hasPrefix(" ") || text.hasSuffix(" ") || text.hasPrefix("\t") || text.hasSuffix("\t")
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func cell(_ text: String) -> String {
        var bytes: [UInt8] = []
        RecordEncoding.appendCSVText(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [
        "", "plain", "a,b", "\"", "\"\"", "say \"hi\"", "\"at the ends\"", #"{"kind":"x","n":[1,2]}"#, " lead",
        "trail\t", "line\nbreak", "Área 51, \"Q\" — ok",
    ])
    func knownCells(text: String) {
        #expect(Self.cell(text) == Self.reference(text))
    }

    @Test func randomTextFromAwkwardCharacters() {
        var generator = SeededGenerator(seed: 3)
        let alphabet: [Character] = ["a", "\"", ",", " ", "\n", "é", "{", "}", ":", "\""]
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            #expect(Self.cell(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
