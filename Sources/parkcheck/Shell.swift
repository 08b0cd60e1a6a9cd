/// The shells `parkcheck completions SHELL` writes a completion script for.
enum Shell: String, Sendable, CaseIterable {
    case bash
    case zsh
    case fish
}
