import Foundation
import ZoneKit

/// A row answered with `--zone-only`: which zone the place is in.
///
/// The record's answer members are those of the full answer's record (``BatchParkingAnswer``)
/// that a zone lookup gives — `location` and `zone`, with the same members and meaning — so
/// `--fields` and scripts work alike on both.
package struct BatchZoneAnswer: BatchRowAnswer {
    /// The input the row is from, when records name it (several inputs).
    package let file: String?
    /// The row's line.
    package let line: Int
    /// The row's id, if it has one.
    package let id: String?
    /// The row's place.
    package let point: Coordinate
    /// The zone lookup's answer for it.
    package let result: ZoneLookupResult
    /// The input columns the row kept (`--keep`), and their names: `nil` when it kept none, as
    /// most rows (an array, even empty, is retained and released with every copy of the answer:
    /// a tenth of a zone-only row's work).
    private let keeping: (values: [JSONValue], names: [String])?
    /// The input columns the row kept (`--keep`).
    package var kept: [JSONValue] { keeping?.values ?? [] }
    /// Their names.
    package var keptNames: [String] { keeping?.names ?? [] }
    /// Whether the row kept one object whole (`--keep all` into JSON formats,
    /// ``BatchRecordShape/keepsRowObjects``).
    package var keepsRowObjects = false

    /// The answer of `row`, whose zone lookup gave `result`, keeping the input columns named
    /// `keptNames` (`--keep`) and, when `namesFile`, the input's name. Only what the record needs
    /// of the row is kept: copying the whole row for every value written retained its every member.
    /// `keptNames` is borrowed (copied only when kept): taken owned, the engine's array was
    /// retained and released for every row.
    package init(row: InputRow, result: ZoneLookupResult, keptNames: borrowing [String] = [], namesFile: Bool = false) {
        file = namesFile ? row.location.source : nil
        line = row.lineNumber
        id = row.id
        point = row.coordinate
        keeping = row.kept.isEmpty && keptNames.isEmpty ? nil : (row.kept, copy keptNames)
        self.result = result
    }

    /// The answer for a row that is a coordinate alone, at `location`: no id, nothing kept.
    package init(
        location: InputLocation, coordinate: Coordinate, result: ZoneLookupResult, keptNames: borrowing [String] = [],
        namesFile: Bool = false
    ) {
        file = namesFile ? location.source : nil
        line = location.line
        id = nil
        point = coordinate
        keeping = keptNames.isEmpty ? nil : ([], copy keptNames)
        self.result = result
    }

    /// The answer members of a full answer a zone lookup gives.
    package static let members = ["location", "zone"]

    /// A complete answer, with every member and nested member present: what `--fields` may name.
    package static let example = JSONObject(members.map { ($0, BatchParkingAnswer.example[$0] ?? .null) })

    /// The members of every zone-only record.
    package static let shape = BatchRecordShape(answer: example)

    /// The members of every zone-only record that keeps the input columns `kept` (`--keep`) and,
    /// when `namesFile`, names the input of its row.
    package static func shape(keeping kept: [String], namesFile: Bool = false, keepsRowObjects: Bool = false)
        -> BatchRecordShape
    {
        BatchRecordShape(answer: example, kept: kept, namesFile: namesFile, keepsRowObjects: keepsRowObjects)
    }

    /// Every value of a zone-only record, by its dotted path (`--fields` names, CSV columns), in
    /// record order.
    package enum Field: String, CaseIterable, Sendable {
        case file, line, id
        case latitude = "location.latitude", longitude = "location.longitude"
        case code = "zone.code", zoneID = "zone.id", name = "zone.name", confidence = "zone.confidence"
        case inside = "zone.inside", distanceToBoundary = "zone.distanceToBoundaryMetres"
        case threshold = "zone.thresholdMetres", otherZones = "zone.otherZones"
        case error

        /// The fields of the `zone` member, in order.
        package static let zoneFields = allCases.filter { $0.rawValue.hasPrefix("zone.") }

        /// The member name within its object (`code` for `zone.code`).
        package var key: Substring { rawValue.split(separator: ".").last ?? Substring(rawValue) }
    }

    /// The value of one field: what the record holds there.
    package func value(of field: Field) -> JSONValue {
        // The primary zone is looked at in place: a copy of it would retain every array the zone
        // holds, reference counts the worker threads share.
        switch field {
        case .file: return Self.string(file)
        case .line: return .number(Double(line))
        case .id: return Self.string(id)
        case .latitude: return .number(point.latitude)
        case .longitude: return .number(point.longitude)
        case .code: return Self.string(result.zones.first?.zone.permitArea)
        case .zoneID: return Self.string(result.zones.first?.zone.id)
        case .name: return Self.string(result.zones.first?.zone.displayName)
        case .confidence: return .string(result.confidence.rawValue)
        case .inside: return result.zones.first.map { .bool($0.isInside) } ?? .null
        case .distanceToBoundary: return Self.metres(result.zones.first?.distance)
        case .threshold: return Self.metres(result.threshold)
        case .otherZones:
            return .array(
                result.otherZones.map { match in
                    .object(
                        JSONObject(uniqueMembers: [
                            ("code", Self.string(match.zone.permitArea)), ("id", .string(match.zone.id)),
                            ("name", .string(match.zone.displayName)), ("inside", .bool(match.isInside)),
                            ("distanceMetres", Self.metres(match.distance)),
                        ]))
                })
        case .error: return .null
        }
    }

    package var record: JSONObject {
        let location = JSONObject(uniqueMembers: [
            ("latitude", value(of: .latitude)), ("longitude", value(of: .longitude)),
        ])
        let shape =
            keptNames.isEmpty && file == nil && !keepsRowObjects
            ? Self.shape : Self.shape(keeping: keptNames, namesFile: file != nil, keepsRowObjects: keepsRowObjects)
        return shape.record(
            file: file ?? "", line: line, id: id,
            answer: JSONObject(uniqueMembers: [("location", .object(location)), ("zone", .object(zone))]), kept: kept)
    }

    /// The full answer's `zone` member. Written here rather than taken from
    /// ``ParkingReport/jsonObject``, which builds the whole answer object and would triple the
    /// cost of a zone-only row; `BatchZoneAnswerTests` checks that the two stay the same.
    package var zone: JSONObject {
        JSONObject(uniqueMembers: Field.zoneFields.map { (String($0.key), value(of: $0)) })
    }

    private static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Metres rounded to the centimetre, as the full answer writes them.
    private static func metres(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number((value * 100).rounded() / 100)
    }

    /// `line 4 (37.76, -122.43): Area S (permit area S), inside; confidence high`.
    package var textLine: String {
        let head = "\(Self.label(file: file, line: line, id: id)) (\(Self.place(point))): "
        guard let primary = result.primaryZone else {
            let why =
                result.isWithinBounds
                ? "no zone within \(ZoneLookupText.metres(result.threshold)) m"
                : "no zone: outside the area the data covers"
            return head + why
        }
        var text = head + Self.name(of: primary.zone) + ", " + Self.position(of: primary)
        for other in result.otherZones { text += "; also near " + Self.name(of: other.zone) }
        return text + "; confidence \(result.confidence)"
    }

    package var coordinate: Coordinate? { point }

    /// `Area S (permit area S)`, or `Zone 7 (zone z7)` for a zone without a permit area.
    private static func name(of zone: Zone) -> String {
        zone.permitArea.map { "\(zone.displayName) (permit area \($0))" } ?? "\(zone.displayName) (zone \(zone.id))"
    }

    private static func position(of match: ZoneMatch) -> String {
        switch match.location {
        case .inside: return "inside"
        case .onBoundary: return "on its edge"
        case .outside: return "\(ZoneLookupText.metres(match.distance)) m outside"
        }
    }
}
