import Foundation

/// Values gathered from several threads at once (a test's
/// `concurrentPerform` iterations), under a lock.
final class LockedList<Element: Sendable>: @unchecked Sendable {
    // Unchecked: `elements` is read and written only under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}
