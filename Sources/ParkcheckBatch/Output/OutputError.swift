/// Why writing the output stopped.
package enum OutputError: Error, Equatable, Sendable {
    /// The reader went away (`EPIPE`, as in `parkcheck … | head -1`). Not a failure: the run stops
    /// quietly with status 0.
    case closed
    /// Any other write failure (disk full, I/O error), with the system's description.
    case failed(String)
}
