/// What a finished build did: per input, rows read, kept and dropped; per output, its size.
public struct BuildSummary: Sendable, Equatable {
    /// One input file's figures.
    public struct Input: Sendable, Equatable {
        /// The file name.
        public let file: String
        /// Rows (or features) read.
        public let read: Int
        /// Rows kept (for the sweeping by-side file: rows that gave schedules).
        public let kept: Int
        /// Rows dropped, each listed with its reason in the report.
        public let dropped: Int
    }

    /// One output file.
    public struct Output: Sendable, Equatable {
        /// The file name inside the output folder.
        public let file: String
        /// Its size in bytes.
        public let bytes: Int
    }

    /// The data version: the newest source date, `YYYY-MM-DD`.
    public let dataVersion: String
    /// The inputs, in build order.
    public let inputs: [Input]
    /// The outputs written, in a fixed order.
    public let outputs: [Output]
}
