/// What a command keeps alive until the process exits, instead of freeing it on its way out.
///
/// A batch's data is a few hundred thousand small objects (the curb features, their strings and
/// indexes, the answers' caches); freeing them one by one takes milliseconds the user waits for
/// after the last record is written, and returns nothing the process still needs: `exit` gives
/// the memory back at once. (Compilers do the same: clang's `-disable-free`.)
enum KeptUntilExit {
    /// Written by the main thread alone (a batch keeps its engine once it is made); never read.
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` (and whatever it refers to) until the process exits.
    static func keep(_ value: Any) {
        values.append(value)
    }
}
