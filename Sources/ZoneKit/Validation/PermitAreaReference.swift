/// A permit area code a data file uses without declaring it (a regulation's `permitAreas`), to be
/// checked against the zone files validated with it.
public struct PermitAreaReference: Equatable, Sendable {
    /// The code, upper case.
    public var code: String
    /// Where the code is written.
    public var location: JSONLocation
    /// The path of the code.
    public var path: JSONPath
}
