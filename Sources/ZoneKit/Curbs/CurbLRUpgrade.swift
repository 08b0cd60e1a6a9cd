/// Rewrites a CurbLR feed written before 1.1, or in one of the dialects of published exports, as
/// CurbLR 1.1 (`parkcheck upgrade`), saying what it changed and where, and refusing, with the
/// place, what it cannot decide.
///
/// What it rewrites (each a ``Change`` at the value's line and column):
/// - no `manifest` (CurbLR 1.0.0): one is written; `curblrVersion` absent or `1.0.x`: `1.1.0`;
/// - a numeric `priority` on the regulation or inside `rule` (1.0.0): `rule.priorityCategory`
///   `"priority N"`, and `manifest.priorityHierarchy` lists them, the lowest number first (it
///   wins, as in 1.0.0). A feed mixing numeric priorities with categories is refused: the order
///   between the two cannot be told;
/// - `userClasses`, `timeSpans` or `timesOfDay` as one object instead of an array, and a
///   `daysOfWeek` written as the array of days: wrapped;
/// - days as `monday`, `mon`, `m`…: written `mo`…; `s` or `t` alone is Saturday or Sunday (Tuesday
///   or Thursday) only when the same list names the other one, and refused otherwise;
/// - times `7:00`: `07:00`;
/// - `maxStay: 0` and `noReturn: 0` (no limit, in those feeds): removed;
/// - fees above zero in `payment.rates` without `rule.payment`: `"payment": true`.
///
/// The time zone is never guessed: a manifest without one takes `--time-zone` (``Options``), and
/// without it the feed is refused, with a hint from its coordinates. The rest of the feed is kept
/// as written, member order included; members CurbLR 1.1 does not define are left for `validate`.
package struct CurbLRUpgrade {
    /// What the user adds on the command line.
    package struct Options: Sendable {
        /// `--time-zone`: the feed's IANA zone, for a manifest that names none.
        package var timeZone: String?
        /// `--currency`: the feed's ISO 4217 currency, for a manifest that names none.
        package var currency: String?

        package init(timeZone: String? = nil, currency: String? = nil) {
            self.timeZone = timeZone
            self.currency = currency
        }
    }

    /// One rewrite: where the value was, and what became of it.
    package struct Change: Equatable, Sendable, CustomStringConvertible {
        package var location: JSONLocation
        package var path: JSONPath
        package var message: String

        /// `line:column: changed: path: message`.
        package var description: String {
            "\(location): changed: " + (path.isRoot ? "" : "\(path): ") + message
        }
    }

    /// What an upgrade gives.
    package struct Outcome: Sendable {
        /// The CurbLR 1.1 feed; `nil` when refused.
        package var feed: JSONValue?
        /// Every rewrite, in document order.
        package var changes: [Change]
        /// Why the feed is refused (errors), and what a user should still add (warnings).
        package var diagnostics: [Diagnostic]
    }

    package let options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    /// Upgrades the feed in `bytes`.
    package func upgrade(_ bytes: some Sequence<UInt8>) -> Outcome {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let diagnostic = CurbFeedDiagnostic(.invalidJSON(error.reason), at: error.location, path: .root)
            return Outcome(feed: nil, changes: [], diagnostics: [diagnostic.diagnostic])
        }
        var walk = CurbLRUpgradeWalk(options: options)
        let feed = walk.feed(document.root)
        let refused = walk.diagnostics.contains { $0.severity == .error }
        // In document order; those at one place in the order they were made (a stable sort).
        let changes = walk.changes.enumerated().sorted {
            ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
        }
        let diagnostics = walk.diagnostics.enumerated().sorted {
            ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
        }
        return Outcome(
            feed: refused ? nil : feed, changes: changes.map(\.element), diagnostics: diagnostics.map(\.element))
    }
}
