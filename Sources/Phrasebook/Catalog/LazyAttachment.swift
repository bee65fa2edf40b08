import Foundation

/// A value derived from a catalog by a later stage, worked out the first
/// time that stage asks and kept with the catalog's tables, so copies of
/// the catalog share it and a catalog never asked does not pay for it.
///
/// Safe to ask from several threads at once; the first answer is kept.
final class LazyAttachment: @unchecked Sendable {
    // Unchecked: `value` is read and written only under `lock`, and holds
    // a Sendable value.
    private let lock = NSLock()
    private var value: (any Sendable)?

    /// An empty attachment.
    init() {}

    /// The kept value of type `Value`, worked out by `make` the first time.
    func value<Value: Sendable>(_ make: () -> Value) -> Value {
        lock.lock()
        if let known = value as? Value {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let known = value as? Value { return known }
        value = made
        return made
    }
}
