/// Proximity queries: the nearest point of each feature within a radius, by true point-to-segment
/// distance, nearest first. Each refills a caller-owned buffer and allocates nothing else, so a
/// caller reusing the buffer queries without allocating.
extension SFDataset {
    /// The regulations with a line within `radius` metres of `point`, nearest first;
    /// ``SFNearbyLine/index`` indexes ``regulations``.
    ///
    /// - Complexity: O(log s + k) for k segments in range.
    package func regulations(within radius: Double, of point: Coordinate, into result: inout [SFNearbyLine]) {
        regulationIndex.nearestPerFeature(within: radius, of: point, into: &result)
    }

    /// The centrelines within `radius` metres of `point`, nearest first; ``SFNearbyLine/index``
    /// indexes ``centrelines``.
    package func centrelines(within radius: Double, of point: Coordinate, into result: inout [SFNearbyLine]) {
        centrelineIndex.nearestPerFeature(within: radius, of: point, into: &result)
    }

    /// The metered block faces within `radius` metres of `point`, nearest first;
    /// ``SFNearbyLine/index`` indexes ``meters``.
    package func meters(within radius: Double, of point: Coordinate, into result: inout [SFNearbyLine]) {
        meterIndex.nearestPerFeature(within: radius, of: point, into: &result)
    }

    /// Permit codes checked against the data: trimmed, upper-cased, duplicates dropped, in order.
    ///
    /// - Parameter permits: codes as a user typed them (`s`, ` HV`).
    /// - Returns: the codes, e.g. `["S", "HV"]`.
    /// - Throws: ``ParkingQueryError/malformedPermit(_:knownAreas:)`` for a code that is not one or
    ///   two letters, ``ParkingQueryError/unknownPermit(_:knownAreas:)`` for one no block face or
    ///   zone uses; both list ``knownAreaCodes``.
    package func validatedPermits(_ permits: [String]) throws(ParkingQueryError) -> [String] {
        var result: [String] = []
        for permit in permits {
            let code = ClockText.trimmed(permit).uppercased()
            guard ClockText.isAreaCode(code) else { throw .malformedPermit(permit, knownAreas: knownAreaCodes) }
            guard knownAreaCodes.contains(code) else { throw .unknownPermit(permit, knownAreas: knownAreaCodes) }
            if !result.contains(code) { result.append(code) }
        }
        return result
    }
}
