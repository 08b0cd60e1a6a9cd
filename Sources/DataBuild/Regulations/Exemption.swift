/// What a regulation's `EXCEPTIONS` text says about who is exempt.
enum Exemption: Equatable, Sendable {
    /// Holders of the block's area permit are exempt from the time limit.
    case rppFromLimit
    /// Holders of the block's area permit need not pay (the data says "from payment" or "from meters").
    case rppFromPayment
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
                self = .rppFromLimit
                return
            }
            if key.contains("payment") || key.contains("meter") {
                self = .rppFromPayment
                return
            }
        }
        if text.isEmpty || !text.contains(where: { $0.isLetter }) || key == "no" || key.hasPrefix("none") {
            self = .nobody
        } else {
            self = .other(text)
        }
    }

    /// The `rppExemptFrom` property: "limit", "payment" or `nil`.
    var rppExemptFrom: String? {
        switch self {
        case .rppFromLimit: "limit"
        case .rppFromPayment: "payment"
        case .nobody, .other: nil
        }
    }

    /// The `exceptions` property: the text of an exemption that is not the RPP one, else `nil`.
    var otherText: String? {
        if case .other(let text) = self { return text }
        return nil
    }

    /// How the report names the mapping.
    var label: String {
        switch self {
        case .rppFromLimit: "rppExemptFrom = limit"
        case .rppFromPayment: "rppExemptFrom = payment"
        case .nobody: "no exemption"
        case .other: "kept as exceptions text"
        }
    }
}
