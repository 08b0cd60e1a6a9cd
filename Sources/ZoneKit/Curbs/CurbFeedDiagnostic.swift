/// One problem found in a curb feed: what, where in the file (line:column), where in the tree
/// (JSON path), and which feature.
///
/// `description` reads like a compiler message:
/// `212:21: error: features[3].properties.regulations[0].timeSpans[0].effectiveDates[0].from:
/// feature 3: impossible date "02-30": …`; ``formatted(file:)`` prefixes the file name.
package struct CurbFeedDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var problem: CurbFeedProblem
    /// Where the offending value starts.
    package var location: JSONLocation
    /// The path from the root to the offending value.
    package var path: JSONPath
    /// The feature concerned (its index in `features`), or `nil` for the feed as a whole.
    package var featureIndex: Int?

    /// Creates a diagnostic.
    package init(_ problem: CurbFeedProblem, at location: JSONLocation, path: JSONPath, featureIndex: Int? = nil) {
        self.problem = problem
        self.location = location
        self.path = path
        self.featureIndex = featureIndex
    }

    /// A sentence saying what is wrong and what to do.
    package var message: String { problem.message }

    /// `line:column: error: path: feature N: message`.
    package var description: String {
        let place = path.isRoot ? "" : "\(path): "
        let feature = featureIndex.map { "feature \($0): " } ?? ""
        return "\(location): error: \(place)\(feature)\(message)"
    }

    /// `file:line:column: error: path: feature N: message`.
    ///
    /// - Parameter file: the name to show for the file, as the user typed it.
    package func formatted(file: String) -> String { "\(file):\(description)" }

    /// This problem in the form every reader shares (always an error: a refusal).
    package var diagnostic: Diagnostic {
        Diagnostic(
            .error, message, source: .curbLR, code: Diagnostic.code(.curbLR, problem), at: location, path: path,
            featureIndex: featureIndex)
    }
}
