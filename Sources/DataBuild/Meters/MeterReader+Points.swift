import ZoneKit

extension MeterReader {
    private enum Column {
        static let blockface = ["blockface_id", "blockfaceid"]
        static let street = ["street_name", "streetname"]
        static let number = ["street_num", "streetnum", "street_number"]
        static let placement = ["on_offstreet_type", "on_offstreet"]
    }

    /// Reads the city's parking-meter export (DataSF "Parking Meters", one Point per meter:
    /// `STREET_NAME`, `STREET_NUM`, `ON_OFFSTREET_TYPE`, …; the Lone Mountain extract) into metered
    /// block faces, so `meters.geojson` can be rebuilt from it when no block-face export is at hand.
    ///
    /// Off-street meters (`OFF`: parking lots) are dropped: they say nothing about a curb. The
    /// on-street meters are grouped per `BLOCKFACE_ID` when the export has one, else per street,
    /// hundred block and side of the street (odd or even numbers: San Francisco puts them on
    /// opposite sides). A group becomes one block face drawn through its meters in street-number
    /// order (a lone meter gives a line of one repeated position), with the lowest and highest
    /// number as its addresses and no compass side (the export has none).
    ///
    /// - Returns: the block faces, sorted by id.
    mutating func readMeterPoints(_ table: SourceTable) -> [MeteredBlockFaceRecord] {
        struct Group {
            var id: String
            var street: String
            var meters: [(number: Int, point: Coordinate)]
            var place: String
        }
        var groups: [String: Group] = [:]
        for row in table.rows {
            rowsRead += 1
            if let problem = row.problem {
                drops.drop(row.place, reason: problem)
                continue
            }
            let placement = row.value(Column.placement)
            spellings.record(
                "ON_OFFSTREET_TYPE", raw: placement, as: placement.uppercased() == "OFF" ? "(dropped)" : "on street")
            guard placement.uppercased() != "OFF" else {
                drops.drop(row.place, reason: "off-street meter (a parking lot, not a curb)")
                continue
            }
            guard let point = row.point else {
                drops.drop(row.place, reason: "no Point geometry")
                continue
            }
            let street = row.value(Column.street)
            guard !street.isEmpty, let number = Int(row.value(Column.number).filter { $0 != "," }) else {
                drops.drop(row.place, reason: "no street name or street number")
                continue
            }
            let block = number / 100 * 100
            let id =
                row.value(Column.blockface).nilIfEmpty
                ?? "\(street) \(block)-\(block + 99) \(number % 2 == 0 ? "even" : "odd")"
            groups[id, default: Group(id: id, street: street, meters: [], place: row.place)].meters.append(
                (number, point))
        }
        var result: [MeteredBlockFaceRecord] = []
        for group in groups.values {
            let meters = group.meters.sorted {
                ($0.number, $0.point.latitude, $0.point.longitude) < ($1.number, $1.point.latitude, $1.point.longitude)
            }
            let positions = meters.map(\.point)
            do throws(ParkingDataError) {
                let line: LineString
                do throws(GeometryError) {
                    line = try LineString(coordinates: positions.count == 1 ? positions + positions : positions)
                } catch {
                    throw .invalidGeometry(record: "metered block face \(group.id)", line: 0, error)
                }
                let meter = try SFMeteredBlockFace(
                    blockfaceId: group.id, street: group.street, side: nil, fromAddress: meters.first?.number,
                    toAddress: meters.last?.number, line: line)
                result.append(MeteredBlockFaceRecord(meter: meter, place: group.place))
            } catch {
                drops.drop(group.place, reason: "rejected by ZoneKit: \(error)")
            }
        }
        return result.sorted { $0.meter.blockfaceId.numericOrder < $1.meter.blockfaceId.numericOrder }
    }
}
