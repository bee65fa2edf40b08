extension Array {
    /// Empties the array and keeps its storage, as
    /// `removeAll(keepingCapacity: true)` does, but removing a few elements
    /// one by one: that call goes through the general range replacement, which
    /// is slow even for an array of plain values, and a match empties its small
    /// working arrays several times.
    @inline(__always)
    mutating func empty() {
        guard !isEmpty else { return }
        if count <= 16 {
            repeat { removeLast() } while !isEmpty
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
