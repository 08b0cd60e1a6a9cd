import Foundation

/// What each harness feeds its bytes to. Results are consumed (`blackHole`) so the optimiser keeps
/// every step.
enum FuzzHarnesses {
    /// JSON and GeoJSON: the parser, the tree conversion, the GeoJSON reader and the validator.
    static func json(_ bytes: [UInt8]) {
        if let document = try? JSONParser.parse(bytes) {
            blackHole(document.root.value)
        }
        blackHole(GeoJSONReader().decode(bytes).diagnostics.count)
        blackHole(DataValidator().validate(bytes).diagnostics.count)
    }

    /// Zone files: the reader, the validator, and a lookup in what was read.
    static func zoneFile(_ bytes: [UInt8]) {
        let outcome = ZoneFileReader().decode(bytes)
        blackHole(DataValidator().validate(bytes).diagnostics.count)
        guard let file = outcome.zoneFile else { return }
        let index = ZoneIndex(file)
        blackHole(
            index.lookup(at: Coordinate(latitude: 37.76, longitude: -122.43), date: Date(timeIntervalSince1970: 0)))
    }

    /// Batch input lines: every row of the coordinate row parser, with small limits so that the
    /// too-long-line and too-large-document paths are reached too.
    static func inputLine(_ bytes: [UInt8]) {
        var parser = CoordinateRowParser(
            source: ByteArraySource(bytes, maximumReadSize: 7), maximumLineLength: 256, maximumDocumentSize: 4096,
            chunkSize: 16)
        var rows = 0
        while let row = parser.next() {
            rows += 1
            if case .failure(let error) = row { blackHole(error.description) }
        }
        blackHole(rows)
    }

    /// Times: ISO 8601 parsing, and formatting what was parsed.
    static func time(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let date = try? PacificTime.parse(text) {
            blackHole(PacificTime.localDateTime(for: date))
            blackHole(PacificTime.iso8601(date))
            blackHole(PacificTime.dayAndTime(date))
        }
    }

    /// Pack files: the layout reader, the grid query around a point in the city and the text
    /// cutter over a small source text, as a lookup uses them. A damaged pack must be refused,
    /// never read past its end.
    static func pack(_ bytes: [UInt8]) {
        let source = Array(#"{"type":"FeatureCollection","features":[{"a":1},{"b":[2,3]},{"c":"]"}]}"#.utf8)
        bytes.withUnsafeBytes { raw in
            guard let layout = try? PackLayout(raw, path: "fuzz.pack") else { return }
            var query = PackQuery(
                layout: layout, reader: PackReader(raw, path: "fuzz.pack"),
                point: Coordinate(latitude: 37.76, longitude: -122.43))
            guard let parts = try? query.parts(zoneReach: 50, curbReach: 30) else { return }
            source.withUnsafeBytes { text in
                for layer in PackLayer.allCases {
                    let cutter = PackTextCutter(
                        layout: layout, layer: layer, reader: PackReader(raw, path: "fuzz.pack"), text: text)
                    blackHole(try? cutter.cut(parts: parts[layer.rawValue]))
                }
            }
        }
    }

    @inline(never)
    static func blackHole<T>(_ value: T) { _ = value }
}
