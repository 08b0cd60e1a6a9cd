import ParkcheckBatch
import ZoneKit

/// One parser result as a line that golden lists compare easily:
/// `3 id=a 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S placard=true side=east heading=90.0
/// accuracy=12.0`, or the error's description
/// followed by `[id=a]` when the error knows the row's id.
func summary(_ result: Result<InputRow, InputRowError>) -> String {
    switch result {
    case .success(let row):
        var text = "\(row.lineNumber)"
        if let id = row.id { text += " id=\(id)" }
        text += " \(row.coordinate.latitude),\(row.coordinate.longitude)"
        if let at = row.at { text += " at=\(at)" }
        if !row.permits.isEmpty { text += " permits=" + row.permits.joined(separator: ";") }
        if let placard = row.placard { text += " placard=\(placard)" }
        if let side = row.side { text += " side=\(side)" }
        if let heading = row.heading { text += " heading=\(heading)" }
        if let accuracy = row.accuracy { text += " accuracy=\(accuracy)" }
        return text
    case .failure(let error):
        var text = error.description
        if let id = error.rowID { text += " [id=\(id)]" }
        if error.endsInput { text += " [ends input]" }
        return text
    }
}

/// Every result of parsing `bytes`, read `chunkSize` bytes at a time.
func parseAll(
    _ bytes: [UInt8], chunkSize: Int = 65_536, sourceName: String = "<stdin>", maximumLineLength: Int = 1 << 20,
    maximumDocumentSize: Int = 64 << 20
) -> [Result<InputRow, InputRowError>] {
    var parser = CoordinateRowParser(
        source: ByteArraySource(bytes, maximumReadSize: chunkSize), sourceName: sourceName,
        maximumLineLength: maximumLineLength, maximumDocumentSize: maximumDocumentSize,
        chunkSize: max(chunkSize, 4))
    var results: [Result<InputRow, InputRowError>] = []
    while let result = parser.next() { results.append(result) }
    return results
}

/// A source that makes `count` lines on demand, so huge inputs cost no memory, and remembers how
/// far it has been read.
struct GeneratedLines: ByteSource, Sendable {
    let count: Int
    let line: @Sendable (Int) -> [UInt8]
    let progress: SourceProgress?
    private var produced = 0
    private var pending: [UInt8] = []
    private var pendingStart = 0

    init(count: Int, progress: SourceProgress? = nil, line: @escaping @Sendable (Int) -> [UInt8]) {
        self.count = count
        self.progress = progress
        self.line = line
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
        var written = 0
        while written < buffer.count {
            if pendingStart == pending.count {
                guard produced < count else { break }
                pending = line(produced)
                pendingStart = 0
                produced += 1
                progress?.linesProduced = produced
            }
            let take = min(buffer.count - written, pending.count - pendingStart)
            pending.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(rebasing: buffer[written..<written + take])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[pendingStart..<pendingStart + take]))
            }
            written += take
            pendingStart += take
        }
        return written
    }
}

/// How many lines a ``GeneratedLines`` has handed out, visible outside the reader that owns it.
/// Only for single-threaded tests.
final class SourceProgress: @unchecked Sendable {
    var linesProduced = 0
}
