/// One stretch of curb and the regulations on it: a CurbLR feature, or a CDS curb zone with its
/// policies.
package struct CurbFeature: Hashable, Sendable {
    /// The feature's position in the source (`features[index]` in CurbLR), for quoting it back.
    package var index: Int
    /// The feature's own identifier when the feed gives one (GeoJSON `id`, CurbLR
    /// `location.objectId`, CDS `curb_zone_id`); `nil` otherwise.
    package var id: String?
    /// The line the stretch is drawn on. In CurbLR feeds this is the street *centreline* between
    /// ``CurbLocation/start`` and ``CurbLocation/end`` (left and right features share it), drawn in
    /// the reference's direction; ``CurbLocation/side`` says which curb.
    package var geometry: LineString
    /// Where along which street reference, and on which side.
    package var location: CurbLocation
    /// The regulations, in the feed's order.
    package var regulations: [CurbRegulation]
    /// The street's name, when the feed gives one (display only).
    package var streetName: String?

    /// Creates a feature.
    package init(
        index: Int, id: String? = nil, geometry: LineString, location: CurbLocation, regulations: [CurbRegulation],
        streetName: String? = nil
    ) {
        self.index = index
        self.id = id
        self.geometry = geometry
        self.location = location
        self.regulations = regulations
        self.streetName = streetName
    }

    /// `feature 12` or `feature 12 (id "4402")`: how answers and reports name it.
    package var label: String {
        guard let id else { return "feature \(index)" }
        return "feature \(index) (id \"\(id)\")"
    }
}
