import Foundation
import TestSupport
import Testing
@testable import ZoneKit

/// The pack: answers read through it equal answers from the whole data, and it is never used once
/// the data it was built from has changed, nor read past its end when damaged.
@Suite struct DataPackTests {
    /// A scratch copy of the bundled data with its pack, the whole data loaded, and the pack opened.
    struct Packed: Sendable {
        let directory: String
        let full: ParkingData
        let pack: DataPack
    }

    static let bundled: Result<Packed, any Error> = Result {
        let directory = try copyOfBundledData()
        try DataPack.write(directory: directory)
        return Packed(
            directory: directory, full: try ParkingData(directory: directory), pack: try DataPack(directory: directory))
    }

    /// The four data files of `Resources/` copied to a new temporary directory.
    static func copyOfBundledData() throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-pack-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in ParkingDataFile.allCases {
            try FileManager.default.copyItem(
                at: SharedFolder.repositoryRoot.appendingPathComponent("Resources").appendingPathComponent(
                    file.rawValue),
                to: directory.appendingPathComponent(file.rawValue))
        }
        return directory.path
    }

    static func json(_ report: ParkingReport) throws -> String {
        try JSONWriter(layout: .pretty).string(from: .object(report.jsonObject))
    }

    @Test func aPackAnswersAsTheWholeDataDoes() throws {
        let packed = try Self.bundled.get()
        var random = SeededGenerator(seed: 20_261_124)
        var points: [Coordinate] = []
        // On and beside real block faces (up to ~30 m off), where every part of the answer works.
        for _ in 0..<250 {
            let regulation = try #require(packed.full.curbs.regulations.randomElement(using: &random))
            let line = try #require(regulation.lines.first)
            let corner = line.coordinates[Int.random(in: 0..<line.coordinates.count, using: &random)]
            points.append(
                Coordinate(
                    latitude: corner.latitude + Double.random(in: -0.0003...0.0003, using: &random),
                    longitude: corner.longitude + Double.random(in: -0.0003...0.0003, using: &random)))
        }
        // Beside zone polygons' corners, where zones meet.
        for _ in 0..<100 {
            let zone = try #require(packed.full.zoneFile.zones.randomElement(using: &random))
            let polygon = try #require(zone.shape.polygons.randomElement(using: &random))
            let corner = try #require(polygon.shell.coordinates.randomElement(using: &random))
            points.append(
                Coordinate(
                    latitude: corner.latitude + Double.random(in: -0.0002...0.0002, using: &random),
                    longitude: corner.longitude + Double.random(in: -0.0002...0.0002, using: &random)))
        }
        // Anywhere in and around the city, outside its bounds too.
        for _ in 0..<150 {
            points.append(
                Coordinate(
                    latitude: Double.random(in: 37.68...37.84, using: &random),
                    longitude: Double.random(in: -122.54 ... -122.34, using: &random)))
        }
        let codes = packed.pack.knownAreaCodes
        let start = Date(timeIntervalSince1970: 1_795_500_000)  // 2026-11-24, San Francisco morning
        var withBlockFace = 0
        var withSweeping = 0
        for point in points {
            let accuracy = ([nil, 3, 40, 400] as [Double?]).randomElement(using: &random) ?? nil
            let threshold = ([nil, 0, 10, 60] as [Double?]).randomElement(using: &random) ?? nil
            let permits = (0..<Int.random(in: 0...2, using: &random)).compactMap { _ in
                codes.randomElement(using: &random)
            }
            let query = ParkingQuery(
                location: point,
                arrival: start.addingTimeInterval(Double.random(in: 0...(14 * 86_400), using: &random)),
                permits: permits, hasPlacard: Bool.random(using: &random),
                heading: Bool.random(using: &random) ? Double.random(in: 0..<360, using: &random) : nil,
                accuracy: accuracy)
            let expected = try packed.full.answer(for: query, threshold: threshold)
            let near = try packed.pack.data(near: point, accuracy: accuracy, threshold: threshold)
            let actual = try near.answer(for: query, threshold: threshold)
            #expect(
                try Self.json(actual) == Self.json(expected),
                "at \(point), accuracy \(String(describing: accuracy)), threshold \(String(describing: threshold))")
            if expected.answer?.blockFace != nil { withBlockFace += 1 }
            if expected.answer?.sweeping.isEmpty == false { withSweeping += 1 }
        }
        // The cases exercise the curb answer, not only empty places.
        #expect(withBlockFace >= 200, "\(withBlockFace) of \(points.count) answers found a block face")
        #expect(withSweeping >= 200, "\(withSweeping) of \(points.count) answers found sweeping")
    }

    /// A batch's load through the pack's decoded records gives the very values of a whole load, in
    /// order, whatever the records' chunk size (`nil`: the standard one, as `make` builds it).
    @Test(arguments: [nil, 7, 50_000] as [Int?])
    func allDataThroughThePackEqualsTheWholeData(recordChunkSize: Int?) throws {
        let packed = try Self.bundled.get()
        var pack = packed.pack
        var copy: String?
        defer { if let copy { try? FileManager.default.removeItem(atPath: copy) } }
        if let recordChunkSize {
            let directory = try Self.copyOfBundledData()
            copy = directory
            try DataPack.write(directory: directory, recordChunkSize: recordChunkSize)
            pack = try DataPack(directory: directory)
        }
        let all = try pack.allData()
        // The zones from their decoded shapes (format 4), not from the zone file's text.
        #expect(pack.keepsZonesDecoded)
        #expect(all.zoneFile == packed.full.zoneFile)
        #expect(try pack.zoneFile() == packed.full.zoneFile)
        #expect(all.curbs.regulations == packed.full.curbs.regulations)
        #expect(all.curbs.sweepingSides == packed.full.curbs.sweepingSides)
        #expect(all.curbs.meters == packed.full.curbs.meters)
        #expect(all.curbs.knownAreaCodes == packed.full.curbs.knownAreaCodes)
        #expect(all.curbs.sweepingSides.count > 20_000)  // 22,475 sides in the bundled data: not an empty load
        #expect(all.curbs.regulations.contains { !$0.alternatives.isEmpty })  // every part of a record is kept
    }

    @Test func aPackReadsOnlyTheDataNearItsPoint() throws {
        let packed = try Self.bundled.get()
        let near = try packed.pack.data(near: Coordinate(latitude: 37.76, longitude: -122.43))
        #expect(near.curbs.regulations.count < 40)
        #expect(near.curbs.sweepingSides.count < 80)
        #expect(near.zoneFile.zones.map(\.permitArea) == ["S"])
        // Permits are checked against every code of the whole data, not only those nearby.
        #expect(near.curbs.knownAreaCodes == packed.full.curbs.knownAreaCodes)
        #expect(near.version == packed.full.version)
    }

    @Test func aPointDeepInsideABigZoneStillMeasuresItsNearestEdge() throws {
        // Area S is a square 2 km wide around the point and a small square 300 m east of it: the
        // point is ~270 m from the zone's nearest edge (the small square's), far beyond the
        // lookup's reach, and the pack must still hand the lookup that polygon.
        let directory = try Self.smallData(
            squares: [(37.76, -122.43, 0.01), (37.76, -122.4266, 0.0003)])
        try DataPack.write(directory: directory)
        let point = Coordinate(latitude: 37.76, longitude: -122.43)
        let full = try ParkingData(directory: directory)
        let near = try DataPack(directory: directory).data(near: point)
        let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_795_500_000))
        let expected = try full.answer(for: query)
        #expect(try Self.json(near.answer(for: query)) == Self.json(expected))
        let distance = try #require(expected.zone.primaryZone?.distance)
        #expect(distance > 200 && distance < 300)
    }

    @Test func aChangedDataFileMakesThePackStale() throws {
        let directory = try Self.copyOfBundledData()
        try DataPack.write(directory: directory)
        let meters = ParkingData.path(of: .meters, in: directory)
        // Same bytes, touched (as a copy is): the content is the pack's, so it is used.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: meters)
        _ = try DataPack(directory: directory)
        // Same size, one byte changed, touched: the digest tells.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: meters)))
        let digit = try #require(bytes.lastIndex(where: { (UInt8(ascii: "1")...UInt8(ascii: "8")).contains($0) }))
        bytes[digit] += 1
        try Data(bytes).write(to: URL(fileURLWithPath: meters))
        do {
            _ = try DataPack(directory: directory)
            Issue.record("a changed file was not noticed")
        } catch {
            guard case .stale(_, let reason) = error else { Issue.record("expected stale, got \(error)"); return }
            #expect(reason == "meters.geojson changed since it was packed")
        }
        try DataPack.write(directory: directory)
        _ = try DataPack(directory: directory)
        // One byte more: stale by size.
        let handle = try #require(FileHandle(forWritingAtPath: meters))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" ".utf8))
        try handle.close()
        do {
            _ = try DataPack(directory: directory)
            Issue.record("a grown file was not noticed")
        } catch {
            guard case .stale(_, let reason) = error else { Issue.record("expected stale, got \(error)"); return }
            #expect(reason.contains("bytes when packed"))
        }
    }

    @Test func noPackIsMissingNotAnError() throws {
        let directory = try Self.copyOfBundledData()
        #expect(throws: DataPackError.missing(path: DataPack.path(in: directory))) {
            try DataPack(directory: directory)
        }
    }

    @Test func invalidDataGetsNoPack() throws {
        let directory = try Self.copyOfBundledData()
        try Data("{\"type\": \"FeatureCollection\", \"features\": [1]}".utf8).write(
            to: URL(fileURLWithPath: ParkingData.path(of: .meters, in: directory)))
        do {
            try DataPack.write(directory: directory)
            Issue.record("a pack was written for invalid data")
        } catch {
            guard case .invalidData(.invalidFile(let path, _)) = error else { Issue.record("got \(error)"); return }
            #expect(path.hasSuffix("meters.geojson"))
        }
        #expect(!FileManager.default.fileExists(atPath: DataPack.path(in: directory)))
    }

    /// Every truncation and thousands of byte flips of a real pack: opening and reading either
    /// works or throws, near a point and whole (its decoded records); nothing is read past the
    /// end, nothing crashes.
    @Test func aDamagedPackIsRefusedNotReadPastItsEnd() throws {
        let directory = try Self.smallData(squares: [(37.76, -122.43, 0.001)])
        let bytes = try DataPack.build(directory: directory)
        let path = DataPack.path(in: directory)
        let point = Coordinate(latitude: 37.76, longitude: -122.43)
        var refused = 0
        var cases = 0
        func attempt(_ damaged: [UInt8]) throws {
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            cases += 1
            do {
                let pack = try DataPack(directory: directory)
                _ = try pack.data(near: point)
                _ = try pack.allData()
                _ = try pack.zoneFile()
            } catch {
                refused += 1
            }
        }
        for length in 0..<bytes.count { try attempt(Array(bytes.prefix(length))) }
        #expect(refused == bytes.count, "every truncated pack is refused")
        var random = SeededGenerator(seed: 77)
        for _ in 0..<2_000 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            try attempt(damaged)
        }
        #expect(cases == bytes.count + 2_000)
    }

    /// A batch decodes a layer's record chunks on every core at once, each into its place in one
    /// array: a damaged record in any chunk, after chunks that decoded, is refused as the others
    /// are, and what was decoded is let go (a mistake there would crash or corrupt the heap).
    @Test func aDamagedRecordInAnyChunkIsRefused() throws {
        let directory = try Self.smallData(squares: [(37.76, -122.43, 0.001)])
        let regulations = ParkingDataTests.collection(
            ParkingDataTests.regulation, ParkingDataTests.regulation, ParkingDataTests.regulation,
            ParkingDataTests.regulation, ParkingDataTests.regulation)
        let sides = ParkingDataTests.collection(
            ParkingDataTests.side, ParkingDataTests.side, ParkingDataTests.side, ParkingDataTests.side,
            ParkingDataTests.side)
        try Data(regulations.utf8).write(
            to: URL(fileURLWithPath: directory).appendingPathComponent("regulations.geojson"))
        try Data(sides.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("sweeping.geojson"))
        try DataPack.write(directory: directory, recordChunkSize: 2)
        let path = DataPack.path(in: directory)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = try DataPack(directory: directory).allData()
        #expect(whole.curbs.regulations.count == 5 && whole.curbs.sweepingSides.count == 5)
        var refusedByTheRecords = 0
        // The record tables are the pack's last part (then the zones' shapes): every byte of its
        // second half damaged in turn.
        for position in bytes.count / 2..<bytes.count {
            var damaged = bytes
            damaged[position] ^= 0xFF
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            guard let pack = try? DataPack(directory: directory) else { continue }
            do {
                _ = try pack.allData()
            } catch {
                refusedByTheRecords += 1
            }
        }
        #expect(refusedByTheRecords > 50, "\(refusedByTheRecords) damaged packs refused by their records")
    }

    /// A zone file of one Polygon zone and one of several squares: both kept decoded, and read
    /// back as the file reads; a GeoJSON FeatureCollection of zones is read from its text.
    @Test func zonesKeptDecodedReadAsTheZoneFile() throws {
        for squares in [[(37.76, -122.43, 0.001)], [(37.76, -122.43, 0.001), (37.77, -122.42, 0.002)]] {
            let directory = try Self.smallData(squares: squares)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try DataPack.write(directory: directory)
            let pack = try DataPack(directory: directory)
            #expect(pack.keepsZonesDecoded)
            let zones = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent("zones.json"))
            #expect(try pack.zoneFile() == ZoneFileReader().read(zones, file: "zones.json"))
        }
        let directory = try Self.smallData(squares: [(37.76, -122.43, 0.001)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let features = """
            {"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"id": "s", "permitArea": "S"},
              "geometry": {"type": "Polygon", "coordinates": [[[-122.431, 37.759], [-122.429, 37.759],
                [-122.429, 37.761], [-122.431, 37.759]]]}}]}
            """
        let path = URL(fileURLWithPath: directory).appendingPathComponent("zones.json")
        try Data(features.utf8).write(to: path)
        try DataPack.write(directory: directory)
        let pack = try DataPack(directory: directory)
        #expect(!pack.keepsZonesDecoded)
        #expect(try pack.zoneFile() == ZoneFileReader().read(Data(contentsOf: path), file: "zones.json"))
    }

    @Test func aPackOfAnotherFormatIsStale() throws {
        let directory = try Self.smallData(squares: [(37.76, -122.43, 0.001)])
        var bytes = try DataPack.build(directory: directory)
        bytes[8] &+= 1  // the format version follows the 8-byte magic
        try Data(bytes).write(to: URL(fileURLWithPath: DataPack.path(in: directory)))
        do {
            _ = try DataPack(directory: directory)
            Issue.record("a pack of another format was used")
        } catch {
            guard case .stale(_, let reason) = error else { Issue.record("got \(error)"); return }
            #expect(reason.contains("format"))
        }
    }

    /// A data directory with an Area S zone of squares (`latitude`, `longitude` of the centre,
    /// half-width in degrees; one square is a GeoJSON Polygon, which the pack keeps whole, more a
    /// MultiPolygon, which it splits), and one block face, sweeping side and meter at 37.76, -122.43.
    static func smallData(squares: [(Double, Double, Double)]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-pack-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let rings = squares.map { latitude, longitude, half in
            let (west, east, south, north) = (longitude - half, longitude + half, latitude - half, latitude + half)
            return
                "[[[\(west), \(south)], [\(east), \(south)], [\(east), \(north)], [\(west), \(north)], [\(west), \(south)]]]"
        }
        let boundary =
            rings.count == 1
            ? "{\"type\": \"Polygon\", \"coordinates\": \(rings[0])}"
            : "{\"type\": \"MultiPolygon\", \"coordinates\": [\(rings.joined(separator: ", "))]}"
        let zones = """
            {"version": "1", "city": {"code": "sf", "name": "San Francisco",
              "bounds": {"north": 37.9, "south": 37.6, "east": -122.3, "west": -122.6}},
             "metadata": {"dataVersion": "2099-01-02"},
             "permitAreas": [{"code": "S"}],
             "zones": [{"id": "s", "displayName": "Area S", "permitArea": "S",
               "boundary": \(boundary)}]}
            """
        let files: [ParkingDataFile: String] = [
            .zones: zones,
            .regulations: ParkingDataTests.collection(ParkingDataTests.regulation),
            .sweeping: ParkingDataTests.collection(ParkingDataTests.side),
            .meters: ParkingDataTests.collection(ParkingDataTests.meter),
        ]
        for (file, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(file.rawValue))
        }
        return directory.path
    }
}
