import Foundation

@testable import ZoneKit

/// The window tests read San Francisco's windows: on its calendar unless a test names another.
extension CurbWindow {
    func isInForce(at date: Date) -> Bool { isInForce(at: date, in: .sanFrancisco) }

    func occurrence(containing date: Date) -> Occurrence? { occurrence(containing: date, in: .sanFrancisco) }

    func end(ofOccurrenceContaining date: Date) -> Date? { end(ofOccurrenceContaining: date, in: .sanFrancisco) }

    func nextStart(after date: Date, withinDays: Int = CurbWindow.defaultSearchDays) -> Date? {
        nextStart(after: date, withinDays: withinDays, in: .sanFrancisco)
    }

    func nextOccurrence(after date: Date, withinDays: Int = CurbWindow.defaultSearchDays) -> Occurrence? {
        nextOccurrence(after: date, withinDays: withinDays, in: .sanFrancisco)
    }

    func nextEnd(after date: Date, withinDays: Int = CurbWindow.defaultSearchDays) -> Date? {
        nextEnd(after: date, withinDays: withinDays, in: .sanFrancisco)
    }

    func occurs(on day: CivilDate) -> Bool { occurs(on: day, in: .sanFrancisco) }

    func occurrence(startingOn day: CivilDate) -> Occurrence? { occurrence(startingOn: day, in: .sanFrancisco) }
}
