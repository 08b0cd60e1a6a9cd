/// The command line after ``ArgumentParser`` has sorted it: which options were given, with their
/// values, and the positional arguments in order.
struct ParsedArguments: Sendable, Equatable {
    /// Long names of the flags that were given.
    var flags: Set<String> = []
    /// Values by long option name, in the order given (one for `.value` options).
    var values: [String: [String]] = [:]
    /// Arguments that are not options, in order (negative numbers and `-` included).
    var positionals: [String] = []
    /// Long names of every option given, in order of first appearance, for "does not apply" errors.
    var givenOptions: [String] = []

    /// Whether the flag `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of the single-valued option `name`, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of the repeatable option `name`, in order; empty when not given.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
}
