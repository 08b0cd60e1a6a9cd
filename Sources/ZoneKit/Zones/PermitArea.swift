/// A residential permit area a zone file declares: `{"code": "S", "name": "Area S", "neighborhoods": […]}`.
public struct PermitArea: Hashable, Sendable {
    /// The area code, upper case: `S`, `HV`.
    public var code: String
    /// The name shown to people: `Area S`.
    public var name: String
    /// Neighbourhoods the area covers, as the file lists them (the seed file's lists are a
    /// placeholder, not an authority).
    public var neighborhoods: [String]

    /// Creates a permit area; `name` defaults to `Area <code>`.
    public init(code: String, name: String? = nil, neighborhoods: [String] = []) {
        self.code = code
        self.name = name ?? "Area \(code)"
        self.neighborhoods = neighborhoods
    }
}
