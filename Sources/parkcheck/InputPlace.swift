/// Where in the input a problem is: a file (or standard input) and a line, for messages such as
/// `parkcheck: error (at <stdin>:12): …`.
struct InputPlace: Sendable, Equatable, CustomStringConvertible {
    /// A path as the user gave it, or `<stdin>`.
    let source: String
    /// The 1-based line number.
    let line: Int

    /// How standard input is named in messages.
    static let standardInputName = "<stdin>"

    /// Creates a place.
    init(source: String, line: Int) {
        self.source = source
        self.line = line
    }

    /// `<stdin>:12`, `points.txt:3`.
    var description: String { "\(source):\(line)" }
}
