import Foundation

/// A file read into memory only where it is asked for: a lookup at one point reads a few hundred
/// scattered bytes of an 8 MB pack (the header, a grid cell, the boxes and text ranges it names) and
/// a few kilobytes of each data file.
///
/// Mapping the files instead looked free, but a touched byte maps the whole page-cache folio that
/// holds it, and kernels with large folios keep a file's cache in 2 MB ones: a one-shot's memory
/// grew by 2 MB for each region of the pack it read. Here the image is private anonymous memory of
/// the file's size (untouched pages cost nothing), filled by `pread` in blocks as ``ensure(_:)``
/// asks; ``mapped()`` maps the whole file for readers of all of it (batches).
///
/// Safe to share between threads: ``ensure(_:)`` fills each block once, under a lock, before any
/// read of it.
final class FileImage: @unchecked Sendable {
    /// The file's path, for messages.
    let path: String
    /// The file's size in bytes.
    let count: Int
    /// The image: the file's bytes wherever ``ensure(_:)`` has been asked for them.
    let bytes: UnsafeRawBufferPointer
    private let descriptor: Int32
    private let memory: UnsafeMutableRawPointer
    private let memorySize: Int
    /// One bit per block, set once the block is read.
    private var loaded: [UInt64]
    private let lock = NSLock()

    /// Bytes read at once: the reads of a lookup are small and scattered (a pack's entries are
    /// tens of bytes), and each byte read is copied.
    static let blockSize = 1024

    /// Opens the file at `path` and reserves its image (nothing is read yet).
    init(path: String) throws(PlainFiles.ReadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PlainFiles.systemError() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = PlainFiles.systemError()
            close(descriptor)
            throw error
        }
        let count = Int(status.st_size)
        let size = Swift.max(count, 1)
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
            memory != MAP_FAILED
        else {
            let error = PlainFiles.systemError()
            close(descriptor)
            throw error
        }
        // Advice only: huge pages would make each block read cost 2 MB.
        _ = madvise(memory, size, MADV_NOHUGEPAGE)
        (self.path, self.count, self.descriptor, self.memory, memorySize) = (path, count, descriptor, memory, size)
        bytes = UnsafeRawBufferPointer(start: memory, count: count)
        loaded = [UInt64](repeating: 0, count: (count / Self.blockSize) / 64 + 1)
    }

    deinit {
        munmap(memory, memorySize)
        close(descriptor)
    }

    /// Makes `range` of ``bytes`` hold the file's bytes, reading each of its blocks not read yet.
    ///
    /// - Precondition: `range` lies within the file (callers check their bounds first).
    func ensure(_ range: Range<Int>) throws(PlainFiles.ReadError) {
        guard !range.isEmpty else { return }
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "\(range) lies outside \(path)")
        let blocks = range.lowerBound / Self.blockSize...(range.upperBound - 1) / Self.blockSize
        lock.lock()
        defer { lock.unlock() }
        var block = blocks.lowerBound
        while block <= blocks.upperBound {
            guard !isLoaded(block) else {
                block += 1
                continue
            }
            var end = block + 1
            while end <= blocks.upperBound, !isLoaded(end) { end += 1 }
            try read(blocks: block..<end)
            for read in block..<end { loaded[read / 64] |= 1 << UInt64(read % 64) }
            block = end
        }
    }

    /// Copies the file's bytes of `range` to `destination`: from the image where it holds them
    /// all, else read from the file straight there (the image is left as it was: text read once
    /// need not be kept twice).
    ///
    /// - Precondition: `range` lies within the file.
    func copy(_ range: Range<Int>, to destination: UnsafeMutableRawPointer) throws(PlainFiles.ReadError) {
        guard !range.isEmpty else { return }
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "\(range) lies outside \(path)")
        let blocks = range.lowerBound / Self.blockSize...(range.upperBound - 1) / Self.blockSize
        let isInImage = lock.withLock { blocks.allSatisfy(isLoaded) }
        if isInImage {
            destination.copyMemory(from: memory + range.lowerBound, byteCount: range.count)
        } else {
            try read(range, into: destination)
        }
    }

    /// The whole file, mapped read-only (for reading all of it; unmapped with the last copy).
    func mapped() throws(PlainFiles.ReadError) -> Data {
        guard count > 0 else { return Data() }
        guard let start = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
            throw PlainFiles.systemError()
        }
        return Data(bytesNoCopy: start, count: count, deallocator: .custom { pointer, count in munmap(pointer, count) })
    }

    private func isLoaded(_ block: Int) -> Bool { loaded[block / 64] & (1 << UInt64(block % 64)) != 0 }

    /// Reads the file's bytes of `blocks` into the image.
    private func read(blocks: Range<Int>) throws(PlainFiles.ReadError) {
        let start = blocks.lowerBound * Self.blockSize
        try read(start..<Swift.min(blocks.upperBound * Self.blockSize, count), into: memory + start)
    }

    /// Reads the file's bytes of `range` to `destination`.
    private func read(_ range: Range<Int>, into destination: UnsafeMutableRawPointer) throws(PlainFiles.ReadError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let got = pread(
                descriptor, destination + (offset - range.lowerBound), range.upperBound - offset, off_t(offset))
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw PlainFiles.systemError() }
            guard got > 0 else {
                throw PlainFiles.ReadError(
                    reason: "it ended at byte \(offset) while being read (it was \(count) bytes)")
            }
            offset += got
        }
    }

}
