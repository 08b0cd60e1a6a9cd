/// ``CurbLRDecoder/feed(_:)`` a feature at a time: the feed's parts are found by
/// ``CurbFeedLayout`` and each is parsed on its own where it lies in the file (its locations are
/// the file's), so that a 50 MB feed never becomes one JSON tree, nor one list of features.
extension CurbLRDecoder {
    /// Reads the feed in `bytes`, handing each feature read to `each` with its bytes, and keeping
    /// none; the report counts every feature, refusal and overlap as ``feed(_:)`` does.
    ///
    /// - Returns: the feed's metadata and layout; `nil` when the feed cannot be read this way —
    ///   it is not JSON, or is refused as a whole (no manifest, no time zone…): ``feed(_:)`` on
    ///   the whole document then says what and where, as ever.
    mutating func streamedFeed(
        _ bytes: UnsafeRawBufferPointer, each: (CurbFeature, Range<Int>) -> Void
    ) -> (metadata: CurbFeedMetadata, layout: CurbFeedLayout)? {
        guard let layout = CurbFeedLayout(bytes), let manifestRange = layout.manifest else { return nil }
        var scanner = JSONScanner(input: bytes, maxDepth: JSONParser.defaultMaxDepth)
        // The manifest and the type first, wherever they are (each a walk of its own from the
        // start of the file): the features are read against the manifest's hierarchy.
        let typeName = Array(#""type""#.utf8)
        guard let type = layout.otherMembers.first(where: { bytes[$0.name].elementsEqual(typeName) }),
            let (typeDocument, _) = try? scanner.parseValue(in: type.value, from: .init()),
            typeDocument.root.stringValue == "FeatureCollection",
            let (manifestDocument, _) = try? scanner.parseValue(in: manifestRange, from: .init()),
            let metadata = manifest(manifestDocument.root, at: [.key("manifest")], features: nil)
        else { return nil }
        // Then every other part in file order: the names and values parse, the features are read.
        var parts: [(range: Range<Int>, feature: Int?)] = [(layout.featuresName, nil)]
        for member in layout.otherMembers {
            parts.append((member.name, nil))
            if member.value != manifestRange { parts.append((member.value, nil)) }
        }
        parts += layout.features.enumerated().map { ($0.element, $0.offset) }
        parts.sort { $0.range.lowerBound < $1.range.lowerBound }
        var cursor = JSONScanner.Cursor()
        var stretches: [(location: CurbLocation, rank: Int?)] = []
        let featuresPath: JSONPath = [.key("features")]
        for part in parts {
            guard let (document, after) = try? scanner.parseValue(in: part.range, from: cursor) else { return nil }
            cursor = after
            guard let index = part.feature else { continue }
            report.featuresRead += 1
            featureIndex = index
            featureDiagnostics = []
            let feature = self.feature(document.root, index: index, at: featuresPath.appending(index: index))
            if let feature, featureDiagnostics.isEmpty {
                report.countMapped(feature)
                stretches.append((feature.location, feature.regulations.map(\.priority.rank).min()))
                each(feature, part.range)
            } else {
                report.refused += featureDiagnostics
            }
        }
        featureIndex = nil
        report.countOverlaps(among: stretches)
        return (metadata, layout)
    }
}
