/// The libFuzzer entry point of the hours harness: DataBuild's readers of the city's day and hour
/// spellings (`HoursParser`, `DaySet.parse`), compiled on their own (they need nothing else).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var results: [AnyHashable?] = [
        HoursParser.range(text), HoursParser.militaryMinutes(text), HoursParser.clockMinutes(text),
        DaySet.parse(text), DaySet.parseSweepingWeekday(text),
    ]
    // Two-part inputs exercise the begin/end and from/to forms.
    let halves = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    if halves.count == 2 {
        results.append(HoursParser.window(begin: halves[0], end: halves[1]))
        results.append(HoursParser.window(fromTime: halves[0], toTime: halves[1]))
    }
    if let window = HoursParser.range(text) { results.append(DailyWindow.clock(window.start)) }
    blackHole(results)
    return 0
}

@inline(never)
func blackHole<T>(_ value: T) { _ = value }
