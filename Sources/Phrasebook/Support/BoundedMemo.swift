import Foundation

/// Answers worked out once and kept, up to ``capacity`` of them (others
/// are worked out each time they are asked for): what the caches of folded
/// words and of the flexible stage's number readings share.
///
/// Safe to ask from
/// several threads at once; two threads asking for the same new key may
/// both work it out, and the answer is the same.
final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    // Unchecked: `known` is only read and written under `lock`, and a value
    // is handed out as a copy.

    /// The most answers kept.
    let capacity: Int
    /// The answers kept.
    ///
    /// Guarded by `lock`.
    private var known: [Key: Value] = [:]
    private let lock = NSLock()

    /// An empty memo keeping at most `capacity` answers.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The answer for `key`; `decide` works it out when none is kept.
    func value(for key: Key, decide: () -> Value) -> Value {
        if let found = kept(key) { return found }
        let answer = decide()
        keep(answer, for: key)
        return answer
    }

    /// The answer kept for `key`, `nil` when none is.
    ///
    /// With ``keep(_:for:)``,
    /// what ``value(for:decide:)`` does, for a caller whose `decide` would
    /// capture large values (a closure's context copies them).
    func kept(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return known[key]
    }

    /// Keeps `value` as the answer for `key`, while fewer than ``capacity``
    /// answers are kept.
    func keep(_ value: Value, for key: Key) {
        lock.lock()
        if known.count < capacity { known[key] = value }
        lock.unlock()
    }

    /// How many answers are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return known.count
    }
}
