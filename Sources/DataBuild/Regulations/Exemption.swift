import ZoneKit

/// What a regulation's `EXCEPTIONS` text says about who is exempt.
enum Exemption: Equatable, Sendable {
    /// Holders of the block's area permit are exempt from the time limit or from payment (the data
    /// says "from payment" or "from meters").
    case rpp(SFRPPExemption)
    /// Nobody is exempt ("None. Regulation applies to all vehicles.", "No", an empty value).
    case nobody
    /// Someone else is exempt; the text is kept as written.
    case other(String)

    /// Reads an `EXCEPTIONS` value. Matching ignores case; texts that carry no information
    /// (a lone backslash) count as ``nobody``.
    init(text raw: String) {
        let text = raw.trimmingSpaces()
        let key = text.lowercased()
        if key.contains("rpp") && key.contains("exempt") {
            if key.contains("time limit") {
                self = .rpp(.timeLimit)
                return
            }
            if key.contains("payment") || key.contains("meter") {
                self = .rpp(.payment)
                return
            }
        }
        if text.isEmpty || !text.contains(where: { $0.isLetter }) || key == "no" || key.hasPrefix("none") {
            self = .nobody
        } else {
            self = .other(text)
        }
    }

    /// What the area permit exempts from, or `nil`.
    var rppExemption: SFRPPExemption? {
        if case .rpp(let exemption) = self { return exemption }
        return nil
    }

    /// The text of an exemption that is not the RPP one, else `nil`.
    var otherText: String? {
        if case .other(let text) = self { return text }
        return nil
    }

    /// How the report names the mapping.
    var label: String {
        switch self {
        case .rpp(let exemption): "rppExemptFrom = \(exemption.rawValue)"
        case .nobody: "no exemption"
        case .other: "kept as exceptions text"
        }
    }
}
