/// A stack of plain values (`BitwiseCopyable`) in memory it owns, for a
/// walk's pending states: pushing and popping read and write that memory
/// directly, with none of an array's uniqueness check (a runtime call)
/// and bounds check per step.
///
/// A reference type on purpose: a walk keeps
/// one for all its matches, and copies of the walk share it; only one
/// walk at a time may use it (the per-thread walk of ``MatchSearchPool``).
final class ScratchStack<Element: BitwiseCopyable> {
    /// The elements: `count` of them pushed, room for `capacity`.
    private var base: UnsafeMutablePointer<Element>
    /// How many elements the stack holds.
    private(set) var count = 0
    /// How many elements fit before the memory grows.
    private(set) var capacity: Int

    /// An empty stack with room for `capacity` elements (at least one).
    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Whether the stack holds nothing.
    var isEmpty: Bool { count == 0 }

    /// Puts `element` on top.
    @inline(__always)
    func push(_ element: Element) {
        if count == capacity { grow() }
        // `count` is below `capacity` here: the memory holds the element.
        (base + count).initialize(to: element)
        count += 1
    }

    /// Takes the top element off, or `nil` when there is none.
    @inline(__always)
    func pop() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        // `count` was above 0: the element lies in the pushed part.
        return base[count]
    }

    /// Element `index`, one pushed and not taken off (checked).
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "ScratchStack index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "ScratchStack index out of range")
            base[index] = newValue
        }
    }

    /// Forgets every element, keeping the memory.
    @inline(__always)
    func removeAll() {
        count = 0
    }

    /// Forgets the elements from `newCount` on (at most `count`, at least 0).
    @inline(__always)
    func truncate(to newCount: Int) {
        count = min(max(newCount, 0), count)
    }

    /// Hands `body` the elements pushed, bottom first, to read or reorder
    /// in place (`body` must not push or pop).
    func withUnsafeMutableBufferPointer<Result>(_ body: (UnsafeMutableBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// The elements pushed, bottom first, as an array.
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Doubles the memory, keeping the elements.
    private func grow() {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }
}
