import Foundation

/// A compact index of a data directory, so that one lookup reads only the data near its point
/// instead of parsing every file (`parkcheck 37.76 -122.43` in milliseconds rather than half a
/// second).
///
/// The JSON files stay the source of truth. The pack (``fileName``, beside them, built by
/// `parkcheck pack DIR` or `make`) holds, for each zone polygon and curb feature, its box and the
/// byte range of its text in its file, and a grid of ~150 m cells listing them; and every curb
/// feature's decoded values (``PackRecordTable``, each found by its offset) and every zone's shape,
/// which ``allData()`` reads for batches.
/// ``data(near:accuracy:threshold:settings:)`` picks every part whose box is within the query's
/// reach of the point, reads those curb features' records and cuts those zones' texts out of the
/// zone file for the zone reader (read where needed, ``FileImage``: the rest is never read): the
/// answer is the full data's, by construction, for any query at that point with those settings.
///
/// A pack never answers from old data: it remembers each file's size, modification time
/// (nanoseconds) and content digest (``ContentDigest``), and ``init(directory:)`` refuses it
/// (``DataPackError/stale(path:reason:)``) when a file's content differs, so the caller falls back
/// to the files themselves or to a pack in ``PackCache``. A file touched but not changed (a copy
/// of the directory) leaves the pack usable.
///
/// ```swift
/// let pack = try DataPack(directory: "Resources")
/// let data = try pack.data(near: point)
/// let report = try data.answer(for: ParkingQuery(location: point, arrival: now, permits: ["Q"]))
/// ```
package struct DataPack: Sendable {
    /// The pack's file name in a data directory.
    static let fileName = "parkcheck.pack"

    /// The data directory.
    package let directory: String
    /// The pack's path.
    package let path: String
    /// The pack's bytes, read as they are asked for (``FileImage``).
    private let image: FileImage
    private let layout: PackLayout

    /// Where the pack of `directory` is.
    package static func path(in directory: String) -> String {
        ParkingData.path(named: fileName, in: directory)
    }

    /// Opens the pack of `directory` and checks that every data file is as it was when the pack
    /// was built: by size and modification time, and for a file whose time changed but not its
    /// size (a copy, a fresh checkout), by its content digest, so a copied directory keeps its pack.
    ///
    /// - Throws: ``DataPackError/missing(path:)`` when there is none; ``DataPackError/stale(path:reason:)``
    ///   when a data file changed since or the pack is of another format;
    ///   ``DataPackError/corrupt(path:reason:)`` or ``DataPackError/unreadable(path:reason:)``.
    /// - Complexity: one `stat` per data file and a read of the pack's header (the tables are
    ///   read when a lookup needs them), plus a read of each file whose modification time differs.
    package init(directory: String) throws(DataPackError) {
        try self.init(path: Self.path(in: directory), directory: directory)
    }

    /// Opens the pack at `path`, built from data with the content of `directory`'s files (a pack
    /// in ``PackCache`` serves every directory with the same content).
    ///
    /// - Parameter digests: the files' content digests when the caller has already read them.
    init(path: String, directory: String, digests: [UInt64]? = nil) throws(DataPackError) {
        guard PlainFiles.exists(path) else { throw .missing(path: path) }
        let image: FileImage
        do throws(PlainFiles.ReadError) {
            image = try FileImage(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let layout = try PackLayout(reading: PackReader(image: image))
        for (index, file) in ParkingDataFile.allCases.enumerated() {
            let filePath = ParkingData.path(of: file, in: directory)
            let packed = layout.stamps[index]
            guard let now = SourceStamp(path: filePath) else {
                throw .stale(path: path, reason: "\(filePath) cannot be read")
            }
            guard now.size == packed.size else {
                throw .stale(path: path, reason: "\(file) \(packed.size) bytes when packed, \(now.size) now")
            }
            if now.hasSameTime(as: packed) { continue }
            guard let digest = digests?[index] ?? ContentDigest.digest(ofFileAt: filePath) else {
                throw .stale(path: path, reason: "\(filePath) cannot be read")
            }
            guard digest == layout.digests[index] else {
                throw .stale(path: path, reason: "\(file) changed since it was packed")
            }
        }
        self.directory = directory
        self.path = path
        self.image = image
        self.layout = layout
    }

    /// Every permit code the whole data knows.
    var knownAreaCodes: [String] { layout.knownAreaCodes }

    /// The data needed to answer any query at `point` made with these parameters: the zones with a
    /// polygon in reach of the lookup (see ``ZoneIndex/lookup(at:accuracy:threshold:date:)``) and
    /// the curb features within the settings' radii, in their files' order, plus what the whole
    /// data says of permits (every code it knows) and of itself (version, bounds, threshold).
    ///
    /// - Parameters:
    ///   - point: where the query will be made.
    ///   - accuracy: the query's accuracy radius in metres, if any.
    ///   - threshold: the zone threshold the answer will use; `nil` for the zone file's own.
    ///   - settings: the curb radii the answer will use.
    ///   - radius: how far from `point` answers will be asked, in metres (0 for a lookup at the
    ///     point), wherever they are; an advisor's question, whose answers are all at a curb, needs
    ///     less (``data(for:threshold:settings:)``).
    /// - Returns: data whose answers at `point` (and within `radius` of it) equal the full data's. Its ``ParkingData/zoneFile``
    ///   holds only the zones near the point: ask it nothing about other places.
    /// - Throws: ``DataPackError/corrupt(path:reason:)`` when the pack and the files disagree
    ///   (the caller should load the files whole), ``DataPackError/unreadable(path:reason:)``.
    /// - Complexity: O(c + k) for c grid items near the point and k bytes of their texts.
    package func data(
        near point: Coordinate, accuracy: Double? = nil, threshold: Double? = nil,
        settings: SFAnswerSettings = .standard,
        radius: Double = 0
    ) throws(DataPackError) -> ParkingData {
        let around = ZoneIndex.metres(radius)
        return try data(
            near: point, zoneReach: zoneReach(threshold: threshold, accuracy: accuracy) + around,
            curbReach: ZoneIndex.metres(settings.dataReach(accuracy: accuracy)) + around)
    }

    /// How far from a point the zone lookup there searches, in metres: the threshold, and as far
    /// again (or the accuracy, if larger) to see every zone that counts.
    func zoneReach(threshold: Double?, accuracy: Double?) -> Double {
        let threshold = ZoneIndex.metres(threshold ?? layout.defaultThreshold)
        return threshold + Swift.max(threshold, ZoneIndex.metres(accuracy ?? 0))
    }

    /// The zones with a box within `zoneReach` metres of `point` and the curb features within
    /// `curbReach`, with what the whole data says of permits and of itself: the zones read from
    /// their texts cut out of the zone file, the curb features from their records (a part of a
    /// curb layer is one feature, its record the values its text decodes to).
    func data(near point: Coordinate, zoneReach: Double, curbReach: Double) throws(DataPackError) -> ParkingData {
        let reader = PackReader(image: image)
        var query = PackQuery(layout: layout, reader: reader, point: point)
        let selected = try query.parts(zoneReach: zoneReach, curbReach: curbReach)
        let zonesPath = ParkingData.path(of: .zones, in: directory)
        let zoneText = try zoneText(parts: selected[PackLayer.zones.rawValue])
        let zoneFile: ZoneFile
        do throws(ZoneFileError) {
            zoneFile = try ZoneFileReader().read(zoneText, file: zonesPath)
        } catch {
            throw .corrupt(path: path, reason: "the zones near the point do not read back (\(error))")
        }
        func records<Record: PackRecord>(_ layer: PackLayer) throws(DataPackError) -> [Record] {
            try layout.records[layer.rawValue - 1].decode(selected[layer.rawValue], of: reader)
        }
        return ParkingData(
            zoneFile: zoneFile, regulations: try records(.regulations), sweepingSides: try records(.sweeping),
            meters: try records(.meters), additionalAreaCodes: layout.knownAreaCodes, holidays: try holidays())
    }

    /// All the data, for batches: the same values as ``ParkingData/init(directory:)``, the curb
    /// features read from the pack's decoded records (``PackRecordTable``), a chunk per core at
    /// once, with no JSON parsed, and the zone file as ``zoneFile()`` reads it.
    ///
    /// - Throws: ``DataPackError/corrupt(path:reason:)`` when the pack's records or the zone file
    ///   do not read (the caller should load the files whole, which reports any problem of theirs
    ///   at its line and column), ``DataPackError/unreadable(path:reason:)``.
    /// - Parameter work: how the decoding and indexing are spread (a batch: on every core).
    /// - Complexity: O(n) in the size of the records, spread by `work`.
    package func allData(work: any LoadWork = InOrderWork()) throws(DataPackError) -> ParkingData {
        ParkingData(
            zoneFile: try zoneFile(), regulations: try records(of: .regulations, work: work),
            sweepingSides: try records(of: .sweeping, work: work), meters: try records(of: .meters, work: work),
            additionalAreaCodes: [], holidays: try holidays(), work: work)
    }

    /// The data directory's holiday calendar (``CityCalendar/read(inDataDirectory:)``), which
    /// the pack does not hold: a small text the user may edit.
    private func holidays() throws(DataPackError) -> CityCalendar {
        do throws(ParkingDataLoadError) {
            return try CityCalendar.read(inDataDirectory: directory)
        } catch {
            throw .invalidData(error)
        }
    }

    /// Whether the pack keeps the zones' shapes decoded (``zoneFile()`` then parses no shape).
    var keepsZonesDecoded: Bool { layout.zoneShapes != nil }

    /// The zone file, as ``ZoneFileReader`` reads it from the data directory: from the zones'
    /// decoded shapes and the file's skeleton when the pack keeps them (``PackLayout/ZoneShapes``),
    /// else from the file's text.
    ///
    /// - Throws: ``DataPackError/corrupt(path:reason:)`` when they do not read (the caller should
    ///   read the zone file itself, which reports any problem of its own at its line and column),
    ///   ``DataPackError/unreadable(path:reason:)``.
    /// - Complexity: O(n) in the zones' positions.
    package func zoneFile() throws(DataPackError) -> ZoneFile {
        let zonesPath = ParkingData.path(of: .zones, in: directory)
        guard let stored = layout.zoneShapes else {
            let zoneText: Data
            do {
                zoneText = try Data(contentsOf: URL(fileURLWithPath: zonesPath), options: .alwaysMapped)
            } catch {
                throw .unreadable(path: zonesPath, reason: error.localizedDescription)
            }
            do throws(ZoneFileError) {
                return try ZoneFileReader().read(zoneText, file: zonesPath)
            } catch {
                throw .corrupt(path: path, reason: "\(zonesPath) does not read back (\(error))")
            }
        }
        let (path, skeletonRange) = (path, stored.skeletonOffset..<stored.skeletonOffset + stored.skeletonCount)
        let shapesRange = stored.shapesOffset..<stored.shapesOffset + stored.shapesCount
        return try mapped().withUnsafeBytes { raw in
            Result { () throws(DataPackError) -> ZoneFile in
                try Self.readZoneFile(
                    skeleton: UnsafeRawBufferPointer(rebasing: raw[skeletonRange]),
                    shapes: UnsafeRawBufferPointer(rebasing: raw[shapesRange]), path: path)
            }
        }.get()
    }

    /// The zone file of a skeleton and its zones' shapes (``PackLayout/ZoneShapes``).
    static func readZoneFile(
        skeleton: some Sequence<UInt8>, shapes shapeBytes: UnsafeRawBufferPointer, path: String
    ) throws(DataPackError) -> ZoneFile {
        var reader = PackReader(shapeBytes, path: path)
        let shapes: [MultiPolygon] = try reader.records()
        guard reader.position == shapeBytes.count else { throw reader.corrupt("bytes follow the zone shapes") }
        let root: JSONNode
        do throws(JSONError) {
            root = try JSONParser().parse(skeleton).root
        } catch {
            throw .corrupt(path: path, reason: "its zone skeleton is not JSON (\(error.message))")
        }
        let outcome = ZoneFileReader().decode(root, shapes: shapes)
        guard let zoneFile = outcome.zoneFile, zoneFile.zones.count == shapes.count else {
            throw .corrupt(path: path, reason: "its zones do not read back")
        }
        return zoneFile
    }

    /// Every feature of the curb layer `layer`, decoded from its records, the chunks spread by
    /// `work` (they are independent, and loading is the whole of a short batch: a batch decodes
    /// them on every core), each straight into its place in the array: decoding chunks into arrays
    /// of their own and joining them copied every record and touched twice the memory.
    private func records<Record: PackRecord>(of layer: PackLayer, work: any LoadWork) throws(DataPackError)
        -> [Record]
    {
        let table = layout.records[layer.rawValue - 1]
        let (bytes, path) = (try mapped(), path)
        var failure: DataPackError?
        let values = [Record](unsafeUninitializedCapacity: table.count) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            let memory = RecordMemory(start: start)
            let chunks = work.results(count: table.chunkCount) { chunk in
                bytes.withUnsafeBytes { raw in table.decode(chunk, of: raw, path: path, into: memory.start) }
            }
            // The first chunk's problem in pack order, whichever thread met it first; then no record
            // is kept.
            failure = chunks.lazy.compactMap(\.failure).first
            guard failure != nil else {
                count = table.count
                return
            }
            for (chunk, decoded) in chunks.enumerated() {
                (start + chunk * table.chunkSize).deinitialize(count: decoded.initialized)
            }
        }
        if let failure { throw failure }
        return values
    }

    /// The memory of a layer's records, which each chunk's thread initializes a part of.
    private struct RecordMemory<Record>: @unchecked Sendable {
        let start: UnsafeMutablePointer<Record>
    }

    /// The whole pack, mapped (for reading all of its records).
    private func mapped() throws(DataPackError) -> Data {
        do throws(PlainFiles.ReadError) {
            return try image.mapped()
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// The zone file's text cut down to the polygons `parts` (in order): its `zones` array holding
    /// only their zones, the rest of the file as it is; the whole file when the pack keeps no parts.
    private func zoneText(parts: [Int]) throws(DataPackError) -> [UInt8] {
        let zonesPath = ParkingData.path(of: .zones, in: directory)
        let source: FileImage
        do throws(PlainFiles.ReadError) {
            source = try FileImage(path: zonesPath)
        } catch {
            throw .unreadable(path: zonesPath, reason: error.reason)
        }
        let cutter = PackTextCutter(layout: layout, reader: PackReader(image: image), source: source)
        return layout.readsZoneFileWhole ? try cutter.whole() : try cutter.cut(parts: parts)
    }
}
