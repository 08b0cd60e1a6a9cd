/// The core of an answer held by a batch's shared ``SFCoreEvaluations`` (met at an earlier point, or
/// just worked out): what ``ParkingData/coreOrReport(for:threshold:settings:cache:)`` gives instead
/// of building the whole answer around it, when every field a batch writes is one a core
/// determines (``RecordWriter/writesOnlyWhatCoresDetermine``).
///
/// Every answer sharing a core has the same verdict, reason, basis, permit status and check, "park
/// until", zone code and arrival, so their records of those fields are the same bytes, which
/// ``SFCoreRecords`` keeps once per core.
package struct SFHeldCore {
    /// The core, shared by every answer with it.
    let held: SFHeldEvaluation
    /// The question answered (its location, arrival and zone).
    let query: ParkingQuery
    /// The zone lookup at the point.
    let zone: ZoneLookupResult
    /// The data version answered from.
    let dataVersion: String?

    /// The verdict.
    package var verdict: ParkingVerdict { held.evaluation.verdict }

    /// Why, in words (``ParkingAnswer/verdictReason``).
    package var verdictReason: String { held.evaluation.reason.text }

    /// The report of the core: the question, the zone lookup and what the core holds, every other
    /// member of the answer empty (no block face, side, rules, sweeping, address, meter or
    /// warnings). Its record agrees with the whole answer's on the fields a core determines
    /// (``determines(column:)``), and only on those.
    var report: ParkingReport {
        let side = SFSideFinding(side: nil, compass: nil, method: .undetermined, distanceToCentreline: nil, cnn: nil)
        let answer = ParkingAnswer(
            location: query.location, blockFace: nil, side: side, meter: nil, nearbyCurbs: [],
            evaluation: held.evaluation, searchWarnings: [])
        return ParkingReport(query: query, zone: zone, answer: answer, dataVersion: dataVersion)
    }

    /// The record members whose values are the core's (or the data's, or `null` for every answer):
    /// the same for every answer sharing a core.
    private static let determinedMembers: Set<String> = [
        "arrival", "verdict", "verdictReason", "basis", "status", "permits", "parkUntil", "dataVersion",
        ReportRecord.errorKey,
    ]

    /// Whether a full answer's record `column` (a leaf path such as `parkUntil.time`) is determined
    /// by its core: a member of ``determinedMembers``, or the zone's code (the zone the core was
    /// evaluated in). The zone's other members, the location, block face and side are the point's.
    static func determines(column: String) -> Bool {
        column == "zone.code" || determinedMembers.contains(String(column.prefix { $0 != "." }))
    }
}

extension RecordWriter {
    /// Whether this writer writes of a full answer only fields its core determines
    /// (``SFHeldCore/determines(column:)``), in a format whose records hold nothing else (not GeoJSON,
    /// whose features hold the point): then every answer sharing a core has the same record
    /// (``SFCoreRecords``). `--fields verdict,parkUntil.time,zone.code,status` into CSV is one.
    package var writesOnlyWhatCoresDetermine: Bool {
        format != .geojson && !selection.selectsAll && selection.columns.allSatisfy(SFHeldCore.determines(column:))
    }
}

/// One batch worker's record of each ``SFHeldCore`` it has met, made once and appended as bytes for
/// every other row sharing the core: for a writer that
/// ``RecordWriter/writesOnlyWhatCoresDetermine``, whose records are the same for all of them.
///
/// Holds a record per distinct core, as many as the batch's ``SFCoreEvaluations`` holds (a few
/// thousand for a city's every kind of curbside point, ~60 bytes each).
package struct SFCoreRecords {
    /// The record's bytes of each core met, by the core's identity (the core kept alive with them,
    /// so that the identity is not reused).
    private var records: [ObjectIdentifier: (held: SFHeldEvaluation, bytes: [UInt8])] = [:]

    /// None yet.
    package init() {}

    /// How many cores' records are held.
    package var count: Int { records.count }

    /// Appends the record of `core` with `writer` to `records`: its bytes made the first time,
    /// then kept.
    ///
    /// - Precondition: `writer` writes only what cores determine
    ///   (``RecordWriter/writesOnlyWhatCoresDetermine``), and is the same writer for every call.
    package mutating func append(
        _ core: SFHeldCore, with writer: RecordWriter, buffers: LentBuffers?, to encoded: inout EncodedRecords
    ) {
        let identity = ObjectIdentifier(core.held)
        if let record = records[identity] {
            writer.append(encoded: record.bytes, to: &encoded)
            return
        }
        let record = ReportRecord(line: 0, id: nil, report: core.report)
        let bytes = writer.appendReturningBytes(values: record, buffers: buffers, to: &encoded)
        records[identity] = (core.held, bytes)
    }
}
