import Foundation

extension CurbReport: RecordValues {
    /// The answer as JSON: the members of ``ParkingReport``'s answer that mean the same thing keep
    /// their names (`location`, `arrival`, `verdict`, `verdictReason`, `basis`, `parkUntil {time,
    /// reason, explanation, mustLeaveNow}`, `warnings [{code, message}]`, `dataVersion`); the curb
    /// feed's own are `city`, `timeZone`, `user`, `curb`, `bindingRegulation`,
    /// `parkUntilRegulation` (the one that ends the stay, or forbids parking now), `losingRegulations`,
    /// `reservedFor`, `undecidedPeriods`, and `nearbyCurbs` as San Francisco's (`docs/schema/answer.schema.json`,
    /// a curb feed's part).
    package var jsonObject: JSONObject { JSONValueBuilder.object(self) }

    /// Writes the object (``jsonObject``) without building it.
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        writer.object { writeMembers(to: &$0) }
    }

    /// Writes the members, in the documented order, into an object the caller has begun: a batch
    /// record writes its row's members around them, a value nobody selected is never made.
    package func writeMembers<Writer: RecordValueWriter>(to writer: inout Writer) {
        writer.member("location") { writer in
            writer.object { writer in
                writer.member("latitude") { $0.write(location.latitude) }
                writer.member("longitude") { $0.write(location.longitude) }
            }
        }
        writer.member("arrival") { $0.write(timeZone.iso8601(arrival)) }
        writer.member("verdict") { $0.write(answer.verdict.rawValue) }
        writer.member("verdictReason") { $0.write(answer.explanation) }
        writer.member("basis") {
            $0.write(answer.curb != nil ? "curb" : answer.isFromNearbyCurbs ? "nearbyCurbs" : "none")
        }
        writer.member("parkUntil") { writer in
            writer.write(answer.deadline(arrival: arrival)) { writer, until in
                writer.member("time") { $0.write(timeZone.iso8601(until)) }
                writer.member("reason") { $0.write(answer.deadlineReason) }
                writer.member("explanation") { $0.write(answer.explanation) }
                writer.member("mustLeaveNow") { $0.write(until <= arrival) }
            }
        }
        writer.member("city") { $0.write(city, Self.cityMembers) }
        writer.member("source") { $0.write(source) }
        writer.member("timeZone") { $0.write(timeZone.identifier) }
        writer.member("user") { writer in
            writer.object { writer in
                writer.member("classes") { $0.write(user.classes.sorted()) }
                writer.member("subclasses") { $0.write(user.subclasses.sorted()) }
            }
        }
        writer.member("curb") { $0.write(answer.curb, Self.curbMembers) }
        writer.member("bindingRegulation") { $0.write(answer.binding, Self.regulationMembers) }
        writer.member("parkUntilRegulation") { writer in
            writer.write(answer.deadlineRegulation, Self.regulationMembers)
        }
        writer.member("losingRegulations") { $0.writeArray(answer.losing, Self.regulationMembers) }
        writer.member("reservedFor") { $0.write(answer.reservedFor.map(\.description)) }
        writer.member("undecidedPeriods") { $0.write(answer.undecidedPeriods) }
        writer.member("nearbyCurbs") { $0.writeArray(answer.nearbyCurbs, nearbyCurbMembers) }
        writer.member("warnings") { writer in
            writer.writeArray(warnings) { writer, warning in
                writer.member("code") { $0.write(warning.code) }
                writer.member("message") { $0.write(warning.message) }
            }
        }
        writer.member("dataVersion") { $0.write(dataDate) }
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
                        + (answer.verdict == .unknown
                            ? ""
                            : answer.verdict == .no
                                ? ": answered with the later start of parking of the two readings"
                                : ": answered with the sooner end of the stay either way")
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

    private static func cityMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ city: City) {
        writer.member("name") { $0.write(city.name) }
        writer.member("slug") { $0.write(city.slug) }
        writer.member("dataDate") { $0.write(city.dataDate) }
        writer.member("authority") { $0.write(city.authority) }
        writer.member("licence") { $0.write(city.licence) }
    }

    /// One of ``CurbAnswer/nearbyCurbs`` in the shape of San Francisco's `nearbyCurbs` (`street`,
    /// `side`, `distanceMetres`, `withinReach`, `point`, `verdict`, `verdictReason`, `parkUntil`
    /// as a time), with the curb's own `referenceId` in place of the CNN and cross streets, its
    /// side and direction by the compass, and the `featureIndex` deciding its verdict.
    private func nearbyCurbMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ curb: CurbNearbyCurb) {
        writer.member("street") { $0.write(curb.place.streetName) }
        writer.member("referenceId") { $0.write(curb.place.referenceID) }
        writer.member("side") { $0.write(curb.place.side.rawValue) }
        writer.member("sideDirection") { $0.write(curb.place.sideDirection?.rawValue) }
        writer.member("description") { $0.write(curb.place.plainDescription) }
        writer.member("distanceMetres") { $0.write((curb.place.distance * 10).rounded() / 10) }
        writer.member("direction") { $0.write(curb.direction(from: location)?.rawValue) }
        writer.member("withinReach") { $0.write(true) }
        writer.member("point") { writer in
            writer.object { writer in
                writer.member("latitude") { $0.write((curb.point.latitude * 1e7).rounded() / 1e7) }
                writer.member("longitude") { $0.write((curb.point.longitude * 1e7).rounded() / 1e7) }
            }
        }
        writer.member("verdict") { $0.write(curb.answer.verdict.rawValue) }
        writer.member("verdictReason") { $0.write(curb.answer.explanation) }
        writer.member("featureIndex") { $0.write(curb.answer.binding.map { Double($0.featureIndex) }) }
        writer.member("parkUntil") { $0.write(curb.answer.deadline(arrival: arrival).map(timeZone.iso8601)) }
    }

    private static func curbMembers<Writer: RecordValueWriter>(_ writer: inout Writer, _ place: CurbPlace) {
        writer.member("referenceId") { $0.write(place.referenceID) }
        writer.member("side") { $0.write(place.side.rawValue) }
        writer.member("positionMetres") { $0.write((place.position * 100).rounded() / 100) }
        writer.member("distanceToCentrelineMetres") { $0.write((place.distance * 100).rounded() / 100) }
        writer.member("street") { $0.write(place.streetName) }
        writer.member("sideDirection") { $0.write(place.sideDirection?.rawValue) }
        writer.member("description") { $0.write(place.plainDescription) }
    }

    /// One regulation as quoted: where it is in the feed, and what it says.
    private static func regulationMembers<Writer: RecordValueWriter>(
        _ writer: inout Writer, _ quote: CurbRegulationQuote
    ) {
        let regulation = quote.regulation
        writer.member("featureIndex") { $0.write(Double(quote.featureIndex)) }
        writer.member("featureId") { $0.write(quote.featureID) }
        writer.member("regulationIndex") { $0.write(Double(regulation.position)) }
        writer.member("activity") { $0.write(regulation.activity.spelling) }
        writer.member("users") { $0.write(regulation.users.phrase) }
        writer.member("userClasses") { $0.write(regulation.users.namedClasses.map(\.description)) }
        writer.member("when") { $0.write(regulation.whenPhrase) }
        writer.member("maxStayMinutes") { $0.write(regulation.maxStay.map { Double($0 / 60) }) }
        writer.member("noReturnMinutes") { $0.write(regulation.noReturn.map { Double($0 / 60) }) }
        writer.member("paymentRequired") { $0.write(regulation.payment?.isRequired ?? false) }
        writer.member("priority") { writer in
            writer.object { writer in
                writer.member("rank") { $0.write(Double(regulation.priority.rank)) }
                writer.member("category") { $0.write(regulation.priority.category) }
            }
        }
        writer.member("text") { $0.write(Self.quote(regulation)) }
    }
}
