/// Cuts the zone file down to the zones' polygons near a point: the file's text with its `zones`
/// array holding only those zones, each with only those polygons, so the zone reader decodes it as
/// it would the whole file. (A lookup's curb features come from the pack's records instead.)
struct PackTextCutter {
    let layout: PackLayout
    let reader: PackReader
    /// The zone file, whose ranges are read straight into the cut text.
    let source: FileImage
    private let layer = PackLayer.zones

    /// A piece of the cut text: a range of the data file, or a comma between parts.
    private enum Piece {
        case text(Range<Int>)
        case comma
    }

    /// The zone file's whole text.
    func whole() throws(DataPackError) -> [UInt8] {
        try text(of: [.text(0..<source.count)])
    }

    /// The cut text for the polygons `parts` (ascending).
    func cut(parts: [Int]) throws(DataPackError) -> [UInt8] {
        let table = layout.layers[layer.rawValue]
        guard table.open < table.close, table.close < source.count else {
            throw reader.corrupt("\(layer.file) does not match it (its array lies elsewhere)")
        }
        var pieces: [Piece] = [.text(0..<table.open + 1)]
        try appendZones(parts, to: &pieces)
        pieces.append(.text(table.close..<source.count))
        return try text(of: pieces)
    }

    /// Each zone that has parts among `parts`: its text with its boundary holding only those
    /// polygons (or whole, for a zone that is one part).
    private func appendZones(_ parts: [Int], to pieces: inout [Piece]) throws(DataPackError) {
        var position = 0
        var isFirst = true
        while position < parts.count {
            let (zone, _) = try part(parts[position])
            var ranges: [Range<Int>] = []
            while position < parts.count {
                let (owner, range) = try part(parts[position])
                guard owner == zone else { break }
                ranges.append(range)
                position += 1
            }
            if !isFirst { pieces.append(.comma) }
            isFirst = false
            let span = try zoneSpan(zone)
            if span.open == 0, span.close == 0 {
                pieces.append(.text(span.start..<span.end))
                continue
            }
            pieces.append(.text(span.start..<span.open + 1))
            for (index, range) in ranges.enumerated() {
                if index > 0 { pieces.append(.comma) }
                pieces.append(.text(range))
            }
            pieces.append(.text(span.close..<span.end))
        }
    }

    /// The pieces' bytes one after another: one array, each range read from the file into its place.
    private func text(of pieces: [Piece]) throws(DataPackError) -> [UInt8] {
        var total = 0
        for piece in pieces {
            switch piece {
            case .comma: total += 1
            case .text(let range):
                guard range.lowerBound >= 0, range.lowerBound <= range.upperBound, range.upperBound <= source.count
                else { throw reader.corrupt("\(layer.file) is shorter than it says") }
                total += range.count
            }
        }
        var failure: PlainFiles.ReadError?
        let text = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            for piece in pieces {
                switch piece {
                case .comma:
                    (start + offset).initialize(to: UInt8(ascii: ","))
                    offset += 1
                case .text(let range):
                    do throws(PlainFiles.ReadError) {
                        try source.copy(range, to: UnsafeMutableRawPointer(start + offset))
                    } catch {
                        failure = error
                        return
                    }
                    offset += range.count
                }
            }
            count = total
        }
        if let failure { throw .unreadable(path: source.path, reason: failure.reason) }
        return text
    }

    /// A part's owner (zone or feature) and text range.
    private func part(_ part: Int) throws(DataPackError) -> (owner: Int, range: Range<Int>) {
        let table = layout.layers[layer.rawValue]
        guard part < table.partCount else { throw reader.corrupt("part \(part) of \(layer.file) does not exist") }
        let offset = table.partsOffset + part * LayerTable.partSize
        let owner = Int(truncatingIfNeeded: try reader.uint64(at: offset))
        let start = Int(truncatingIfNeeded: try reader.uint64(at: offset + 8))
        let end = Int(truncatingIfNeeded: try reader.uint64(at: offset + 16))
        guard start >= 0, start <= end else { throw reader.corrupt("part \(part) of \(layer.file) has no text") }
        return (owner, start..<end)
    }

    private func zoneSpan(_ zone: Int) throws(DataPackError) -> (start: Int, end: Int, open: Int, close: Int) {
        let table = layout.layers[layer.rawValue]
        guard zone >= 0, zone < table.zoneCount else { throw reader.corrupt("zone \(zone) does not exist") }
        let offset = table.zonesOffset + zone * LayerTable.zoneSize
        let start = Int(truncatingIfNeeded: try reader.uint64(at: offset))
        let end = Int(truncatingIfNeeded: try reader.uint64(at: offset + 8))
        let open = Int(truncatingIfNeeded: try reader.uint64(at: offset + 16))
        let close = Int(truncatingIfNeeded: try reader.uint64(at: offset + 24))
        let isWhole = open == 0 && close == 0
        guard start >= 0, start <= end, isWhole || (start <= open && open < close && close < end) else {
            throw reader.corrupt("zone \(zone)'s text is out of order")
        }
        return (start, end, open, close)
    }
}
