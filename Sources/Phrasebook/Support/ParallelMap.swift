import Foundation

/// Runs independent pieces of work on every core and returns their results
/// in index order, so what the caller builds from them does not depend on
/// which core finished first.
enum ParallelMap {
    /// `body(0)`, `body(1)`, … `body(count - 1)`, computed side by side
    /// (one at a time when there is only one).
    static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<max(count, 0)).map(body) }
        let results = Results<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(body(index), at: index)
        }
        return results.values.map { result in
            guard let result else { preconditionFailure("concurrentPerform ran every index") }
            return result
        }
    }

    /// `body` of every item of `items`, computed side by side; `items` is
    /// emptied first and each item handed over whole, so what `body`
    /// consumes it can change in place (no copy) and is freed when done.
    static func map<Item: Sendable, Result: Sendable>(
        taking items: inout [Item], _ body: @Sendable (consuming Item) -> Result
    ) -> [Result] {
        let slots = Results<Item>(count: items.count)
        for index in items.indices.reversed() {
            guard let item = items.popLast() else { break }
            slots.store(item, at: index)
        }
        return map(slots.count) { index in body(slots.take(index)) }
    }

    /// `background()` and `foreground()` computed side by side: the first on
    /// another thread, the second on this one (where it may itself use
    /// ``map(_:_:)`` on every core).
    static func pair<Background: Sendable, Foreground>(
        _ background: @escaping @Sendable () -> Background, _ foreground: () -> Foreground
    ) -> (Background, Foreground) {
        let result = Results<Background>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { result.store(background(), at: 0) }
        let foregroundResult = foreground()
        group.wait()
        guard let backgroundResult = result.values.first ?? nil else {
            preconditionFailure("the group waited for the background work")
        }
        return (backgroundResult, foregroundResult)
    }
}

/// The results stored by index as they come in (a lock guards the array).
private final class Results<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value?]

    init(count: Int) {
        stored = Array(repeating: nil, count: count)
    }

    /// Stores the result of index `index`.
    func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        stored[index] = value
    }

    /// How many results there is room for.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return stored.count
    }

    /// The value stored at `index`, no longer held here (it must be stored).
    func take(_ index: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        guard let value = stored[index] else { preconditionFailure("each index is taken once, after it is stored") }
        stored[index] = nil
        return value
    }

    /// Every result stored (read once every store is done).
    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
