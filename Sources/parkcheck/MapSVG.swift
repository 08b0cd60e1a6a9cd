import Foundation
import ZoneKit

/// Draws an ``ZoneKit/AnswerMap`` as a self-contained SVG document: no external reference (no
/// image, font, script or stylesheet fetched; generic font families), an inline stylesheet, every
/// curb with a class naming its verdict (`curb verdict-yes`; the car's own `curb car-curb …`), a
/// legend, a scale bar and a north arrow. Coordinates are metres east and north of the point
/// (north up), rounded to 0.1 m; the same map always gives the same bytes.
enum MapSVG {
    /// The width of the map drawn, in CSS pixels (the document is a little wider).
    static let mapPixels = 600.0
    /// The most characters a line of the title or subtitle holds before it wraps.
    private static let titleWidth = 68
    private static let subtitleWidth = 86
    /// The margin around the map, in pixels.
    private static let margin = 20.0
    /// The height of the legend below the map, in pixels.
    private static let legendHeight = 92.0

    /// The document's width and height, in pixels, below a header of `headerLines` lines.
    static func size(title: String, subtitle: String) -> (width: Double, height: Double) {
        (mapPixels + 2 * margin, mapTop(title: title, subtitle: subtitle) + mapPixels + legendHeight)
    }

    /// Where the map starts, below the title and subtitle.
    private static func mapTop(title: String, subtitle: String) -> Double {
        12 + Double(wrapped(title, width: titleWidth).count) * 21 + Double(
            wrapped(subtitle, width: subtitleWidth).count)
            * 16 + 10
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stays whole).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines
    }

    /// The verdicts in the order the legend lists them, with their words.
    static let legend: [(verdict: ParkingVerdict, words: String)] = [
        (.yes, "may park"), (.conditionally, "only if (pay, placard)"), (.no, "no parking"), (.unknown, "unknown"),
    ]

    /// The SVG document, with its XML declaration, ending with a line break.
    static func document(_ map: AnswerMap, subtitle: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(map, subtitle: subtitle)
    }

    /// The `<svg>` element alone (for an HTML page), ending with a line break.
    static func element(_ map: AnswerMap, subtitle: String) -> String {
        let (width, height) = size(title: map.title, subtitle: subtitle)
        let mapTop = mapTop(title: map.title, subtitle: subtitle)
        let r = map.radius
        var svg = ""
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
        svg += "viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\" aria-labelledby=\"map-title\">\n"
        svg += "<title id=\"map-title\">\(escaped(map.title))</title>\n"
        svg += "<style>\n\(stylesheet(metresPerPixel: 2 * r / mapPixels))</style>\n"
        svg += "<rect class=\"page\" width=\"\(number(width))\" height=\"\(number(height))\"/>\n"
        var y = 12.0
        for line in wrapped(map.title, width: titleWidth) {
            y += 21
            svg +=
                "<text class=\"title verdict-text-\(map.verdict.rawValue)\" x=\"\(number(margin))\" y=\"\(number(y - 4))\">"
            svg += "\(escaped(line))</text>\n"
        }
        for line in wrapped(subtitle, width: subtitleWidth) {
            y += 16
            svg += "<text class=\"subtitle\" x=\"\(number(margin))\" y=\"\(number(y - 2))\">\(escaped(line))</text>\n"
        }
        // The map: user units are metres, y pointing south (so north is -y).
        svg += "<svg class=\"map\" x=\"\(number(margin))\" y=\"\(number(mapTop))\" width=\"\(number(mapPixels))\" "
        svg +=
            "height=\"\(number(mapPixels))\" viewBox=\"\(number(-r)) \(number(-r)) \(number(2 * r)) \(number(2 * r))\">\n"
        svg += "<rect class=\"ground\" x=\"\(number(-r))\" y=\"\(number(-r))\" width=\"\(number(2 * r))\" "
        svg += "height=\"\(number(2 * r))\"/>\n"
        svg += areas(map)
        svg += "<g class=\"streets\">\n"
        for street in map.streets {
            for piece in street.pieces { svg += "<polyline class=\"street\" points=\"\(points(piece))\"/>\n" }
        }
        svg += "</g>\n"
        svg += curbs(map)
        svg += walks(map)
        svg += streetNames(map)
        svg += car(map)
        svg += emptyNote(map)
        svg += scaleBar(radius: r) + northArrow(radius: r)
        svg += "</svg>\n"
        svg += "<rect class=\"frame\" x=\"\(number(margin))\" y=\"\(number(mapTop))\" width=\"\(number(mapPixels))\" "
        svg += "height=\"\(number(mapPixels))\"/>\n"
        svg += legendGroup(map, top: mapTop + mapPixels + 18)
        svg += "</svg>\n"
        return svg
    }

    // MARK: - Layers

    private static func areas(_ map: AnswerMap) -> String {
        var svg = "<g class=\"areas\">\n"
        for (index, area) in map.areas.enumerated() {
            let path = area.rings.map { "M" + points($0, separator: "L") + "Z" }.joined()
            svg +=
                "<path class=\"area area-\(index % 4)\" d=\"\(path)\"><title>Area \(escaped(area.code))</title></path>\n"
        }
        // Each area's code inside its largest visible ring, clear of the north arrow, the scale bar
        // and the car.
        for area in map.areas {
            guard let ring = area.rings.max(by: { ringArea($0) < ringArea($1) }), ringArea(ring) > 400,
                let spot = labelSpot(in: ring, radius: map.radius)
            else { continue }
            svg += "<text class=\"area-label\" x=\"\(number(spot.east))\" y=\"\(number(-spot.north))\">"
            svg += "Area \(escaped(area.code))</text>\n"
        }
        return svg + "</g>\n"
    }

    /// Where a label `Area X` (about 60 by 16 pixels) fits in `ring`: of points on a grid over the
    /// ring, those inside it whose label box stays inside it and clear of the north arrow, the
    /// scale bar and the car, the one farthest from the ring's edge (nearest its centroid on a
    /// tie); `nil` when none fits.
    private static func labelSpot(in ring: [AnswerMap.Point], radius: Double) -> AnswerMap.Point? {
        let pixel = 2 * radius / mapPixels
        // The label's box around its anchor (the middle of its baseline): the letters rise 12
        // pixels above the baseline and descend 3 below it.
        let (halfWidth, above, below) = (32 * pixel, 12 * pixel, 3 * pixel)
        // Boxes in metres (east, north): the north arrow at the top right, the scale bar at the
        // bottom left, the car at the centre with its label.
        let blocked: [(minE: Double, maxE: Double, minN: Double, maxN: Double)] = [
            (radius * 0.8, radius, radius * 0.72, radius),
            (-radius, -radius * 0.45, -radius, -radius * 0.8),
            (-24 * pixel, 24 * pixel, -26 * pixel, 26 * pixel),
        ]
        let centre = centroid(ring)
        let east = ring.map(\.east)
        let north = ring.map(\.north)
        guard let minE = east.min(), let maxE = east.max(), let minN = north.min(), let maxN = north.max() else {
            return nil
        }
        let step = max(4 * pixel, min(maxE - minE, maxN - minN) / 24)
        var best: (point: AnswerMap.Point, clearance: Double, offCentre: Double)?
        var y = minN + step / 2
        while y < maxN {
            var x = minE + step / 2
            while x < maxE {
                defer { x += step }
                let corners = [
                    (x - halfWidth, y - below), (x + halfWidth, y - below), (x - halfWidth, y + above),
                    (x + halfWidth, y + above),
                ]
                guard corners.allSatisfy({ contains(ring, AnswerMap.Point(east: $0.0, north: $0.1)) }),
                    !blocked.contains(where: {
                        x + halfWidth > $0.minE && x - halfWidth < $0.maxE && y + above > $0.minN
                            && y - below < $0.maxN
                    })
                else { continue }
                let point = AnswerMap.Point(east: x, north: y)
                // Clearance beyond 40 pixels does not matter: then the nearest the centroid wins.
                let clearance = min(distanceToEdge(point, ring), 40 * pixel)
                let offCentre = ((x - centre.east) * (x - centre.east) + (y - centre.north) * (y - centre.north))
                if let current = best,
                    current.clearance > clearance || (current.clearance == clearance && current.offCentre <= offCentre)
                {
                    continue
                }
                best = (point, clearance, offCentre)
            }
            y += step
        }
        return best?.point
    }

    /// Whether `point` is inside `ring` (even-odd).
    private static func contains(_ ring: [AnswerMap.Point], _ point: AnswerMap.Point) -> Bool {
        var inside = false
        var previous = ring[ring.count - 1]
        for current in ring {
            if (current.north > point.north) != (previous.north > point.north) {
                let crossing =
                    previous.east + (point.north - previous.north) / (current.north - previous.north)
                    * (current.east - previous.east)
                if point.east < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    /// The distance from `point` to the nearest edge of `ring`.
    private static func distanceToEdge(_ point: AnswerMap.Point, _ ring: [AnswerMap.Point]) -> Double {
        guard let last = ring.last else { return .infinity }
        return distanceToLine(point, [last] + ring)
    }

    /// The distance from `point` to the nearest segment of `line` (to its point, for one point).
    private static func distanceToLine(_ point: AnswerMap.Point, _ line: [AnswerMap.Point]) -> Double {
        guard var previous = line.first else { return .infinity }
        var nearest =
            ((previous.east - point.east) * (previous.east - point.east)
            + (previous.north - point.north) * (previous.north - point.north)).squareRoot()
        for current in line.dropFirst() {
            let dx = current.east - previous.east
            let dy = current.north - previous.north
            let squared = dx * dx + dy * dy
            let t =
                squared > 0
                ? max(0, min(1, ((point.east - previous.east) * dx + (point.north - previous.north) * dy) / squared))
                : 0
            let ex = previous.east + t * dx - point.east
            let ey = previous.north + t * dy - point.north
            nearest = min(nearest, (ex * ex + ey * ey).squareRoot())
            previous = current
        }
        return nearest
    }

    private static func curbs(_ map: AnswerMap) -> String {
        var svg = "<g class=\"curbs\">\n"
        for curb in map.curbs {
            let kind = curb.isCarCurb ? "curb car-curb" : "curb"
            svg += "<polyline class=\"\(kind) verdict-\(curb.verdict.rawValue)\" points=\"\(points(curb.line))\">"
            svg += "<title>\(escaped(curb.label))</title></polyline>\n"
        }
        return svg + "</g>\n"
    }

    private static func walks(_ map: AnswerMap) -> String {
        let pixel = 2 * map.radius / mapPixels
        guard !map.walks.isEmpty else { return "" }
        var svg = "<g class=\"walks\">\n"
        for (index, point) in map.walks.enumerated().reversed() {
            let kind = index == 0 ? "walk walk-first" : "walk"
            svg +=
                "<line class=\"\(kind)\" x1=\"0\" y1=\"0\" x2=\"\(number(point.east))\" y2=\"\(number(-point.north))\"/>\n"
        }
        for (index, point) in map.walks.enumerated().reversed() {
            svg +=
                "<circle class=\"rank\" cx=\"\(number(point.east))\" cy=\"\(number(-point.north))\" r=\"\(number(10 * pixel))\"/>"
            svg += "<text class=\"rank-label\" x=\"\(number(point.east))\" y=\"\(number(-point.north + 4.4 * pixel))\">"
            svg += "\(index + 1)</text>\n"
        }
        return svg + "</g>\n"
    }

    /// Each street's name once, along the longest visible piece of it, at that piece's middle.
    private static func streetNames(_ map: AnswerMap) -> String {
        let pixel = 2 * map.radius / mapPixels
        var longest: [String: (length: Double, piece: [AnswerMap.Point])] = [:]
        var order: [String] = []
        for street in map.streets {
            guard let name = street.name else { continue }
            for piece in street.pieces {
                let length = self.length(piece)
                if longest[name] == nil { order.append(name) }
                if length > (longest[name]?.length ?? 0) { longest[name] = (length, piece) }
            }
        }
        var svg = "<g class=\"street-names\">\n"
        for name in order {
            guard let (length, piece) = longest[name], length >= 40 else { continue }
            let (point, angle) = middle(of: piece, length: length)
            svg += "<text class=\"street-name\" x=\"\(number(point.east))\" y=\"\(number(-point.north))\" "
            svg +=
                "transform=\"rotate(\(number(angle)) \(number(point.east)) \(number(-point.north)))\" dy=\"\(number(3.6 * pixel))\">"
            svg += "\(escaped(name))</text>\n"
        }
        return svg + "</g>\n"
    }

    /// The car (or the person asking `near`), labelled above, below, left or right of its marker,
    /// whichever is farthest from the car's curb, so that the word never covers the curb's colour.
    private static func car(_ map: AnswerMap) -> String {
        let label = map.walks.isEmpty ? "car" : "you"
        let pixel = 2 * map.radius / mapPixels
        // Each place: the text's anchor (SVG x, y, alignment) and the middle of its letters.
        let places: [(x: Double, y: Double, anchor: String, middle: AnswerMap.Point)] = [
            (0, -16, "middle", AnswerMap.Point(east: 0, north: 20)),
            (0, 26, "middle", AnswerMap.Point(east: 0, north: -22)),
            (-16, 4, "end", AnswerMap.Point(east: -28, north: 0)),
            (16, 4, "start", AnswerMap.Point(east: 28, north: 0)),
        ]
        let curbs = map.curbs.filter(\.isCarCurb).map(\.line)
        let clearance = { (middle: AnswerMap.Point) -> Double in
            let point = AnswerMap.Point(east: middle.east * pixel, north: middle.north * pixel)
            return curbs.map { distanceToLine(point, $0) }.min() ?? .infinity
        }
        var best = places[0]
        for place in places.dropFirst() where clearance(place.middle) > clearance(best.middle) + 0.5 * pixel {
            best = place
        }
        return "<g class=\"car\"><circle class=\"car-marker\" cx=\"0\" cy=\"0\" r=\"\(number(9 * pixel))\"/>"
            + "<text class=\"car-label\" x=\"\(number(best.x * pixel))\" y=\"\(number(best.y * pixel))\""
            + (best.anchor == "middle" ? "" : " text-anchor=\"\(best.anchor)\"") + ">\(label)</text></g>\n"
    }

    /// Where the data has no street in the square (the bay, a park), the map says so instead of
    /// showing an empty square.
    private static func emptyNote(_ map: AnswerMap) -> String {
        guard map.streets.isEmpty, map.curbs.isEmpty else { return "" }
        let pixel = 2 * map.radius / mapPixels
        return "<text class=\"empty-note\" x=\"0\" y=\"\(number(60 * pixel))\">"
            + "No street or curb of the data within \(number(map.radius)) m</text>\n"
    }

    /// A bar of a round length near a quarter of the map's width, at its bottom left.
    private static func scaleBar(radius: Double) -> String {
        let metres = [10.0, 20, 25, 50, 100, 200, 250, 500, 1000].last { $0 <= radius / 2 } ?? 10
        let x = -radius + 0.06 * radius
        let y = radius - 0.06 * radius
        return "<g class=\"scale\"><path class=\"scale-bar\" d=\"M\(number(x)) \(number(y - 3))V\(number(y))"
            + "H\(number(x + metres))V\(number(y - 3))\"/><text class=\"scale-label\" x=\"\(number(x + metres / 2))\" "
            + "y=\"\(number(y - 5))\">\(number(metres)) m</text></g>\n"
    }

    /// An arrow pointing up (north) at the map's top right.
    private static func northArrow(radius: Double) -> String {
        let x = radius - 0.08 * radius
        let y = -radius + 0.1 * radius
        let size = 0.05 * radius
        return "<g class=\"north\"><path class=\"north-arrow\" d=\"M\(number(x)) \(number(y - size))"
            + "L\(number(x + size * 0.6)) \(number(y + size))L\(number(x)) \(number(y + size * 0.5))"
            + "L\(number(x - size * 0.6)) \(number(y + size))Z\"/><text class=\"north-label\" x=\"\(number(x))\" "
            + "y=\"\(number(y + size * 2.4))\">N</text></g>\n"
    }

    private static func legendGroup(_ map: AnswerMap, top: Double) -> String {
        var svg = "<g class=\"legend\">\n"
        let columns = [margin, margin + 120, margin + 300, margin + 430]
        for (index, entry) in legend.enumerated() {
            let x = columns[index]
            svg += "<line class=\"curb legend-swatch verdict-\(entry.verdict.rawValue)\" x1=\"\(number(x))\" "
            svg += "y1=\"\(number(top))\" x2=\"\(number(x + 24))\" y2=\"\(number(top))\"/>"
            svg += "<text class=\"legend-text\" x=\"\(number(x + 30))\" y=\"\(number(top + 4))\">"
            svg += "\(escaped(entry.words))</text>\n"
        }
        let second = top + 26
        svg += "<circle class=\"car-marker\" cx=\"\(number(margin + 12))\" cy=\"\(number(second))\" r=\"6\"/>"
        let marker = map.walks.isEmpty ? "the car; its curb drawn thicker" : "you; dashed: straight line, not the route"
        svg += "<text class=\"legend-text\" x=\"\(number(margin + 30))\" y=\"\(number(second + 4))\">"
        svg += "\(escaped(marker))</text>\n"
        // The permit areas shown, each in its own colour (as drawn on the map), up to four.
        var x = margin + 300
        if !map.areas.isEmpty {
            svg += "<text class=\"legend-text\" x=\"\(number(x))\" y=\"\(number(second + 4))\">permit areas:</text>"
            x += 84
        }
        for (index, area) in map.areas.enumerated().prefix(4) {
            svg += "<rect class=\"area area-\(index % 4)\" x=\"\(number(x))\" y=\"\(number(second - 7))\" "
            svg += "width=\"20\" height=\"14\"/><text class=\"legend-text\" x=\"\(number(x + 24))\" "
            svg += "y=\"\(number(second + 4))\">\(escaped(area.code))</text>"
            x += 34 + 8 * Double(area.code.count)
        }
        svg += "\n"
        svg += "<text class=\"legend-note\" x=\"\(number(margin))\" y=\"\(number(second + 30))\">"
        svg += "Curbs coloured by what a car parked there is told at the arrival. parkcheck, from the city data; "
        svg += "check the signs.</text>\n"
        return svg + "</g>\n"
    }

    /// The stylesheet: sizes in the map are metres (`metresPerPixel` scales the text).
    private static func stylesheet(metresPerPixel: Double) -> String {
        let px = { (pixels: Double) in number(pixels * metresPerPixel) + "px" }
        return """
            text{font-family:sans-serif;fill:#222}
            .page{fill:#fff}
            .title{font-size:16px;font-weight:bold}
            .subtitle{font-size:12.5px;fill:#444}
            .ground{fill:#f4f1ea}
            .frame{fill:none;stroke:#888;stroke-width:1}
            .area{fill-rule:evenodd;fill-opacity:.16;stroke-width:\(px(1.5));stroke-dasharray:\(px(6)) \(px(4))}
            .area-0{fill:#3b6fb6;stroke:#3b6fb6}
            .area-1{fill:#8e44ad;stroke:#8e44ad}
            .area-2{fill:#16a085;stroke:#16a085}
            .area-3{fill:#b9770e;stroke:#b9770e}
            .area-label{font-size:\(px(15));font-weight:bold;fill:#3b4f7a;fill-opacity:.6;text-anchor:middle}
            .street{fill:none;stroke:#fff;stroke-width:\(px(16));stroke-linecap:round;stroke-linejoin:round}
            .streets{filter:none}
            .street-name{font-size:\(px(11));text-anchor:middle;fill:#555;paint-order:stroke;stroke:#fff;stroke-width:\(px(3))}
            .curb{fill:none;stroke-width:\(px(4));stroke-linecap:round;stroke-linejoin:round}
            .car-curb{stroke-width:\(px(9))}
            .legend .curb{stroke-width:5px}
            .verdict-yes{stroke:#1a9641}
            .verdict-conditionally{stroke:#e08a00}
            .verdict-no{stroke:#d7191c}
            .verdict-unknown{stroke:#7f7f7f}
            .verdict-text-yes{fill:#14733a}
            .verdict-text-conditionally{fill:#a86400}
            .verdict-text-no{fill:#b01417}
            .verdict-text-unknown{fill:#555}
            .walk{stroke:#333;stroke-width:\(px(1.2));stroke-dasharray:\(px(4)) \(px(3));fill:none}
            .walk-first{stroke-width:\(px(2.2))}
            .rank{fill:#fff;stroke:#333;stroke-width:\(px(1))}
            .rank-label{font-size:\(px(12));text-anchor:middle;font-weight:bold}
            .car-marker{fill:#1f4e9c;stroke:#fff;stroke-width:\(px(2))}
            .legend .car-marker{stroke-width:2px}
            .legend .area{stroke-width:1px;stroke-dasharray:none}
            .car-label{font-size:\(px(12));font-weight:bold;text-anchor:middle;fill:#1f4e9c;paint-order:stroke;stroke:#fff;stroke-width:\(px(3))}
            .scale-bar{fill:none;stroke:#222;stroke-width:\(px(2))}
            .scale-label{font-size:\(px(11));text-anchor:middle}
            .north-arrow{fill:#222}
            .north-label{font-size:\(px(12));font-weight:bold;text-anchor:middle}
            .empty-note{font-size:\(px(15));text-anchor:middle;fill:#555}
            .legend-text{font-size:12px}
            .legend-note{font-size:11px;fill:#666}

            """
    }

    // MARK: - Numbers and text

    /// `12.3`, `-4`, `0`: a number rounded to 0.1, in the shortest form, never `-0`, whatever the
    /// locale.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        let sign = tenths < 0 ? "-" : ""
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// `x,y x,y …` in SVG user units (y pointing south).
    private static func points(_ line: [AnswerMap.Point], separator: String = " ") -> String {
        line.map { "\(number($0.east)),\(number(-$0.north))" }.joined(separator: separator)
    }

    /// Text for XML character data and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func length(_ line: [AnswerMap.Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { total, pair in
            total
                + ((pair.1.east - pair.0.east) * (pair.1.east - pair.0.east)
                + (pair.1.north - pair.0.north) * (pair.1.north - pair.0.north)).squareRoot()
        }
    }

    /// The point halfway along `line`, and the angle of the line there in SVG degrees (clockwise
    /// from east), turned so that text along it never reads upside down.
    private static func middle(of line: [AnswerMap.Point], length: Double) -> (AnswerMap.Point, Double) {
        var remaining = length / 2
        for (a, b) in zip(line, line.dropFirst()) {
            let dx = b.east - a.east
            let dy = b.north - a.north
            let segment = (dx * dx + dy * dy).squareRoot()
            if segment > 0, remaining <= segment {
                let t = remaining / segment
                var angle = -atan2Degrees(dy, dx)
                if angle > 90 { angle -= 180 }
                if angle <= -90 { angle += 180 }
                return (AnswerMap.Point(east: a.east + t * dx, north: a.north + t * dy), angle)
            }
            remaining -= segment
        }
        return (line[0], 0)
    }

    private static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        atan2(y, x) * 180 / .pi
    }

    private static func ringArea(_ ring: [AnswerMap.Point]) -> Double {
        var sum = 0.0
        for index in ring.indices {
            let a = ring[index]
            let b = ring[(index + 1) % ring.count]
            sum += a.east * b.north - b.east * a.north
        }
        return abs(sum) / 2
    }

    private static func centroid(_ ring: [AnswerMap.Point]) -> AnswerMap.Point {
        var east = 0.0
        var north = 0.0
        var weight = 0.0
        for index in ring.indices {
            let a = ring[index]
            let b = ring[(index + 1) % ring.count]
            let cross = a.east * b.north - b.east * a.north
            east += (a.east + b.east) * cross
            north += (a.north + b.north) * cross
            weight += cross
        }
        guard weight != 0 else { return ring[0] }
        return AnswerMap.Point(east: east / (3 * weight), north: north / (3 * weight))
    }
}
