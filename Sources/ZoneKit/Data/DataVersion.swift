/// Which data a ``ParkingData`` holds: its version and the city exports it was built from, as the
/// zone file's `metadata` says (`dataVersion`, `sources [{file, date}]`).
package struct DataVersion: Hashable, Sendable, CustomStringConvertible {
    /// One input of the data build.
    package struct Source: Hashable, Sendable {
        /// The raw file's name: `regulations_hi6h-neyh_20251128.csv`.
        package var file: String
        /// Its date as written: `2025-11-28`.
        package var date: String

        /// Creates a source.
        package init(file: String, date: String) {
            self.file = file
            self.date = date
        }
    }

    /// The data version (`2025-11-28`: the newest source date), or `nil` when the file has none;
    /// falls back to the zone file's top-level `version`.
    package var version: String?
    /// The inputs, in the order the file lists them.
    package var sources: [Source]

    /// Creates a version.
    package init(version: String?, sources: [Source] = []) {
        self.version = version
        self.sources = sources
    }

    /// The day the data is from: ``version`` read as `yyyy-mm-dd`, or `nil` when there is no
    /// version or it is not a date.
    package var date: CivilDate? {
        version.flatMap { CivilDate(yearMonthDay: $0) }
    }

    /// Reads the version of a zone file: `metadata.dataVersion` (else the top-level `version`) and
    /// `metadata.sources`. Members of the wrong type are ignored; this never fails.
    package init(zoneFile: ZoneFile) {
        self.init(metadata: zoneFile.metadata, fallbackVersion: zoneFile.version)
    }

    /// Reads the version from the root of a zone file's JSON document without decoding its zones,
    /// which is what `--version` needs.
    ///
    /// - Parameter root: the document's top-level value.
    package init(zoneFileRoot root: JSONNode) {
        guard case .object(let metadata) = root["metadata"]?.value else {
            self.init(version: root["version"]?.stringValue)
            return
        }
        self.init(metadata: metadata, fallbackVersion: root["version"]?.stringValue)
    }

    private init(metadata: JSONObject, fallbackVersion: String?) {
        var version = fallbackVersion
        if case .string(let text)? = metadata["dataVersion"] { version = text }
        var sources: [Source] = []
        if case .array(let items)? = metadata["sources"] {
            for case .object(let item) in items {
                guard case .string(let file)? = item["file"], case .string(let date)? = item["date"] else { continue }
                sources.append(Source(file: file, date: date))
            }
        }
        self.init(version: version, sources: sources)
    }

    /// `2025-11-28 (regulations_hi6h-neyh_20251128.csv 2025-11-28, …)`; `unknown` without a
    /// version.
    package var description: String {
        let sourceList = sources.map { "\($0.file) \($0.date)" }.joined(separator: ", ")
        let head = version ?? "unknown"
        return sourceList.isEmpty ? head : "\(head) (\(sourceList))"
    }
}
