extension Array {
    /// Makes the array `count` copies of `value`, keeping its storage:
    /// written over in place when it holds `count` elements already (a
    /// walk's per-position tables over an utterance as long as the last
    /// one's), else emptied and filled again.
    ///
    /// Emptying goes through the general range replacement, and appending
    /// checks the storage's uniqueness and room again.
    @inline(__always)
    mutating func refill(with value: Element, count: Int) {
        if self.count == count {
            withUnsafeMutableBufferPointer { $0.update(repeating: value) }
        } else {
            removeAll(keepingCapacity: true)
            append(contentsOf: repeatElement(value, count: count))
        }
    }
}
