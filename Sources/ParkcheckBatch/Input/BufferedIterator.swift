import ZoneKit

/// An iterator that can tell whether its next element is already at hand, so that asking for it
/// cannot block (on a pipe, a terminal, a slow file).
///
/// ``OrderedParallelMap`` hands such elements to its workers in groups while they are at hand and
/// at once when the next one is not: a file is read at full speed, a trickle answered line by line.
package protocol BufferedIterator: IteratorProtocol {
    /// Whether ``IteratorProtocol/next()`` can return without reading more input. `false` when
    /// unsure: that only costs speed, never an answer.
    var hasBufferedElement: Bool { get }
}
