import Testing

@testable import parkcheck

@Suite struct TerminalTests {
    struct ColourCase: Sendable, CustomTestStringConvertible {
        let isTerminal: Bool
        let environment: [String: String]
        var choice: ColorChoice = .auto
        let usesColor: Bool
        var testDescription: String { "terminal \(isTerminal), \(environment), --color=\(choice)" }
    }

    @Test(arguments: [
        ColourCase(isTerminal: true, environment: [:], usesColor: true),
        ColourCase(isTerminal: false, environment: [:], usesColor: false),
        ColourCase(isTerminal: true, environment: [:], choice: .never, usesColor: false),
        ColourCase(isTerminal: true, environment: ["NO_COLOR": "1"], usesColor: false),
        ColourCase(isTerminal: true, environment: ["NO_COLOR": ""], usesColor: true),
        ColourCase(isTerminal: true, environment: ["TERM": "dumb"], usesColor: false),
        ColourCase(isTerminal: false, environment: [:], choice: .always, usesColor: true),
        ColourCase(isTerminal: true, environment: ["NO_COLOR": "1"], choice: .always, usesColor: true),
        ColourCase(isTerminal: false, environment: ["CLICOLOR_FORCE": "1"], usesColor: true),
        ColourCase(isTerminal: false, environment: ["CLICOLOR_FORCE": "0"], usesColor: false),
        ColourCase(isTerminal: false, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], usesColor: false),
        ColourCase(isTerminal: true, environment: ["CLICOLOR_FORCE": "1"], choice: .never, usesColor: false),
    ])
    func colourOnlyOnATerminalThatWantsIt(_ colourCase: ColourCase) {
        let usesColor = Terminal.usesColor(
            isTerminal: colourCase.isTerminal, environment: colourCase.environment, choice: colourCase.choice)
        #expect(usesColor == colourCase.usesColor)
    }
}
