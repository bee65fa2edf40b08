import Foundation

/// A value per index, worked out the first time it is asked for and kept:
/// what the flexible index knows of each vocabulary word or value set but
/// works out only for those a match reads. Shared by copies of a catalog,
/// and safe to ask from several threads at once.
final class LazyTable<Value: Sendable>: @unchecked Sendable {
    /// Per index: its value once asked. Guarded by `lock`.
    private var known: [Value?]
    private let lock = NSLock()

    /// A table of `count` indices, nothing asked yet.
    init(count: Int) {
        known = [Value?](repeating: nil, count: count)
    }

    /// The value of `index`; `decide` works it out the first time (and
    /// every time for an index outside the table, such as -1).
    func value(at index: Int32, decide: () -> Value) -> Value {
        let position = Int(index)
        guard index >= 0 else { return decide() }
        lock.lock()
        let found = position < known.count ? known[position] : nil
        lock.unlock()
        if let found { return found }
        let answer = decide()
        guard position < known.count else { return answer }
        lock.lock()
        known[position] = answer
        lock.unlock()
        return answer
    }
}
