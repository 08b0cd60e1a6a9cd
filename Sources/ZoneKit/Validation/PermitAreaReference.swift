/// A permit area code a data file uses without declaring it (a regulation's `permitAreas`), to be
/// checked against the zone files validated with it.
package struct PermitAreaReference: Equatable, Sendable {
    /// The code, upper case.
    package var code: String
    /// Where the code is written.
    package var location: JSONLocation
    /// The path of the code.
    package var path: JSONPath
}
