import ZoneKit

/// Answers each batch row from its city: a row in a city with a curb feed (Portland, Austin) from
/// that city's curbs (``BatchCurbEngine``), any other from San Francisco's data
/// (``BatchParkingEngine``), as `parkcheck LAT LON` routes a point; `--city` forces one city for
/// every row. Rows keep their order whatever city answers them.
///
/// The routing is a bounds test: a San Francisco row costs a few comparisons more, no more.
package struct BatchCityEngine: Sendable {
    /// San Francisco's engine; `nil` when `--city` names a city with curbs (every row is theirs).
    package let sanFrancisco: BatchParkingEngine?
    /// The curbs' engine.
    package let curbs: BatchCurbEngine
    /// Which city a row is in.
    package let router: Router

    /// An engine answering rows in a city with curbs from `curbs`, others from `sanFrancisco`.
    package init(sanFrancisco: BatchParkingEngine?, curbs: BatchCurbEngine, router: Router) {
        self.sanFrancisco = sanFrancisco
        self.curbs = curbs
        self.router = router
    }

    /// The engine with San Francisco's data of its own, for one worker thread
    /// (``BatchParkingEngine/unsharedCopy()``).
    package func unsharedCopy() -> BatchCityEngine {
        BatchCityEngine(sanFrancisco: sanFrancisco?.unsharedCopy(), curbs: curbs, router: router)
    }

    /// Which city with curbs a point is in.
    package struct Router: Sendable {
        /// The city `--city` names, for every row.
        package var forced: City?
        /// The cities with curbs, with the area each answers for (bounds and margin).
        package var reaches: [(box: BoundingBox, city: City)] = []
        /// Every city, to settle a point in more than one city's reach as a lookup does.
        package var registry: CityRegistry?

        /// The cities of `registry` with curbs, each with its reach.
        package init(registry: CityRegistry) {
            self.registry = registry
            reaches = registry.cities.compactMap { city in
                guard city.curbFormat == .curbLR, let box = CityRegistry.reach(of: city) else { return nil }
                return (box, city)
            }
        }

        /// Every row in `city`.
        package init(forcing city: City) { forced = city }

        /// The city with curbs whose data holds `point`; `nil` for San Francisco's (or none's).
        ///
        /// - Complexity: four comparisons per city with curbs, unless the point is in one's reach.
        package func city(for point: Coordinate) -> City? {
            if let forced { return forced }
            for reach in reaches where reach.box.contains(point) {
                // Reaches may overlap (not the bundled cities'): the smallest city holds the point,
                // as for a lookup.
                let found = registry?.city(containing: point) ?? reach.city
                return found.curbFormat == .curbLR ? found : nil
            }
            return nil
        }
    }

    /// The members of every record: San Francisco's, or with `--city`, the curb answer's.
    package var shape: BatchRecordShape { sanFrancisco?.shape ?? curbs.shape }

    /// What `--fields` may name: ``shape``'s fields, then (when rows may be San Francisco's too)
    /// the curb answer's own, which San Francisco's rows leave `null`.
    package var fields: [String] {
        sanFrancisco == nil ? shape.fields : Self.mixedFields(sanFrancisco: shape)
    }

    /// What `--fields` may name when rows may be San Francisco's or a city's with curbs: the
    /// fields of `shape` (San Francisco's records), then the curb answer's own, then `error`, last
    /// as in every record.
    package static func mixedFields(sanFrancisco shape: BatchRecordShape) -> [String] {
        var own = shape.fields
        let trailing = own.last == "error" ? [own.removeLast()] : []
        let known = Set(shape.fields)
        return own + curbShape(like: shape).fields.filter { !known.contains($0) } + trailing
    }

    /// The shape of curb records with the same leading members as `shape` (`input`, `file`).
    package static func curbShape(like shape: BatchRecordShape) -> BatchRecordShape {
        BatchRecordShape(
            answer: CurbReport.example.jsonObject, kept: shape.keptNames, namesFile: shape.namesFile,
            keepsRowObjects: shape.keepsRowObjects)
    }

    /// Answers `row` from its city; San Francisco's rows share `memory` as a plain batch does.
    package func answer(
        _ row: InputRow, writer: BatchWriter, memory: BatchParkingEngine.Memory?, into result: inout BatchBlockResult
    ) {
        if let city = router.city(for: row.coordinate) {
            curbs.answer(row, in: city, writer: writer, into: &result)
        } else {
            // Called in place: binding the engine copied it for every row, reference counts and all.
            sanFrancisco?.answer(row, writer: writer, memory: memory, into: &result)
        }
    }

    /// The answer for a row that is a coordinate alone: what ``answer(_:writer:memory:into:)``
    /// gives for its ``InputRow``, made only where a record needs it.
    package func answer(
        at coordinate: Coordinate, location: InputLocation, writer: BatchWriter, memory: BatchParkingEngine.Memory?,
        into result: inout BatchBlockResult
    ) {
        if let city = router.city(for: coordinate) {
            curbs.answer(InputRow(location: location, coordinate: coordinate), in: city, writer: writer, into: &result)
        } else {
            sanFrancisco?.answer(at: coordinate, location: location, writer: writer, memory: memory, into: &result)
        }
    }
}
