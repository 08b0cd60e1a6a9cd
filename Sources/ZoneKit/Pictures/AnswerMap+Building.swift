import Foundation

/// Maps of answers in any city: the streets and areas a city's data gives, the stretches of curb
/// the advisor answered (``CurbStretch``), the times on the city's clock.
extension AnswerMap {
    /// The map of the advisor's answer: `streets` and `areas` (already clipped to the square of
    /// `radius` metres), the `stretches` listed coloured by their verdicts, the first `numbered`
    /// of them numbered in order with a walk from the point to each one's walk-to point.
    package init(
        ofAdvice question: CurbQuestion, stretches: [CurbStretch], radius: Double, title: String, streets: [Street],
        areas: [Area], clock: TimeZoneRules, numbered: Int
    ) {
        let centre = question.location
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        var curbs: [Curb] = []
        var walks: [Point] = []
        for (rank, stretch) in stretches.enumerated() {
            let isNumbered = rank < numbered
            curbs += Self.curbs(
                of: stretch, verdict: stretch.verdict, isCar: false, rank: isNumbered ? rank + 1 : nil, centre: centre,
                radius: radius, clock: clock)
            guard isNumbered else { continue }
            let (east, north) = projection.offset(of: stretch.walkTo, from: centre)
            walks.append(Point(east: east, north: north))
        }
        // The first-ranked drawn last, over the others.
        self.init(
            centre: centre, radius: radius, streets: streets, areas: areas, curbs: curbs.reversed(), walks: walks,
            verdict: stretches.isEmpty ? .unknown : stretches[0].verdict, title: title)
    }

    /// The map of a one-shot answer at `centre`: `streets` and `areas` (already clipped), every
    /// stretch of `stretches` in its own verdict but the car's, drawn last in the answer's
    /// `verdict`.
    package init(
        answerAt centre: Coordinate, verdict: ParkingVerdict, stretches: [CurbStretch], carStretch: CurbStretch?,
        radius: Double, title: String, streets: [Street], areas: [Area], clock: TimeZoneRules
    ) {
        var curbs: [Curb] = []
        for stretch in stretches where stretch != carStretch {
            curbs += Self.curbs(
                of: stretch, verdict: stretch.verdict, isCar: false, rank: nil, centre: centre, radius: radius,
                clock: clock)
        }
        if let carStretch {
            curbs += Self.curbs(
                of: carStretch, verdict: verdict, isCar: true, rank: nil, centre: centre, radius: radius, clock: clock)
        }
        self.init(
            centre: centre, radius: radius, streets: streets, areas: areas, curbs: curbs, walks: [], verdict: verdict,
            title: title)
    }

    /// Of `stretches`, the one whose line passes nearest `centre`: the car's curb, among the
    /// stretches of its own side of its own street.
    static func nearest(to centre: Coordinate, among stretches: [CurbStretch]) -> CurbStretch? {
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        return stretches.min { a, b in
            distance(from: centre, to: a.line, projection) < distance(from: centre, to: b.line, projection)
        }
    }

    /// Street lines crossing the square of `radius` metres around `centre`, in the order given,
    /// each clipped and simplified; those that do not reach into it left out.
    static func streets(_ lines: [(name: String?, line: [Coordinate])], centre: Coordinate, radius: Double) -> [Street]
    {
        lines.compactMap { street in
            let line = MapClipping.simplify(project(street.line, around: centre), tolerance: 0.5)
            let pieces = MapClipping.clip(line: line, radius: radius)
            return pieces.isEmpty ? nil : Street(name: street.name, pieces: pieces)
        }
    }

    private static func distance(from point: Coordinate, to line: [Coordinate], _ projection: LocalProjection) -> Double
    {
        guard line.count > 1 else { return line.first.map { projection.distance(from: point, to: $0) } ?? .infinity }
        return line.indices.dropLast().map { index in
            projection.distance(from: point, toSegment: Segment(from: line[index], to: line[index + 1]))
        }.min() ?? .infinity
    }

    /// `stretch` on the map in `verdict`, clipped to the square, labelled with its place, verdict
    /// and deadline on `clock`.
    private static func curbs(
        of stretch: CurbStretch, verdict: ParkingVerdict, isCar: Bool, rank: Int?, centre: Coordinate, radius: Double,
        clock: TimeZoneRules
    ) -> [Curb] {
        let points = project(stretch.line, around: centre)
        var label = "\(stretch.place) — "
        switch verdict {
        case .yes: label += "may park"
        case .conditionally: label += "only if you \(stretch.verdictReason)"
        case .no: label += "no parking: \(stretch.verdictReason)"
        case .unknown: label += "unknown: \(stretch.verdictReason)"
        }
        if let deadline = stretch.parkUntil, verdict != .no {
            label += ", until \(clock.dayAndTime(deadline.deadline)) (\(deadline.reason))"
        }
        // A stretch of one sample is a point: drawn as a short dash along nothing, so it still shows.
        let line = points.count == 2 && points[0] == points[1] ? [points[0], points[0]] : points
        return MapClipping.clip(line: line, radius: radius).map { piece in
            Curb(line: piece, verdict: verdict, label: label, isCarCurb: isCar, rank: rank)
        }
    }

    /// `coordinates` in metres east and north of `centre`.
    static func project(_ coordinates: [Coordinate], around centre: Coordinate) -> [Point] {
        let projection = LocalProjection(referenceLatitude: centre.latitude)
        return coordinates.map { coordinate in
            let (east, north) = projection.offset(of: coordinate, from: centre)
            return Point(east: east, north: north)
        }
    }
}
