/// One place where ``CurbLRReader`` read a feed leniently: which reading, the text it read, and
/// where (line:column, JSON path, feature), so that `parkcheck validate` can list each one.
package struct CurbLenientNote: Equatable, Sendable {
    /// The reading applied.
    package var reading: CurbLenientReading
    /// The text read (`7:00`, `23:59`, `valet`…), or "" when the reading is of an absence.
    package var text: String
    /// Where the value starts.
    package var location: JSONLocation
    /// The path from the root to the value.
    package var path: JSONPath
    /// The feature concerned (its index in `features`), or `nil` for the manifest.
    package var featureIndex: Int?

    /// Creates a note.
    package init(
        _ reading: CurbLenientReading, text: String, at location: JSONLocation, path: JSONPath, featureIndex: Int? = nil
    ) {
        self.reading = reading
        self.text = text
        self.location = location
        self.path = path
        self.featureIndex = featureIndex
    }

    /// What was read leniently and what to write instead.
    package var message: String {
        switch reading {
        case .unpaddedTime:
            return "\"\(text)\" read as \"0\(text)\": CurbLR writes times as HH:MM; pad the hour"
        case .unpaddedDate:
            return "\"\(text)\" read with a zero before each one-digit month and day: "
                + "CurbLR writes dates as MM-DD or YYYY-MM-DD; pad them"
        case .endOfDay:
            return "\"\(text)\" as an end read as the end of the day (24:00), "
                + "so that the last minute before midnight is covered too"
        case .customActivity:
            return "activity \"\(text)\" is outside CurbLR 1.1's list (parking, no parking, standing, "
                + "no standing, loading, no loading); kept as written, answers under it are unknown"
        case .unknownUserClass:
            return "user class \"\(text)\" is outside CurbLR 1.1's well-known list; kept, "
                + "the curb is read as reserved for it"
        case .emptyUserClass:
            return "an empty userClasses entry {} read as everyone; remove it, or name the classes"
        case .undeclaredVersion:
            return "the manifest has no \"curblrVersion\": read as 1.1; add \"curblrVersion\": \"1.1.0\""
        case .feesWithoutPaymentFlag:
            let flag = text == "false" ? "\"payment\": false" : "no \"payment\""
            return
                "the rates list fees but the rule has \(flag): read as paid parking (answers say \"only if you pay\"); "
                + "set \"payment\": true in the rule, or remove the fees if parking there is free"
        }
    }

    /// This reading as a warning in the form every reader shares.
    package var diagnostic: Diagnostic {
        Diagnostic(
            .warning, message, source: .curbLR, code: "curbLR.lenient." + code, at: location, path: path,
            featureIndex: featureIndex)
    }

    /// The reading's case name (its raw value is a sentence).
    private var code: String {
        switch reading {
        case .unpaddedTime: "unpaddedTime"
        case .unpaddedDate: "unpaddedDate"
        case .endOfDay: "endOfDay"
        case .customActivity: "customActivity"
        case .unknownUserClass: "unknownUserClass"
        case .emptyUserClass: "emptyUserClass"
        case .undeclaredVersion: "undeclaredVersion"
        case .feesWithoutPaymentFlag: "feesWithoutPaymentFlag"
        }
    }
}
