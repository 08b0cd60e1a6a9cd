import Foundation

/// What a map of an answer shows, in metres east and north of its centre (a local equirectangular
/// projection, ``LocalProjection``, north up): the streets, the permit areas, the curbs coloured by
/// their verdicts, the car, and for the advisor the walks to the stretches it lists. Built by
/// ``ParkingData/map(of:radius:threshold:title:)`` or
/// ``ParkingData/map(ofAdvice:stretches:radius:title:)``;
/// drawn by the CLI. Everything is clipped to the square ``radius`` around the centre and in a
/// stable order, so the same answer always makes the same map.
package struct AnswerMap: Hashable, Sendable {
    /// A position on the map, in metres east and north of the centre.
    package struct Point: Hashable, Sendable {
        package var east: Double
        package var north: Double

        /// The point `east` metres east and `north` metres north of the centre.
        package init(east: Double, north: Double) {
            self.east = east
            self.north = north
        }
    }

    /// A street centreline (one block), clipped to the map.
    package struct Street: Hashable, Sendable {
        /// The name, if the data gives one.
        package let name: String?
        /// The visible pieces of the line.
        package let pieces: [[Point]]
    }

    /// The visible part of a residential permit area.
    package struct Area: Hashable, Sendable {
        /// The area code: `S`.
        package let code: String
        /// The rings clipped to the map (shells and holes).
        package let rings: [[Point]]
    }

    /// A stretch of curb and what a car parked there is told.
    package struct Curb: Hashable, Sendable {
        /// The stretch, at the curb.
        package let line: [Point]
        /// Its verdict at the arrival.
        package let verdict: ParkingVerdict
        /// `Guerrero St between 19th St and 20th St, east side — may park, until Tue Nov 24 10:00 AM
        /// (2-hour limit)`.
        package let label: String
        /// Whether it is the car's own curb (drawn over the others, in the answer's verdict).
        package let isCarCurb: Bool
        /// Its rank in the advisor's list (1 first), or `nil`.
        package let rank: Int?
    }

    /// The centre of the map: the point asked about.
    package let centre: Coordinate
    /// Half the side of the square shown, in metres.
    package let radius: Double
    /// The streets, in data order.
    package let streets: [Street]
    /// The permit areas, by code.
    package let areas: [Area]
    /// The curbs: the others first, the car's last.
    package let curbs: [Curb]
    /// Walks from the centre to points of the advisor's stretches, first-ranked first.
    package let walks: [Point]
    /// The verdict of the answer mapped, and its line: `✓ You may park here until …`.
    package let verdict: ParkingVerdict
    /// What the map answers, for its title.
    package let title: String

    /// Creates a map from its parts.
    package init(
        centre: Coordinate, radius: Double, streets: [Street], areas: [Area], curbs: [Curb], walks: [Point],
        verdict: ParkingVerdict, title: String
    ) {
        self.centre = centre
        self.radius = radius
        self.streets = streets
        self.areas = areas
        self.curbs = curbs
        self.walks = walks
        self.verdict = verdict
        self.title = title
    }
}
