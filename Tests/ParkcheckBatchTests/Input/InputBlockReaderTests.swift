import Testing
import ParkcheckBatch
import ZoneKit

/// Blocks of rows are what a batch hands its workers: reading in blocks must give the rows, the
/// errors and the order that reading row by row gives, and must never wait for more input to fill
/// a block.
@Suite struct InputBlockReaderTests {
    /// Every row of `bytes` read in blocks of up to `maximumRows`, the input read `chunkSize` bytes
    /// at a time, and each block's size.
    private func readBlocks(
        _ bytes: [UInt8], chunkSize: Int, maximumRows: Int
    ) -> (rows: [Result<InputRow, InputRowError>], sizes: [Int]) {
        let parser = CoordinateRowParser(
            source: ByteArraySource(bytes, maximumReadSize: chunkSize), chunkSize: max(chunkSize, 4))
        var blocks = InputBlockReader(parser, maximumRows: maximumRows)
        var rows: [Result<InputRow, InputRowError>] = []
        var sizes: [Int] = []
        while let block = blocks.next() {
            sizes.append(block.count)
            block.forEach { rows.append($0) }
        }
        return (rows, sizes)
    }

    @Test(arguments: parseCases, [(3, 1), (64, 2), (64, 256), (65_536, 3), (65_536, 256)])
    func blocksHoldTheRowsOfTheParserInOrder(_ parseCase: ParseCase, reading: (chunkSize: Int, maximumRows: Int)) {
        let (rows, sizes) = readBlocks(parseCase.bytes, chunkSize: reading.chunkSize, maximumRows: reading.maximumRows)
        #expect(rows.map(summary) == parseCase.expected)
        #expect(sizes.allSatisfy { (1...reading.maximumRows).contains($0) }, "\(sizes)")
    }

    @Test func plainLinesTravelInFullBlocks() {
        let lines = (0..<10_000).map { "37.\(700_000 + $0),-122.\(400_000 + $0)\n" }.joined()
        let (rows, sizes) = readBlocks(Array(lines.utf8), chunkSize: 65_536, maximumRows: 256)
        #expect(rows.count == 10_000)
        #expect(rows.enumerated().allSatisfy { index, row in (try? row.get().lineNumber) == index + 1 })
        // Full blocks but where the reader's buffer ends in the middle of a line: that line is a
        // block of its own, and the one before it may be short.
        let chunks = lines.utf8.count / 65_536 + 1
        #expect(sizes.count <= 10_000 / 256 + 1 + 2 * chunks, "\(sizes)")
    }

    @Test func aLineThatArrivesAloneIsABlockAtOnce() {
        // Each read gives one line, as a person typing at a terminal does: no block waits for a
        // second line.
        let line = "37.760000,-122.430000\n"
        let (rows, sizes) = readBlocks(
            Array(String(repeating: line, count: 20).utf8), chunkSize: line.utf8.count, maximumRows: 256)
        #expect(rows.count == 20)
        #expect(sizes == Array(repeating: 1, count: 20))
    }

    /// What a progress line measures: the bytes a block's rows reach to, never what the reader has
    /// read ahead, and the input they are from.
    @Test(arguments: [
        "37.76,-122.43\n37.77,-122.44\n37.78,-122.45\n", "lat,lon\n37.76,-122.43\n37.77,-122.44\n37.78,-122.45\n",
        "{\"lat\":37.76,\"lon\":-122.43}\n{\"lat\":37.77,\"lon\":-122.44}\n{\"lat\":37.78,\"lon\":-122.45}\n",
    ])
    func blocksSayHowFarIntoTheirInputTheyReach(_ text: String) {
        let parser = CoordinateRowParser(
            source: ByteArraySource(Array(text.utf8), maximumReadSize: 65_536), sourceName: "points.txt")
        var blocks = InputBlockReader(parser, maximumRows: 1)
        var offsets: [Int] = []
        while let block = blocks.next() {
            #expect(block.source?.text == "points.txt")
            offsets.append(block.endOffset)
        }
        let lineEnds = text.utf8.indices.filter { text.utf8[$0] == 0x0A }.map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1
        }
        #expect(offsets == Array(lineEnds.suffix(3)))
    }

    /// Rows read the general way — an `id` member, a Feature with properties — fill blocks as plain
    /// lines do: a block a row cost a hand-over between threads each (30× the time of plain rows).
    @Test(arguments: [
        (0..<5_000).map { "{\"id\":\"p\($0)\",\"lat\":37.\(700_000 + $0),\"lon\":-122.\(400_000 + $0)}\n" }.joined(),
        "{\"type\":\"FeatureCollection\",\"features\":[\n"
            + (0..<5_000).map {
                "{\"type\":\"Feature\",\"id\":\($0),\"geometry\":{\"type\":\"Point\",\"coordinates\":"
                    + "[-122.\(400_000 + $0),37.\(700_000 + $0)]},\"properties\":{\"n\":\($0)}}"
            }.joined(separator: ",\n") + "\n]}\n",
    ])
    func rowsThatAreNotPlainTravelInFullBlocksToo(_ text: String) {
        let (rows, sizes) = readBlocks(Array(text.utf8), chunkSize: 65_536, maximumRows: 256)
        #expect(rows.count == 5_000)
        #expect(rows.allSatisfy { (try? $0.get()) != nil })
        let chunks = text.utf8.count / 65_536 + 1
        #expect(sizes.count <= 5_000 / 256 + 1 + 2 * chunks, "\(sizes)")
    }

    /// Plain rows after rows that are not: the block of the others ends where they end, and the
    /// plain rows come next as a run of their own, in order.
    @Test func aRunOfPlainRowsAfterOtherRowsIsTheNextBlock() {
        let text =
            "{\"id\":\"a\",\"lat\":37.76,\"lon\":-122.43}\n{\"id\":\"b\",\"lat\":37.77,\"lon\":-122.44}\n"
            + "{\"lat\":37.78,\"lon\":-122.45}\n{\"lat\":37.79,\"lon\":-122.46}\n"
        let parser = CoordinateRowParser(source: ByteArraySource(Array(text.utf8), maximumReadSize: 65_536))
        var blocks = InputBlockReader(parser, maximumRows: 256)
        var sizes: [Int] = []
        var offsets: [Int] = []
        var lines: [Int] = []
        while let block = blocks.next() {
            sizes.append(block.count)
            offsets.append(block.endOffset)
            block.forEach { lines.append((try? $0.get().lineNumber) ?? 0) }
        }
        #expect(sizes == [2, 2])
        #expect(lines == [1, 2, 3, 4])
        let lineEnds = text.utf8.indices.filter { text.utf8[$0] == 0x0A }.map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1
        }
        #expect(offsets == [lineEnds[1], lineEnds[3]])
    }
}
