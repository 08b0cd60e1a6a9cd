extension CurbFeed {
    /// How a user class someone says they belong to (`--vehicle`, `--user-class`) stands with a feed.
    package enum UserClassStanding: Equatable, Sendable {
        /// A regulation of the feed names it (for it, or except it).
        case named
        /// CurbLR 1.1's well-known list has it, but no regulation of this feed names it: the answer
        /// is the one for everyone.
        case wellKnown
        /// Neither: most likely a typo.
        case unknown
    }

    /// Every user class the feed's regulations name (for them or except them), as the feed first
    /// writes it (`USPS`), each once whatever its case, sorted ignoring case.
    ///
    /// - Complexity: O(*r*) in the regulations of the feed.
    package var userClassNames: [String] {
        var names = UserClassNames()
        for feature in features { names.add(feature) }
        return names.sorted
    }

    /// The user classes of features met one at a time (a feed read a feature at a time).
    struct UserClassNames: Sendable {
        private var names: [String: String] = [:]

        package init() {}

        /// Notes the classes `feature`'s regulations name, for them or except them.
        package mutating func add(_ feature: CurbFeature) {
            for regulation in feature.regulations {
                let classes = regulation.users.alternatives.flatMap(\.allOf) + regulation.users.exceptClasses
                for userClass in classes where names[userClass.name.lowercased()] == nil {
                    names[userClass.name.lowercased()] = userClass.name
                }
            }
        }

        /// Each class once whatever its case, as first written, sorted ignoring case.
        package var sorted: [String] { names.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// CurbLR 1.1's well-known user classes, sorted.
    package static var wellKnownUserClasses: [String] { CurbLRDecoder.wellKnownClasses.sorted() }

    /// How `name` (any case) stands with this feed.
    package func standing(ofUserClass name: String) -> UserClassStanding {
        Self.standing(ofUserClass: name, among: userClassNames)
    }

    /// How `name` (any case) stands with a feed whose regulations name `names`.
    package static func standing(ofUserClass name: String, among names: [String]) -> UserClassStanding {
        let lowered = name.lowercased()
        if names.contains(where: { $0.lowercased() == lowered }) { return .named }
        return CurbLRDecoder.wellKnownClasses.contains(lowered) ? .wellKnown : .unknown
    }
}
