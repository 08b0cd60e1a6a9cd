import Foundation
import Testing
@testable import ZoneKit

/// The pack cache: one pack per data content, built once, shared by every directory holding that
/// content, and answering as the data does.
@Suite struct PackCacheTests {
    @Test func aPackIsBuiltOnceAndServesEveryCopyOfTheSameData() throws {
        let first = try DataPackTests.copyOfBundledData()
        let second = try DataPackTests.copyOfBundledData()
        let cacheDirectory = NSTemporaryDirectory() + "parkcheck-cache-\(UUID().uuidString)/parkcheck"
        defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
        let cache = PackCache(directory: cacheDirectory)
        let built = try cache.pack(for: first)
        #expect(built.wasBuilt)
        #expect(built.pack.path.hasPrefix(cacheDirectory + "/"))
        #expect(built.pack.path.hasSuffix(".pack"))
        #expect(built.pack.directory == first)
        let again = try cache.pack(for: second)
        #expect(!again.wasBuilt)
        #expect(again.pack.path == built.pack.path)
        #expect(again.pack.directory == second)
        let point = Coordinate(latitude: 37.759546, longitude: -122.423713)
        let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_795_000_000), permits: ["S"])
        let full = try DataPackTests.json(try ParkingData(directory: second).answer(for: query))
        #expect(try DataPackTests.json(try again.pack.data(near: point).answer(for: query)) == full)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cacheDirectory) == [
                (built.pack.path as NSString).lastPathComponent
            ])
    }

    @Test func changedDataGetsAPackOfItsOwn() throws {
        let directory = try DataPackTests.copyOfBundledData()
        let cacheDirectory = NSTemporaryDirectory() + "parkcheck-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
        let cache = PackCache(directory: cacheDirectory)
        let before = try cache.pack(for: directory)
        let meters = ParkingData.path(of: .meters, in: directory)
        var text = try String(contentsOfFile: meters, encoding: .utf8)
        text += "\n"
        try text.write(toFile: meters, atomically: true, encoding: .utf8)
        let after = try cache.pack(for: directory)
        #expect(after.wasBuilt)
        #expect(after.pack.path != before.pack.path)
    }

    @Test func aCacheThatCannotBeWrittenIsAnError() throws {
        let directory = try DataPackTests.copyOfBundledData()
        let blocker = NSTemporaryDirectory() + "parkcheck-cache-file-\(UUID().uuidString)"
        try Data().write(to: URL(fileURLWithPath: blocker))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        #expect(throws: DataPackError.self) { try PackCache(directory: blocker + "/parkcheck").pack(for: directory) }
    }
}
