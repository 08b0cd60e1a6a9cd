/// Why a regulation, sweeping side or metered block face could not be made into a model value.
///
/// Each case names the record (`regulation 7445`, `sweeping side cnn 100000 L`, `metered block
/// face 105022`) and the property as it is spelled in the data file; a loader that knows the
/// file and line prefixes its own place: `regulations.geojson:14:22: regulation 7445: …`.
package enum ParkingDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Property `field` of `record` holds `value`, which is not `expected`.
    case invalidValue(record: String, field: String, value: String, expected: String)
    /// Property `field` of `record` is missing or empty but is required: `why`.
    case missingValue(record: String, field: String, why: String)
    /// The geometry of `record` (line `line` of a multi-line) is not a usable line.
    case invalidGeometry(record: String, line: Int, GeometryError)

    /// The record, then what was wrong and what to do.
    package var description: String {
        let fix = "fix the data file or rebuild it with `make data`"
        switch self {
        case .invalidValue(let record, let field, let value, let expected):
            return "\(record): property \"\(field)\" is \(value), expected \(expected); \(fix)"
        case .missingValue(let record, let field, let why):
            return "\(record): property \"\(field)\" is missing or empty, \(why); \(fix)"
        case .invalidGeometry(let record, let line, let error):
            return "\(record): line \(line) of the geometry: \(error)"
        }
    }
}
