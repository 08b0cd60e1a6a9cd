import Foundation
import ZoneKit

/// The blocks of rows of every input a batch names, one input after the other, in the order
/// given: `parkcheck a.csv b.ndjson` reads `a.csv` to its end, then `b.ndjson`.
///
/// Each input is read by a parser of its own, so its form (CSV with its header, NDJSON, GeoJSON,
/// plain coordinates) is decided from its own first line, and its rows are named by its own name
/// and line numbers. A file is opened only when its turn comes (a long list of files never holds
/// more than one open), and one that cannot be opened then ends as an unreadable input does:
/// an error naming it, and the next input goes on. Each input is read through the concrete
/// ``FileBlockReader``, so the row reader runs specialised.
package struct BatchInputs: BufferedIterator, Sendable {
    /// The inputs, in order.
    package let sources: [InputSource]
    /// How CSV inputs are read (`--delimiter`, `--no-header`, `--id-column`, `--keep`): the same for
    /// every input.
    package let csvOptions: CSVInputOptions
    /// The most rows a block holds; may be changed between blocks.
    package var maximumRows: Int {
        didSet { current?.maximumRows = maximumRows }
    }
    private var nextSource = 0
    /// A block read ahead (``peekKeptNames()``), handed out first.
    private var pending: InputBlock?
    private var current: FileBlockReader?
    private var currentDescriptor: Int32 = -1

    /// Blocks of up to `maximumRows` rows of each of `sources` in turn.
    package init(sources: [InputSource], csvOptions: CSVInputOptions, maximumRows: Int) {
        self.sources = sources
        self.csvOptions = csvOptions
        self.maximumRows = maximumRows
    }

    /// The next block, from the input being read or the next one; `nil` after the last.
    package mutating func next() -> InputBlock? {
        if let block = pending {
            pending = nil
            return block
        }
        while true {
            if current == nil {
                guard nextSource < sources.count else { return nil }
                if let failure = openNext() { return failure }
            }
            if let block = current?.next() { return block }
            // Read to its end on this thread, so no read(2) is in progress on it: closed, so that a
            // long list of files never runs out of descriptors.
            if currentDescriptor != STDIN_FILENO, currentDescriptor >= 0 { close(currentDescriptor) }
            currentDescriptor = -1
            current = nil
        }
    }

    /// Whether the next block is at hand (not at the turn from one input to the next).
    package var hasBufferedElement: Bool { pending != nil || (current?.hasBufferedElement ?? false) }

    /// The names of the input columns `--keep all` keeps, for output whose columns are fixed before
    /// the first record (CSV): the first input's CSV header, or the members of its first JSON row
    /// (a Feature's properties) that has any. Reads the first block ahead, to be handed out first.
    package mutating func peekKeptNames() -> [String] {
        if current == nil, nextSource < sources.count { pending = openNext() }
        if pending == nil { pending = current?.next() }
        if let names = current?.csvColumnNames { return names }
        var names: [String]?
        pending?.forEach { item in
            guard names == nil else { return }
            let kept: [JSONValue]
            switch item {
            case .success(let row): kept = row.kept
            case .failure(let error): kept = error.kept
            }
            if case .object(let object)? = kept.first { names = object.members.map(\.key) }
        }
        return names ?? []
    }

    /// Opens the next input as ``current``; when it cannot be opened, the block that says so.
    private mutating func openNext() -> InputBlock? {
        let source = sources[nextSource]
        nextSource += 1
        switch Self.open(source) {
        case .success(let fileDescriptor):
            var parser = CoordinateRowParser(
                source: FileDescriptorSource(fileDescriptor: fileDescriptor), sourceName: source.displayName)
            parser.csvOptions = csvOptions
            current = FileBlockReader(parser, maximumRows: maximumRows)
            currentDescriptor = fileDescriptor
            return nil
        case .failure(let error):
            // Opened a moment after it was checked, and gone since: said like an unreadable input.
            let location = InputLocation(source: source.displayName, line: 1)
            return InputBlock([.failure(InputRowError(.readFailed(error), at: location, endsInput: true))])
        }
    }

    /// The input's descriptor. Closed when read to its end; not when the output closes early (the
    /// reader thread may still be in read(2): the process ends right after the batch, and the
    /// descriptor with it).
    private static func open(_ source: InputSource) -> Result<Int32, InputReadError> {
        guard case .file(let path) = source else { return .success(STDIN_FILENO) }
        let fileDescriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard fileDescriptor >= 0 else {
            let code = errno
            return .failure(InputReadError(code: code, reason: String(cString: strerror(code))))
        }
        return .success(fileDescriptor)
    }
}
