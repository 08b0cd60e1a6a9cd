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
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        // The car's curb: the stretch of its side of its centreline that passes nearest the car.
        var carStretch: CurbStretch?
        if let answer = report.answer, answer.basis == .curb, let cnn = answer.side.cnn, let side = answer.side.side {
            carStretch =
                stretches
                .filter { $0.cnn == cnn && $0.side == side }
                .min { a, b in
                    Self.distance(from: centre, to: a.line, projection)
                        < Self.distance(from: centre, to: b.line, projection)
                }
        }
        var curbs: [AnswerMap.Curb] = []
        for stretch in stretches where stretch != carStretch {
            curbs += mapCurbs(
                stretch, verdict: stretch.verdict, isCar: false, rank: nil, centre: centre, radius: radius)
        }
        if let carStretch {
            curbs += mapCurbs(
                carStretch, verdict: report.verdict, isCar: true, rank: nil, centre: centre, radius: radius)
        }
        return AnswerMap(
            centre: centre, radius: radius, streets: mapStreets(centre: centre, radius: radius),
            areas: mapAreas(centre: centre, radius: radius), curbs: curbs, walks: [], verdict: report.verdict,
            title: title)
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
        let centre = question.location
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        var curbs: [AnswerMap.Curb] = []
        var walks: [AnswerMap.Point] = []
        for (rank, stretch) in stretches.enumerated() {
            let isNumbered = rank < numbered
            curbs += mapCurbs(
                stretch, verdict: stretch.verdict, isCar: false, rank: isNumbered ? rank + 1 : nil, centre: centre,
                radius: radius)
            guard isNumbered else { continue }
            let (east, north) = projection.offset(of: stretch.walkTo, from: centre)
            walks.append(AnswerMap.Point(east: east, north: north))
        }
        // The first-ranked drawn last, over the others.
        return AnswerMap(
            centre: centre, radius: radius, streets: mapStreets(centre: centre, radius: radius),
            areas: mapAreas(centre: centre, radius: radius), curbs: curbs.reversed(), walks: walks,
            verdict: stretches.isEmpty ? .unknown : stretches[0].verdict, title: title)
    }

    private static func distance(from point: Coordinate, to line: [Coordinate], _ projection: LocalProjection) -> Double
    {
        guard line.count > 1 else { return line.first.map { projection.distance(from: point, to: $0) } ?? .infinity }
        return line.indices.dropLast().map { index in
            projection.distance(from: point, toSegment: Segment(from: line[index], to: line[index + 1]))
        }.min() ?? .infinity
    }

    private func mapCurbs(
        _ stretch: CurbStretch, verdict: ParkingVerdict, isCar: Bool, rank: Int?, centre: Coordinate, radius: Double
    ) -> [AnswerMap.Curb] {
        let points = Self.project(stretch.line, around: centre)
        var label = "\(stretch.place) — "
        switch verdict {
        case .yes: label += "may park"
        case .conditionally: label += "only if you \(stretch.verdictReason)"
        case .no: label += "no parking: \(stretch.verdictReason)"
        case .unknown: label += "unknown: \(stretch.verdictReason)"
        }
        if let deadline = stretch.parkUntil, verdict != .no {
            label += ", until \(PacificTime.dayAndTime(deadline.deadline)) (\(deadline.reason))"
        }
        // A stretch of one sample is a point: drawn as a short dash along nothing, so it still shows.
        let line = points.count == 2 && points[0] == points[1] ? [points[0], points[0]] : points
        return MapClipping.clip(line: line, radius: radius).map { piece in
            AnswerMap.Curb(line: piece, verdict: verdict, label: label, isCarCurb: isCar, rank: rank)
        }
    }

    /// The centrelines crossing the square, in data order, each clipped and simplified.
    private func mapStreets(centre: Coordinate, radius: Double) -> [AnswerMap.Street] {
        var hits: [NearbyLine] = []
        curbs.centrelines(within: radius * 2.0.squareRoot(), of: centre, into: &hits)
        return hits.map(\.index).sorted().compactMap { index in
            let line = MapClipping.simplify(
                Self.project(curbs.centrelines[index].line.coordinates, around: centre), tolerance: 0.5)
            let pieces = MapClipping.clip(line: line, radius: radius)
            guard !pieces.isEmpty else { return nil }
            return AnswerMap.Street(name: curbs.streetNames(ofCentreline: index)?.street, pieces: pieces)
        }
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
                        ring: MapClipping.simplify(Self.project(ring.coordinates, around: centre), tolerance: 0.5),
                        radius: radius)
                    if !clipped.isEmpty { rings[code, default: []].append(clipped) }
                }
            }
        }
        return rings.keys.sorted().map { AnswerMap.Area(code: $0, rings: rings[$0] ?? []) }
    }

    private static func project(_ coordinates: [Coordinate], around centre: Coordinate) -> [AnswerMap.Point] {
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        return coordinates.map { coordinate in
            let (east, north) = projection.offset(of: coordinate, from: centre)
            return AnswerMap.Point(east: east, north: north)
        }
    }
}
