import Foundation

/// What the rules said where earlier answers' searches led (``SFRuleEvaluation``), kept so that later
/// answers that find the same things — points along one block face, on either of its centreline's
/// segments, and the many far from any curb — share one evaluation instead of working it out
/// again. ``SFDataset/answer(for:settings:cache:dataDate:)`` gives exactly the answer it gives
/// without a cache.
///
/// The key is what an evaluation depends on: the question but for the point (arrival, permits,
/// placard, vehicle, zone) and where the searches led — the centrelines counted and the car's side
/// of each, the side and compass point found, the block face's regulations and the meter; or, for
/// a point with no curb within reach, that reach. The point's distances are not part of it, nor is
/// the centreline segment but for the compass points it gives a side the data does not label.
///
/// Holds an evaluation from the second time its key is met (only its hash the first time), up to
/// ``capacity`` of them; when full, each new one takes the place of the oldest. Points at the curb
/// come in no order, and a city has some 16,000 kinds of them: an evaluation takes ~3 KB (its
/// rules and stay limits; texts are made only when written), so holding them all would more than
/// double a batch's memory, and holding each as it comes cost more (copying and freeing them)
/// than the few met again saved. The few kinds far from any curb
/// are met all the time. It also keeps what any evaluation at one arrival works out alike: the
/// citywide 72-hour rule's times, each window's occurrences and each term's course.
/// Not for sharing between threads: give each thread its own. It answers
/// for one dataset and one ``SFAnswerSettings`` at a time, and forgets everything when asked with
/// others.
///
/// Given shared cores (``SFSharedCores``: a batch that writes only ``coreMembers``), it
/// holds cores there instead, from the first meeting of a key, and answers from them: such answers
/// have the verdict, status, permits and "park until" of an answer evaluated whole, and no rules,
/// sweeping, address, meter or warnings.
package final class SFEvaluationCache {
    /// What an evaluation depends on.
    ///
    /// A class: a key is copied into the memos it is looked up in and stored with what they hold,
    /// and as a value each copy moved its bytes and retained its arrays; a reference is retained
    /// once.
    package final class Key: Hashable, Sendable {
        /// ``fold(arrival:zone:permits:hasPlacard:isOversizedVehicle:place:)`` of the rest, worked
        /// out once: the key's hash, and first in equality (unequal keys mostly differ in it).
        let folded: UInt64
        let arrival: Date
        let permits: [String]
        let hasPlacard: Bool
        let isOversizedVehicle: Bool
        let zone: SFZoneContext?
        let place: Place

        init(
            arrival: Date, permits: [String], hasPlacard: Bool, isOversizedVehicle: Bool, zone: SFZoneContext?,
            place: Place
        ) {
            folded = Self.fold(
                arrival: arrival, zone: zone, permits: permits, hasPlacard: hasPlacard,
                isOversizedVehicle: isOversizedVehicle, place: place)
            self.arrival = arrival
            self.permits = permits
            self.hasPlacard = hasPlacard
            self.isOversizedVehicle = isOversizedVehicle
            self.zone = zone
            self.place = place
        }

        /// Hashes ``folded``: where the searches led, whole, and the arrival; not the zone's rule
        /// or the permits' codes, which follow from the zone and the batch. Equality still
        /// compares everything.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(folded)
        }

        /// Whether two keys are the same in every field (``folded`` first: unequal keys mostly
        /// differ in it).
        package static func == (a: Key, b: Key) -> Bool {
            a === b
                || (a.folded == b.folded && a.arrival == b.arrival && a.permits == b.permits
                    && a.hasPlacard == b.hasPlacard && a.isOversizedVehicle == b.isOversizedVehicle && a.zone == b.zone
                    && a.place == b.place)
        }

        /// The fields of a key that vary within a batch folded into one number, by multiplication
        /// and shifts rather than ``Hasher``: feeding `Hasher` every line, compass point and
        /// regulation was most of a lookup's cost, and leaving them out made the keys of a
        /// block face's points (which differ only in those) collide, a lookup then comparing a
        /// chain of keys.
        private static func fold(
            arrival: Date, zone: SFZoneContext?, permits: [String], hasPlacard: Bool, isOversizedVehicle: Bool,
            place: Place
        ) -> UInt64 {
            var fold = Fold()
            fold.add(arrival.timeIntervalSince1970.bitPattern)
            for byte in zone?.code.utf8 ?? "".utf8 { fold.add(UInt64(byte)) }
            fold.add(UInt64(permits.count) << 2 | (hasPlacard ? 2 : 0) | (isOversizedVehicle ? 1 : 0))
            switch place {
            case .curb(let lines, let side, let compass, let regulations, let meter):
                for line in lines {
                    fold.add(UInt64(truncatingIfNeeded: line.centreline))
                    fold.add(Fold.ordinal(line.side) << 8 | Fold.ordinal(line.left) << 4 | Fold.ordinal(line.right))
                }
                fold.add(Fold.ordinal(side) << 4 | Fold.ordinal(compass))
                fold.add(UInt64(truncatingIfNeeded: regulations?.count ?? -1))
                for regulation in regulations ?? [] { fold.add(UInt64(truncatingIfNeeded: regulation)) }
                fold.add(UInt64(truncatingIfNeeded: meter ?? -1))
            case .noCurb(let reach):
                fold.add(reach.bitPattern)
            }
            return fold.value
        }
    }

    /// Folds numbers into one, each step a multiply and a shift (as in FNV and MurmurHash's
    /// finaliser): enough to spread a batch's keys, which ``Hasher`` then hashes once.
    struct Fold {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ number: UInt64) {
            value = (value ^ number) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
        }

        /// 0 for none, else 1 + the side's place among the sides.
        static func ordinal(_ side: CurbSide?) -> UInt64 {
            guard let side else { return 0 }
            return side == .left ? 1 : 2
        }

        /// 0 for none, else 1 + the point's place among the compass points.
        static func ordinal(_ compass: CompassDirection?) -> UInt64 {
            guard let compass else { return 0 }
            return UInt64((CompassDirection.allCases.firstIndex(of: compass) ?? 0) + 1)
        }
    }

    /// Where the searches led.
    enum Place: Hashable, Sendable {
        /// At a curb: the centrelines counted (the nearest first), the side and compass point
        /// found, the block face's regulations (`nil`: no block face) and the meter (`nil`: none).
        case curb(lines: [Line], side: CurbSide?, compass: CompassDirection?, regulations: [Int]?, meter: Int?)
        /// Not at a street, with no curb within `reach` metres.
        case noCurb(reach: Double)
    }

    /// A centreline counted for the car: its index, the car's side of it, and the compass points
    /// of its left and right sides along the segment found.
    struct Line: Hashable, Sendable {
        var centreline: Int
        var side: CurbSide?
        var left: CompassDirection?
        var right: CompassDirection?
    }

    /// The record members whose values an answer from a core has as an answer from the whole
    /// evaluation does: the question's and the searches' own (location, arrival, zone, block face,
    /// side, the data's version) and the core's.
    package static let coreMembers: Set<String> = [
        "location", "arrival", "verdict", "verdictReason", "basis", "status", "permits", "zone", "blockFace",
        "side", "parkUntil", "dataVersion",
    ]

    /// The most evaluations held at once.
    package let capacity: Int
    /// Where cores are held instead of whole evaluations, when the answers are written only
    /// through the members cores give.
    package let cores: (any SFSharedCores)?
    /// Whether ``cores`` holds for the dataset and settings of the last lookup.
    private var usesCores = false
    private var evaluations: [Key: SFHeldEvaluation] = [:]
    /// The keys held, in the order they came (a ring: ``oldest`` is next to go).
    private var keys: [Key] = []
    private var oldest = 0
    /// The hashes of keys met once and not held.
    private var seenOnce: Set<Int> = []
    private var dataset: ObjectIdentifier?
    private var settings: SFAnswerSettings?
    /// The citywide 72-hour rule's times at the last arrival asked about.
    private var citywide: (arrival: Date, times: CitywideTimes)?
    /// The far-from-the-data warning of the last arrival and data date asked about.
    private var farFromData: (arrival: Date, dataDate: CivilDate, warning: ParkingWarning?)?

    /// A window's occurrence in force at an arrival, and its next occurrence after it within the
    /// search.
    struct WindowTimes {
        var current: CurbWindow.Occurrence?
        var next: CurbWindow.Occurrence?
    }

    /// A window at an arrival.
    private struct WindowAt: Hashable {
        var window: CurbWindow
        var arrival: Date

        /// Hashes the window's days, weeks and minutes, packed, and the arrival: hashing every
        /// field cost as much as the times saved. Equality still compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(Self.packed(window))
            hasher.combine(arrival.timeIntervalSince1970)
        }

        /// The window's days, weeks of the month and minutes in one number.
        static func packed(_ window: CurbWindow) -> UInt64 {
            UInt64(window.days.rawValue) | UInt64(window.weeksOfMonth.rawValue) << 8
                | UInt64(window.startMinute) << 16 | UInt64(window.endMinute) << 32
        }
    }

    /// A term at an arrival.
    private struct TermAt: Hashable {
        var term: CurbTerm
        var arrival: Date

        /// Hashes the window (packed) and limit, and the arrival. Equality still compares
        /// everything.
        func hash(into hasher: inout Hasher) {
            switch term {
            case .forbids(let window):
                hasher.combine(WindowAt.packed(window))
            case .limits(let window, let minutes):
                hasher.combine(WindowAt.packed(window) ^ UInt64(truncatingIfNeeded: minutes) << 48)
            case .pays(let window):
                hasher.combine(WindowAt.packed(window) ^ 1 << 63)
            }
            hasher.combine(arrival.timeIntervalSince1970)
        }
    }

    /// The buffer for the curb searches of the answers built with this cache, lent to each search
    /// in turn (a row's three come one after another) so that they allocate none. One buffer, not
    /// a stack of them: lending from an array of arrays cost more than the search it served.
    private var spareLines: [SFNearbyLine] = []

    /// A buffer for a search's hits (with the capacity an earlier search gave it; its contents are
    /// the search's to replace), or a new one while the buffer is lent.
    func borrowLines() -> [SFNearbyLine] {
        var lines: [SFNearbyLine] = []
        swap(&lines, &spareLines)
        return lines
    }

    /// Takes back a buffer ``borrowLines()`` lent.
    func giveBack(_ lines: consuming [SFNearbyLine]) {
        if lines.capacity >= spareLines.capacity { spareLines = lines }
    }

    /// The most window times, and the most terms' courses, kept at once (emptied when full).
    private static let timesCapacity = 4096
    private var windowTimes: [WindowAt: WindowTimes] = [:]
    private var courses: [TermAt: CurbCourse?] = [:]

    /// The citywide 72-hour rule at an arrival: its occurrence in force, its next start, and its
    /// term's course, all of which depend on the arrival alone.
    struct CitywideTimes {
        var current: CurbWindow.Occurrence?
        var next: Date?
        var course: CurbCourse?
    }

    /// An empty cache holding up to `capacity` evaluations (at least 1), or, given `cores`, the
    /// cores of evaluations there (shared with the other workers of the batch).
    package init(capacity: Int = 512, cores: (any SFSharedCores)? = nil) {
        self.capacity = max(1, capacity)
        self.cores = cores
    }

    /// How many evaluations are held.
    package var count: Int { evaluations.count }

    /// The evaluation held for `key` by `dataset` with `settings`; when these are not the ones the
    /// cache holds evaluations for, it is emptied for them.
    func evaluation(for key: Key, dataset: SFDataset, settings: SFAnswerSettings) -> SFHeldEvaluation? {
        if self.dataset != dataset.identity || self.settings != settings {
            evaluations.removeAll()
            keys.removeAll()
            seenOnce.removeAll()
            oldest = 0
            citywide = nil
            windowTimes.removeAll()
            courses.removeAll()
            self.dataset = dataset.identity
            self.settings = settings
            usesCores = cores?.holds(for: SFCoreBinding(dataset: dataset.identity, settings: settings)) ?? false
        }
        if usesCores, let cores { return cores.core(for: key) }
        return evaluations[key]
    }

    /// Whether the evaluations held are the shared ``cores`` (bound to the dataset and settings
    /// last asked about), not this cache's own whole evaluations.
    var holdsCores: Bool { usesCores }

    /// Whether the shared ``cores`` are held and have room for another: then ``storeCore(_:for:)``
    /// will hold one.
    var mayStoreCore: Bool { usesCores && cores?.hasRoom == true }

    /// Holds the core of `evaluation` for `key` in the shared ``cores``.
    ///
    /// - Returns: the core held, or `nil` when the cores are not held or had no room.
    func storeCore(_ evaluation: SFRuleEvaluation, for key: Key) -> SFHeldEvaluation? {
        guard usesCores, let cores, cores.hasRoom else { return nil }
        return cores.keep(SFHeldEvaluation(evaluation.core), for: key)
    }

    /// The citywide 72-hour rule's times at `arrival`, for the dataset and settings of the last
    /// ``evaluation(for:dataset:settings:)``: those kept, else `make()` (and kept).
    func citywideTimes(at arrival: Date, _ make: () -> CitywideTimes) -> CitywideTimes {
        if let citywide, citywide.arrival == arrival { return citywide.times }
        let times = make()
        citywide = (arrival, times)
        return times
    }

    /// The warning that `arrival` is far from `dataDate`, if it is: the one kept for the last
    /// arrival and date asked about, else `make()` (and kept). A batch's rows mostly share one
    /// arrival, and working out its day on every row cost more than the rest of the warning.
    func farFromDataWarning(
        at arrival: Date, dataDate: CivilDate, _ make: () -> ParkingWarning?
    ) -> ParkingWarning? {
        if let farFromData, farFromData.arrival == arrival, farFromData.dataDate == dataDate {
            return farFromData.warning
        }
        let warning = make()
        farFromData = (arrival, dataDate, warning)
        return warning
    }

    /// `window`'s times at `arrival`, for the dataset and settings of the last
    /// ``evaluation(for:dataset:settings:)``: those kept, else `make()` (and kept).
    func windowTimes(_ window: CurbWindow, at arrival: Date, _ make: () -> WindowTimes) -> WindowTimes {
        Self.remembered(WindowAt(window: window, arrival: arrival), in: &windowTimes, make)
    }

    /// `term`'s course from `arrival`, for the dataset and settings of the last
    /// ``evaluation(for:dataset:settings:)``: the one kept (none, too), else `make()` (and kept).
    func course(of term: CurbTerm, at arrival: Date, _ make: () -> CurbCourse?) -> CurbCourse? {
        Self.remembered(TermAt(term: term, arrival: arrival), in: &courses, make)
    }

    /// `memo`'s value for `key`, else `make()`, kept: the memo emptied first when it holds
    /// ``timesCapacity`` (a batch meets a few windows and terms at a few arrivals).
    private static func remembered<Key: Hashable, Value>(
        _ key: Key, in memo: inout [Key: Value], _ make: () -> Value
    ) -> Value {
        if let value = memo[key] { return value }
        let value = make()
        if memo.count >= timesCapacity { memo.removeAll(keepingCapacity: true) }
        memo[key] = value
        return value
    }

    /// Holds `evaluation` for `key`, after ``evaluation(for:dataset:settings:)`` found none, if the
    /// key was met before.
    func store(_ evaluation: SFRuleEvaluation, for key: Key) {
        if usesCores {
            _ = storeCore(evaluation, for: key)
            return
        }
        let hash = key.hashValue
        guard seenOnce.remove(hash) != nil else {
            if seenOnce.count >= 4 * capacity { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(hash)
            return
        }
        if evaluations.updateValue(SFHeldEvaluation(evaluation), forKey: key) != nil { return }
        if keys.count < capacity {
            keys.append(key)
        } else {
            evaluations[keys[oldest]] = nil
            keys[oldest] = key
            oldest = (oldest + 1) % capacity
        }
    }
}
