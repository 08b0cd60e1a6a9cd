import TestSupport

@testable import ZoneKit

/// The city's RPP area polygons (`data/sf/rpp_area_blocks_20251122.json`: 32 zones, 2,537 rings),
/// read and indexed once for every suite that needs them. A missing file fails those tests.
enum RPPAreaData {
    static let path = "data/sf/rpp_area_blocks_20251122.json"

    private static let file = Result { try ZoneFileReader().read(SharedFolder.data(path), file: path) }
    private static let index = file.map { ZoneIndex($0) }

    /// The file, read by ``ZoneFileReader``.
    static func zoneFile() throws -> ZoneFile { try file.get() }

    /// The file's zones, indexed with the library's default threshold.
    static func zoneIndex() throws -> ZoneIndex { try index.get() }
}
