/// The shells `parkcheck completions SHELL` writes a completion script for.
enum Shell: String, Sendable, CaseIterable {
    case bash
    case zsh
    case fish

    /// Where `make install` puts the script, below `$(PREFIX)`.
    var installPath: String {
        switch self {
        case .bash: return "share/bash-completion/completions/parkcheck"
        case .zsh: return "share/zsh/site-functions/_parkcheck"
        case .fish: return "share/fish/vendor_completions.d/parkcheck.fish"
        }
    }
}
