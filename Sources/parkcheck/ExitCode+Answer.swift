import ZoneKit

extension ExitCode {
    /// The status `--exit-status` ends with, as jq's `-e` does: 0 when the car may be parked now,
    /// 1 when it may not, 2 when only conditionally (pay the meter, display the placard), 3 when
    /// the data cannot say (``ParkingVerdict/unknown``, also outside the data's area).
    static func exitStatus(answering verdict: ParkingVerdict) -> ExitCode {
        switch verdict {
        case .yes: .success
        case .no: .someInputFailed
        case .conditionally: .onlyConditionally
        case .unknown: .answerUnknown
        }
    }
}
