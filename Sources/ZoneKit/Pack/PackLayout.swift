/// Where everything is in a pack file, read once when it is opened; the tables themselves are
/// read at their offsets only when a lookup needs them.
struct PackLayout: Sendable {
    struct Layer: Sendable {
        /// The offsets of the `[` and `]` of the layer's array in its data file.
        let open: Int
        let close: Int
        let partCount: Int
        /// Where the part table starts in the pack.
        let partsOffset: Int
        let zoneCount: Int
        let zonesOffset: Int
    }

    /// Whether the zone file is read whole (it is not in the seed schema, so it has no parts).
    let readsZoneFileWhole: Bool
    /// The data files' stamps when the pack was built, in ``ParkingDataFile/allCases`` order.
    let stamps: [SourceStamp]
    /// The data files' content digests (``ContentDigest``) when the pack was built, in the same order.
    let digests: [UInt64]
    /// The zone file's threshold (what ``ZoneIndex/defaultThreshold-swift.property`` was).
    let defaultThreshold: Double
    /// Every permit code the whole data knows (``SFDataset/knownAreaCodes``).
    let knownAreaCodes: [String]
    let layers: [Layer]
    let originLongitude: Double
    let originLatitude: Double
    let columns: Int
    let rows: Int
    let cellStartsOffset: Int
    let itemCount: Int
    let itemsOffset: Int
    /// The curb layers' features, decoded (``PackRecordTable``): regulations, sweeping, meters.
    let records: [PackRecordTable]
    /// Where the zone file's skeleton and its zones' decoded shapes are (format 4), `nil` when the
    /// pack keeps none (a zone file read whole): see ``ZoneShapes``.
    let zoneShapes: ZoneShapes?

    /// A seed-schema zone file kept for batches without its bulk: the file's text with each zone's
    /// boundary coordinates cut down to `[]` (the skeleton), and every zone's shape decoded, in
    /// zone order (``MultiPolygon`` records). The shapes are most of the file; read from JSON they
    /// were most of a zone-only batch's load.
    struct ZoneShapes: Sendable {
        let skeletonOffset: Int
        let skeletonCount: Int
        let shapesOffset: Int
        let shapesCount: Int
    }

    /// Reads the layout of the pack `reader` reads (from its start), skipping its tables.
    ///
    /// - Throws: ``DataPackError/stale(path:reason:)`` for a pack of another format,
    ///   ``DataPackError/corrupt(path:reason:)`` for one that is truncated or inconsistent.
    init(reading pack: PackReader) throws(DataPackError) {
        var reader = pack
        let (limit, path) = (reader.bytes.count, reader.path)
        guard limit >= DataPack.magic.count, try reader.raw(count: DataPack.magic.count, "the header") == DataPack.magic
        else {
            throw .corrupt(path: path, reason: "it is not a parkcheck pack")
        }
        let version = try reader.uint32()
        guard version == DataPack.formatVersion else {
            throw .stale(
                path: path, reason: "written in pack format \(version); this parkcheck reads \(DataPack.formatVersion)")
        }
        readsZoneFileWhole = try reader.uint32() != 0
        var stamps: [SourceStamp] = []
        var digests: [UInt64] = []
        for _ in ParkingDataFile.allCases {
            stamps.append(
                SourceStamp(size: try reader.int64(), seconds: try reader.int64(), nanoseconds: try reader.int64()))
            digests.append(UInt64(bitPattern: try reader.int64()))
        }
        self.stamps = stamps
        self.digests = digests
        defaultThreshold = try reader.double()
        let codeCount = Int(try reader.uint32())
        guard codeCount <= limit else { throw reader.corrupt("\(codeCount) permit codes") }
        var codes: [String] = []
        for _ in 0..<codeCount { codes.append(try reader.string()) }
        knownAreaCodes = codes
        var layers: [Layer] = []
        for _ in PackLayer.allCases {
            let open = try reader.count(atMost: Int(Int64.max), "an array offset")
            let close = try reader.count(atMost: Int(Int64.max), "an array offset")
            let partCount = try reader.count(atMost: limit / LayerTable.partSize, "a part count")
            let partsOffset = try reader.skip(partCount * LayerTable.partSize, "a part table")
            let zoneCount = try reader.count(atMost: limit / LayerTable.zoneSize, "a zone count")
            let zonesOffset = try reader.skip(zoneCount * LayerTable.zoneSize, "a zone table")
            layers.append(
                Layer(
                    open: open, close: close, partCount: partCount, partsOffset: partsOffset, zoneCount: zoneCount,
                    zonesOffset: zonesOffset))
        }
        self.layers = layers
        originLongitude = try reader.double()
        originLatitude = try reader.double()
        columns = try reader.count(atMost: limit, "a column count")
        rows = try reader.count(atMost: limit, "a row count")
        guard columns == 0 || rows <= limit / columns else { throw reader.corrupt("a grid of \(columns) × \(rows)") }
        cellStartsOffset = try reader.skip((columns * rows + 1) * 4, "the grid's cells")
        itemCount = try reader.count(atMost: limit / 4, "an item count")
        itemsOffset = try reader.skip(itemCount * 4, "the grid's items")
        var records: [PackRecordTable] = []
        for layer in layers.dropFirst() {
            records.append(try PackRecordTable(reading: &reader, count: layer.partCount))
        }
        self.records = records
        if try reader.bool() {
            let skeletonCount = try reader.count(atMost: limit, "a zone skeleton's length")
            let skeletonOffset = try reader.skip(skeletonCount, "the zone skeleton")
            let shapesCount = try reader.count(atMost: limit, "the zone shapes' length")
            let shapesOffset = try reader.skip(shapesCount, "the zone shapes")
            zoneShapes = ZoneShapes(
                skeletonOffset: skeletonOffset, skeletonCount: skeletonCount, shapesOffset: shapesOffset,
                shapesCount: shapesCount)
        } else {
            zoneShapes = nil
        }
        guard reader.position == limit else { throw reader.corrupt("\(limit - reader.position) bytes follow its end") }
    }
}
