import Foundation

/// Small reads of files and folders straight from the system: what a one-shot does at start
/// (is there a config file, which cities are there, read their `city.json`) cost a tenth of its
/// time through FileManager, URL and NSString paths, most of it their first-use runtime look-ups.
package enum PlainFiles {
    /// Why a file could not be read: the system's words (`strerror`), or a short read.
    package struct ReadError: Error, Sendable {
        package let reason: String
    }

    /// Whether something exists at `path` (a file, a folder, a link to one).
    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Whether `path` is a folder (or a link to one), as FileManager's `fileExists(atPath:isDirectory:)`
    /// says; `nil` when nothing is there.
    package static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// `folder`/`name`, with one `/` between them.
    package static func path(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The whole file at `path`.
    package static func contents(atPath path: String) throws(ReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.systemError() }
        defer { close(descriptor) }
        var bytes = Data()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Self.systemError() }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    package static func prefix(ofFileAt path: String, count: Int) throws(ReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.systemError() }
        defer { close(descriptor) }
        return Data(try bytes(of: descriptor, in: 0..<count))
    }

    /// The bytes of the open file `descriptor` in `range` (fewer when the file ends first), by
    /// `pread`: the file's offset does not move.
    package static func bytes(of descriptor: Int32, in range: Range<Int>) throws(ReadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(
                    descriptor, buffer.baseAddress.map { $0 + done }, range.count - done, off_t(range.lowerBound + done)
                )
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw Self.systemError() }
            if read == 0 { break }
            done += read
        }
        if done < range.count { bytes.removeSubrange(done...) }
        return bytes
    }

    /// Writes `bytes` at `path`, replacing any file there at once: written to a temporary file
    /// beside it, then renamed over it (`rename(2)` is atomic), so a reader sees the old file or the
    /// new one, never half of one; and a failure leaves the old file as it was.
    ///
    /// - Throws: ``ReadError`` with the system's reason when it cannot be written.
    package static func replace(atPath path: String, with bytes: [UInt8]) throws(ReadError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.systemError() }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = Self.systemError()
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let error = Self.systemError()
            unlink(temporary)
            throw error
        }
    }

    /// The names in the folder at `path` (not `.` and `..`), in no order; `nil` when it is not a
    /// folder that can be read.
    package static func names(inFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The error `errno` names now.
    static func systemError() -> ReadError { ReadError(reason: String(cString: strerror(errno))) }
}
