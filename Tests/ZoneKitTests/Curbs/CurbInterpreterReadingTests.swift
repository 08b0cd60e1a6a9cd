import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// The interpreter's readings (docs/CITIES_READING.md) on one-block feeds written here: a line
/// running east along latitude 45.52 from -122.68 to -122.6794 (46.8 m), its right side the south
/// curb. Manifest: America/Los_Angeles; hierarchy "no standing" (0), "no parking" (1),
/// "loading" (2), "parking" (3).
@Suite struct CurbInterpreterReadingTests {
    /// 5.6 m south of the line, 23.4 m along it.
    static let south = Coordinate(latitude: 45.51995, longitude: -122.6797)
    /// 5.6 m north: the left side, where the features below have nothing.
    static let north = Coordinate(latitude: 45.52005, longitude: -122.6797)
    /// Monday 2026-11-30 12:00 PST.
    static let noon = CurbFixtures.utc(2026, 11, 30, 20)

    func interpreter(_ regulations: [String], manifest: String = CurbFixtures.manifest) throws -> CurbInterpreter {
        let features = regulations.map { CurbFixtures.feature(regulation: $0) }
        let feed = try CurbLRReader().read(CurbFixtures.feed(manifest: manifest, features: features)).feed
        return try #require(CurbInterpreter(feed: feed))
    }

    /// At a corner the cross street's reference lies within 1 m of the nearest too, but runs
    /// across it: the car is on the nearest street, and only its curb answers. A two-way street's
    /// second reference, drawn along the same line the other way, still counts.
    @Test func atACornerOnlyTheNearestStreetAnswers() throws {
        let main = try LineString(coordinates: [
            Coordinate(latitude: 45.52, longitude: -122.68), Coordinate(latitude: 45.52, longitude: -122.6794),
        ])
        let cross = try LineString(coordinates: [
            Coordinate(latitude: 45.5196, longitude: -122.6794), Coordinate(latitude: 45.5204, longitude: -122.6794),
        ])
        let parking = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 3))
        let noParking = CurbRegulation(activity: .noParking, priority: CurbPriority(rank: 1))
        func feature(
            _ index: Int, _ line: LineString, _ reference: String, _ side: CurbLineSide, _ rule: CurbRegulation
        )
            -> CurbFeature
        {
            CurbFeature(
                index: index, geometry: line,
                location: CurbLocation(referenceID: reference, side: side, start: 0, end: 90),
                regulations: [rule])
        }
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: "America/Los_Angeles", currency: "USD", sourceFormat: .curbLR, sourceVersion: "1.1.0")
        let features = [
            feature(0, main, "main", .right, parking), feature(1, cross, "cross", .left, noParking),
            feature(2, cross, "cross", .right, noParking),
        ]
        let curbs = try #require(CurbInterpreter(feed: CurbFeed(metadata: metadata, features: features)))
        // 5.6 m south of the main street and 6.0 m west of the cross street.
        let corner = Coordinate(latitude: 45.51995, longitude: -122.6794769)
        #expect(curbs.spots(near: corner).map(\.place.referenceID) == ["main"])
        let answer = curbs.answer(at: corner, arrival: Self.noon)
        #expect(answer.verdict == .yes, "\(answer.explanation)")
        #expect(answer.curb?.referenceID == "main")
        // The main street's other direction, drawn the other way on the same line: both references.
        let back = try LineString(coordinates: main.coordinates.reversed())
        let twoWay = try #require(
            CurbInterpreter(
                feed: CurbFeed(metadata: metadata, features: features + [feature(3, back, "back", .left, parking)])))
        #expect(Set(twoWay.spots(near: corner).map(\.place.referenceID)) == ["main", "back"])
    }

    @Test func standingForEveryoneIsNoParking() throws {
        let curbs = try interpreter([#"{"rule": {"activity": "standing", "priorityCategory": "loading"}}"#])
        let answer = curbs.answer(at: Self.south, arrival: Self.noon)
        #expect(answer.verdict == .no)
        #expect(answer.explanation.hasPrefix("No: only standing with the driver at the wheel"))
    }

    @Test func noLoadingDefersToTheNextRank() throws {
        let curbs = try interpreter([
            #"{"rule": {"activity": "no loading", "priorityCategory": "no standing"}}"#,
            #"{"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": 60}}"#,
        ])
        let answer = curbs.answer(at: Self.south, arrival: Self.noon)
        #expect(answer.verdict == .yes)
        #expect(answer.binding?.featureIndex == 1)
        #expect(answer.losing.map(\.featureIndex) == [0])
        #expect(answer.parkUntil == CurbFixtures.utc(2026, 11, 30, 21))
    }

    @Test func aProhibitionForOthersDoesNotConcernACar() throws {
        let curbs = try interpreter([
            #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "userClasses": [{"classes": ["truck"]}]}"#,
            #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#,
        ])
        #expect(curbs.answer(at: Self.south, arrival: Self.noon).verdict == .yes)
        let truck = curbs.answer(at: Self.south, arrival: Self.noon, user: CurbUser(vehicle: "truck"))
        #expect(truck.verdict == .no)
        #expect(truck.binding?.featureIndex == 0)
    }

    @Test func tiedRegulationsThatDisagreeGiveTheStricterAnswer() throws {
        let curbs = try interpreter([
            #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#,
            #"{"rule": {"activity": "no parking", "priorityCategory": "parking"}}"#,
        ])
        let answer = curbs.answer(at: Self.south, arrival: Self.noon)
        #expect(answer.verdict == .no)
        #expect(answer.binding?.featureIndex == 1)
    }

    @Test func aCustomActivityIsUnknownNeverYes() throws {
        let curbs = try interpreter([#"{"rule": {"activity": "restricted", "priorityCategory": "parking"}}"#])
        #expect(curbs.answer(at: Self.south, arrival: Self.noon).verdict == .unknown)
    }

    @Test func theOtherSideWithoutFeaturesIsUnknown() throws {
        let curbs = try interpreter([#"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#])
        let answer = curbs.answer(at: Self.north, arrival: Self.noon)
        #expect(answer.verdict == .unknown)
        #expect(answer.curb?.side == .left)
    }

    @Test func aLimitThatBeginsAfterArrivalCountsFromItsStart() throws {
        // Monday 09:00–18:00 a 60-minute limit; arriving at 08:00 PST the car may stay until 10:00.
        let curbs = try interpreter([
            """
            {"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": 60},
             "timeSpans": [{"daysOfWeek": {"days": ["mo"]}, "timesOfDay": [{"from": "09:00", "to": "18:00"}]}]}
            """
        ])
        let answer = curbs.answer(at: Self.south, arrival: CurbFixtures.utc(2026, 11, 30, 16))
        #expect(answer.verdict == .yes)
        #expect(answer.binding == nil)
        #expect(answer.parkUntil == CurbFixtures.utc(2026, 11, 30, 18))
    }

    @Test func aWindowStartingInTheSpringGapStartsWhenTheGapEnds() throws {
        // No parking from 02:30 on 2026-03-08, when 02:00–03:00 does not exist: from 03:00 PDT.
        let curbs = try interpreter([
            #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#,
            """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"timesOfDay": [{"from": "02:30", "to": "05:00"}]}]}
            """,
        ])
        // Arrive at 01:00 PST (09:00 UTC).
        let answer = curbs.answer(at: Self.south, arrival: CurbFixtures.utc(2026, 3, 8, 9))
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil == CurbFixtures.utc(2026, 3, 8, 10))
    }

    @Test func aLinkNameTimeZoneIsAccepted() throws {
        let manifest = CurbFixtures.manifest.replacingOccurrences(of: "America/Los_Angeles", with: "US/Eastern")
        let curbs = try interpreter(
            [
                """
                {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
                 "timeSpans": [{"timesOfDay": [{"from": "14:00", "to": "16:00"}]}]}
                """
            ], manifest: manifest)
        // 14:30 EST = 19:30 UTC, whatever the point's longitude says.
        #expect(curbs.answer(at: Self.south, arrival: CurbFixtures.utc(2026, 11, 30, 19, 30)).verdict == .no)
        #expect(curbs.answer(at: Self.south, arrival: CurbFixtures.utc(2026, 11, 30, 21, 30)).verdict == .yes)
    }

    @Test func instantRangesAreJudgedOnTheInstant() throws {
        // CDS start_date/end_date: no parking from 2026-11-30 10:15 PST (18:15 UTC) until 13:45 PST
        // (21:45 UTC), end excluded; a day range in the same list that is long over adds nothing.
        var feed = try CurbLRReader().read(
            CurbFixtures.feed(features: [
                CurbFixtures.feature(regulation: #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#),
                CurbFixtures.feature(
                    regulation: #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}}"#),
            ])
        ).feed
        let start = CurbFixtures.utc(2026, 11, 30, 18, 15)
        let end = CurbFixtures.utc(2026, 11, 30, 21, 45)
        feed.features[1].regulations[0].timeSpans = [
            CurbTimeSpan(effectiveDates: [
                .instants(from: start, until: end),
                .dates(from: CivilDate(year: 2019, month: 1, day: 1), to: CivilDate(year: 2019, month: 12, day: 31)),
            ])
        ]
        let curbs = try #require(CurbInterpreter(feed: feed))
        let before = curbs.answer(at: Self.south, arrival: CurbFixtures.utc(2026, 11, 30, 17))
        #expect(before.verdict == .yes)
        #expect(before.parkUntil == start)
        #expect(curbs.answer(at: Self.south, arrival: start).verdict == .no)
        #expect(curbs.answer(at: Self.south, arrival: end.addingTimeInterval(-1)).verdict == .no)
        #expect(curbs.answer(at: Self.south, arrival: end).verdict == .yes)
        #expect(curbs.answer(at: Self.south, arrival: CurbFixtures.utc(2019, 6, 3, 20)).verdict == .no)
    }

    @Test func aPointOnTheCentrelineIsAnsweredOnlyWhenBothSidesAgree() throws {
        let onLine = Coordinate(latitude: 45.52, longitude: -122.6797)
        let parking = #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#
        let oneSide = try interpreter([parking])
        let disagreeing = oneSide.answer(at: onLine, arrival: Self.noon)
        #expect(disagreeing.verdict == .unknown)
        #expect(disagreeing.curb?.side == .unknown)
        #expect(disagreeing.explanation.contains("two sides answer differently"))
        let feed = try CurbLRReader().read(
            CurbFixtures.feed(features: [
                CurbFixtures.feature(regulation: parking), CurbFixtures.feature(regulation: parking, side: "left"),
            ])
        ).feed
        let bothSides = try #require(CurbInterpreter(feed: feed))
        #expect(bothSides.answer(at: onLine, arrival: Self.noon).verdict == .yes)
    }

    /// A feed with `south` on the right (south) curb and `north` on the left.
    func twoSided(south: String, north: String) throws -> CurbInterpreter {
        let feed = try CurbLRReader().read(
            CurbFixtures.feed(features: [
                CurbFixtures.feature(regulation: south), CurbFixtures.feature(regulation: north, side: "left"),
            ])
        ).feed
        return try #require(CurbInterpreter(feed: feed))
    }

    /// `--accuracy`: nearer the centreline than the accuracy, either side may be the car's, so both
    /// are asked and the sooner end of the stay is answered, saying which side's it is; farther,
    /// or with the side chosen, the point's own side answers as before.
    @Test func aRoughPositionNearTheCentrelineAsksBothSides() throws {
        let twoHours = #"{"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": 120}}"#
        let oneHour = #"{"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": 60}}"#
        let curbs = try twoSided(south: twoHours, north: oneHour)
        let ownSide = curbs.answer(at: Self.south, arrival: Self.noon)
        #expect(ownSide.parkUntil == Self.noon.addingTimeInterval(2 * 3600))
        // 5.6 m from the centreline: an accuracy of 5 m still tells the side.
        let precise = curbs.answer(at: Self.south, arrival: Self.noon, choosing: nil, accuracy: 5).answer
        #expect(precise == ownSide)
        let rough = curbs.answer(at: Self.south, arrival: Self.noon, choosing: nil, accuracy: 10).answer
        #expect(rough.verdict == .yes)
        #expect(rough.parkUntil == Self.noon.addingTimeInterval(3600))
        #expect(rough.curb?.side == .left)
        let uncertainty = try #require(rough.sideUncertainty)
        #expect(uncertainty.soonerSide == "north side")
        #expect(uncertainty.accuracy == 10)
        #expect(abs(uncertainty.distance - 5.6) < 0.1)
        // The driver who says which side gets that side's answer.
        let chosen = curbs.answer(
            at: Self.south, arrival: Self.noon, choosing: .hint(.curb(.right)), accuracy: 10)
        #expect(chosen.answer.parkUntil == Self.noon.addingTimeInterval(2 * 3600))
        #expect(chosen.answer.sideUncertainty == nil)
        // Both sides ending the stay together: that stay, on the point's own side, no side named.
        let same = try twoSided(south: oneHour, north: oneHour)
            .answer(at: Self.south, arrival: Self.noon, choosing: nil, accuracy: 10).answer
        #expect(same.curb?.side == .right)
        #expect(same.sideUncertainty?.soonerSide == nil)
        #expect(same.sideUncertainty != nil)
    }

    /// Two sides that disagree on the verdict leave it unknown, naming each side's, with neither
    /// side's regulation as the binding one; the report warns `side-uncertain`.
    @Test func aRoughPositionBetweenSidesThatDisagreeIsUnknown() throws {
        let parking = #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#
        let noParking = #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}}"#
        let curbs = try twoSided(south: parking, north: noParking)
        #expect(curbs.answer(at: Self.south, arrival: Self.noon).verdict == .yes)
        let answer = curbs.answer(at: Self.south, arrival: Self.noon, choosing: nil, accuracy: 10).answer
        #expect(answer.verdict == .unknown)
        #expect(answer.parkUntil == nil)
        #expect(answer.binding == nil)
        #expect(
            answer.explanation
                == "The point is 5.6 m from the street's centreline, within its 10 m accuracy, and the two sides "
                + "answer differently (south side: you may park, north side: no parking); stand on one side, or "
                + "give --side or --heading.")
        let report = CurbReport(
            city: nil, source: "test", location: Self.south, arrival: Self.noon, arrivalAdjustment: nil,
            user: .privateCar, timeZone: curbs.timeZone, dataDate: nil, answer: answer)
        #expect(report.warnings.map(\.code) == ["side-uncertain"])
        // Both conditional, on different conditions: paying does not make a loading zone a place to park.
        let paid = #"{"rule": {"activity": "parking", "priorityCategory": "parking", "payment": true}}"#
        let loading = #"{"rule": {"activity": "loading", "priorityCategory": "loading"}}"#
        let conditions = try twoSided(south: paid, north: loading)
        #expect(conditions.answer(at: Self.south, arrival: Self.noon).verdict == .conditionally)
        let either = conditions.answer(at: Self.south, arrival: Self.noon, choosing: nil, accuracy: 10).answer
        #expect(either.verdict == .unknown)
        #expect(either.explanation.contains("(south side: only if you pay, north side: only while loading)"))
        // The calendar of when the car may not be there holds both sides' periods.
        let periods = curbs.forbiddenPeriods(
            at: Self.south, user: .privateCar, choosing: nil, accuracy: 10, from: Self.noon, days: 1)
        #expect(periods.map(\.regulation.activity) == [.noParking])
        #expect(
            curbs.forbiddenPeriods(at: Self.south, user: .privateCar, choosing: nil, from: Self.noon, days: 1).isEmpty)
    }

    /// `--accuracy` away from the streets: a point 40 m from two parallel streets may be at either
    /// one's curb when its position is rough by 45 m. Where every curb within the accuracy agrees,
    /// that is the answer (the sooner end of the stay, basis `nearbyCurbs`); where they differ, or
    /// the accuracy is coarser than the nearby reach (100 m), it stays unknown.
    @Test func aRoughPositionAwayFromTheStreetsIsAnsweredByTheCurbsWithinIt() throws {
        func street(_ reference: String, latitude: Double, _ side: CurbLineSide, _ rule: CurbRegulation) throws
            -> CurbFeature
        {
            let line = try LineString(coordinates: [
                Coordinate(latitude: latitude, longitude: -122.68),
                Coordinate(latitude: latitude, longitude: -122.6794),
            ])
            return CurbFeature(
                index: reference == "north" ? 0 : 1, geometry: line,
                location: CurbLocation(referenceID: reference, side: side, start: 0, end: 46.8), regulations: [rule])
        }
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: "America/Los_Angeles", currency: "USD", sourceFormat: .curbLR, sourceVersion: "1.1.0")
        func curbs(southRule: CurbRegulation) throws -> CurbInterpreter {
            let twoHours = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 3), maxStay: 7200)
            // The point lies between them: the north street's right (south) curb and the south
            // street's left (north) curb face it.
            let features = [
                try street("north", latitude: 45.52, .right, twoHours),
                try street("south", latitude: 45.5192, .left, southRule),
            ]
            return try #require(CurbInterpreter(feed: CurbFeed(metadata: metadata, features: features)))
        }
        let between = Coordinate(latitude: 45.5196, longitude: -122.6797)
        let oneHour = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 3), maxStay: 3600)
        let agreeing = try curbs(southRule: oneHour)
        let plain = agreeing.answer(at: between, arrival: Self.noon)
        #expect(plain.verdict == .unknown)
        #expect(plain.nearbyCurbs.count == 2)
        let rough = agreeing.answer(at: between, arrival: Self.noon, choosing: nil, accuracy: 45).answer
        #expect(rough.verdict == .yes, "\(rough.explanation)")
        #expect(rough.parkUntil == Self.noon.addingTimeInterval(3600))
        #expect(rough.isFromNearbyCurbs)
        #expect(rough.curb == nil)
        #expect(
            rough.explanation.hasSuffix(
                "(the 2 curbs within the position's 45 m accuracy, which agree; the sooner end of the stay)."))
        let report = CurbReport(
            city: nil, source: "test", location: between, arrival: Self.noon, arrivalAdjustment: nil,
            user: .privateCar, timeZone: agreeing.timeZone, dataDate: nil, answer: rough)
        #expect(report.jsonObject["basis"] == .string("nearbyCurbs"))
        // Nearer than the accuracy to neither: unknown, as without one.
        #expect(
            agreeing.answer(at: between, arrival: Self.noon, choosing: nil, accuracy: 30).answer.verdict == .unknown)
        let tooRough = agreeing.answer(at: between, arrival: Self.noon, choosing: nil, accuracy: 150).answer
        #expect(tooRough.verdict == .unknown)
        #expect(tooRough.explanation.contains("only curbs within 100 m may answer"))
        let noParking = CurbRegulation(activity: .noParking, priority: CurbPriority(rank: 1))
        let differing = try curbs(southRule: noParking)
            .answer(at: between, arrival: Self.noon, choosing: nil, accuracy: 45).answer
        #expect(differing.verdict == .unknown)
        #expect(differing.explanation.contains("answer differently"))
        #expect(!differing.isFromNearbyCurbs)
    }

    /// A stay ended by a curb reserved for others says so: the feed's `"parking" starts` would
    /// read as if parking began. Standing for everyone is the driver at the wheel.
    @Test func aStayEndedByAReservationSaysWhoItIsFor() throws {
        let taxisFromSeven = #"""
            {"rule": {"activity": "parking", "priorityCategory": "loading"}, "userClasses": [{"classes": ["taxi"]}],
             "timeSpans": [{"timesOfDay": [{"from": "19:00", "to": "23:00"}]}]}
            """#
        let parking = #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#
        let reserved = try interpreter([taxisFromSeven, parking]).answer(at: Self.south, arrival: Self.noon)
        #expect(reserved.verdict == .yes)
        #expect(reserved.parkUntilReason == "reserved for taxi from then")
        #expect(reserved.explanation == "Yes: reserved for taxi from 7:00 PM.")
        let standingFromFour = #"""
            {"rule": {"activity": "standing", "priorityCategory": "no parking"},
             "timeSpans": [{"timesOfDay": [{"from": "16:00", "to": "18:00"}]}]}
            """#
        let standing = try interpreter([standingFromFour, parking]).answer(at: Self.south, arrival: Self.noon)
        #expect(standing.parkUntilReason == "only standing with the driver at the wheel from then")
        let noParking = #"""
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"timesOfDay": [{"from": "16:00", "to": "18:00"}]}]}
            """#
        let prohibited = try interpreter([noParking, parking]).answer(at: Self.south, arrival: Self.noon)
        #expect(prohibited.parkUntilReason == "\"no parking\" starts")
        #expect(prohibited.explanation == "Yes: \"no parking\" starts at 4:00 PM.")
    }

    /// A `no` says until when, as San Francisco's answers do: the first instant the driver may
    /// park (paying or free), not the end of the rule alone: a loading zone after it is still no
    /// place to park. None when parking never starts within the search.
    @Test func aNoSaysWhenParkingStarts() throws {
        let noParkingUntilTwo = #"""
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"timesOfDay": [{"from": "11:00", "to": "14:00"}]}]}
            """#
        let loadingUntilFour = #"""
            {"rule": {"activity": "loading", "priorityCategory": "loading"},
             "timeSpans": [{"timesOfDay": [{"from": "14:00", "to": "16:00"}]}]}
            """#
        let parking = #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#
        let noParking = try interpreter([noParkingUntilTwo, parking]).answer(at: Self.south, arrival: Self.noon)
        #expect(noParking.verdict == .no)
        #expect(noParking.parkingStarts == Self.noon.addingTimeInterval(2 * 3600))
        #expect(noParking.explanation == "No: \"no parking\", until 2:00 PM.")
        let thenLoading = try interpreter([noParkingUntilTwo, loadingUntilFour, parking])
            .answer(at: Self.south, arrival: Self.noon)
        #expect(thenLoading.parkingStarts == Self.noon.addingTimeInterval(4 * 3600))
        let always = try interpreter([#"{"rule": {"activity": "no standing", "priorityCategory": "no standing"}}"#])
            .answer(at: Self.south, arrival: Self.noon)
        #expect(always.verdict == .no)
        #expect(always.parkingStarts == nil)
        #expect(always.explanation == "No: \"no standing\".")
    }

    /// A `no`'s record says "leave now" as San Francisco's does: `parkUntil` is the arrival with
    /// `mustLeaveNow`, its reason what forbids parking, and `parkUntilRegulation` that regulation;
    /// a script reading `parkUntil.mustLeaveNow` gets the same answer in every city. The curb's own
    /// answer keeps no end of stay (there is no stay), and a nearby curb's `parkUntil` says the same.
    @Test func aNoTellsTheDriverToLeaveNowInItsRecord() throws {
        let noStanding = #"{"rule": {"activity": "no standing", "priorityCategory": "no standing"}}"#
        let taxis = #"""
            {"rule": {"activity": "parking", "priorityCategory": "loading"}, "userClasses": [{"classes": ["taxi"]}]}
            """#
        func record(_ regulations: [String]) throws -> JSONObject {
            let answer = try interpreter(regulations).answer(at: Self.south, arrival: Self.noon)
            #expect(answer.verdict == .no && answer.parkUntil == nil)
            return CurbReport(
                city: nil, source: "test", location: Self.south, arrival: Self.noon, arrivalAdjustment: nil,
                user: .privateCar, timeZone: .losAngeles, dataDate: nil, answer: answer
            ).jsonObject
        }
        let forbidden = try record([noStanding])
        #expect(
            forbidden["parkUntil"]
                == .object(
                    JSONObject([
                        ("time", .string("2026-11-30T12:00:00-08:00")), ("reason", .string("\"no standing\"")),
                        ("explanation", .string("No: \"no standing\".")), ("mustLeaveNow", .bool(true)),
                    ])))
        #expect(forbidden["parkUntilRegulation"] == forbidden["bindingRegulation"])
        #expect(forbidden["parkUntilRegulation"] != .null)
        let reserved = try record([taxis])
        #expect(reserved["parkUntil"]?.object?["reason"] == .string("reserved for taxi"))
        // A yes keeps its own end; an unknown has none.
        let yes = try interpreter([#"{"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": 60}}"#])
            .answer(at: Self.south, arrival: Self.noon)
        #expect(yes.deadline(arrival: Self.noon) == Self.noon.addingTimeInterval(3600))
        var unknown = yes
        unknown.verdict = .unknown
        unknown.parkUntil = nil
        #expect(unknown.deadline(arrival: Self.noon) == nil)
    }

    /// On the centreline both sides are asked; where both say no, the later start of parking is
    /// said (the car may be on either curb), never the sooner.
    @Test func bothSidesSayingNoSayTheLaterStart() throws {
        func noParking(until hour: Int) -> String {
            #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "timeSpans": "#
                + #"[{"timesOfDay": [{"from": "11:00", "to": "\#(hour):00"}]}]}"#
        }
        let curbs = try twoSided(south: noParking(until: 14), north: noParking(until: 16))
        let onLine = Coordinate(latitude: 45.52, longitude: -122.6797)
        let answer = curbs.answer(at: onLine, arrival: Self.noon)
        #expect(answer.verdict == .no)
        #expect(answer.parkingStarts == Self.noon.addingTimeInterval(4 * 3600))
        #expect(answer.explanation == "No: \"no parking\", until 4:00 PM.")
        #expect(
            curbs.answer(at: Self.south, arrival: Self.noon).parkingStarts == Self.noon.addingTimeInterval(2 * 3600))
    }

    @Test func nothingEndingTheStayWithinTheSearchIsNoDeadline() throws {
        let curbs = try interpreter([#"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#])
        let answer = curbs.answer(at: Self.south, arrival: Self.noon)
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil == nil)
        #expect(answer.explanation.hasSuffix("nothing ends the stay within 7 days."))
    }
}
