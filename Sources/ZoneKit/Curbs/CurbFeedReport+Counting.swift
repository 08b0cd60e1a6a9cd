extension CurbFeedReport {
    /// Counts a mapped feature's regulations: per activity and per user class (`everyone` for a
    /// regulation that names none).
    package mutating func countMapped(_ feature: CurbFeature) {
        for regulation in feature.regulations {
            regulationsMapped += 1
            activities[regulation.activity.spelling, default: 0] += 1
            if regulation.users.isEveryone {
                userClasses["everyone", default: 0] += 1
            }
            for userClass in regulation.users.namedClasses {
                userClasses[userClass.description, default: 0] += 1
            }
        }
    }

    /// Counts pairs of features on the same reference and side whose extents overlap by more than
    /// a point: settled by priority when the features' best ranks differ, a tie otherwise.
    package mutating func countOverlaps(among features: [CurbFeature]) {
        countOverlaps(among: features.map { ($0.location, $0.regulations.map(\.priority.rank).min()) })
    }

    /// As ``countOverlaps(among:)-(CurbFeature)``, from each feature's place and best rank alone
    /// (a feed read a feature at a time keeps no more).
    mutating func countOverlaps(among stretches: [(location: CurbLocation, rank: Int?)]) {
        struct Curb: Hashable {
            let reference: String
            let side: CurbLineSide
        }
        var groups: [Curb: [(location: CurbLocation, rank: Int?)]] = [:]
        for stretch in stretches {
            groups[Curb(reference: stretch.location.referenceID, side: stretch.location.side), default: []]
                .append(stretch)
        }
        for group in groups.values {
            for (offset, first) in group.enumerated() {
                for second in group[(offset + 1)...] {
                    guard first.location.start < second.location.end, second.location.start < first.location.end
                    else { continue }
                    let firstRank = first.rank
                    let secondRank = second.rank
                    if firstRank != secondRank {
                        priorityConflictsResolved += 1
                    } else {
                        priorityTies += 1
                    }
                }
            }
        }
    }
}
