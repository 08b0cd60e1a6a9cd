import Foundation
import Testing

@testable import ParkcheckBatch

@Suite struct BufferedOutputTests {
    /// A pipe whose ends the test closes itself.
    struct RawPipe {
        let read: Int32
        let write: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (read, write) = (ends[0], ends[1])
        }
    }

    @Test func everyByteArrivesInOrderWhateverTheBufferSize() throws {
        let ends = try RawPipe()
        var output = BufferedOutput(fileDescriptor: ends.write, flushesEachLine: false, capacity: 7)
        let lines = (0..<50).map { "line \($0) ✓\n" }
        for line in lines { try output.write(line) }
        try output.flush()
        close(ends.write)
        let received = FileHandle(fileDescriptor: ends.read, closeOnDealloc: true).readDataToEndOfFile()
        #expect(String(decoding: received, as: UTF8.self) == lines.joined())
    }

    @Test func aReaderThatWentAwayIsReportedAsClosed() throws {
        // As parkcheck does, so that the write fails with EPIPE instead of killing the test process.
        signal(SIGPIPE, SIG_IGN)
        let ends = try RawPipe()
        close(ends.read)
        defer { close(ends.write) }
        var output = BufferedOutput(fileDescriptor: ends.write, flushesEachLine: true)
        #expect(throws: OutputError.closed) { try output.write("answer\n") }
    }

    @Test func nothingIsWrittenBeforeTheBufferFillsUnlessLineBuffered() throws {
        let ends = try RawPipe()
        defer { close(ends.read) }
        var output = BufferedOutput(fileDescriptor: ends.write, flushesEachLine: false)
        try output.write("held\n")
        var lineBuffered = BufferedOutput(fileDescriptor: ends.write, flushesEachLine: true)
        try lineBuffered.write("sent\n")
        close(ends.write)
        let received = FileHandle(fileDescriptor: ends.read, closeOnDealloc: false).readDataToEndOfFile()
        #expect(String(decoding: received, as: UTF8.self) == "sent\n")
    }
}
