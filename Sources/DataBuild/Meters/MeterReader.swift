import ZoneKit

/// Reads `metered_blockfaces_*.geojson` (DataSF): LineString features with `blockface_id`,
/// `street_name`, `blockface_orientation`, `fm_addr_no`, `to_addr_no`. Features with a null or
/// unreadable geometry are dropped with their reason. The city's other meter export, one Point
/// per parking meter, is read by ``readMeterPoints(_:)`` (`MeterReader+Points.swift`).
struct MeterReader: Sendable {
    /// How many features were read.
    var rowsRead = 0
    /// Features dropped, by reason.
    var drops = DropLog()
    /// Orientation spellings (block faces), on/off-street spellings (meter points).
    var spellings = SpellingTally()

    /// The metered block faces of `document`, sorted by numeric `blockface_id`.
    ///
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when it is not a FeatureCollection.
    mutating func read(_ document: JSONValue, file: String) throws(DataBuildError) -> [MeteredBlockFaceRecord] {
        guard case .object(let root) = document, case .array(let features)? = root["features"] else {
            throw .malformedJSON(file: file, reason: "expected a FeatureCollection with a \"features\" array")
        }
        var result: [MeteredBlockFaceRecord] = []
        for (index, feature) in features.enumerated() {
            rowsRead += 1
            var place = "\(file): features[\(index)]"
            guard case .object(let object) = feature, case .object(let properties)? = object["properties"] else {
                drops.drop(place, reason: "the feature has no properties object")
                continue
            }
            let id = properties["blockface_id"]?.text?.trimmingSpaces() ?? ""
            if !id.isEmpty { place += " (blockface_id \(id))" }
            guard !id.isEmpty else {
                drops.drop(place, reason: "no blockface_id")
                continue
            }
            guard let geometry = object["geometry"], geometry != .null else {
                drops.drop(place, reason: "null geometry")
                continue
            }
            let line: [Coordinate]
            do throws(GeoJSONTree.Failure) {
                line = try GeoJSONTree.lineString(geometry)
            } catch {
                drops.drop(place, reason: "unreadable geometry: \(error)")
                continue
            }
            let side = properties["blockface_orientation"]?.text?.trimmingSpaces().nilIfEmpty
            spellings.record("blockface_orientation", raw: side ?? "", as: side?.uppercased() ?? "null")
            do throws(ParkingDataError) {
                let centreline: LineString
                do throws(GeometryError) {
                    centreline = try LineString(coordinates: line)
                } catch {
                    throw .invalidGeometry(record: "metered block face \(id)", line: 0, error)
                }
                let meter = try SFMeteredBlockFace(
                    blockfaceId: id, street: properties["street_name"]?.text?.trimmingSpaces().nilIfEmpty,
                    side: side?.uppercased(),
                    fromAddress: properties["fm_addr_no"]?.text.flatMap { Int($0.trimmingSpaces()) },
                    toAddress: properties["to_addr_no"]?.text.flatMap { Int($0.trimmingSpaces()) }, line: centreline)
                result.append(MeteredBlockFaceRecord(meter: meter, place: place))
            } catch {
                drops.drop(place, reason: "rejected by ZoneKit: \(error)")
            }
        }
        return result.sorted { $0.meter.blockfaceId.numericOrder < $1.meter.blockfaceId.numericOrder }
    }
}
