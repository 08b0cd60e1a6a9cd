/// A residential permit area a zone file declares: `{"code": "S", "name": "Area S", "neighborhoods": […]}`.
package struct PermitArea: Hashable, Sendable {
    /// The area code, upper case: `S`, `HV`.
    package var code: String
    /// The name shown to people: `Area S`.
    package var name: String
    /// Neighbourhoods the area covers, as the file lists them (the seed file's lists are a
    /// placeholder, not an authority).
    package var neighborhoods: [String]

    /// Creates a permit area; `name` defaults to `Area <code>`.
    package init(code: String, name: String? = nil, neighborhoods: [String] = []) {
        self.code = code
        self.name = name ?? "Area \(code)"
        self.neighborhoods = neighborhoods
    }
}
