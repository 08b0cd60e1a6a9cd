/// The libFuzzer entry point of the hours harness: DataBuild's readers of the city's day and hour
/// spellings (`HoursParser`, `WeekdaySet.parse`), compiled with ZoneKit's sources, whose types
/// they produce, into one module (`fuzz/build.sh`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var results: [AnyHashable?] = [
        HoursParser.range(text).map { [$0.start, $0.end] }, HoursParser.militaryMinutes(text),
        HoursParser.clockMinutes(text), WeekdaySet.parse(days: text), WeekdaySet.parse(sweepingWeekday: text)?.days,
    ]
    // Two-part inputs exercise the begin/end and from/to forms.
    let halves = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    if halves.count == 2 {
        results.append(HoursParser.hours(begin: halves[0], end: halves[1]).map { [$0.start, $0.end] })
        results.append(HoursParser.hours(fromTime: halves[0], toTime: halves[1]).map { [$0.start, $0.end] })
    }
    if let window = HoursParser.range(text) {
        results.append(MinuteFormat.range(start: window.start, end: window.end))
        results.append(MinuteFormat.spokenRange(start: window.start, end: window.end))
    }
    blackHole(results)
    return 0
}

@inline(never)
func blackHole<T>(_ value: T) { _ = value }
