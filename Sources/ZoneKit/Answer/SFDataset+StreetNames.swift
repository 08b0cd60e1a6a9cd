/// The names of a centreline's street and of the cross streets at its ends, from its sweeping rows.
extension SFDataset {
    /// `Guerrero St`, between `19th St` and `20th St`: the first name the centreline's sweeping rows
    /// give, and its cross streets, as signs write them (``SFStreetNameText``) — from the rows' `fromStreet`/`toStreet`, else (older extracts)
    /// from their limits text, `19th St  -  20th St`. `nil` when no row names the street.
    func streetNames(ofCentreline index: Int) -> (street: String, fromStreet: String?, toStreet: String?)? {
        let rows = centrelines[index].sideIndices.lazy.map { sweepingSides[$0] }
        guard let street = rows.compactMap(\.street).first else { return nil }
        var from = rows.compactMap(\.fromStreet).first
        var to = rows.compactMap(\.toStreet).first
        if from == nil, to == nil, let limits = rows.compactMap(\.limits).first {
            let ends = limits.split(separator: " - ").map { ClockText.trimmed(String($0)) }
            if ends.count == 2, !ends[0].isEmpty, !ends[1].isEmpty { (from, to) = (ends[0], ends[1]) }
        }
        return (SFStreetNameText.shown(street), from.map(SFStreetNameText.shown), to.map(SFStreetNameText.shown))
    }
}
