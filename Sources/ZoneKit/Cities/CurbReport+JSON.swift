import Foundation

extension CurbReport {
    /// The answer as JSON: the members of ``ParkingReport``'s answer that mean the same thing keep
    /// their names (`location`, `arrival`, `verdict`, `verdictReason`, `basis`, `parkUntil {time,
    /// reason, explanation}`, `warnings [{code, message}]`, `dataVersion`); the curb feed's own are
    /// `city`, `timeZone`, `user`, `curb`, `bindingRegulation`, `parkUntilRegulation` (the one
    /// that ends the stay), `losingRegulations`, `reservedFor`, `undecidedPeriods`, and `nearbyCurbs`
    /// as San Francisco's (`docs/schema/answer.schema.json`, a curb feed's part).
    package var jsonObject: JSONObject {
        var members: [(key: String, value: JSONValue)] = [
            (
                "location",
                .object(
                    JSONObject(uniqueMembers: [
                        ("latitude", .number(location.latitude)), ("longitude", .number(location.longitude)),
                    ]))
            ),
            ("arrival", .string(timeZone.iso8601(arrival))),
            ("verdict", .string(answer.verdict.rawValue)),
            ("verdictReason", .string(answer.explanation)),
            ("basis", .string(answer.curb != nil ? "curb" : answer.isFromNearbyCurbs ? "nearbyCurbs" : "none")),
        ]
        if let until = answer.parkUntil {
            members.append(
                (
                    "parkUntil",
                    .object(
                        JSONObject(uniqueMembers: [
                            ("time", .string(timeZone.iso8601(until))),
                            ("reason", parkUntilReason.map(JSONValue.string) ?? .null),
                            ("explanation", .string(answer.explanation)),
                        ]))
                ))
        } else {
            members.append(("parkUntil", .null))
        }
        members += [
            ("city", city.map(Self.cityObject) ?? .null),
            ("source", .string(source)),
            ("timeZone", .string(timeZone.identifier)),
            (
                "user",
                .object(
                    JSONObject(uniqueMembers: [
                        ("classes", .array(user.classes.sorted().map(JSONValue.string))),
                        ("subclasses", .array(user.subclasses.sorted().map(JSONValue.string))),
                    ]))
            ),
            ("curb", answer.curb.map(Self.curbObject) ?? .null),
            ("bindingRegulation", answer.binding.map(Self.regulationObject) ?? .null),
            (
                "parkUntilRegulation",
                answer.parkUntil == nil ? .null : answer.parkUntilCause?.regulation.map(Self.regulationObject) ?? .null
            ),
            ("losingRegulations", .array(answer.losing.map(Self.regulationObject))),
            ("reservedFor", .array(answer.reservedFor.map { .string($0.description) })),
            ("undecidedPeriods", .array(answer.undecidedPeriods.map(JSONValue.string))),
            ("nearbyCurbs", .array(answer.nearbyCurbs.map(nearbyCurbObject))),
            ("warnings", .array(warnings.map(Self.warningObject))),
            ("dataVersion", dataDate.map(JSONValue.string) ?? .null),
        ]
        return JSONObject(uniqueMembers: members)
    }

    /// What the answer should make the user wary of: an adjusted arrival, an arrival far from the
    /// data's date, a calendar nobody knows.
    package var warnings: [ReportWarning] {
        var warnings: [ReportWarning] = []
        if let adjustment = arrivalAdjustment {
            warnings.append(
                ReportWarning(
                    code: ParkingWarning(adjustment).code,
                    message: ParkingWarning.arrivalMessage(
                        adjustment, in: city?.name ?? timeZone.identifier, clock: timeZone)))
        }
        // The same rule and words as San Francisco's, on the city's clock.
        if let dataDate, let day = CivilDate(yearMonthDay: dataDate.prefix(10)) {
            let arrivalDay = timeZone.localDateTime(for: arrival).date
            if ParkingWarning.isFar(arrivalDay, from: day) {
                warnings.append(
                    ReportWarning(
                        code: "arrival-far-from-data",
                        message: ParkingWarning.farFromDataMessage(arrivalDay: arrivalDay, dataDate: day)))
            }
        }
        if let uncertainty = answer.sideUncertainty {
            var message =
                "the point is \(AnswerText.metres(uncertainty.distance)) from the street's centreline, within its "
                + "\(AnswerText.metres(uncertainty.accuracy)) accuracy, so either side may be the car's: both were asked"
            if let side = uncertainty.soonerSide {
                message += ", and the \(side)'s stay, which ends sooner, is answered"
            }
            warnings.append(ReportWarning(code: "side-uncertain", message: message))
        }
        if answer.permitIsInDoubt {
            let permits = user.subclasses.sorted().joined(separator: ", ")
            warnings.append(
                ReportWarning(
                    code: "permit-unnamed",
                    message: "a regulation here is for permit holders without saying which permit, so whether "
                        + "yours (\(permits)) is one is unknown"
                        + (answer.verdict == .unknown ? "" : ": answered with the sooner end of the stay either way")
                        + "; check the sign"))
        }
        if !answer.undecidedPeriods.isEmpty {
            warnings.append(
                ReportWarning(
                    code: "calendar-unknown",
                    message: "the days of \(answer.undecidedPeriods.joined(separator: ", ")) are not known for "
                        + "\(city?.name ?? source), so an answer that depends on them is unknown"))
        }
        return warnings
    }

    private static func cityObject(_ city: City) -> JSONValue {
        .object(
            JSONObject(uniqueMembers: [
                ("name", .string(city.name)), ("slug", .string(city.slug)), ("dataDate", .string(city.dataDate)),
                ("authority", .string(city.authority)), ("licence", .string(city.licence)),
            ]))
    }

    /// One of ``CurbAnswer/nearbyCurbs`` in the shape of San Francisco's `nearbyCurbs` (`street`,
    /// `side`, `distanceMetres`, `withinReach`, `point`, `verdict`, `verdictReason`, `parkUntil`
    /// as a time), with the curb's own `referenceId` in place of the CNN and cross streets, its
    /// side and direction by the compass, and the `featureIndex` deciding its verdict.
    private func nearbyCurbObject(_ curb: CurbNearbyCurb) -> JSONValue {
        .object(
            JSONObject(uniqueMembers: [
                ("street", curb.place.streetName.map(JSONValue.string) ?? .null),
                ("referenceId", .string(curb.place.referenceID)), ("side", .string(curb.place.side.rawValue)),
                ("sideDirection", curb.place.sideDirection.map { .string($0.rawValue) } ?? .null),
                ("description", .string(curb.place.plainDescription)),
                ("distanceMetres", .number((curb.place.distance * 10).rounded() / 10)),
                ("direction", curb.direction(from: location).map { .string($0.rawValue) } ?? .null),
                ("withinReach", .bool(true)),
                (
                    "point",
                    .object(
                        JSONObject(uniqueMembers: [
                            ("latitude", .number((curb.point.latitude * 1e7).rounded() / 1e7)),
                            ("longitude", .number((curb.point.longitude * 1e7).rounded() / 1e7)),
                        ]))
                ),
                ("verdict", .string(curb.answer.verdict.rawValue)),
                ("verdictReason", .string(curb.answer.explanation)),
                ("featureIndex", curb.answer.binding.map { .number(Double($0.featureIndex)) } ?? .null),
                ("parkUntil", curb.answer.parkUntil.map { .string(timeZone.iso8601($0)) } ?? .null),
            ]))
    }

    private static func curbObject(_ place: CurbPlace) -> JSONValue {
        .object(
            JSONObject(uniqueMembers: [
                ("referenceId", .string(place.referenceID)), ("side", .string(place.side.rawValue)),
                ("positionMetres", .number((place.position * 100).rounded() / 100)),
                ("distanceToCentrelineMetres", .number((place.distance * 100).rounded() / 100)),
                ("street", place.streetName.map(JSONValue.string) ?? .null),
                ("sideDirection", place.sideDirection.map { .string($0.rawValue) } ?? .null),
                ("description", .string(place.plainDescription)),
            ]))
    }

    /// One regulation as quoted: where it is in the feed, and what it says.
    static func regulationObject(_ quote: CurbRegulationQuote) -> JSONValue {
        let regulation = quote.regulation
        return .object(
            JSONObject(uniqueMembers: [
                ("featureIndex", .number(Double(quote.featureIndex))),
                ("featureId", quote.featureID.map(JSONValue.string) ?? .null),
                ("regulationIndex", .number(Double(regulation.position))),
                ("activity", .string(regulation.activity.spelling)),
                ("users", .string(regulation.users.phrase)),
                ("userClasses", .array(regulation.users.namedClasses.map { .string($0.description) })),
                ("when", .string(regulation.whenPhrase)),
                ("maxStayMinutes", regulation.maxStay.map { .number(Double($0 / 60)) } ?? .null),
                ("noReturnMinutes", regulation.noReturn.map { .number(Double($0 / 60)) } ?? .null),
                ("paymentRequired", .bool(regulation.payment?.isRequired ?? false)),
                (
                    "priority",
                    .object(
                        JSONObject(uniqueMembers: [
                            ("rank", .number(Double(regulation.priority.rank))),
                            ("category", regulation.priority.category.map(JSONValue.string) ?? .null),
                        ]))
                ),
                ("text", .string(Self.quote(regulation))),
            ]))
    }

    private static func warningObject(_ warning: ReportWarning) -> JSONValue {
        .object(JSONObject(uniqueMembers: [("code", .string(warning.code)), ("message", .string(warning.message))]))
    }
}
