import Testing

@testable import parkcheck

@Suite struct TerminalTests {
    struct ColourCase: Sendable, CustomTestStringConvertible {
        let isTerminal: Bool
        let environment: [String: String]
        let isDisabled: Bool
        let usesColor: Bool
        var testDescription: String { "terminal \(isTerminal), \(environment), --no-color \(isDisabled)" }
    }

    @Test(arguments: [
        ColourCase(isTerminal: true, environment: [:], isDisabled: false, usesColor: true),
        ColourCase(isTerminal: false, environment: [:], isDisabled: false, usesColor: false),
        ColourCase(isTerminal: true, environment: [:], isDisabled: true, usesColor: false),
        ColourCase(isTerminal: true, environment: ["NO_COLOR": "1"], isDisabled: false, usesColor: false),
        ColourCase(isTerminal: true, environment: ["NO_COLOR": ""], isDisabled: false, usesColor: true),
        ColourCase(isTerminal: true, environment: ["TERM": "dumb"], isDisabled: false, usesColor: false),
    ])
    func colourOnlyOnATerminalThatWantsIt(_ colourCase: ColourCase) {
        let usesColor = Terminal.usesColor(
            isTerminal: colourCase.isTerminal, environment: colourCase.environment, isDisabled: colourCase.isDisabled)
        #expect(usesColor == colourCase.usesColor)
    }
}
