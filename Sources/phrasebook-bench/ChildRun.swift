import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end with its output discarded and reports its wall
/// time, exit status and own peak memory (`wait4`'s resource usage, which is
/// the child's alone — unlike `RUSAGE_CHILDREN`, the largest of all children).
struct ChildRun {
    /// Wall time from spawn to exit, in seconds.
    var seconds: Double
    /// The exit status, or -1 when it did not exit normally.
    var status: Int32
    /// The child's peak resident bytes.
    var peakMemoryBytes: Int

    /// Runs `executable` with `arguments`; `nil` when it cannot be started.
    static func run(_ executable: String, _ arguments: [String]) -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = Measurement.clock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Measurement.seconds(Measurement.clock.now - start)
        let exited = status & 0x7f == 0
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
        #else
            let peak = Int(usage.ru_maxrss) * 1024
        #endif
        return ChildRun(seconds: seconds, status: exited ? (status >> 8) & 0xff : -1, peakMemoryBytes: peak)
    }

    /// The `phrasebook` executable built beside this one, if there is one.
    static func phrasebookExecutable() -> String? {
        guard let own = Bundle.main.executablePath else { return nil }
        let path = (own as NSString).deletingLastPathComponent + "/phrasebook"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
