import Foundation
import ZoneKit

/// Reads a JSON document with Foundation's `JSONSerialization` and converts it to ``JSONValue``.
///
/// Temporary: the data build reads its GeoJSON and RPP JSON inputs through this one function until
/// ZoneKit's own `JSONParser` (with line:column diagnostics) is available; swapping it there
/// changes nothing else. `JSONSerialization` does not keep object member order, so members are
/// sorted by key here to keep the build deterministic; the build never depends on input order.
enum FoundationJSONReader {
    /// The value of the JSON document `data`.
    ///
    /// - Parameter file: the file's name, for messages.
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when `data` is not JSON.
    static func value(of data: Data, file: String) throws(DataBuildError) -> JSONValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .malformedJSON(file: file, reason: error.localizedDescription)
        }
        return convert(object)
    }

    private static let booleanNumberType = type(of: NSNumber(value: true))

    private static func convert(_ object: Any) -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            // A JSON boolean comes back as a boolean NSNumber subclass; a number 0 or 1 does not.
            if type(of: number) == booleanNumberType { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let array as [Any]:
            return .array(array.map(convert))
        case let dictionary as [String: Any]:
            let members = dictionary.keys.sorted().map { (key: $0, value: convert(dictionary[$0] as Any)) }
            return .object(JSONObject(members))
        default:
            return .null
        }
    }
}
