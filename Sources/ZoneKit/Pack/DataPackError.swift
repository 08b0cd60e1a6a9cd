/// Why a ``DataPack`` cannot be used. Every case leaves the JSON files as the way to answer:
/// the pack is derived from them and never the only copy of anything.
package enum DataPackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory has no pack (none was built for it).
    case missing(path: String)
    /// A data file changed since the pack was built (its size or modification time differs), or
    /// the pack was written by another version of parkcheck: using it could answer from old data.
    case stale(path: String, reason: String)
    /// The pack is damaged (truncated, or its tables disagree with the data files).
    case corrupt(path: String, reason: String)
    /// A file could not be read or written.
    case unreadable(path: String, reason: String)
    /// The data directory itself is not valid data, so no pack can be built from it.
    case invalidData(ParkingDataLoadError)

    /// What went wrong, and what to do.
    package var description: String {
        switch self {
        case .missing(let path):
            return "\(path) does not exist; build it with `parkcheck pack DIR` (make does this for Resources/)"
        case .stale(let path, let reason):
            return "\(path) is out of date (\(reason)); rebuild it with `parkcheck pack DIR` or `make`"
        case .corrupt(let path, let reason):
            return "\(path) is damaged (\(reason)); rebuild it with `parkcheck pack DIR` or `make`"
        case .unreadable(let path, let reason):
            return "cannot use \(path): \(reason)"
        case .invalidData(let error):
            return "no pack can be built from invalid data: \(error)"
        }
    }
}
