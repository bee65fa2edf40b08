/// Builds an ``Int32Column`` by appending, into memory the column then
/// takes over: an index rebuilt from a loaded one (whose columns are views
/// of the file) is written once, not gathered in an array and copied.
struct Int32ColumnBuilder: ~Copyable {
    /// The memory, `capacity` elements; the first `count` initialized.
    private var elements: UnsafeMutableBufferPointer<Int32>
    /// How many elements were appended.
    private(set) var count = 0

    /// A builder with room for `capacity` elements (appending more is a
    /// programming error, stopped by a precondition).
    init(capacity: Int) {
        elements = .allocate(capacity: max(capacity, 0))
    }

    deinit {
        elements.deallocate()
    }

    /// Appends `value`.
    @inline(__always)
    mutating func append(_ value: Int32) {
        precondition(count < elements.count, "Int32ColumnBuilder is full")
        elements.initializeElement(at: count, to: value)
        count += 1
    }

    /// Appends `column[range]` (a range inside the column).
    mutating func append(_ column: Int32Column, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        precondition(
            range.lowerBound >= 0 && range.upperBound <= column.count, "Int32ColumnBuilder: range outside the column")
        precondition(range.count <= elements.count - count, "Int32ColumnBuilder is full")
        column.withUnsafeBufferPointer { source in
            guard let from = source.baseAddress, let to = elements.baseAddress else { return }
            (to + count).initialize(from: from + range.lowerBound, count: range.count)
        }
        count += range.count
    }

    /// The column of the elements appended; the builder's memory becomes the column's.
    consuming func finish() -> Int32Column {
        let column = Int32Column(adopting: elements, count: count)
        discard self
        return column
    }
}
