import Foundation
import ZoneKit

/// Reads the build's JSON and GeoJSON inputs with ZoneKit's own parser, so a broken input is
/// reported with its line and column, and numbers are read exactly (correctly rounded).
enum JSONInput {
    /// The value of the JSON document `data`, members in document order.
    ///
    /// - Parameter file: the file's name, for messages.
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` with `line:column: sentence`
    ///   when `data` is not JSON.
    static func value(of data: Data, file: String) throws(DataBuildError) -> JSONValue {
        do {
            return try JSONParser.parse(data).root.value
        } catch {
            throw .malformedJSON(file: file, reason: error.description)
        }
    }
}
