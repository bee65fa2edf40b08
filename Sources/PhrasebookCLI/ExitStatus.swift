/// The exit statuses of the `phrasebook` command: 0 done, 1 ran but not done, 2 bad usage or input.
enum ExitStatus: Int32 {
    /// Done: resolved, clean, coverage met.
    case done = 0
    /// Ran but not done: no match, cancelled, needs a value, failed.
    case notDone = 1
    /// Bad usage or invalid phrases.
    case usage = 2
}
