import ZoneKit

/// A sweeping side being assembled from source rows: the first row's description and every row's
/// schedules, until ``finished()`` merges them into ZoneKit's ``ZoneKit/SFSweepingSide``.
struct SweepingSideDraft: Sendable {
    /// The CNN, or `nil`.
    let cnn: String?
    /// The side of the digitising direction, or `nil`.
    let side: CurbSide?
    /// The compass label as written, or `nil`.
    let blockSide: String?
    /// The street name, or `nil`.
    let street: String?
    /// The limits as written (`From St  -  To St`), or `nil`.
    let limits: String?
    /// The centreline.
    let line: [Coordinate]
    /// The schedules of every row so far, not yet merged.
    var schedules: [SFSweepingSchedule]
    /// `file:line` of the first row.
    let place: String

    /// The limits split on a lone " - ": (from street, to street), or `nil` when there is no such
    /// split.
    var limitStreets: (from: String, to: String)? {
        guard let limits else { return nil }
        let words = limits.split(separator: " ", omittingEmptySubsequences: true)
        guard let dash = words.firstIndex(of: "-"), dash > words.startIndex, dash < words.endIndex - 1,
            words.filter({ $0 == "-" }).count == 1
        else { return nil }
        return (words[..<dash].joined(separator: " "), words[(dash + 1)...].joined(separator: " "))
    }

    /// The side with its schedules merged and sorted (``ZoneKit/SFSweepingSchedule/merged(_:record:)``).
    ///
    /// - Throws: ``ZoneKit/ParkingDataError`` when ZoneKit rejects the line or a schedule.
    func finished() throws(ParkingDataError) -> SweepingSideRecord {
        let record = SFSweepingSide.record(cnn: cnn, side: side?.rawValue)
        let centreline: LineString
        do throws(GeometryError) {
            centreline = try LineString(coordinates: line)
        } catch {
            throw .invalidGeometry(record: record, line: 0, error)
        }
        let streets = limitStreets
        let value = SFSweepingSide(
            cnn: cnn, side: side, blockSide: blockSide, street: street, limits: limits, fromStreet: streets?.from,
            toStreet: streets?.to, schedules: try SFSweepingSchedule.merged(schedules, record: record),
            line: centreline)
        return SweepingSideRecord(side: value, place: place)
    }
}
