/// What is wrong with a command line. Each case reads as a sentence saying what was wrong and,
/// where it helps, what to write instead; `parkcheck` prints it after `parkcheck: error: ` and
/// exits with ``ExitCode/usage``.
enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option nobody declared, as typed, with the nearest real option if one is close.
    case unknownOption(String, suggestion: String?)
    /// A word in the place of a command that names none, with the nearest command if one is close.
    case unknownCommand(String, suggestion: String?)
    /// An option that needs a value was last on the line, or followed by another option.
    case missingValue(option: String, placeholder: String)
    /// A flag was given a value: `--json=yes`.
    case unexpectedValue(option: String, value: String)
    /// A single-valued option was given more than once.
    case repeatedOption(String)
    /// A number was expected: `what` names it (`LAT`, `--heading`), `expected` describes it.
    case invalidNumber(what: String, value: String, expected: String)
    /// A value outside a fixed list of choices, with the nearest choice if one is close.
    case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
    /// Two options that cannot both hold.
    case conflictingOptions(String, String)
    /// An option that means nothing for the command given (`--permit` with `validate`).
    case notApplicable(option: String, command: String)
    /// Positional arguments that fit no form of the command.
    case unexpectedArguments([String], hint: String)
    /// A required argument is absent.
    case missingArgument(String)
    /// An option value is present but unusable, with the reason.
    case invalidValue(option: String, value: String, reason: String)
    /// LAT is out of range but would be a fine longitude, and LON a fine latitude: the two were
    /// given the wrong way round (values as typed).
    case swappedCoordinates(latitude: String, longitude: String)
    /// LAT or LON as typed (`what`, `value`) is no decimal number of degrees: `nan`, `inf`, a
    /// hexadecimal float, a number too large to be finite; `reason` says which.
    case invalidDegrees(what: String, value: String, reason: String)
    /// The place as typed (`typed`: `37.76 122.43`) is not in San Francisco, but `suggestion`
    /// (`37.76 -122.43`), the same numbers with the longitude's minus sign (and in the right
    /// order), is: the sign was lost on the way.
    case lostMinusSign(typed: String, suggestion: String)

    var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            return "unknown option \(option)" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .unknownCommand(let command, let suggestion):
            return "unknown command '\(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let placeholder):
            return "option \(option) needs a value: \(option) \(placeholder)"
        case .unexpectedValue(let option, let value):
            return "option \(option) takes no value (got \(option)=\(value))"
        case .repeatedOption(let option):
            return "option \(option) was given more than once; give it once"
        case .invalidNumber(let what, let value, let expected):
            return "\(what) must be \(expected), got '\(value)'"
        case .invalidChoice(let option, let value, let choices, let suggestion):
            return "\(option) must be one of \(choices.joined(separator: ", ")); got '\(value)'"
                + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .conflictingOptions(let first, let second):
            return "\(first) and \(second) contradict each other; give one of them"
        case .notApplicable(let option, let command):
            return "option \(option) does not apply to \(command)"
        case .unexpectedArguments(let arguments, let hint):
            let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
            return "unexpected argument\(arguments.count == 1 ? "" : "s") \(quoted); \(hint)"
        case .missingArgument(let message):
            return message
        case .invalidValue(let option, let value, let reason):
            return "\(option) '\(value)': \(reason)"
        case .swappedCoordinates(let latitude, let longitude):
            return "\(latitude) looks like a longitude; did you mean \(longitude) \(latitude)?"
        case .invalidDegrees(let what, let value, let reason):
            return "\(what) '\(value)' \(reason)"
        case .lostMinusSign(let typed, let suggestion):
            return "\(typed) is in no city parkcheck has data for; did you mean \(suggestion), in San Francisco? "
                + "(San Francisco's longitudes are negative, west of Greenwich)"
        }
    }
}
