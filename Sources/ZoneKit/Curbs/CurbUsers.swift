/// Whom a regulation applies to.
///
/// A person is concerned when they meet one of the ``alternatives`` (each an AND of classes), or
/// there are none; and hold one of the ``purposes`` when there are any; and meet none of the
/// ``exceptClasses``. Empty everything means everyone.
///
/// CurbLR `userClasses [{classes, subclasses}]` map to one single-class alternative per class
/// (each class is an alternative); CDS `user_classes` (all must match) map to one alternative of
/// several classes, `user_classes_except` to ``exceptClasses``, `purposes` to ``purposes``.
///
/// A class name the interpreter does not know (`hotel_guest`, `Austin Police Department`) is a
/// class like any other: the regulation is *reserved for it*, never read as "everyone".
package struct CurbUsers: Hashable, Sendable {
    /// The ways to be concerned, any one of which suffices; empty = no class condition.
    package var alternatives: [CurbUserRequirement]
    /// Classes the regulation does not apply to (CDS `user_classes_except`).
    package var exceptClasses: [CurbUserClass]
    /// Purposes, any one of which concerns the person (CDS `purposes`); empty = no purpose condition.
    var purposes: [String]

    /// Creates a set of users.
    package init(
        alternatives: [CurbUserRequirement] = [], exceptClasses: [CurbUserClass] = [], purposes: [String] = []
    ) {
        self.alternatives = alternatives
        self.exceptClasses = exceptClasses
        self.purposes = purposes
    }

    /// Everyone: no class, exception or purpose named.
    package static let everyone = CurbUsers()

    /// Whether the regulation applies to every curb user.
    var isEveryone: Bool { alternatives.isEmpty && exceptClasses.isEmpty && purposes.isEmpty }

    /// Whether a class these users hold or are excepted by is a `permit` naming no permit.
    var namesUnnamedPermit: Bool {
        (alternatives.flatMap(\.allOf) + exceptClasses).contains {
            $0.subclasses.isEmpty && $0.name.lowercased() == "permit"
        }
    }

    /// Every class named by an alternative, in order, each once: for "reserved for …".
    var namedClasses: [CurbUserClass] {
        var seen: Set<CurbUserClass> = []
        return alternatives.flatMap(\.allOf).filter { seen.insert($0).inserted }
    }
}

/// One way to be concerned by a regulation: holding every class listed.
package struct CurbUserRequirement: Hashable, Sendable {
    /// The classes that must all be held (at least one).
    var allOf: [CurbUserClass]

    /// Creates a requirement.
    package init(allOf: [CurbUserClass]) { self.allOf = allOf }
}

/// A class of curb user: a vehicle kind (`motorcycle`, `bus`), a permit (`permit` / `zone 4`), a
/// service (`taxi`), or any name a feed uses (`hotel_guest`), with optional subclasses.
package struct CurbUserClass: Hashable, Sendable, CustomStringConvertible {
    /// The class name as the feed writes it.
    package var name: String
    /// Subclasses, any one of which must also be held (`zone 4`, `bus`); empty = any.
    package var subclasses: [String]

    /// Creates a class.
    package init(_ name: String, subclasses: [String] = []) {
        self.name = name
        self.subclasses = subclasses
    }

    /// `transit (bus)`, `taxi`.
    package var description: String {
        subclasses.isEmpty ? name : "\(name) (\(subclasses.joined(separator: ", ")))"
    }
}
