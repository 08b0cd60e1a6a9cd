/// Structural invariants, checked by the tests and, when built with `ZONEKIT_CHECKS`, by every
/// initialiser.
extension RTree {
    /// Every way the tree breaks its invariants, as sentences; empty when sound.
    ///
    /// Checks: the arrays agree in length; levels are laid out leaves first, root last, and each
    /// level's nodes split the level below into contiguous runs of 1...``nodeCapacity`` children;
    /// every node's box is exactly the union of its children's (so each child box lies inside its
    /// parent); every item appears exactly once; and, given `boxes`, every item's box is the one it
    /// was built from.
    ///
    /// - Parameter boxes: the boxes the tree was built from, or `nil` to skip the last check.
    /// - Complexity: O(n).
    func structuralViolations(against boxes: [BoundingBox]? = nil) -> [String] {
        var problems: [String] = []
        let entryCount = minX.count
        if [minY.count, maxX.count, maxY.count].contains(where: { $0 != entryCount }) {
            return ["box arrays differ in length: \(minX.count), \(minY.count), \(maxX.count), \(maxY.count)"]
        }
        if items.count != count { problems.append("\(items.count) item slots for \(count) items") }
        if childStart.count != nodeCount || childEnd.count != nodeCount {
            problems.append("\(childStart.count)/\(childEnd.count) child ranges for \(nodeCount) nodes")
        }
        if count == 0 {
            if nodeCount != 0 || height != 0 {
                problems.append("an empty tree has \(nodeCount) nodes, height \(height)")
            }
            return problems
        }
        guard problems.isEmpty else { return problems }

        // Walk the levels bottom-up: the nodes right after a level must split it into contiguous
        // runs (in any order, since STR reorders the nodes) that cover each entry exactly once.
        var levelStart = 0
        var levelEnd = count
        var levels = 0
        while levelEnd < entryCount {
            var covered = [Bool](repeating: false, count: levelEnd - levelStart)
            var coveredCount = 0
            var node = levelEnd
            while coveredCount < covered.count, node < entryCount {
                let children = childStart[node - count]..<childEnd[node - count]
                guard !children.isEmpty, children.count <= nodeCapacity,
                    children.lowerBound >= levelStart, children.upperBound <= levelEnd
                else {
                    problems.append(
                        "node \(node) has children \(children), not 1...\(nodeCapacity) of level \(levelStart)..<\(levelEnd)"
                    )
                    return problems
                }
                for child in children {
                    if covered[child - levelStart] { problems.append("entry \(child) has more than one parent") }
                    covered[child - levelStart] = true
                }
                coveredCount += children.count
                problems += boxViolations(ofNode: node, children: children)
                node += 1
            }
            if let orphan = covered.firstIndex(of: false) {
                problems.append("entry \(levelStart + orphan) has no parent")
                return problems
            }
            levels += 1
            levelStart = levelEnd
            levelEnd = node
        }
        if levelEnd - levelStart != 1 {
            problems.append("the top level has \(levelEnd - levelStart) nodes, not 1 root")
        }
        if levels != height { problems.append("height is \(height) but the tree has \(levels) levels") }

        var seen = [Bool](repeating: false, count: count)
        for (entry, item) in items.enumerated() {
            guard seen.indices.contains(item) else {
                problems.append("entry \(entry) holds item \(item), outside 0..<\(count)")
                continue
            }
            if seen[item] { problems.append("item \(item) appears more than once") }
            seen[item] = true
            if let boxes, boxes.indices.contains(item), box(at: entry) != RTree.storedBox(for: boxes[item]) {
                problems.append("item \(item) is stored with box \(box(at: entry)), built from \(boxes[item])")
            }
        }
        if let missing = seen.firstIndex(of: false) { problems.append("item \(missing) is missing") }
        return problems
    }

    /// Problems with `node`'s box against the union of its `children`.
    private func boxViolations(ofNode node: Int, children: Range<Int>) -> [String] {
        var union = box(at: children.lowerBound)
        for child in children.dropFirst() {
            let childBox = box(at: child)
            union.minLongitude = Swift.min(union.minLongitude, childBox.minLongitude)
            union.minLatitude = Swift.min(union.minLatitude, childBox.minLatitude)
            union.maxLongitude = Swift.max(union.maxLongitude, childBox.maxLongitude)
            union.maxLatitude = Swift.max(union.maxLatitude, childBox.maxLatitude)
        }
        var problems: [String] = []
        for child in children {
            let childBox = box(at: child)
            let inside =
                childBox.minLongitude >= minX[node] && childBox.maxLongitude <= maxX[node]
                && childBox.minLatitude >= minY[node] && childBox.maxLatitude <= maxY[node]
            if !inside {
                problems.append("entry \(child)'s box \(childBox) is not inside its parent \(node)'s \(box(at: node))")
            }
        }
        if union != box(at: node) {
            problems.append("node \(node)'s box \(box(at: node)) is not the union of its children, \(union)")
        }
        return problems
    }
}
