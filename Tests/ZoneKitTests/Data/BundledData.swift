import Foundation
import TestSupport

@testable import ZoneKit

/// The project's own `Resources/`, loaded once for every suite that asks real questions of it.
enum BundledData {
    /// The source tree's `Resources/` folder.
    static let directory: String = SharedFolder.repositoryRoot.appendingPathComponent("Resources").path

    /// The data, parsed from the JSON files (no pack), or the error that stopped it.
    static let parkingData = Result { try ParkingData(directory: directory) }
}
