extension Array {
    /// The longest runs of neighbouring elements that are each `member`, in
    /// order: every element that is a member lies in exactly one run.
    func runs(where member: (Element) -> Bool) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        while start < count {
            guard member(self[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < count && member(self[end]) { end += 1 }
            found.append(start..<end)
            start = end
        }
        return found
    }
}
