/// What is wrong with a city's data files: located (file, and line where there is one), with a
/// sentence saying what to do.
package enum CityDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// A `city.json` is not what the data build writes.
    case malformedCity(path: String, reason: String)
    /// A curb feed the reader refuses: each problem as `path:line:column: …`.
    case refusedFeed(path: String, problems: [String])
    /// A line of a holiday calendar cannot be read.
    case malformedHolidayLine(path: String, line: Int, reason: String)

    /// `path:line: reason`, with what to do.
    package var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read it: \(reason)"
        case .malformedCity(let path, let reason):
            return "\(path): \(reason) (the data build writes this file: run 'make data')"
        case .refusedFeed(let path, let problems):
            let shown = problems.prefix(10).joined(separator: "\n")
            let more = problems.count > 10 ? "\n… and \(problems.count - 10) more" : ""
            return "\(path): the curb feed is refused (\(problems.count) problems):\n\(shown)\(more)"
        case .malformedHolidayLine(let path, let line, let reason):
            return "\(path):\(line): \(reason) (the file's header says how each line is written)"
        }
    }
}
