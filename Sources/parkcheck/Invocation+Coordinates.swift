import Foundation

/// Checking the coordinates of a lookup before anything is looked up.
extension Invocation {
    /// The lookup of `latitude`, `longitude`, or the usage error that says what is wrong with them.
    ///
    /// LAT must be -90…90 and LON -180…180. When LAT is out of range but LON would be a latitude,
    /// the two were typed the wrong way round (`-122.43 37.76`): the message says so and shows the
    /// right order, as typed.
    ///
    /// - Parameters:
    ///   - latitude: LAT as a number.
    ///   - longitude: LON as a number.
    ///   - typed: LAT and LON as the user typed them, for messages.
    /// - Throws: ``UsageError/swappedCoordinates(latitude:longitude:)`` or
    ///   ``UsageError/invalidNumber(what:value:expected:)``.
    static func lookup(
        latitude: Double, longitude: Double, typed: (latitude: String, longitude: String)
    ) throws(UsageError) -> Command {
        let place = try checkedPlace(latitude: latitude, longitude: longitude, typed: typed)
        return .lookup(latitude: place.latitude, longitude: place.longitude)
    }

    /// `latitude`, `longitude` once checked as ``lookup(latitude:longitude:typed:)`` checks them
    /// (for `near` too).
    ///
    /// - Throws: ``UsageError/swappedCoordinates(latitude:longitude:)`` or
    ///   ``UsageError/invalidNumber(what:value:expected:)``.
    static func checkedPlace(
        latitude: Double, longitude: Double, typed: (latitude: String, longitude: String)
    ) throws(UsageError) -> (latitude: Double, longitude: Double) {
        let latitudeText = typed.latitude.trimmingWhitespaces()
        let longitudeText = typed.longitude.trimmingWhitespaces()
        let isInSanFrancisco = { (latitude: Double, longitude: Double) in
            sanFranciscoLatitudes.contains(latitude) && sanFranciscoLongitudes.contains(longitude)
        }
        if !isInSanFrancisco(latitude, longitude) {
            if isInSanFrancisco(latitude, -longitude) {
                throw .lostMinusSign(
                    typed: "\(latitudeText) \(longitudeText)", suggestion: "\(latitudeText) -\(longitudeText)")
            }
            if isInSanFrancisco(longitude, -latitude) {
                throw .lostMinusSign(
                    typed: "\(latitudeText) \(longitudeText)", suggestion: "\(longitudeText) -\(latitudeText)")
            }
        }
        if abs(latitude) > 90 {
            if abs(latitude) <= 180, abs(longitude) <= 90 {
                throw .swappedCoordinates(latitude: latitudeText, longitude: longitudeText)
            }
            throw .invalidNumber(what: "LAT", value: latitudeText, expected: "a latitude between -90 and 90")
        }
        guard abs(longitude) <= 180 else {
            throw .invalidNumber(what: "LON", value: longitudeText, expected: "a longitude between -180 and 180")
        }
        return (latitude, longitude)
    }

    /// Around San Francisco, generously: a place typed here without its longitude's minus sign
    /// (or the wrong way round) gets a "did you mean".
    private static let sanFranciscoLatitudes = 37.6...37.9
    private static let sanFranciscoLongitudes = -122.6 ... -122.3

    /// LAT and LON as people paste them, over one or more arguments: `37.76,-122.43`,
    /// `"37.76, -122.43"` (a map's copy), `37.76, -122.43` (three words), `"37.76 -122.43"`,
    /// `(37.76, -122.43)`; `nil` unless it is exactly two number-like words (numbers, `nan`,
    /// `inf`, hexadecimal), which ``degrees(_:what:)`` then reads or refuses with a reason.
    static func pastedCoordinates(_ positionals: [String]) -> (latitude: String, longitude: String)? {
        var text = Substring(positionals.joined(separator: " ").trimmingWhitespaces())
        if let first = text.first, let last = text.last, "([".contains(first), ")]".contains(last) {
            text = text.dropFirst().dropLast()
        }
        let words = text.split { $0 == "," || $0 == ";" || $0 == " " || $0 == "\t" }
        guard words.count == 2, words.allSatisfy(looksLikeANumber) else { return nil }
        return (String(words[0]), String(words[1]))
    }

    /// A decimal number of degrees (`37.76`, `-122.43`, `+1e-3`); `what` (LAT, LON) names it in
    /// the error for `nan`, `inf`, hexadecimal floats, numbers too large to be finite and the rest.
    ///
    /// - Throws: ``UsageError/invalidDegrees(what:value:reason:)``.
    static func degrees(_ text: String, what: String) throws(UsageError) -> Double {
        let typed = text.trimmingWhitespaces()
        let unsigned = typed.lowercased().drop { $0 == "+" || $0 == "-" }
        if unsigned == "nan" {
            throw .invalidDegrees(
                what: what, value: typed, reason: "is not a number: give decimal degrees such as 37.76")
        }
        if unsigned.hasPrefix("0x") {
            throw .invalidDegrees(
                what: what, value: typed, reason: "is hexadecimal: give decimal degrees such as 37.76")
        }
        let isDecimal = typed.utf8.allSatisfy {
            (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 | 0x20 == 0x65
        }
        guard isDecimal || unsigned == "inf" || unsigned == "infinity", let value = Double(typed) else {
            throw .invalidDegrees(
                what: what, value: typed, reason: "is not a number: give decimal degrees such as 37.76")
        }
        guard value.isFinite else {
            let range = what == "LAT" ? "-90 to 90" : "-180 to 180"
            throw .invalidDegrees(
                what: what, value: typed, reason: "is not a finite number: give decimal degrees from \(range)")
        }
        return value
    }

    /// Whether a word reads as a try at a number: digits, a sign or a point first, or `nan`/`inf`.
    static func looksLikeANumber(_ word: Substring) -> Bool {
        let unsigned = word.lowercased().drop { $0 == "+" || $0 == "-" }
        guard let first = unsigned.first else { return false }
        return first.isASCII && (first.isNumber || first == ".") || unsigned == "nan" || unsigned.hasPrefix("inf")
    }
}
