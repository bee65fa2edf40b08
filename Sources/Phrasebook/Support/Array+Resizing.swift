extension Array {
    /// Makes the array `count` elements long, keeping its storage: removes
    /// elements from the end, or appends `padding` there, one at a time.
    ///
    /// For a working array refilled per match whose length changes little
    /// from one match to the next, this costs a step per element of
    /// difference, where emptying and appending cost a step (and a
    /// uniqueness check) per element; the caller then overwrites the
    /// elements in one ``withUnsafeMutableBufferPointer(_:)``.
    @inline(__always)
    mutating func resize(to count: Int, padding: Element) {
        while self.count > count { removeLast() }
        while self.count < count { append(padding) }
    }
}
