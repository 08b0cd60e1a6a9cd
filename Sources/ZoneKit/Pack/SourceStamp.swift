#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a pack remembers of each data file it was built from, besides its content digest: its size
/// and modification time to the nanosecond (the same test `make` and git's index make). A file
/// whose stamp is the same has not changed, which one `stat` tells in microseconds; a file of
/// another size has; only a file of the same size touched since (copied, checked out again) needs
/// its content read and compared with the digest.
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

    /// Whether `other` has the same modification time.
    func hasSameTime(as other: SourceStamp) -> Bool {
        seconds == other.seconds && nanoseconds == other.nanoseconds
    }
}
