import Foundation

/// Maps of answers: what is around the point, from the same data and the same questions as the
/// answers themselves.
extension ParkingData {
    /// How far from the point, in metres, a map of a one-shot answer reaches by default (half the
    /// side of its square).
    package static let mapRadius = 150.0

    /// The map of a one-shot answer: the streets and permit areas within `radius` metres (a
    /// square), the car's curb in the answer's verdict, and every other stretch of curb in the
    /// square answered as the advisor answers it (``curbStretches(near:threshold:settings:)``)
    /// for the same arrival, permits and placard.
    ///
    /// - Parameters:
    ///   - report: an answer from this data.
    ///   - radius: half the side of the square shown, in metres.
    ///   - threshold: the zone threshold the answer used.
    ///   - title: the answer's line, for the map's title.
    /// - Throws: ``ParkingQueryError`` for an unknown permit (the answer would have thrown first).
    package func map(
        of report: ParkingReport, radius: Double = mapRadius, threshold: Double? = nil, title: String
    ) throws(ParkingQueryError) -> AnswerMap {
        let query = report.query
        let centre = query.location
        let question = CurbQuestion(
            location: centre, arrival: query.arrival, permits: query.permits, hasPlacard: query.hasPlacard,
            isOversizedVehicle: query.isOversizedVehicle, radius: radius * 2.0.squareRoot())
        let stretches = try curbStretches(near: question, threshold: threshold)
        // The car's curb: the stretch of its side of its centreline that passes nearest the car.
        var carStretch: CurbStretch?
        if let answer = report.answer, answer.basis == .curb, let cnn = answer.side.cnn, let side = answer.side.side {
            carStretch = AnswerMap.nearest(to: centre, among: stretches.filter { $0.cnn == cnn && $0.side == side })
        }
        return AnswerMap(
            answerAt: centre, verdict: report.verdict, stretches: stretches, carStretch: carStretch, radius: radius,
            title: title, streets: mapStreets(centre: centre, radius: radius),
            areas: mapAreas(centre: centre, radius: radius), clock: .losAngeles)
    }

    /// How many of the advisor's stretches a map numbers and walks to: more would hide the map.
    package static let numberedStretches = 10

    /// The map of the advisor's answer: the streets and permit areas within `radius` metres (a
    /// square), the `stretches` listed coloured by their verdicts, the first `numbered` of them
    /// numbered in order with a walk from the point to each one's walk-to point.
    package func map(
        ofAdvice question: CurbQuestion, stretches: [CurbStretch], radius: Double, title: String,
        numbered: Int = numberedStretches
    ) -> AnswerMap {
        AnswerMap(
            ofAdvice: question, stretches: stretches, radius: radius, title: title,
            streets: mapStreets(centre: question.location, radius: radius),
            areas: mapAreas(centre: question.location, radius: radius), clock: .losAngeles, numbered: numbered)
    }

    /// The centrelines crossing the square, in data order, each clipped and simplified.
    private func mapStreets(centre: Coordinate, radius: Double) -> [AnswerMap.Street] {
        var hits: [SFNearbyLine] = []
        curbs.centrelines(within: radius * 2.0.squareRoot(), of: centre, into: &hits)
        let lines = hits.map(\.index).sorted().map { index in
            (name: curbs.streetNames(ofCentreline: index)?.street, line: curbs.centrelines[index].line.coordinates)
        }
        return AnswerMap.streets(lines, centre: centre, radius: radius)
    }

    /// The permit areas whose zones reach into the square, by code, their rings clipped.
    private func mapAreas(centre: Coordinate, radius: Double) -> [AnswerMap.Area] {
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        let latitudeSpan = radius / LocalProjection.metresPerDegreeLatitude
        let longitudeSpan = radius / projection.metresPerDegreeLongitude
        let view = BoundingBox(
            minLongitude: centre.longitude - longitudeSpan, minLatitude: centre.latitude - latitudeSpan,
            maxLongitude: centre.longitude + longitudeSpan, maxLatitude: centre.latitude + latitudeSpan)
        var rings: [String: [[AnswerMap.Point]]] = [:]
        for zone in zoneFile.zones {
            guard let code = zone.permitArea, zone.shape.boundingBox.intersects(view) else { continue }
            for polygon in zone.shape.polygons where polygon.boundingBox.intersects(view) {
                for ring in polygon.rings where ring.boundingBox.intersects(view) {
                    let clipped = MapClipping.clip(
                        ring: MapClipping.simplify(AnswerMap.project(ring.coordinates, around: centre), tolerance: 0.5),
                        radius: radius)
                    if !clipped.isEmpty { rings[code, default: []].append(clipped) }
                }
            }
        }
        return rings.keys.sorted().map { AnswerMap.Area(code: $0, rings: rings[$0] ?? []) }
    }

}
