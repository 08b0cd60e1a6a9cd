import Foundation

/// Building a pack from a data directory (`parkcheck pack DIR`, run by `make` for `Resources/`).
extension DataPack {
    /// The first bytes of every pack.
    static let magic = Array("PARKPACK".utf8)
    /// The layout's version; a pack of another version counts as stale and is not used.
    /// Version 2 added each data file's content digest; version 3 the curb features decoded
    /// (``PackRecordTable``); version 4 the zones' shapes decoded (``PackLayout/ZoneShapes``); version 5
    /// an offset for every record, so a one-shot decodes only its own.
    static let formatVersion: UInt32 = 5
    /// Grid cells in degrees: about 150 m on a side at San Francisco's latitude.
    static let cellWidth = 0.0017
    static let cellHeight = 0.00135

    /// Builds the pack of `directory` and writes it there as ``fileName``, replacing any old one
    /// at once (written to a temporary file, then renamed), so a lookup never reads half a pack.
    ///
    /// - Parameter directory: a data directory (`Resources`, `/usr/local/share/parkcheck`).
    /// - Returns: the pack's size in bytes.
    /// - Throws: ``DataPackError/invalidData(_:)`` when the directory does not load (the pack is
    ///   only ever built from data the full loader accepts), ``DataPackError/unreadable(path:reason:)``
    ///   when a file cannot be read or the pack cannot be written.
    /// - Complexity: one full load of the data, then O(n) in the size of the files.
    @discardableResult
    package static func write(
        directory: String, recordChunkSize: Int = PackRecordTable.standardChunkSize
    ) throws(DataPackError) -> Int {
        let bytes = try assemble(directory: directory, recordChunkSize: recordChunkSize).bytes
        try write(bytes, to: DataPack.path(in: directory))
        return bytes.count
    }

    /// Writes a pack's `bytes` at `path`, replacing any file there at once: written to a temporary
    /// file beside it, then renamed over it (`rename(2)` is atomic), so a reader sees the old pack
    /// or the new one, never half of one, even when two processes write the same pack.
    ///
    /// - Throws: ``DataPackError/unreadable(path:reason:)`` when it cannot be written.
    static func write(_ bytes: [UInt8], to path: String) throws(DataPackError) {
        do throws(PlainFiles.ReadError) {
            try PlainFiles.replace(atPath: path, with: bytes)
        } catch {
            throw .unreadable(path: path, reason: "cannot write it: \(error.reason)")
        }
    }

    /// The bytes of the pack of `directory` (see ``write(directory:)``).
    package static func build(directory: String) throws(DataPackError) -> [UInt8] {
        try assemble(directory: directory).bytes
    }

    /// The bytes of the pack of `directory`, and the content digests of the files it was built from.
    ///
    /// - Parameter recordChunkSize: the decoded features' chunk size (``PackRecordTable``).
    static func assemble(
        directory: String, recordChunkSize: Int = PackRecordTable.standardChunkSize
    ) throws(DataPackError) -> (bytes: [UInt8], digests: [UInt64]) {
        var stamps: [SourceStamp] = []
        for file in ParkingDataFile.allCases {
            let path = ParkingData.path(of: file, in: directory)
            guard let stamp = SourceStamp(path: path) else {
                throw .invalidData(.missingFile(file.rawValue, path: path))
            }
            stamps.append(stamp)
        }
        let data: ParkingData
        do throws(ParkingDataLoadError) {
            data = try ParkingData(directory: directory)
        } catch {
            throw .invalidData(error)
        }
        var texts: [[UInt8]] = []
        for file in ParkingDataFile.allCases {
            let path = ParkingData.path(of: file, in: directory)
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw .unreadable(path: path, reason: "cannot read it")
            }
            texts.append([UInt8](contents))
        }
        let digests = texts.map(ContentDigest.digest(of:))
        // A file edited while it was being read would leave a pack that matches neither version.
        for (file, stamp) in zip(ParkingDataFile.allCases, stamps) {
            let path = ParkingData.path(of: file, in: directory)
            guard SourceStamp(path: path) == stamp else {
                throw .stale(path: path, reason: "it changed while the pack was being built; try again")
            }
        }
        var layers = [try zoneLayer(texts[0], data.zoneFile, path: ParkingData.path(of: .zones, in: directory))]
        let curbBoxes: [[BoundingBox]] = [
            data.curbs.regulations.map { box(of: $0.lines) },
            data.curbs.sweepingSides.map { $0.line.boundingBox },
            data.curbs.meters.map { $0.line.boundingBox },
        ]
        for (layer, boxes) in zip(PackLayer.allCases.dropFirst(), curbBoxes) {
            let path = ParkingData.path(of: layer.file, in: directory)
            layers.append(try featureLayer(texts[layer.rawValue], boxes: boxes, path: path))
        }

        var writer = PackWriter()
        writer.append(raw: magic)
        writer.append(formatVersion)
        writer.append(UInt32(layers[0].zones == nil ? 1 : 0))
        for (stamp, digest) in zip(stamps, digests) {
            writer.append(stamp.size)
            writer.append(stamp.seconds)
            writer.append(stamp.nanoseconds)
            writer.append(digest)
        }
        writer.append(data.zones.defaultThreshold)
        writer.append(UInt32(data.curbs.knownAreaCodes.count))
        for code in data.curbs.knownAreaCodes { writer.append(code) }
        for layer in layers { layer.write(to: &writer) }
        PackGrid(layers: layers).write(to: &writer)
        let chunkSize = Swift.max(1, recordChunkSize)
        let curbs = data.curbs
        PackRecordTable.write(
            try checkedRecords(curbs.regulations, of: .regulations, in: directory), chunkSize: chunkSize, to: &writer)
        PackRecordTable.write(
            try checkedRecords(curbs.sweepingSides, of: .sweeping, in: directory), chunkSize: chunkSize, to: &writer)
        PackRecordTable.write(
            try checkedRecords(curbs.meters, of: .meters, in: directory), chunkSize: chunkSize, to: &writer)
        if let (skeleton, shapes) = zoneShapes(texts[0], layer: layers[0], zoneFile: data.zoneFile) {
            writer.append(true)
            writer.append(skeleton.count)
            writer.append(raw: skeleton)
            writer.append(shapes.count)
            writer.append(raw: shapes)
        } else {
            writer.append(false)
        }
        return (writer.bytes, digests)
    }

    /// The skeleton of a seed-schema zone file and its zones' shapes (``PackLayout/ZoneShapes``),
    /// once the skeleton read with the shapes gives the very zone file the text gives; `nil` for
    /// a zone file read whole, or one they would not give back exactly (batches then read the
    /// zone file's text, as before).
    static func zoneShapes(
        _ text: [UInt8], layer: LayerTable, zoneFile: ZoneFile
    ) -> (skeleton: [UInt8], shapes: [UInt8])? {
        guard let spans = layer.zones, spans.count == zoneFile.zones.count else { return nil }
        var skeleton: [UInt8] = []
        skeleton.reserveCapacity(text.count / 8)
        var copied = 0
        for span in spans where span.close > span.open {
            skeleton += text[copied...span.open]
            copied = span.close
        }
        skeleton += text[copied...]
        var shapes = PackWriter()
        shapes.append(zoneFile.zones.map(\.shape))
        let read = shapes.bytes.withUnsafeBytes { try? readZoneFile(skeleton: skeleton, shapes: $0, path: "") }
        guard read == zoneFile else { return nil }
        return (skeleton, shapes.bytes)
    }

    /// `records`, once each has been written and read back equal: a value the pack cannot keep
    /// exactly leaves no pack (batches then read the files), never a different answer.
    static func checkedRecords<Record: PackRecord>(
        _ records: [Record], of file: ParkingDataFile, in directory: String
    ) throws(DataPackError) -> [Record] {
        let path = ParkingData.path(of: file, in: directory)
        for (index, record) in records.enumerated() {
            var writer = PackWriter()
            record.write(to: &writer)
            let read = writer.bytes.withUnsafeBytes { raw in
                Result { () throws(DataPackError) -> Record in
                    var reader = PackReader(raw, path: path)
                    let value = try Record(from: &reader)
                    guard reader.position == raw.count else { throw reader.corrupt("bytes left over") }
                    return value
                }
            }
            guard (try? read.get()) == record else {
                throw .corrupt(path: path, reason: "feature \(index) does not survive the pack's encoding")
            }
        }
        return records
    }

    private static func box(of lines: [LineString]) -> BoundingBox {
        // A regulation without lines is never near anything: the empty box, which no cell holds.
        guard var box = lines.first?.boundingBox else { return .empty }
        for line in lines.dropFirst() { box.expand(toInclude: line.boundingBox) }
        return box
    }

    /// The zone file's parts: each polygon of each zone whose `boundary` is a MultiPolygon, each
    /// other zone whole. A zone file of another shape (a GeoJSON FeatureCollection of zones) is
    /// not split: every lookup reads it whole.
    private static func zoneLayer(_ text: [UInt8], _ zoneFile: ZoneFile, path: String) throws(DataPackError)
        -> LayerTable
    {
        let root = try root(of: text, path: path)
        guard let list = root["zones"], list.kind == .array, list.count == zoneFile.zones.count else {
            return LayerTable(open: 0, close: 0, parts: [], zones: nil)
        }
        let (open, close) = try span(of: list, in: text, path: path)
        var parts: [LayerTable.Part] = []
        var zones: [LayerTable.ZoneSpan] = []
        for (index, (node, zone)) in zip(list.elements, zoneFile.zones).enumerated() {
            let (start, end) = try span(of: node, in: text, path: path)
            let polygons = zone.shape.polygons
            if let boundary = node["boundary"], boundary["type"]?.stringValue == "MultiPolygon",
                let coordinates = boundary["coordinates"], coordinates.kind == .array,
                coordinates.count == polygons.count
            {
                let (coordinatesOpen, coordinatesClose) = try span(of: coordinates, in: text, path: path)
                zones.append(
                    LayerTable.ZoneSpan(start: start, end: end + 1, open: coordinatesOpen, close: coordinatesClose))
                for (element, polygon) in zip(coordinates.elements, polygons) {
                    let (partStart, partEnd) = try span(of: element, in: text, path: path)
                    parts.append(
                        LayerTable.Part(owner: index, start: partStart, end: partEnd + 1, box: polygon.boundingBox))
                }
            } else {
                zones.append(LayerTable.ZoneSpan(start: start, end: end + 1, open: 0, close: 0))
                parts.append(LayerTable.Part(owner: index, start: start, end: end + 1, box: zone.shape.boundingBox))
            }
        }
        return LayerTable(open: open, close: close, parts: parts, zones: zones)
    }

    /// A data file's features, one part each, with the boxes of the values they decoded to.
    private static func featureLayer(
        _ text: [UInt8], boxes: [BoundingBox], path: String
    ) throws(DataPackError) -> LayerTable {
        let root = try root(of: text, path: path)
        guard let features = root["features"], features.kind == .array, features.count == boxes.count else {
            throw .corrupt(path: path, reason: "its features do not match the values they decode to")
        }
        let (open, close) = try span(of: features, in: text, path: path)
        var parts: [LayerTable.Part] = []
        parts.reserveCapacity(boxes.count)
        for (index, (feature, box)) in zip(features.elements, boxes).enumerated() {
            let (start, end) = try span(of: feature, in: text, path: path)
            parts.append(LayerTable.Part(owner: index, start: start, end: end + 1, box: box))
        }
        return LayerTable(open: open, close: close, parts: parts, zones: nil)
    }

    /// The parsed document's root (the full load has already read the file, so this does not fail
    /// unless the file changed in between).
    private static func root(of text: [UInt8], path: String) throws(DataPackError) -> JSONNode {
        do throws(JSONError) {
            return try JSONParser().parse(text).root
        } catch {
            throw .unreadable(path: path, reason: error.message)
        }
    }

    /// The offsets of a value's first and last byte.
    private static func span(of node: JSONNode, in text: [UInt8], path: String) throws(DataPackError) -> (Int, Int) {
        let start = node.location.offset
        guard let end = JSONValueEnd.end(of: text, valueAt: start) else {
            throw .corrupt(path: path, reason: "a value at \(node.location) has no end")
        }
        return (start, end - 1)
    }
}

/// One layer of a pack as written: where its array opens and closes in the data file, and its
/// parts with their byte ranges and boxes.
struct LayerTable {
    struct Part {
        /// The zone (zones layer) or feature the part belongs to.
        let owner: Int
        /// The part's text: `start..<end` in the data file.
        let start: Int
        let end: Int
        let box: BoundingBox
    }

    /// A zone's text, and the `[` … `]` of its boundary's coordinates (both 0 when it is one part).
    struct ZoneSpan {
        let start: Int
        let end: Int
        let open: Int
        let close: Int
    }

    /// The offsets of the layer's array's `[` and `]` (both 0 when the file is read whole).
    let open: Int
    let close: Int
    let parts: [Part]
    /// The zones layer's zones; `nil` for other layers and for a zone file read whole.
    let zones: [ZoneSpan]?

    /// Bytes of one part in the table.
    static let partSize = 56
    static let zoneSize = 32

    func write(to writer: inout PackWriter) {
        writer.append(open)
        writer.append(close)
        writer.append(parts.count)
        for part in parts {
            writer.append(part.owner)
            writer.append(part.start)
            writer.append(part.end)
            writer.append(part.box)
        }
        let zones = self.zones ?? []
        writer.append(zones.count)
        for zone in zones {
            writer.append(zone.start)
            writer.append(zone.end)
            writer.append(zone.open)
            writer.append(zone.close)
        }
    }
}
