import Foundation

/// The libFuzzer entry point of the ZoneKit harnesses. One binary holds them all (ZoneKit is
/// compiled once); `PARKCHECK_FUZZ_TARGET` picks the harness: `json`, `zonefile`, `inputline` or
/// `time`. Each harness only has to return: any crash, hang or sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzTarget.selected {
    case .json: FuzzHarnesses.json(bytes)
    case .zoneFile: FuzzHarnesses.zoneFile(bytes)
    case .inputLine: FuzzHarnesses.inputLine(bytes)
    case .time: FuzzHarnesses.time(bytes)
    case .pack: FuzzHarnesses.pack(bytes)
    }
    return 0
}

/// The harness chosen for this process.
enum FuzzTarget: String {
    case json
    case zoneFile = "zonefile"
    case inputLine = "inputline"
    case time
    case pack

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["PARKCHECK_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(
                Data("PARKCHECK_FUZZ_TARGET must be one of json, zonefile, inputline, time, pack\n".utf8))
            exit(2)
        }
        return target
    }()
}
