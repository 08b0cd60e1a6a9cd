import Foundation
import ZoneKit

/// The name of an input (a path as the user gave it, or `<stdin>`), stored once for the whole
/// process and referred to by number.
///
/// Every row of a batch carries its ``InputLocation`` from the reading thread to the workers and
/// back. Were the name a `String` there, every copy of every row would retain and release the one
/// string all rows share, from several threads at once: a fifth of a zone-only batch's time went
/// to that contention. A number is copied for free.
///
/// Names are kept for the life of the process (one per distinct input named: a handful), and the
/// same name is always the same number, so locations compare equal as their names do.
package struct InputSourceName: Hashable, Sendable, CustomStringConvertible {
    private let number: Int

    /// The name `text`, stored on first use.
    package init(_ text: String) {
        number = InputSourceNameTable.shared.number(of: text)
    }

    /// The name as given.
    package var text: String { InputSourceNameTable.shared.name(numbered: number) }

    package var description: String { text }
}

/// Every ``InputSourceName`` given so far.
private final class InputSourceNameTable: @unchecked Sendable {
    static let shared = InputSourceNameTable()

    private let lock = NSLock()
    // Read and written with `lock` held.
    private var names: [String] = []
    private var numbers: [String: Int] = [:]

    func number(of name: String) -> Int {
        lock.withLock {
            if let number = numbers[name] { return number }
            names.append(name)
            numbers[name] = names.count - 1
            return names.count - 1
        }
    }

    func name(numbered number: Int) -> String {
        lock.withLock { names[number] }
    }
}
