/// Command-line words split into positionals and options, checked against
/// what a command accepts.
struct ParsedArguments {
    /// A usage error, printed with the command's usage line.
    struct UsageError: Error {
        var message: String
    }

    /// Words that are not options, in order.
    var positionals: [String] = []
    /// Flags given (`--json`).
    var flags: Set<String> = []
    /// Options with values (`--phrases DIR`), last one wins.
    var values: [String: String] = [:]

    /// Splits `words`: `valued` options take the next word (or `=value`),
    /// `flags` take none; `--` ends options.
    init(_ words: [String], flags allowedFlags: Set<String>, valued: Set<String>) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if allowedFlags.contains(name) {
                if inlineValue != nil { throw UsageError(message: "\(name) takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < words.count {
                    values[name] = words[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value")
                }
            } else {
                let known = (allowedFlags.union(valued)).sorted().joined(separator: ", ")
                throw UsageError(message: "unknown option '\(name)' (this command takes: \(known))")
            }
        }
    }
}
