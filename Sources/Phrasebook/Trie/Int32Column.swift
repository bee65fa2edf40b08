/// A read-only array of `Int32`s, bounds-checked like an array, whose
/// elements either belong to it or lie inside a compiled catalog file's bytes
/// (``FileBytes``): a trie read from a file uses its columns where they lie
/// instead of copying them (a load copies no trie, and the file's pages
/// serve every process that maps it).
struct Int32Column: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral, CustomReflectable, @unchecked Sendable
{
    // Unchecked: the elements are never written after `init`, and `owner`
    // keeps their memory valid as long as any copy of the column lives.

    /// Owns the elements of a column made from an array.
    private final class Buffer: @unchecked Sendable {
        // Unchecked: the elements are written only in `init`.
        let elements: UnsafeMutableBufferPointer<Int32>

        init(_ values: some Collection<Int32>) {
            elements = .allocate(capacity: values.count)
            _ = elements.initialize(from: values)
        }

        /// Takes `elements` over (allocated, its first elements initialized); frees them when done.
        init(adopting elements: UnsafeMutableBufferPointer<Int32>) {
            self.elements = elements
        }

        deinit { elements.deallocate() }
    }

    /// Keeps the elements' memory alive: a ``Buffer`` or the file's bytes.
    private let owner: (any AnyObject & Sendable)?
    /// The first element (`nil` when there are none).
    private let base: UnsafePointer<Int32>?
    /// How many elements there are.
    let count: Int

    /// A column holding a copy of `values`.
    init(_ values: some Collection<Int32>) {
        let buffer = Buffer(values)
        owner = buffer
        base = UnsafePointer(buffer.elements.baseAddress)
        count = buffer.elements.count
    }

    /// A column holding the first `count` elements of `elements`, which it
    /// takes over (an ``Int32ColumnBuilder``'s): allocated, those elements
    /// initialized, never written again.
    init(adopting elements: UnsafeMutableBufferPointer<Int32>, count: Int) {
        let buffer = Buffer(adopting: elements)
        owner = buffer
        base = UnsafePointer(elements.baseAddress)
        self.count = Swift.min(Swift.max(count, 0), elements.count)
    }

    /// A column holding `elements`.
    init(arrayLiteral elements: Int32...) {
        self.init(elements)
    }

    /// An empty column.
    init() {
        owner = nil
        base = nil
        count = 0
    }

    /// A view of `count` elements at `base`, which `owner` keeps valid and
    /// never changes.
    ///
    /// The caller checks that they lie inside `owner`'s
    /// memory and that `base` is aligned for `Int32`.
    init(viewing base: UnsafePointer<Int32>, count: Int, owner: any AnyObject & Sendable) {
        self.owner = owner
        self.base = base
        self.count = count
    }

    /// The first element's address (`nil` when there are none), valid as
    /// long as this column or a copy of it lives: for a ``TrieView``.
    var baseAddress: UnsafePointer<Int32>? { base }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The element at `index`, which must be in `0..<count` (as an array's).
    @inline(__always)
    subscript(index: Int) -> Int32 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "Int32Column index out of range")
        return base.unsafelyUnwrapped[index]
    }

    /// Calls `body` with the elements as a buffer, valid only inside `body`.
    func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Int32>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(owner) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }

    static func == (left: Int32Column, right: Int32Column) -> Bool {
        left.elementsEqual(right)
    }

    /// Reflected as its elements, as an array is (not its owner and address).
    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
