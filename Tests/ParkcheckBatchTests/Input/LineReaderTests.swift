import Foundation
import Testing
import ParkcheckBatch
import ZoneKit

@Suite struct LineReaderTests {
    /// Every line of `bytes`, read `chunkSize` bytes at a time, as `number:text` or `number:!reason`.
    private func lines(_ bytes: [UInt8], chunkSize: Int, maximumLineLength: Int = 1 << 20) throws -> [String] {
        var reader = LineReader(
            source: ByteArraySource(bytes, maximumReadSize: chunkSize), maximumLineLength: maximumLineLength,
            chunkSize: max(chunkSize, 4))
        var result: [String] = []
        while let line = try reader.next() {
            switch line.content {
            case .text(let text): result.append("\(line.number):\(text)")
            case .tooLong(let limit): result.append("\(line.number):!longer than \(limit)")
            case .invalidUTF8(let column, let byte):
                result.append("\(line.number):!0x\(String(byte, radix: 16)) at \(column)")
            }
        }
        return result
    }

    @Test(arguments: [1, 3, 4, 7, 65_536])
    func splitsLinesWhateverTheChunkSize(chunkSize: Int) throws {
        let input = Array("\u{FEFF}a,b\r\n\nc d\r\n# note\né\tf".utf8)
        #expect(try lines(input, chunkSize: chunkSize) == ["1:a,b", "2:", "3:c d", "4:# note", "5:é\tf"])
    }

    /// Lines taken from the buffer in runs (`nextBufferedLines`, as a batch reads plain
    /// coordinates) come out with the same numbers and bytes as lines read one by one, whatever
    /// the chunk size: runs stop at a line the reader refuses (here, one not starting with a
    /// digit), at a line not yet buffered and at the run's maximum, and `next()` goes on from there.
    @Test(arguments: [4, 7, 64])
    func runsOfBufferedLinesAreTheLinesOneByOne(chunkSize: Int) throws {
        let text = "1,2\r\n3,4\n\n5,6\nname\n" + String(repeating: "9", count: 40) + "\n7,8\r\n9,10\n11,12"
        let input = Array(text.utf8)
        var reader = LineReader(
            source: ByteArraySource(input, maximumReadSize: chunkSize), maximumLineLength: 30,
            chunkSize: max(chunkSize, 4))
        var result: [String] = []
        while true {
            var run: [String] = []
            reader.nextBufferedLines(upTo: 2, into: &run) { bytes, number in
                guard let first = bytes.first, (0x30...0x39).contains(first) else { return nil }
                return "\(number):\(String(decoding: bytes, as: UTF8.self))"
            }
            #expect(run.count <= 2)
            result += run
            if !run.isEmpty { continue }
            guard let line = try reader.next() else { break }
            switch line.content {
            case .text(let text): result.append("\(line.number):\(text)")
            case .tooLong(let limit): result.append("\(line.number):!longer than \(limit)")
            case .invalidUTF8: result.append("\(line.number):!invalid")
            }
        }
        #expect(
            result == ["1:1,2", "2:3,4", "3:", "4:5,6", "5:name", "6:!longer than 30", "7:7,8", "8:9,10", "9:11,12"])
    }

    @Test func aFinalLineBreakEndsTheLastLineWithoutAddingOne() throws {
        #expect(try lines(Array("a\nb\n".utf8), chunkSize: 64) == ["1:a", "2:b"])
        #expect(try lines([], chunkSize: 64) == [])
    }

    @Test(arguments: [4, 5, 64])
    func aLongLineIsSkippedAndTheNextReadNormally(chunkSize: Int) throws {
        let input = Array(("short\n" + String(repeating: "x", count: 100) + "\nafter\n").utf8)
        let result = try lines(input, chunkSize: chunkSize, maximumLineLength: 10)
        #expect(result == ["1:short", "2:!longer than 10", "3:after"])
    }

    @Test func aLineOfExactlyTheLimitIsKept() throws {
        #expect(try lines(Array("12345\n".utf8), chunkSize: 4, maximumLineLength: 5) == ["1:12345"])
    }

    @Test func invalidUTF8IsReportedWithItsColumnAndTheNextLineStillRead() throws {
        let input: [UInt8] = Array("ok\nab".utf8) + [0xC3, 0x28] + Array("\nfine\n".utf8)
        #expect(try lines(input, chunkSize: 3) == ["1:ok", "2:!0xc3 at 3", "3:fine"])
    }

    @Test func recordSeparatorsMakeATextSequenceNumberedByTheSeparatorsLine() throws {
        let input = Array("\u{1E}{\"a\":1}\n\u{1E}{\n\"b\":2\n}\n\u{1E}[3]\n".utf8)
        var reader = LineReader(source: ByteArraySource(input, maximumReadSize: 5), chunkSize: 8)
        var records: [String] = []
        while let line = try reader.next() {
            guard case .text(let text) = line.content else { continue }
            records.append("\(line.number):\(text.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        #expect(reader.framing == .textSequence)
        #expect(records == ["1:", "1:{\"a\":1}", "2:{\n\"b\":2\n}", "5:[3]"])
    }

    @Test func peekingLooksAtTheNextLineWithoutConsumingIt() throws {
        var reader = LineReader(source: ByteArraySource("  {\"a\":1}\n\n[", maximumReadSize: 2), chunkSize: 4)
        #expect(try reader.peekFirstSignificantByte() == UInt8(ascii: "{"))
        #expect(try reader.next() == InputLine(number: 1, content: .text("  {\"a\":1}")))
        #expect(try reader.peekFirstSignificantByte() == nil)
        _ = try reader.next()
        #expect(try reader.peekFirstSignificantByte() == UInt8(ascii: "["))
    }

    @Test func aHundredMegabyteLineIsSkippedWithoutBeingKept() throws {
        // Line 2 is 100 pieces of 1 MiB with no line break between them, made as they are read.
        let pieces = GeneratedLines(count: 102) { index in
            switch index {
            case 0: Array("first\n".utf8)
            case 101: Array("\nlast\n".utf8)
            default: Array(repeating: UInt8(ascii: "7"), count: 1 << 20)
            }
        }
        var reader = LineReader(source: pieces, maximumLineLength: 1 << 20)
        var result: [InputLine] = []
        while let line = try reader.next() { result.append(line) }
        #expect(
            result == [
                InputLine(number: 1, content: .text("first")),
                InputLine(number: 2, content: .tooLong(limit: 1 << 20)),
                InputLine(number: 3, content: .text("last")),
            ])
    }

    @Test func aFailingReadIsThrown() {
        struct Failing: ByteSource {
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
                throw InputReadError(code: EISDIR, reason: "Is a directory")
            }
        }
        var reader = LineReader(source: Failing())
        #expect(throws: InputReadError(code: EISDIR, reason: "Is a directory")) { try reader.next() }
    }

    @Test func aFileDescriptorIsReadAsItIsWritten() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        var reader = LineReader(source: FileDescriptorSource(fileDescriptor: descriptors[0]))
        let first = Array("37.76,-122.43\n".utf8)
        #expect(write(descriptors[1], first, first.count) == first.count)
        // The writer has not closed the pipe: the first line must come out without waiting for the end.
        #expect(try reader.next() == InputLine(number: 1, content: .text("37.76,-122.43")))
        let second = Array("37.77,-122.42".utf8)
        #expect(write(descriptors[1], second, second.count) == second.count)
        close(descriptors[1])
        #expect(try reader.next() == InputLine(number: 2, content: .text("37.77,-122.42")))
        #expect(try reader.next() == nil)
    }
}
