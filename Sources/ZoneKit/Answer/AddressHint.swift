/// Where the car is, in words: `Guerrero St between 19th St and 20th St, west side`.
package struct AddressHint: Hashable, Sendable, CustomStringConvertible {
    /// The street.
    package let street: String
    /// The cross street at one end of the block, if known.
    package let fromStreet: String?
    /// The cross street at the other end, if known.
    package let toStreet: String?
    /// The side of the street, or `nil` when it could not be told.
    package let side: CompassDirection?

    /// Creates a hint.
    package init(street: String, fromStreet: String?, toStreet: String?, side: CompassDirection?) {
        self.street = street
        self.fromStreet = fromStreet
        self.toStreet = toStreet
        self.side = side
    }

    /// `Guerrero St between 19th St and 20th St, west side`; `Guerrero St, west side` without
    /// cross streets; no side when it could not be told.
    package var description: String {
        var text = street
        if let fromStreet, let toStreet {
            text += " between \(fromStreet) and \(toStreet)"
        } else if let cross = fromStreet ?? toStreet {
            text += " near \(cross)"
        }
        if let side { text += ", \(side) side" }
        return text
    }
}
