import ZoneKit

/// Splits a command line into options and positional arguments by a list of ``OptionSpec``s.
///
/// Conventions (those of getopt_long and swift-argument-parser):
/// - `--name value` and `--name=value`; a value that itself begins with `-` must use `=` unless it
///   is a number (`--heading -90` works).
/// - Short aliases with one dash (`-h`); no bundling.
/// - `--` ends the options: everything after it is positional.
/// - `-` alone and negative numbers (`-122.43`, `-.5`) are positional, so `parkcheck 37.76 -122.43`
///   reads as two coordinates.
/// - `-h`/`--help` anywhere before `--` asks for help even when the rest of the line is wrong.
struct ArgumentParser: Sendable {
    /// The options accepted.
    let options: [OptionSpec]

    /// Creates a parser for `options`; names must be unique (a programmer error otherwise).
    init(options: [OptionSpec]) {
        precondition(Set(options.map(\.name)).count == options.count, "option names must be unique")
        self.options = options
    }

    /// Sorts `arguments` (without the program name) into options and positionals.
    ///
    /// - Throws: ``UsageError`` for an unknown option (with the nearest real one), a missing or
    ///   unexpected value, or a single-valued option given twice.
    /// - Complexity: O(n) in the number of arguments.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals += arguments[index...]
                break
            }
            guard Self.isOption(argument) else {
                parsed.positionals.append(argument)
                continue
            }
            let (spec, inlineValue) = try lookUp(argument)
            if !parsed.givenOptions.contains(spec.name) { parsed.givenOptions.append(spec.name) }
            switch spec.kind {
            case .flag:
                if let inlineValue { throw .unexpectedValue(option: spec.spelling, value: inlineValue) }
                parsed.flags.insert(spec.name)
            case .value(let placeholder), .repeatable(let placeholder):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.endIndex, !Self.isOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(option: spec.spelling, placeholder: placeholder)
                }
                if case .value = spec.kind, parsed.values[spec.name] != nil {
                    throw .repeatedOption(spec.spelling)
                }
                parsed.values[spec.name, default: []].append(value)
            }
        }
        return parsed
    }

    /// Whether `arguments` ask for `name` (a flag) before any `--`, whatever else they hold.
    func mentions(_ name: String, in arguments: [String]) -> Bool {
        guard let spec = options.first(where: { $0.name == name }) else { return false }
        for argument in arguments {
            if argument == "--" { return false }
            if argument == spec.spelling || spec.shortName.map({ argument == "-\($0)" }) == true { return true }
        }
        return false
    }

    /// Whether `argument` is written as an option rather than a positional: it starts with `-`
    /// but is not `-` alone or a negative number.
    static func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return !isNegativeNumber(argument)
    }

    /// `-` followed by a digit, or by `.` and a digit: `-122.43`, `-5`, `-.5`, `-1e3`.
    static func isNegativeNumber(_ argument: String) -> Bool {
        let rest = argument.utf8.dropFirst()
        guard argument.utf8.first == UInt8(ascii: "-"), let next = rest.first else { return false }
        if next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") { return true }
        guard next == UInt8(ascii: "."), let digit = rest.dropFirst().first else { return false }
        return digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9")
    }

    /// The spec `argument` names and its `=value`, or an unknown-option error with a suggestion.
    private func lookUp(_ argument: String) throws(UsageError) -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.firstIndex(of: "=").map { String(body[..<$0]) } ?? String(body)
            let value = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            if let spec = options.first(where: { $0.name == name }) { return (spec, value) }
            throw .unknownOption("--\(name)", suggestion: suggestion(for: name))
        }
        let body = argument.dropFirst()
        if body.count == 1, let spec = options.first(where: { $0.shortName == body.first }) {
            return (spec, nil)
        }
        // `-permit` is a long option written with one dash; suggest it with two.
        let name = body.firstIndex(of: "=").map { String(body[..<$0]) } ?? String(body)
        throw .unknownOption(argument, suggestion: suggestion(for: name))
    }

    private func suggestion(for name: String) -> String? {
        Suggestion.nearest(to: name, among: options.map(\.name)).map { "--\($0)" }
    }
}
