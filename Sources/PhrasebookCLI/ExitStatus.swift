/// The process exit statuses of SPEC §8.
enum ExitStatus: Int32 {
    /// Done: resolved, clean, coverage met.
    case done = 0
    /// Ran but not done: no match, cancelled, needs a value, failed.
    case notDone = 1
    /// Bad usage or invalid phrases.
    case usage = 2
}
