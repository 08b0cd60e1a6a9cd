import Foundation

/// One street sweeping of one side of a street, as a calendar lists it: when, where and by which
/// schedule.
package struct SweepingOccurrence: Hashable, Sendable {
    /// When the sweeping starts (in the past for the one in force at the start of the list).
    package let start: Date
    /// When it ends.
    package let end: Date
    /// The street, if the data names it.
    package let street: String?
    /// The CNN of the street segment swept, if any.
    package let cnn: String?
    /// The side of the centreline's digitising direction, if known.
    package let side: CurbSide?
    /// That side on the compass, if known.
    package let compass: CompassDirection?
    /// The schedule as a sign puts it: `every Tue & Fri 8–9 AM`.
    package let schedule: String
}

extension SFDataset {
    /// The street sweepings of the car's side of the street in `answer` (both sides when the side
    /// is unknown) that start from `start` up to `days` days later, soonest first — each occurrence
    /// of each schedule, with the schedule's weeks of the month and the city's holidays honoured
    /// (``CurbWindow/nextOccurrence(after:withinDays:in:)``), the one in force at `start`
    /// included.
    ///
    /// - Parameters:
    ///   - answer: an answer from this dataset.
    ///   - start: where the list begins (the arrival).
    ///   - days: how many days it covers.
    /// - Complexity: one R-tree search, then O(`days`) per schedule of the car's side.
    package func sweepings(ofCarSideOf answer: ParkingAnswer, from start: Date, days: Int) -> [SweepingOccurrence] {
        let carSides = answer.sweeping.filter(\.isCarSide)
        guard !carSides.isEmpty else { return [] }
        var hits: [SFNearbyLine] = []
        // The sides reported are those of the centrelines within the street radius of the point.
        centrelines(within: SFAnswerSettings.standard.sweepingRadius + 1, of: answer.location, into: &hits)
        let horizon = start.addingTimeInterval(Double(days) * 86_400)
        var found: Set<SweepingOccurrence> = []
        for hit in hits {
            for index in centrelines[hit.index].sideIndices {
                let row = sweepingSides[index]
                guard let report = carSides.first(where: { $0.cnn == row.cnn && $0.side == row.side }) else {
                    continue
                }
                for schedule in row.schedules {
                    let window = schedule.window
                    var next =
                        window.occurrence(containing: start, in: holidays)
                        ?? window.nextOccurrence(after: start, withinDays: days + 1, in: holidays)
                    while let occurrence = next, occurrence.start < horizon {
                        found.insert(
                            SweepingOccurrence(
                                start: occurrence.start, end: occurrence.end, street: row.street, cnn: row.cnn,
                                side: row.side, compass: report.compass, schedule: schedule.description))
                        next = window.nextOccurrence(after: occurrence.start, withinDays: days + 1, in: holidays)
                    }
                }
            }
        }
        return found.sorted {
            ($0.start, $0.cnn ?? "", $0.side?.rawValue ?? "", $0.schedule)
                < ($1.start, $1.cnn ?? "", $1.side?.rawValue ?? "", $1.schedule)
        }
    }
}
