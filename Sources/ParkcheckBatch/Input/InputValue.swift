import Foundation
import ZoneKit

/// Reading the values of a row — degrees, permits, placard, time, side, heading, accuracy — the
/// same way whatever the input form, so a CSV cell and a JSON member mean the same.
enum InputValue {
    /// A decimal number of degrees (`37.76`, `-122.43`, `+1e-3`): digits, sign, point and
    /// exponent only, so `nan`, `inf` and hexadecimal floats are refused.
    static func degrees(_ text: String) -> Double? {
        var text = text
        // Read without a string where the form allows (every number but `.5` and `5.`).
        if let value = text.withUTF8({ PlainDecimal.value($0, in: 0..<$0.count) }) { return value }
        guard !text.isEmpty,
            text.utf8.allSatisfy({
                (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 | 0x20 == 0x65
            }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// The coordinate, or why it is outside the WGS84 ranges (latitude checked first, with the
    /// did-you-swap hint in its message).
    static func coordinate(latitude: Double, longitude: Double) -> Result<Coordinate, InputRowError.Reason> {
        guard (-90...90).contains(latitude) else {
            return .failure(.latitudeOutOfRange(latitude, longitude: longitude))
        }
        guard (-180...180).contains(longitude) else { return .failure(.longitudeOutOfRange(longitude)) }
        return .success(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// Area codes separated by `;`, `,` or blanks: `"Q; S"` → `["Q", "S"]`.
    static func permits(_ text: String) -> [String] {
        text.split { $0 == ";" || $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
    }

    /// `true`/`yes`/`y`/`1` or `false`/`no`/`n`/`0` (any case); `nil` for an empty text.
    static func placard(_ text: String) -> Result<Bool?, InputRowError.Reason> {
        switch text.lowercased() {
        case "": return .success(nil)
        case "true", "yes", "y", "1": return .success(true)
        case "false", "no", "n", "0": return .success(false)
        default: return .failure(.invalidPlacard(text))
        }
    }

    /// The instant `text` names in San Francisco time, and how a wall-clock time that names no
    /// single instant was resolved.
    static func instant(_ text: String) -> Result<ParsedArrival, InputRowError.Reason> {
        do {
            return .success(try PacificTime.parseArrival(text))
        } catch {
            return .failure(.invalidTime(error))
        }
    }

    /// The side of the street `text` names: `left`/`right` (of the centreline's digitising
    /// direction, `L`/`R`) or a compass point (`north`, `NE`), as `--side` takes it.
    static func side(_ text: String) -> Result<SideHint, InputRowError.Reason> {
        do throws(ParkingQueryError) {
            return .success(try SideHint(parsing: text.trimmingCharacters(in: .whitespaces)))
        } catch {
            return .failure(.invalidSide(text))
        }
    }

    /// The way the car faces, in degrees from north: a decimal number, as `--heading` takes it.
    static func heading(_ text: String) -> Result<Double, InputRowError.Reason> {
        heading(degrees(text.trimmingCharacters(in: .whitespaces)), text: text)
    }

    /// A heading read as a number (a JSON number), or `nil` when `text` is not one.
    static func heading(_ value: Double?, text: String) -> Result<Double, InputRowError.Reason> {
        guard let value, value.isFinite else {
            return .failure(.invalidNumber(field: "heading", text: text, expected: "a number of degrees from north"))
        }
        return .success(value)
    }

    /// How far off the position may be: a decimal number of metres, 0 or more, as `--accuracy`
    /// takes it.
    static func accuracy(_ text: String) -> Result<Double, InputRowError.Reason> {
        accuracy(degrees(text.trimmingCharacters(in: .whitespaces)), text: text)
    }

    /// An accuracy read as a number (a JSON number), or `nil` when `text` is not one.
    static func accuracy(_ value: Double?, text: String) -> Result<Double, InputRowError.Reason> {
        guard let value, value.isFinite, value >= 0 else {
            return .failure(.invalidNumber(field: "accuracy", text: text, expected: "a number of metres, 0 or more"))
        }
        return .success(value)
    }

    /// The canonical column for a header cell or JSON member name, matched case-insensitively.
    static func column(named name: String) -> Column? {
        // Names as written are almost always lower case already: no lowered copy made for them.
        if let column = column(lowercased: name) { return column }
        guard name.utf8.contains(where: { (0x41...0x5A).contains($0) || $0 >= 0x80 }) else { return nil }
        return column(lowercased: name.lowercased())
    }

    /// The canonical column for a name already in lower case.
    private static func column(lowercased name: String) -> Column? {
        switch name {
        case "lat", "latitude", "y": return .latitude
        case "lon", "lng", "long", "longitude", "x": return .longitude
        case "at", "time", "arrival": return .at
        case "permit", "permits": return .permits
        case "id": return .id
        case "placard": return .placard
        case "side": return .side
        case "heading", "bearing", "course": return .heading
        case "accuracy": return .accuracy
        default: return nil
        }
    }

    /// Whether `name` is a spelling that gives way to any other of its column (`x`, `y`).
    static func isWeakSpelling(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "x" || lowered == "y"
    }

    /// What a row can say.
    enum Column: Hashable, Sendable {
        case latitude, longitude, at, permits, id, placard, side, heading, accuracy
    }
}
