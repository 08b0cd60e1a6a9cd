import Foundation
import Testing
import ParkcheckBatch
import ZoneKit

/// A batch reads its input through ``FileBlockReader``: it must give the rows, errors and order of
/// the generic ``InputBlockReader`` it specialises, from a real file descriptor.
@Suite struct FileBlockReaderTests {
    @Test(arguments: parseCases)
    func blocksFromAFileHoldTheRowsOfTheParser(_ parseCase: ParseCase) throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("FileBlockReaderTests-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(parseCase.bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fileDescriptor = open(path, O_RDONLY)
        try #require(fileDescriptor >= 0)
        defer { close(fileDescriptor) }
        let parser = CoordinateRowParser(
            source: FileDescriptorSource(fileDescriptor: fileDescriptor), sourceName: "<stdin>")
        var blocks = FileBlockReader(parser, maximumRows: 2)
        var rows: [String] = []
        while let block = blocks.next() {
            #expect((1...2).contains(block.count))
            block.forEach { rows.append(summary($0)) }
        }
        #expect(rows == parseCase.expected)
    }
}
