import Foundation

/// Loading a data directory: `zones.json`, `regulations.geojson`, `sweeping.geojson` and
/// `meters.geojson` (schemas in `Resources/README.md`).
extension ParkingData {
    /// Loads a data directory, through a pack whenever one helps: the directory's own
    /// `parkcheck.pack` when it is fresh (built from the same content; `parkcheck pack DIR` writes
    /// it), else, given a `cacheDirectory`, the pack kept there for this content — built the first
    /// time, about a second for the bundled data; else the four JSON files are read whole.
    /// Answers are the same on every path, and the data directory is never written.
    ///
    /// ```swift
    /// let data = try ParkingData.load(from: "/usr/local/share/parkcheck", cacheDirectory: "/home/me/.cache/parkcheck")
    /// let report = try data.answer(for: ParkingQuery(location: point, arrival: Date(), permits: ["Q"]))
    /// print(report.verdict, report.answer?.parkUntil?.deadline as Any)
    /// ```
    ///
    /// - Parameters:
    ///   - directory: the data directory (`Resources`, `/usr/local/share/parkcheck`).
    ///   - cacheDirectory: where packs for directories without a fresh one of their own are kept
    ///     (`~/.cache/parkcheck`); `nil` to read such directories whole. Small data (under 1 MB)
    ///     is always read whole.
    /// - Returns: all the data.
    /// - Throws: ``ParkingDataLoadError``: a file missing or unreadable, or a file that is not
    ///   valid data, with up to ``maxProblemsPerFile`` problems, each at `file:line:column`.
    /// - Complexity: through a pack, O(n) in the size of the files but decoded on every core;
    ///   whole, O(n) then O(s log s) to index s segments.
    public static func load(
        from directory: String, cacheDirectory: String? = nil
    ) throws(ParkingDataLoadError) -> ParkingData {
        if let pack = DataPack.chosen(for: directory, cache: cacheDirectory.map(PackCache.init(directory:))) {
            do throws(DataPackError) {
                return try pack.allData()
            } catch {
                // Read whole below: that load says what is wrong, at its line and column.
            }
        }
        return try ParkingData(directory: directory)
    }

    /// Loads the four files of a data directory whole (no pack).
    ///
    /// - Parameter directory: the directory's path (`Resources`, `/usr/local/share/parkcheck`).
    /// - Throws: ``ParkingDataLoadError``: a file missing or unreadable, or a file that is not
    ///   valid data, with up to ``maxProblemsPerFile`` problems, each at `file:line:column`.
    /// - Complexity: O(n) in the size of the files, then O(s log s) to index s segments.
    /// `work` spreads the indexing (a batch: on every core).
    package init(directory: String, work: any LoadWork = InOrderWork()) throws(ParkingDataLoadError) {
        var contents: [ParkingDataFile: Data] = [:]
        var paths: [ParkingDataFile: String] = [:]
        for file in ParkingDataFile.allCases {
            let path = Self.path(of: file, in: directory)
            paths[file] = path
            contents[file] = try Self.read(file, at: path)
        }
        try self.init(
            zones: contents[.zones] ?? Data(), regulations: contents[.regulations] ?? Data(),
            sweeping: contents[.sweeping] ?? Data(), meters: contents[.meters] ?? Data(), names: paths,
            additionalAreaCodes: [], holidays: try CityCalendar.read(inDataDirectory: directory), work: work)
    }

    /// Reads the data from the files' bytes.
    ///
    /// - Parameters:
    ///   - zones: `zones.json`.
    ///   - regulations: `regulations.geojson`.
    ///   - sweeping: `sweeping.geojson`.
    ///   - meters: `meters.geojson`.
    ///   - names: how messages name each file (its path); the bare file name when absent.
    /// - Throws: ``ParkingDataLoadError/invalidFile(path:problems:)`` for the first file with
    ///   problems, in the order above.
    package init(
        zones: some Collection<UInt8>, regulations: some Collection<UInt8>, sweeping: some Collection<UInt8>,
        meters: some Collection<UInt8>, names: [ParkingDataFile: String] = [:]
    ) throws(ParkingDataLoadError) {
        try self.init(
            zones: zones, regulations: regulations, sweeping: sweeping, meters: meters, names: names,
            additionalAreaCodes: [], holidays: .sanFrancisco)
    }

    /// Reads the data from the files' bytes, with more permit codes than the files' own.
    init(
        zones: some Collection<UInt8>, regulations: some Collection<UInt8>, sweeping: some Collection<UInt8>,
        meters: some Collection<UInt8>, names: [ParkingDataFile: String], additionalAreaCodes: [String],
        holidays: CityCalendar, work: any LoadWork = InOrderWork()
    ) throws(ParkingDataLoadError) {
        func name(_ file: ParkingDataFile) -> String { names[file] ?? file.rawValue }
        let zoneFile: ZoneFile
        do throws(ZoneFileError) {
            zoneFile = try ZoneFileReader().read(zones, file: name(.zones))
        } catch {
            let problems = error.errors.prefix(Self.maxProblemsPerFile).map {
                DataFileProblem(at: $0.location, path: $0.path, $0.message)
            }
            throw .invalidFile(path: name(.zones), problems: problems.map(\.diagnostic))
        }
        let regulationList = try Self.decode(regulations, name: name(.regulations), Self.regulation)
        let sides = try Self.decode(sweeping, name: name(.sweeping), Self.sweepingSide)
        let meterList = try Self.decode(meters, name: name(.meters), Self.meter)
        self.init(
            zoneFile: zoneFile, regulations: regulationList, sweepingSides: sides, meters: meterList,
            additionalAreaCodes: additionalAreaCodes, holidays: holidays, work: work)
    }

    /// Where `file` is in `directory`.
    package static func path(of file: ParkingDataFile, in directory: String) -> String {
        path(named: file.rawValue, in: directory)
    }

    /// `name` inside `directory`, with one slash between (for the data files and their pack).
    static func path(named name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Reads only the data version of a directory: parses `zones.json` but decodes none of its
    /// zones, and reads none of the other files.
    ///
    /// - Parameter directory: the directory's path.
    /// - Throws: ``ParkingDataLoadError`` when `zones.json` is missing, unreadable or not JSON.
    package static func version(inDirectory directory: String) throws(ParkingDataLoadError) -> DataVersion {
        let path = path(of: .zones, in: directory)
        let bytes = try read(.zones, at: path)
        do throws(JSONError) {
            return DataVersion(zoneFileRoot: try JSONParser().parse(bytes).root)
        } catch {
            throw .invalidFile(
                path: path, problems: [DataFileProblem(at: error.location, path: .root, error.message).diagnostic])
        }
    }

    private static func read(_ file: ParkingDataFile, at path: String) throws(ParkingDataLoadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(file.rawValue, path: path)
        }
        guard !isDirectory.boolValue else { throw .unreadableFile(path: path, reason: "it is a directory") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            let reason =
                FileManager.default.isReadableFile(atPath: path) ? error.localizedDescription : "permission denied"
            throw .unreadableFile(path: path, reason: reason)
        }
    }

    static func decode<Value>(
        _ bytes: some Collection<UInt8>, name: String,
        _ make: (FeatureProperties, [[Coordinate]]) throws(FeatureFailure) -> Value
    ) throws(ParkingDataLoadError) -> [Value] {
        let document: JSONDocument
        do throws(JSONError) {
            document = try JSONParser().parse(bytes)
        } catch {
            throw .invalidFile(
                path: name, problems: [DataFileProblem(at: error.location, path: .root, error.message).diagnostic])
        }
        var decoder = FeatureCollectionDecoder()
        let values = decoder.decode(document.root, make)
        guard decoder.problems.isEmpty else {
            throw .invalidFile(path: name, problems: decoder.problems.map(\.diagnostic))
        }
        return values
    }

    static func regulation(
        _ properties: FeatureProperties, _ lines: [[Coordinate]]
    ) throws(FeatureFailure) -> SFBlockFaceRegulation {
        let id = try properties.string("id")
        let kind = try properties.string("kind")
        let days = try properties.strings("days")
        let from = try properties.string("from")
        let to = try properties.string("to")
        let limit = try properties.optionalNumber("limitMinutes")
        let areas = try properties.strings("permitAreas")
        let exemption = try properties.optionalString("rppExemptFrom")
        let exceptions = try properties.optionalString("exceptions")
        let record = "regulation \(id)"
        let alternatives = try objects("alternatives", of: properties) { item, index throws(FeatureFailure) in
            try alternative(item, index: index, record: record)
        }
        do throws(ParkingDataError) {
            return try SFBlockFaceRegulation(
                id: id, kind: kind, days: days, from: from, to: to, limitMinutes: limit, permitAreas: areas,
                rppExemptFrom: exemption, exceptions: exceptions, lines: lines, alternatives: alternatives)
        } catch {
            throw .model(error)
        }
    }

    /// One member of a regulation's `alternatives` (`SFRegulationAlternative`).
    /// The elements of the optional array member `key` of `properties`, each read by `read` with
    /// its index; empty when the member is missing or `null`.
    ///
    /// - Throws: `FeatureFailure` when the member is not an array, or what `read` throws.
    private static func objects<Element>(
        _ key: String, of properties: FeatureProperties,
        _ read: (FeatureProperties, Int) throws(FeatureFailure) -> Element
    ) throws(FeatureFailure) -> [Element] {
        guard let list = properties[key], !list.isNull else { return [] }
        let listPath = properties.path.appending(key: key)
        guard list.kind == .array else {
            throw .problem(
                DataFileProblem(at: list.location, path: listPath, "\"\(key)\" is \(list.kind), expected an array"))
        }
        var elements: [Element] = []
        for (index, node) in list.elements.enumerated() {
            elements.append(try read(FeatureProperties(node: node, path: listPath.appending(index: index)), index))
        }
        return elements
    }

    static func alternative(
        _ item: FeatureProperties, index: Int, record: String
    ) throws(FeatureFailure) -> SFRegulationAlternative {
        let aspect = try item.string("aspect")
        let fields = try item.string("fields")
        let chosen = try item.string("chosen")
        let ruleText = try item.string("rule")
        let element = (key: "alternatives", index: index)
        do throws(ParkingDataError) {
            guard let rule = SFRegulationAlternative.Rule(rawValue: ruleText) else {
                let rules = SFRegulationAlternative.Rule.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidValue(
                    record: record, field: "rule", value: ClockText.quoted(ruleText), expected: "one of \(rules)")
            }
            let reading: SFRegulationAlternative.Reading
            switch aspect {
            case "hours":
                let hours = try ClockText.hours(
                    from: (try? item.string("from")) ?? "", to: (try? item.string("to")) ?? "", record: record)
                reading = .hours(startMinute: hours.start, endMinute: hours.end)
            case "days":
                let codes = (try? item.strings("days")) ?? []
                let days = try ClockText.days(codes, record: record, allowingHoliday: false).days
                reading = .days(days)
            case "limit":
                let number = try? item.optionalNumber("limitMinutes")
                guard let minutes = number ?? nil else {
                    reading = .limit(minutes: nil)
                    break
                }
                guard minutes.isFinite, minutes.rounded() == minutes, minutes > 0, minutes <= Double(Int32.max) else {
                    throw .invalidValue(
                        record: record, field: "limitMinutes", value: "\(minutes)",
                        expected: "a positive whole number of minutes or null")
                }
                reading = .limit(minutes: Int(minutes))
            default:
                throw .invalidValue(
                    record: record, field: "aspect", value: ClockText.quoted(aspect), expected: "hours, days or limit")
            }
            return SFRegulationAlternative(reading: reading, fields: fields, chosenFields: chosen, rule: rule)
        } catch {
            throw .model(error, element: element)
        }
    }

    static func sweepingSide(
        _ properties: FeatureProperties, _ lines: [[Coordinate]]
    ) throws(FeatureFailure) -> SFSweepingSide {
        let cnn = try properties.optionalString("cnn")
        let side = try properties.optionalString("side")
        let blockSide = try properties.optionalString("blockSide")
        let street = try properties.optionalString("street")
        let limits = try properties.optionalString("limits")
        let fromStreet = try properties.optionalString("fromStreet")
        let toStreet = try properties.optionalString("toStreet")
        let record = SFSweepingSide.record(cnn: cnn, side: side)
        let schedules = try objects("schedules", of: properties) { item, index throws(FeatureFailure) in
            try schedule(item, index: index, record: record)
        }
        guard lines.count == 1 else {
            throw .model(
                .invalidValue(
                    record: record, field: "geometry", value: "\(lines.count) lines", expected: "one LineString"))
        }
        do throws(ParkingDataError) {
            return try SFSweepingSide(
                cnn: cnn, side: side, blockSide: blockSide, street: street, limits: limits, fromStreet: fromStreet,
                toStreet: toStreet, schedules: schedules, line: lines[0])
        } catch {
            throw .model(error)
        }
    }

    private static func schedule(
        _ item: FeatureProperties, index: Int, record: String
    ) throws(FeatureFailure) -> SFSweepingSchedule {
        guard item.node.kind == .object else {
            throw .problem(DataFileProblem(at: item.node.location, path: item.path, "a schedule must be an object"))
        }
        let days = try item.strings("days")
        let from = try item.string("from")
        let to = try item.string("to")
        var weeks = [1, 2, 3, 4, 5]
        if let node = item["weeks"], !node.isNull {
            weeks = try weekNumbers(node, path: item.path.appending(key: "weeks"))
        }
        let holidays = try item.optionalString("holidays") ?? SFSweepingHolidays.suspended.rawValue
        do throws(ParkingDataError) {
            return try SFSweepingSchedule(
                days: days, from: from, to: to, weeks: weeks, holidays: holidays, record: record)
        } catch {
            throw .model(error, element: ("schedules", index))
        }
    }

    private static func weekNumbers(_ node: JSONNode, path: JSONPath) throws(FeatureFailure) -> [Int] {
        guard node.kind == .array else {
            throw .problem(
                DataFileProblem(at: node.location, path: path, "\"weeks\" is \(node.kind), expected an array of 1 to 5")
            )
        }
        var weeks: [Int] = []
        for (index, element) in node.elements.enumerated() {
            guard let number = element.numberValue, number.rounded() == number, abs(number) < 1000 else {
                throw .problem(
                    DataFileProblem(
                        at: element.location, path: path.appending(index: index), "a week must be a whole number 1 to 5"
                    ))
            }
            weeks.append(Int(number))
        }
        return weeks
    }

    static func meter(
        _ properties: FeatureProperties, _ lines: [[Coordinate]]
    ) throws(FeatureFailure) -> SFMeteredBlockFace {
        let id = try properties.string("blockfaceId")
        let street = try properties.optionalString("street")
        let side = try properties.optionalString("side")
        let from = try properties.optionalNumber("fromAddress")
        let to = try properties.optionalNumber("toAddress")
        guard lines.count == 1 else {
            throw .model(
                .invalidValue(
                    record: "metered block face \(id)", field: "geometry", value: "\(lines.count) lines",
                    expected: "one LineString"))
        }
        do throws(ParkingDataError) {
            return try SFMeteredBlockFace(
                blockfaceId: id, street: street, side: side, fromAddress: from, toAddress: to, line: lines[0])
        } catch {
            throw .model(error)
        }
    }
}
