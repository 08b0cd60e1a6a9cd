import ZoneKit

extension ExitCode {
    /// The status `--exit-status` ends with, as jq's `-e` does: 0 when the car may be parked now,
    /// 1 when it may not (also outside the data's area, where parkcheck cannot say yes), 2 when only
    /// conditionally (pay the meter, display the placard, be on the other side).
    static func exitStatus(answering verdict: ParkingVerdict?) -> ExitCode {
        switch verdict {
        case .yes: .success
        case .conditionally: .onlyConditionally
        case .no, nil: .someInputFailed
        }
    }
}
