/// Cuts a data file down to some of its parts: the file's text with its array (`zones` or
/// `features`) holding only those parts, so the ordinary readers decode it as they would the
/// whole file.
struct PackTextCutter {
    let layout: PackLayout
    let layer: PackLayer
    let reader: PackReader
    /// The data file, read where the cut text needs it.
    let source: FileImage

    /// The data file's whole text.
    func whole() throws(DataPackError) -> [UInt8] {
        var output: [UInt8] = []
        try append(0..<source.count, to: &output)
        return output
    }

    /// The cut text for `parts` (ascending).
    func cut(parts: [Int]) throws(DataPackError) -> [UInt8] {
        let table = layout.layers[layer.rawValue]
        guard table.open < table.close, table.close < source.count else {
            throw reader.corrupt("\(layer.file) does not match it (its array lies elsewhere)")
        }
        var output: [UInt8] = []
        try append(0..<table.open + 1, to: &output)
        if layer == .zones {
            try appendZones(parts, to: &output)
        } else {
            for (position, part) in parts.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                let (_, range) = try self.part(part)
                try append(range, to: &output)
            }
        }
        try append(table.close..<source.count, to: &output)
        return output
    }

    /// Each zone that has parts among `parts`: its text with its boundary holding only those
    /// polygons (or whole, for a zone that is one part).
    private func appendZones(_ parts: [Int], to output: inout [UInt8]) throws(DataPackError) {
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
            if !isFirst { output.append(UInt8(ascii: ",")) }
            isFirst = false
            let span = try zoneSpan(zone)
            if span.open == 0, span.close == 0 {
                try append(span.start..<span.end, to: &output)
                continue
            }
            try append(span.start..<span.open + 1, to: &output)
            for (index, range) in ranges.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                try append(range, to: &output)
            }
            try append(span.close..<span.end, to: &output)
        }
    }

    private func append(_ range: Range<Int>, to output: inout [UInt8]) throws(DataPackError) {
        guard range.lowerBound >= 0, range.upperBound <= source.count else {
            throw reader.corrupt("\(layer.file) is shorter than it says")
        }
        do throws(FileImage.ReadError) {
            try source.ensure(range)
        } catch {
            throw .unreadable(path: source.path, reason: error.reason)
        }
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: source.bytes[range]))
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
        let table = layout.layers[PackLayer.zones.rawValue]
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
