import Foundation

// The `phrasebook` command: parses arguments, runs one command, exits with
// its status (0 done, 1 ran but not done, 2 bad usage or invalid phrases).
let status = CommandRunner.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
