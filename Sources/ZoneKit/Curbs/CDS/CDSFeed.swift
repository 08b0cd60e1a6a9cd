/// Curbs API payloads joined into one feed: one time zone, every zone's policies resolved.
///
/// Made by ``CDSReader/feed(_:)``; a client reads it with ``curbFeed()``, the city-neutral model
/// ``CurbInterpreter`` answers on. The raw CDS zones, policies and areas are `package`.
package struct CDSFeed: Sendable {
    /// The time zone every payload names, as given (`US/Eastern` stays `US/Eastern`).
    package var timeZone: String
    /// Where the first payload names it.
    var timeZonePlace: CDSPlace
    /// The CDS version the first payload declares.
    package var version: String
    /// The currency of the rates.
    package var currency: String
    /// The latest `last_updated` of the payloads, epoch milliseconds.
    package var lastUpdated: Int64
    /// The first `author` given, if any.
    var author: String?
    /// The first `license_url` given, if any.
    var licenseURL: String?
    /// Every zone, in payload order.
    package var zones: [CDSCurbZone]
    /// Every distinct policy, in payload order.
    package var policies: [CDSCurbPolicy]
    /// Every area, in payload order.
    package var areas: [CDSCurbArea]
    /// The index in ``policies`` of each policy id.
    var policyIndex: [String: Int]

    /// The policies of a zone, in the zone's order.
    package func policies(of zone: CDSCurbZone) -> [CDSCurbPolicy] {
        zone.policyIDs.compactMap { policyIndex[$0].map { policies[$0] } }
    }

    /// Joins payloads; see ``CDSReader/feed(_:)``.
    init(payloads: [CDSPayload]) throws(CurbFeedError) {
        precondition(!payloads.isEmpty, "a feed needs a payload")
        var diagnostics: [CDSDiagnostic] = []
        let first = payloads[0]
        timeZone = first.timeZone
        timeZonePlace = first.timeZonePlace
        version = first.version
        currency = first.currency
        lastUpdated = payloads.map(\.lastUpdated).max() ?? first.lastUpdated
        author = payloads.lazy.compactMap(\.author).first
        licenseURL = payloads.lazy.compactMap(\.licenseURL).first
        zones = []
        policies = []
        areas = []
        policyIndex = [:]
        for payload in payloads.dropFirst() where payload.timeZone != first.timeZone {
            let place = CDSPlace(file: payload.file, location: .start, path: [.key("time_zone")])
            diagnostics.append(
                CDSDiagnostic(
                    .differentTimeZone(payload.timeZone, first: first.timeZone, firstFile: first.file), at: place))
        }
        var zoneIndex: [String: CDSPlace] = [:]
        var areaIndex: [String: CDSPlace] = [:]
        for payload in payloads {
            for policy in payload.policies ?? [] {
                if let index = policyIndex[policy.id] {
                    if !policies[index].hasSameContent(as: policy) {
                        let problem = CDSProblem.duplicateID(
                            kind: "policy", id: policy.id, first: policies[index].place)
                        diagnostics.append(CDSDiagnostic(problem, at: policy.place))
                    }
                    continue
                }
                policyIndex[policy.id] = policies.count
                policies.append(policy)
            }
            Self.keepFirst(
                payload.zones ?? [], kind: "zone", id: \.id, place: \.place, seen: &zoneIndex, into: &zones,
                diagnostics: &diagnostics)
            Self.keepFirst(
                payload.areas ?? [], kind: "area", id: \.id, place: \.place, seen: &areaIndex, into: &areas,
                diagnostics: &diagnostics)
        }
        let hasPolicies = payloads.contains { $0.policies != nil }
        for zone in zones {
            for (id, place) in zip(zone.policyIDs, zone.policyIDPlaces) where policyIndex[id] == nil {
                let problem: CDSProblem = hasPolicies ? .unknownPolicy(id: id) : .noPolicies(id: id)
                diagnostics.append(CDSDiagnostic(problem, at: place))
            }
        }
        if !diagnostics.isEmpty { throw CurbFeedError(diagnostics: diagnostics) }
    }
}

extension CDSFeed {
    /// Appends each item whose id is new; a repeated id is a located `duplicateID` naming the first.
    fileprivate static func keepFirst<Item>(
        _ items: [Item], kind: String, id: KeyPath<Item, String>, place: KeyPath<Item, CDSPlace>,
        seen: inout [String: CDSPlace], into kept: inout [Item], diagnostics: inout [CDSDiagnostic]
    ) {
        for item in items {
            let itemID = item[keyPath: id]
            if let first = seen[itemID] {
                diagnostics.append(
                    CDSDiagnostic(.duplicateID(kind: kind, id: itemID, first: first), at: item[keyPath: place]))
                continue
            }
            seen[itemID] = item[keyPath: place]
            kept.append(item)
        }
    }
}
