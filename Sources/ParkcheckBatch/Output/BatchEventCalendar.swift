/// The calendar a `--format ics` batch writes its rows' events into: what comes before the first
/// event, each full answer's events, and what comes after the last. The executable makes it (its
/// RFC 5545 writer serves a single lookup too); ``BatchWriter`` calls it on the worker threads.
package protocol BatchEventCalendar: Sendable {
    /// The calendar's start (`BEGIN:VCALENDAR`, its time zone), content lines with their breaks.
    var header: String { get }
    /// The calendar's end (`END:VCALENDAR`).
    var footer: String { get }
    /// The events of one row answered in full, as content lines; none for an answer without any.
    func events(_ answer: BatchParkingAnswer) -> String
    /// The events of one row a city's curbs answered, as content lines.
    func events(_ answer: BatchCurbAnswer) -> String
}
