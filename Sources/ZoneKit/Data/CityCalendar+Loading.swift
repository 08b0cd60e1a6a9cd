extension CityCalendar {
    /// Where a data directory keeps San Francisco's calendar: `cities/san-francisco/holidays.txt`.
    package static func path(inDataDirectory directory: String) -> String {
        PlainFiles.path(directory, "\(CityRegistry.folder)/san-francisco/holidays.txt")
    }

    /// The calendar of a data directory: its `holidays.txt` read (``path(inDataDirectory:)``), or
    /// the city's own rules (``sanFrancisco``) when the directory has none (data built before the
    /// file existed, a test's tables).
    ///
    /// - Throws: ``ParkingDataLoadError/unreadableFile(path:reason:)``, or
    ///   ``ParkingDataLoadError/invalidFile(path:problems:)`` at the first malformed line.
    package static func read(inDataDirectory directory: String) throws(ParkingDataLoadError) -> CityCalendar {
        let path = path(inDataDirectory: directory)
        guard PlainFiles.exists(path) else { return .sanFrancisco }
        let bytes: [UInt8]
        do throws(PlainFiles.ReadError) {
            bytes = [UInt8](try PlainFiles.contents(atPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        do throws(CityDataError) {
            return CityCalendar(
                sanFrancisco:
                    try CityHolidayFile(text: String(decoding: bytes, as: UTF8.self), path: path).calendar)
        } catch {
            guard case .malformedHolidayLine(_, let line, let reason) = error else {
                throw .invalidFile(path: path, problems: [])
            }
            // The line's first byte: after the (line - 1)th line break.
            let breaks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
            let offset = line > 1 && line - 2 < breaks.count ? breaks[line - 2] + 1 : 0
            let location = JSONLocation(offset: offset, line: line, column: 1)
            throw .invalidFile(path: path, problems: [DataFileProblem(at: location, path: .root, reason).diagnostic])
        }
    }
}
