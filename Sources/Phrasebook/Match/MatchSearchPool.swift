import Foundation

/// Finished exact-stage walks, kept so the next match reuses their arrays
/// instead of allocating and freeing its own: a match hands its walk back
/// when it is done with it. A walk is emptied before each use and holds
/// nothing of a catalog, so one pool serves every matcher of the process;
/// it is safe to use from several threads at once (each walk is out of the
/// pool while a match uses it).
final class MatchSearchPool: @unchecked Sendable {
    /// At most this many idle walks are kept (one per thread matching at once).
    static let capacity = 8
    /// The process's pool.
    static let shared = MatchSearchPool()

    /// The idle walks. Guarded by `lock`; held through a pointer, so each
    /// use is not also checked for overlapping access at run time (the lock
    /// already rules it out).
    private let idle: UnsafeMutablePointer<[MatchSearch]>
    private let lock = NSLock()

    /// An empty pool.
    init() {
        idle = UnsafeMutablePointer<[MatchSearch]>.allocate(capacity: 1)
        idle.initialize(to: [])
    }

    deinit {
        idle.deinitialize(count: 1)
        idle.deallocate()
    }

    /// An idle walk, or a new one when none is idle.
    func take() -> MatchSearch {
        lock.lock()
        defer { lock.unlock() }
        return idle.pointee.isEmpty ? MatchSearch() : idle.pointee.removeLast()
    }

    /// Keeps `search` for a later ``take()``, unless the pool is full or
    /// the walk holds more memory than a common match needs.
    func give(_ search: consuming MatchSearch) {
        guard !search.isOversized else { return }
        lock.lock()
        if idle.pointee.count < Self.capacity { idle.pointee.append(search) }
        lock.unlock()
    }
}
