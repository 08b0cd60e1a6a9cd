/// One problem found in a curb feed: what, where in the file (line:column), where in the tree
/// (JSON path), and which feature.
///
/// `description` reads like a compiler message:
/// `212:21: error: features[3].properties.regulations[0].timeSpans[0].effectiveDates[0].from:
/// feature 3: impossible date "02-30": …`; ``formatted(file:)`` prefixes the file name.
public struct CurbFeedDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var problem: CurbFeedProblem
    /// Where the offending value starts.
    public var location: JSONLocation
    /// The path from the root to the offending value.
    public var path: JSONPath
    /// The feature concerned (its index in `features`), or `nil` for the feed as a whole.
    public var featureIndex: Int?

    /// Creates a diagnostic.
    package init(_ problem: CurbFeedProblem, at location: JSONLocation, path: JSONPath, featureIndex: Int? = nil) {
        self.problem = problem
        self.location = location
        self.path = path
        self.featureIndex = featureIndex
    }

    /// A sentence saying what is wrong and what to do.
    public var message: String { problem.message }

    /// `line:column: error: path: feature N: message`.
    public var description: String {
        let place = path.isRoot ? "" : "\(path): "
        let feature = featureIndex.map { "feature \($0): " } ?? ""
        return "\(location): error: \(place)\(feature)\(message)"
    }

    /// `file:line:column: error: path: feature N: message`.
    ///
    /// - Parameter file: the name to show for the file, as the user typed it.
    public func formatted(file: String) -> String { "\(file):\(description)" }
}

/// Thrown when a curb feed is refused: every problem found, in document order (at least one).
public struct CurbFeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every problem, in document order.
    public var diagnostics: [CurbFeedDiagnostic]

    /// Creates an error.
    ///
    /// - Precondition: `diagnostics` is not empty.
    package init(diagnostics: [CurbFeedDiagnostic]) {
        precondition(!diagnostics.isEmpty, "a CurbFeedError needs a diagnostic")
        self.diagnostics = diagnostics
    }

    /// The first problem, and how many more.
    public var description: String {
        let more = diagnostics.count - 1
        switch more {
        case 0: return diagnostics[0].description
        case 1: return "\(diagnostics[0]) (and 1 more error)"
        default: return "\(diagnostics[0]) (and \(more) more errors)"
        }
    }
}
