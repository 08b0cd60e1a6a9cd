/// `parkcheck completions SHELL`: a completion script for bash, zsh or fish, generated from
/// ``Invocation/options``, ``CommandSpec/all`` and ``CompletionWords``: options, commands,
/// formats, the fields `--fields` accepts and the permit areas.
enum CompletionScript {
    /// The script for `shell`, ending in a newline.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash
        case .zsh: return zsh
        case .fish: return fish
        }
    }

    /// `-p --permit`: the spellings of `option`.
    static func spellings(_ option: OptionSpec) -> [String] {
        (option.shortName.map { ["-\($0)"] } ?? []) + [option.spelling]
    }
}
