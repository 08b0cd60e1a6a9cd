/// Clipping lines and rings to the square a map shows.
enum MapClipping {
    /// The pieces of `line` inside the square `-radius...radius` on both axes: each segment clipped
    /// (Liang–Barsky), consecutive visible segments joined.
    static func clip(line: [AnswerMap.Point], radius: Double) -> [[AnswerMap.Point]] {
        var pieces: [[AnswerMap.Point]] = []
        var current: [AnswerMap.Point] = []
        for index in line.indices.dropLast() {
            guard let (a, b) = clip(segment: line[index], line[index + 1], radius: radius) else {
                if current.count > 1 { pieces.append(current) }
                current = []
                continue
            }
            if current.last != a {
                if current.count > 1 { pieces.append(current) }
                current = [a]
            }
            current.append(b)
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }

    /// The part of the segment from `a` to `b` inside the square, or `nil` (Liang–Barsky).
    static func clip(
        segment a: AnswerMap.Point, _ b: AnswerMap.Point, radius: Double
    ) -> (AnswerMap.Point, AnswerMap.Point)? {
        let dx = b.east - a.east
        let dy = b.north - a.north
        var enter = 0.0
        var leave = 1.0
        for (p, q) in [(-dx, a.east + radius), (dx, radius - a.east), (-dy, a.north + radius), (dy, radius - a.north)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            if enter > leave { return nil }
        }
        let start = enter == 0 ? a : AnswerMap.Point(east: a.east + enter * dx, north: a.north + enter * dy)
        let end = leave == 1 ? b : AnswerMap.Point(east: a.east + leave * dx, north: a.north + leave * dy)
        return (start, end)
    }

    /// `ring` clipped to the square (Sutherland–Hodgman, one edge of the square at a time); empty
    /// when nothing of it is inside. The result is open (its last point is not its first).
    static func clip(ring: [AnswerMap.Point], radius: Double) -> [AnswerMap.Point] {
        var points = ring.first == ring.last ? Array(ring.dropLast()) : ring
        // Each edge of the square: keep the points where `inside` holds, cutting the edges that cross.
        let edges: [(inside: (AnswerMap.Point) -> Bool, cut: (AnswerMap.Point, AnswerMap.Point) -> AnswerMap.Point)] = [
            ({ $0.east >= -radius }, { a, b in cross(a, b, east: -radius) }),
            ({ $0.east <= radius }, { a, b in cross(a, b, east: radius) }),
            ({ $0.north >= -radius }, { a, b in cross(a, b, north: -radius) }),
            ({ $0.north <= radius }, { a, b in cross(a, b, north: radius) }),
        ]
        for edge in edges {
            guard let last = points.last else { return [] }
            var output: [AnswerMap.Point] = []
            var previous = last
            for point in points {
                switch (edge.inside(previous), edge.inside(point)) {
                case (true, true): output.append(point)
                case (true, false): output.append(edge.cut(previous, point))
                case (false, true): output += [edge.cut(previous, point), point]
                case (false, false): break
                }
                previous = point
            }
            points = output
        }
        return points.count >= 3 ? points : []
    }

    private static func cross(_ a: AnswerMap.Point, _ b: AnswerMap.Point, east: Double) -> AnswerMap.Point {
        let t = (east - a.east) / (b.east - a.east)
        return AnswerMap.Point(east: east, north: a.north + t * (b.north - a.north))
    }

    private static func cross(_ a: AnswerMap.Point, _ b: AnswerMap.Point, north: Double) -> AnswerMap.Point {
        let t = (north - a.north) / (b.north - a.north)
        return AnswerMap.Point(east: a.east + t * (b.east - a.east), north: north)
    }

    /// `points` without the ones that lie within `tolerance` metres of the line between their
    /// neighbours kept (Douglas–Peucker), so a map stays small; the ends are always kept.
    static func simplify(_ points: [AnswerMap.Point], tolerance: Double) -> [AnswerMap.Point] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var stack = [(0, points.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            let a = points[first]
            let b = points[last]
            let dx = b.east - a.east
            let dy = b.north - a.north
            let length = (dx * dx + dy * dy).squareRoot()
            var farthest = first
            var farthestDistance = 0.0
            for index in (first + 1)..<last {
                let p = points[index]
                let distance =
                    length == 0
                    ? ((p.east - a.east) * (p.east - a.east) + (p.north - a.north) * (p.north - a.north)).squareRoot()
                    : abs(dx * (a.north - p.north) - dy * (a.east - p.east)) / length
                if distance > farthestDistance { (farthest, farthestDistance) = (index, distance) }
            }
            if farthestDistance > tolerance {
                keep[farthest] = true
                stack += [(first, farthest), (farthest, last)]
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }
}
