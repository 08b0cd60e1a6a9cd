import Foundation

/// The process's environment variables, read from the C `environ` list: the same names and values
/// as `ProcessInfo.processInfo.environment`, whose first use costs a one-shot a fifth of a
/// millisecond of Foundation set-up and runtime look-ups.
enum ProcessEnvironment {
    /// Every `NAME=value` entry; for a name given twice, the first (as `getenv` reads it). An entry
    /// without `=` is not a variable and is left out.
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        let list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = list else { return variables }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
