import Foundation
import ZoneKit

/// The in-library figures `make bench` reports beside the process timings (bench/measure.py reads
/// the `key=value` lines):
///
/// - `load_ms`: what a one-shot lookup spends on data — opening the pack of DATA_DIR and reading
///   the data near a point (``DataPack/data(near:accuracy:threshold:settings:)``) — as the median
///   of many loads in one process (the files in the page cache, as for repeated lookups);
/// - `lookups_per_s`: zone lookups (``ZoneIndex/lookup(at:accuracy:threshold:date:)``) of every
///   point of POINTS_FILE (`lat,lon` lines) on one core, after the index is built: the best of
///   three passes.
struct LookupBenchmark {
    let arguments: [String]

    func run() -> Int32 {
        guard arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: parkcheck-bench DATA_DIR POINTS_FILE\n".utf8))
            return 64
        }
        let (directory, pointsFile) = (arguments[0], arguments[1])
        do {
            let points = try Self.points(in: pointsFile)
            let loads = try loadTimes(directory: directory, count: 50)
            let zones = try ParkingData(directory: directory).zones
            let rates = (0..<3).map { _ in lookupRate(zones, points: points) }
            print("points=\(points.count)")
            print("first_load_ms=\(Self.format(loads[0]))")
            print("load_ms=\(Self.format(Self.median(loads)))")
            print("lookups_per_s=\(Int(rates.max() ?? 0))")
            return 0
        } catch {
            FileHandle.standardError.write(Data("parkcheck-bench: \(error)\n".utf8))
            return 1
        }
    }

    /// Milliseconds of each of `count` pack loads at points spread over the city.
    private func loadTimes(directory: String, count: Int) throws -> [Double] {
        var times: [Double] = []
        for index in 0..<count {
            let point = Coordinate(
                latitude: 37.72 + 0.08 * Double(index) / Double(count),
                longitude: -122.50 + 0.12 * Double(index % 7) / 7)
            let start = DispatchTime.now().uptimeNanoseconds
            let data = try DataPack(directory: directory).data(near: point)
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            // Reading the result keeps the load from being optimised away.
            if data.zones.zones.count > 1_000_000 { print("unexpected") }
            times.append(Double(elapsed) / 1e6)
        }
        return times
    }

    /// Zone lookups per second over `points`, one thread.
    private func lookupRate(_ zones: ZoneIndex, points: [Coordinate]) -> Double {
        let date = Date(timeIntervalSince1970: 0)
        var found = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for point in points where zones.lookup(at: point, threshold: 10, date: date).primaryZone != nil {
            found += 1
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Keeps the loop's work observable; every run finds the same count.
        precondition(found <= points.count)
        return Double(points.count) / seconds
    }

    private static func points(in path: String) throws -> [Coordinate] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ",")
            guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
                return nil
            }
            return Coordinate(latitude: latitude, longitude: longitude)
        }
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
