extension Array {
    /// The elements cut into runs of consecutive ones alike (`same`, each compared with its run's
    /// first), in order: the stretches of a curb whose samples were told the same.
    func runs(of same: (Element, Element) -> Bool) -> [ArraySlice<Element>] {
        var result: [ArraySlice<Element>] = []
        var start = 0
        while start < count {
            var end = start
            while end + 1 < count, same(self[end + 1], self[start]) { end += 1 }
            result.append(self[start...end])
            start = end + 1
        }
        return result
    }
}
