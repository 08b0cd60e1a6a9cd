import ZoneKit

/// Writing JSON results with ZoneKit's deterministic ``JSONWriter``.
extension BufferedOutput {
    /// Writes `value` and a newline: indented by two spaces (`--json`), or on one line (NDJSON).
    ///
    /// - Throws: ``OutputError/failed(_:)`` for a value JSON cannot hold (a NaN), ``OutputError``
    ///   when writing fails.
    package mutating func writeJSON(_ value: JSONValue, pretty: Bool) throws(OutputError) {
        let text: String
        do throws(JSONWriter.Error) {
            text = try JSONWriter(layout: pretty ? .pretty : .compact).string(from: value)
        } catch {
            throw .failed(error.description)
        }
        try write(pretty ? text : text + "\n")
    }
}
