/// What a rule's summary names, kept as values so that its words (``AppliedRule/summary``) are made
/// only when a format writes them: most answers of a batch print none (`--fields verdict,…`), and
/// an evaluation held for later points stays small.
package enum SFRuleWording: Hashable, Sendable {
    /// `2-hour limit Mon–Fri 8 AM–6 PM (Area S permits exempt)`: the rule's limit (`time limit` when
    /// the data states none) over its window; holders of `exemptAreas` permits are exempt.
    case limit(exemptAreas: [String])
    /// `pay Mon–Sat 9 AM–6 PM (Area S permits exempt)`.
    case payment(exemptAreas: [String])
    /// `no parking anytime`, `tow-away Mon–Fri 7–9 AM`: the regulation's kind, with its window when
    /// `showsWindow`.
    case regulation(SFRegulationKind, showsWindow: Bool)
    /// `2-hour limit Mon–Fri 8 AM–6 PM (area S's common rule; Area S permits exempt)`.
    case zoneRule(code: String)
    /// The citywide 72-hour rule.
    case seventyTwoHours
    /// A meter whose hours are assumed.
    case assumedMeter
    /// `street sweeping, west side: 1st & 3rd Tuesdays 8–10 AM`: the side named by `compass`, else
    /// by `side`, else `side unknown`.
    case sweeping(compass: CompassDirection?, side: CurbSide?, schedule: SFSweepingSchedule)

    /// The summary of a rule enforced over `window` with a limit of `limitMinutes`: worked out once
    /// per distinct rule where a memo is current (``SFAnswerTexts``), as whole-record output writes
    /// it for every answer.
    func summary(window: CurbWindow, limitMinutes: Int?) -> String {
        SFAnswerTexts.text(\.summaries, for: SummaryKey(wording: self, window: window, limitMinutes: limitMinutes)) {
            key in
            key.wording.words(window: key.window, limitMinutes: key.limitMinutes)
        }
    }

    /// What a summary's words depend on.
    struct SummaryKey: Hashable {
        let wording: SFRuleWording
        let window: CurbWindow
        let limitMinutes: Int?
    }

    /// The summary's words, made anew.
    private func words(window: CurbWindow, limitMinutes: Int?) -> String {
        switch self {
        case .limit(let areas):
            let name = limitMinutes.map(AnswerText.limitName(minutes:)) ?? "time limit"
            return "\(name) \(window)\(Self.exemptText(areas))"
        case .payment(let areas):
            return "pay \(window)\(Self.exemptText(areas))"
        case .regulation(let kind, let showsWindow):
            return showsWindow ? "\(kind) \(window)" : "\(kind)"
        case .zoneRule(let code):
            let name = limitMinutes.map(AnswerText.limitName(minutes:)) ?? "time limit"
            return "\(name) \(window) (area \(code)'s common rule; Area \(code) permits exempt)"
        case .seventyTwoHours:
            return "72-hour limit (citywide): a car may not stay in one place over 72 hours"
        case .assumedMeter:
            return "pay the meter \(SFMeteredBlockFace.assumedHours) (hours assumed; check the meter)"
        case .sweeping(let compass, let side, let schedule):
            return "street sweeping, \(Self.sideName(compass: compass, side: side)): \(schedule)"
        }
    }

    /// ` (Area S permits exempt)`, or nothing when no area is.
    private static func exemptText(_ areas: [String]) -> String {
        areas.isEmpty ? "" : " (\(SFAnswerBuilder.areaText(areas)) permits exempt)"
    }

    /// `west side`, `left side`, `side unknown`: a sweeping side by its compass point, else by its
    /// side of the digitising direction.
    static func sideName(compass: CompassDirection?, side: CurbSide?) -> String {
        compass.map { "\($0) side" } ?? side.map { "\($0) side" } ?? "side unknown"
    }
}
