import ParkcheckBatch
import ZoneKit

extension BatchRun {
    /// What the command line asks of every row a city's curbs answer (``BatchCurbEngine``), read
    /// as `parkcheck LAT LON` there reads it (``CurbCheck``): the user classes, permits and
    /// placard, the side, the options curbs do not read, `--at` on each city's clock. A city's
    /// warnings (a class its feed has no rule for) go to `diagnostics`.
    func curbOptions(diagnostics: Diagnostics) -> BatchCurbOptions {
        let side: Result<CurbSideChoice?, BatchCurbEngine.Failure>
        do throws(UsageError) {
            side = .success(try CurbCheck.sideChoice(side: invocation.side, heading: invocation.heading))
        } catch {
            side = .failure(BatchCurbEngine.Failure(message: error.description))
        }
        let (invocation, date) = (invocation, date)
        return BatchCurbOptions(
            userClasses: CurbCheck.userClasses(invocation), permits: invocation.permits,
            hasPlacard: invocation.hasPlacard, side: side, accuracy: invocation.accuracy,
            unreadOption: invocation.threshold != nil ? "--threshold" : nil,
            calendarDays: format == .ics ? CalendarICS.sweepingWeeks * 7 : nil,
            typedTime: { clock in invocation.typedTime(on: clock, now: date) },
            userClassProblems: { names, place in
                CurbCheck.userClassProblems(invocation, classNames: names, place: place)
            },
            warn: { warning in diagnostics.warning(warning) })
    }
}
