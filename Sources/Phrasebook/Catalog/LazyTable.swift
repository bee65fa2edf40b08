import Foundation

/// A value per index, worked out the first time it is asked for and kept:
/// what the flexible index knows of each vocabulary word or value set but
/// works out only for those a match reads.
///
/// Shared by copies of a catalog,
/// and safe to ask from several threads at once.
final class LazyTable<Value: Sendable>: @unchecked Sendable {
    /// Per index: its value once asked.
    ///
    /// Guarded by `lock`.
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

    /// The value of `index` if it was worked out, else `nil` (always for
    /// an index outside the table).
    ///
    /// With ``keep(_:at:)``, what
    /// ``value(at:decide:)`` does, for a caller whose `decide` would have
    /// to capture large values (a closure's context copies them).
    func kept(at index: Int32) -> Value? {
        guard index >= 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return Int(index) < known.count ? known[Int(index)] : nil
    }

    /// Keeps `value` as the value of `index` (nothing for an index outside the table).
    func keep(_ value: Value, at index: Int32) {
        guard index >= 0 else { return }
        lock.lock()
        if Int(index) < known.count { known[Int(index)] = value }
        lock.unlock()
    }
}
