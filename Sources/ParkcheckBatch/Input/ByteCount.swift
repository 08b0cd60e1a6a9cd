import ZoneKit

/// Sizes in messages: `1 MiB`, `64 KiB`, `300 bytes`.
enum ByteCount {
    /// `limit` in the largest binary unit that divides it.
    static func describe(_ limit: Int) -> String {
        if limit >= 1 << 20, limit % (1 << 20) == 0 { return "\(limit >> 20) MiB" }
        if limit >= 1 << 10, limit % (1 << 10) == 0 { return "\(limit >> 10) KiB" }
        return limit == 1 ? "1 byte" : "\(limit) bytes"
    }
}
