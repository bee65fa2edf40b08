#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One exact-stage walk and one flexible-stage walk per thread, kept so the
/// thread's next match reuses their arrays instead of allocating and
/// freeing its own.
///
/// A walk is emptied before each use and holds nothing of
/// a catalog a match needs afterwards, so one walk serves every matcher its
/// thread runs. Being the thread's own, it is used in place: no lock, and
/// the walk is not moved in or out of a shared list per match. A thread's
/// walks are freed when the thread ends.
final class MatchSearchPool: Sendable {
    /// The process's pool.
    static let shared = MatchSearchPool()

    /// A thread's walks, and whether a match of that thread is using each.
    private struct ThreadWalk {
        var search = MatchSearch()
        var isInUse = false
        var flexible = FlexibleSearch()
        var isFlexibleInUse = false
    }

    /// The thread-specific slot holding each thread's `ThreadWalk`; `nil`
    /// when the system had no slot to give, and every match makes a walk.
    private let key: pthread_key_t?

    private init() {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { walk in MatchSearchPool.free(walk) }
        self.key = created == 0 ? key : nil
    }

    /// Frees a thread's walk when the thread ends.
    private static func free(_ walk: UnsafeMutableRawPointer?) {
        guard let walk = walk?.assumingMemoryBound(to: ThreadWalk.self) else { return }
        walk.deinitialize(count: 1)
        walk.deallocate()
    }

    /// Runs `body` with the calling thread's walk, or with a new one when
    /// the thread's walk is already in use (a match run inside a match) or
    /// the thread has none.
    ///
    /// A walk left holding more memory than a common
    /// match needs is replaced by an empty one afterwards.
    func withSearch<Result>(_ body: (inout MatchSearch) -> Result) -> Result {
        guard let walk = threadWalk(), !walk.pointee.isInUse else {
            var search = MatchSearch()
            return body(&search)
        }
        walk.pointee.isInUse = true
        defer {
            walk.pointee.isInUse = false
            if walk.pointee.search.isOversized { walk.pointee.search = MatchSearch() }
        }
        return body(&walk.pointee.search)
    }

    /// Runs `body` with the calling thread's flexible-stage walk, or with a
    /// new one when the thread's is already in use or the thread has none,
    /// as ``withSearch(_:)`` does for the exact stage.
    ///
    /// `body` loads the
    /// walk before using it.
    func withFlexibleSearch<Result>(_ body: (inout FlexibleSearch) -> Result) -> Result {
        guard let walk = threadWalk(), !walk.pointee.isFlexibleInUse else {
            var search = FlexibleSearch()
            return body(&search)
        }
        walk.pointee.isFlexibleInUse = true
        defer {
            walk.pointee.isFlexibleInUse = false
            if walk.pointee.flexible.isOversized { walk.pointee.flexible = FlexibleSearch() }
        }
        return body(&walk.pointee.flexible)
    }

    /// The calling thread's walk, made on its first match; `nil` when the
    /// thread cannot keep one.
    private func threadWalk() -> UnsafeMutablePointer<ThreadWalk>? {
        guard let key else { return nil }
        if let walk = pthread_getspecific(key) { return walk.assumingMemoryBound(to: ThreadWalk.self) }
        let walk = UnsafeMutablePointer<ThreadWalk>.allocate(capacity: 1)
        walk.initialize(to: ThreadWalk())
        guard pthread_setspecific(key, walk) == 0 else {
            walk.deinitialize(count: 1)
            walk.deallocate()
            return nil
        }
        return walk
    }
}
