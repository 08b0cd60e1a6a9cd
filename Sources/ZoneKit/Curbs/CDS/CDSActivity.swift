/// What a CDS rule permits or forbids (`rules.activity`; curbs_README.md "Activities").
package enum CDSActivity: String, CaseIterable, Sendable {
    case parking
    case noParking = "no parking"
    case loading
    case noLoading = "no loading"
    case unloading
    case noUnloading = "no unloading"
    case stopping
    case noStopping = "no stopping"
    case travel
    case noTravel = "no travel"
}
