/// When to colour the output (`--color=WHEN`; `--no-color` is `never`).
enum ColorChoice: String, Sendable, CaseIterable {
    /// Only on a terminal, never when `NO_COLOR` is set or `TERM` is `dumb`; `CLICOLOR_FORCE`
    /// (set, not `0`) colours a stream that is not a terminal.
    case auto
    /// Always, whatever the stream and the environment.
    case always
    /// Never.
    case never
}
