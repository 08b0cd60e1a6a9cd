import Foundation
import Testing

@testable import ZoneKit

/// A file image holds the file's bytes wherever it was asked for them, whatever the ranges (within
/// a block, across blocks, overlapping, the last partial block), and a file that shrinks under it
/// is an error with a reason, never bytes of zeros read as data.
@Suite struct FileImageTests {
    /// A file of `count` bytes that are not all alike, in a new temporary directory.
    static func file(count: Int) throws -> (path: String, bytes: [UInt8]) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 / 251) }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-image-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    @Test func everyAskedRangeHoldsTheFilesBytes() throws {
        let block = FileImage.blockSize
        let (path, bytes) = try Self.file(count: 5 * block + 123)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try FileImage(path: path)
        #expect(image.count == bytes.count)
        let ranges = [
            0..<8, block - 3..<block + 5, 3 * block..<3 * block, 2 * block + 10..<4 * block + 1,
            bytes.count - 7..<bytes.count, 1..<2, 0..<bytes.count,
        ]
        for range in ranges {
            try image.ensure(range)
            #expect(Array(UnsafeRawBufferPointer(rebasing: image.bytes[range])) == Array(bytes[range]), "\(range)")
        }
    }

    @Test func aCopyHoldsTheFilesBytesWhetherTheImageHasThemOrNot() throws {
        let block = FileImage.blockSize
        let (path, bytes) = try Self.file(count: 4 * block + 5)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try FileImage(path: path)
        try image.ensure(block..<2 * block)
        // Inside the read block, across its edge, far from it, and the file's last bytes.
        for range in [block + 3..<block + 40, 2 * block - 10..<2 * block + 10, 3 * block..<4 * block + 5, 0..<0] {
            var copied = [UInt8](repeating: 0, count: range.count)
            try copied.withUnsafeMutableBytes { raw in
                guard let start = raw.baseAddress else { return }
                try image.copy(range, to: start)
            }
            #expect(copied == Array(bytes[range]), "\(range)")
        }
    }

    @Test func aReaderOfAnImageReadsWhatTheFileHolds() throws {
        var writer = PackWriter()
        writer.append(raw: Array("PARKPACK".utf8))
        writer.append(UInt32(7))
        writer.append("curb")
        writer.append(UInt64(0x0102_0304_0506_0708))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-image-\(UUID().uuidString)").path
        try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var reader = PackReader(image: try FileImage(path: path))
        #expect(try reader.raw(count: 8, "the magic") == Array("PARKPACK".utf8))
        #expect(try reader.uint32() == 7)
        #expect(try reader.string() == "curb")
        #expect(try reader.uint64(at: reader.position) == 0x0102_0304_0506_0708)
        #expect(throws: DataPackError.self) { try reader.uint64(at: reader.position + 1) }
    }

    @Test func aFileCutShortWhileOpenIsAnErrorWithAReason() throws {
        let (path, _) = try Self.file(count: 3 * FileImage.blockSize)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try FileImage(path: path)
        try image.ensure(0..<10)
        #expect(truncate(path, off_t(FileImage.blockSize)) == 0)
        #expect {
            try image.ensure(2 * FileImage.blockSize..<2 * FileImage.blockSize + 10)
        } throws: { error in
            (error as? PlainFiles.ReadError)?.reason.contains("ended at byte") == true
        }
    }

    @Test func aMissingFileIsAnErrorWithTheSystemsReason() {
        #expect {
            try FileImage(path: "/nonexistent/parkcheck.pack")
        } throws: { error in
            (error as? PlainFiles.ReadError)?.reason == "No such file or directory"
        }
    }

    @Test func anEmptyFileIsAnEmptyImage() throws {
        let (path, _) = try Self.file(count: 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try FileImage(path: path)
        #expect(image.count == 0)
        try image.ensure(0..<0)
        #expect(try image.mapped().isEmpty)
    }
}
