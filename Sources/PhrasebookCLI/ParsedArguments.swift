/// Command-line words split into positionals and options, checked against
/// the options a command declares.
struct ParsedArguments {
    /// The command the words were parsed for.
    let declaration: CommandDeclaration
    /// Words that are not options, in order.
    private(set) var positionals: [String] = []
    /// Flags given, by long name (`--json`).
    private var flags: Set<String> = []
    /// Values of options given, by long name; the last one wins.
    private var values: [String: String] = [:]
    /// Every value of each option given, in order (for repeatable options).
    private var allValues: [String: [String]] = [:]

    /// Splits `words`: options that take a value take the next word (or
    /// `=value`), flags take none; `--` ends options.
    ///
    /// An option the command
    /// does not declare is a usage error naming the ones it does, even when
    /// another command takes it.
    init(_ words: [String], for declaration: CommandDeclaration) throws(CommandError) {
        self.declaration = declaration
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
            guard let option = declaration.option(named: name) else {
                let known = declaration.acceptedOptions.map(\.name).sorted().joined(separator: ", ")
                let isOtherCommands = OptionDeclaration.all.contains { $0.name == name }
                let problem = isOtherCommands ? "\(declaration.name) does not take \(name)" : "unknown option '\(name)'"
                throw .usage("\(problem) (this command takes: \(known))")
            }
            if !option.takesValue {
                if inlineValue != nil { throw .usage("\(option.name) takes no value") }
                flags.insert(option.name)
            } else if let inlineValue {
                values[option.name] = inlineValue
                allValues[option.name, default: []].append(inlineValue)
            } else if index < words.count {
                values[option.name] = words[index]
                allValues[option.name, default: []].append(words[index])
                index += 1
            } else {
                throw .usage("\(option.name) needs a value")
            }
        }
    }

    /// Whether `--help` (or `-h`) was given.
    var wantsHelp: Bool { flags.contains(OptionDeclaration.help.name) }

    /// Checks the words after the options against the declared argument:
    /// present when the command takes one, absent when it takes none.
    func checkArguments() throws(CommandError) {
        if let argument = declaration.argument {
            if positionals.isEmpty { throw .usage("missing \(argument.purpose)") }
            if !argument.repeats, positionals.count > 1 {
                throw .usage("unexpected argument '\(positionals[1])'; \(declaration.name) takes one \(argument.name)")
            }
        } else if let first = positionals.first {
            let advice = declaration.unexpectedArgumentAdvice.map { "; " + $0 } ?? ""
            throw .usage("unexpected argument '\(first)'\(advice)")
        }
    }

    /// The value given for `option`, or its declared default.
    func value(of option: OptionDeclaration) -> String? {
        assert(declaration.takes(option), "\(declaration.name) reads \(option.name) without declaring it")
        return values[option.name] ?? option.defaultValue
    }

    /// Every value given for a repeatable `option`, in order.
    func values(of option: OptionDeclaration) -> [String] {
        assert(declaration.takes(option), "\(declaration.name) reads \(option.name) without declaring it")
        return allValues[option.name] ?? []
    }

    /// The value of an option declared with a default (`--phrases`): what
    /// was given, else that default.
    func folder(_ option: OptionDeclaration) -> String {
        assert(option.defaultValue != nil, "\(option.name) has no default")
        return value(of: option) ?? ""
    }

    /// Whether the flag `option` was given.
    func isSet(_ option: OptionDeclaration) -> Bool {
        assert(declaration.takes(option), "\(declaration.name) reads \(option.name) without declaring it")
        return flags.contains(option.name)
    }
}
