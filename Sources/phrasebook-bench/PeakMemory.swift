#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The largest resident set size this process has had, from
/// `getrusage(RUSAGE_SELF)`: its high-water mark of physical memory.
enum PeakMemory {
    /// Peak resident bytes so far, or `nil` when the system does not say.
    static func bytes() -> Int? {
        var usage = rusage()
        #if canImport(Glibc)
            // Glibc imports RUSAGE_SELF as an enum case rather than an Int32.
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if canImport(Darwin)
            // macOS reports `ru_maxrss` in bytes.
            return Int(usage.ru_maxrss)
        #else
            // Linux (and the BSDs) report `ru_maxrss` in kilobytes.
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
