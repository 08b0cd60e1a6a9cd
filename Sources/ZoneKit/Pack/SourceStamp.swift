#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a pack remembers of each data file it was built from: its size and modification time to
/// the nanosecond (the same test `make` and git's index make). A file whose stamp differs has
/// changed since, and the pack is not used. Reading a stamp costs one `stat`, not a read of the
/// file, so checking costs microseconds.
struct SourceStamp: Equatable, Sendable {
    /// The file's size in bytes.
    let size: Int64
    /// Seconds of the modification time since 1970.
    let seconds: Int64
    /// Nanoseconds within that second.
    let nanoseconds: Int64

    /// The stamp of the file at `path`, or `nil` when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
            seconds = Int64(info.st_mtimespec.tv_sec)
            nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
            seconds = Int64(info.st_mtim.tv_sec)
            nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    init(size: Int64, seconds: Int64, nanoseconds: Int64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// How this stamp differs from `other` (the file as it is now), for a message.
    func difference(from other: SourceStamp) -> String {
        if size != other.size { return "\(size) bytes when packed, \(other.size) now" }
        return "modified since it was packed"
    }
}
