import Phrasebook

/// `phrasebook explain UTTERANCE…`: shows the normalized tokens, every
/// candidate with its phrase, bindings and score, why the winner won, and —
/// when nothing matches — the closest phrases and where each diverged.
enum ExplainCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "explain",
        summary: "show why an utterance matches what it does (or nothing)",
        options: [
            .phrases, .locale.helping("consider only phrases of this locale"),
            .json.helping(#"one JSON document: {"tokens","unknown","candidates","verdict","closest"}"#),
        ],
        argument: ArgumentDeclaration(name: "UTTERANCE", purpose: "the utterance to explain"),
        discussion: """
            Shows the utterance's normalized tokens (marking words no phrase or value
            uses), every candidate with its app, intent, phrase, bindings and score,
            and why the first one wins. When nothing matches, it lists the closest
            phrases: how many tokens each matched, the token where it diverged, the
            words or values that would have continued it, and a close spelling
            when the diverging token looks like a typo.
            """,
        examples: [#"phrasebook explain "Open The Outsider in Library""#, #"phrasebook explain "Start Walkng in Meditation""#],
        exitCodes: [
            ExitCodeDeclaration(.done, "something matched"), ExitCodeDeclaration(.notDone, "nothing matched"),
            ExitCodeDeclaration(.usage, "bad usage or invalid phrases"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let explanation = Explainer(catalog: catalog).explain(arguments.positionals.joined(separator: " "), locale: arguments.value(of: .locale))
        let printer = ExplanationPrinter(catalog: catalog, console: console)
        if arguments.isSet(.json) {
            console.print(printer.json(explanation).serialized())
        } else {
            printer.print(explanation)
        }
        return explanation.candidates.isEmpty ? .notDone : .done
    }
}

/// Prints an ``Explanation`` for a person or as JSON.
struct ExplanationPrinter {
    let catalog: Catalog
    let console: Console

    func print(_ explanation: Explanation) {
        let shown = explanation.tokens.enumerated().map { index, token in
            explanation.unknownTokens.contains(index) ? console.yellow(token + "?") : token
        }
        console.print(console.bold("Tokens: ") + shown.joined(separator: " "))
        if !explanation.unknownTokens.isEmpty {
            let words = explanation.unknownTokens.map { "\"\(explanation.tokens[$0])\"" }.joined(separator: ", ")
            console.print(console.dim("  no phrase or value uses \(words)"))
        }
        if !explanation.candidates.isEmpty {
            console.print(console.bold("Candidates:"))
            for (rank, candidate) in explanation.candidates.enumerated() {
                let phrase = catalog.phrases[candidate.phraseIndex]
                let app = catalog.apps[candidate.app].app.name
                console.print("  \(rank + 1). \(app) › \(candidate.intent)  \"\(phrase.template.source)\"  [\(candidate.locale)]  score \(candidate.score)")
                for binding in candidate.bindings {
                    console.print("     \(binding.parameter) = \(describe(binding, app: candidate.app))")
                }
            }
        }
        console.print(console.bold("Verdict: ") + explanation.verdict)
        if !explanation.nearMisses.isEmpty {
            console.print(console.bold("Closest phrases:"))
            for (rank, miss) in explanation.nearMisses.enumerated() {
                let phrase = catalog.phrases[miss.phraseIndex]
                let app = catalog.apps[phrase.app].app.name
                let intent = catalog.apps[phrase.app].shortcuts[phrase.shortcut ?? 0].intent
                console.print("  \(rank + 1). \(app) › \(intent)  \"\(phrase.template.source)\"  [\(phrase.locale)]")
                let matched = explanation.tokens.prefix(miss.matchedTokens).joined(separator: " ")
                let start = miss.matchedTokens == 0 ? "nothing matched" : "matched \"\(matched)\""
                if let token = miss.divergingToken {
                    console.print("     \(start), then diverged at word \(miss.matchedTokens + 1) \"\(token)\"")
                } else {
                    console.print("     \(start), then the utterance ended")
                }
                console.print("     expected: " + miss.expected.joined(separator: " or "))
                if let suggestion = miss.suggestion {
                    console.print("     " + console.green("did you mean \"\(suggestion)\"?"))
                }
            }
        }
    }

    func json(_ explanation: Explanation) -> JSONOutput {
        let candidates = explanation.candidates.map { candidate -> JSONOutput in
            let phrase = catalog.phrases[candidate.phraseIndex]
            return .object([
                ("app", .string(catalog.apps[candidate.app].app.name)), ("intent", .string(candidate.intent)),
                ("locale", .string(candidate.locale)), ("phrase", .string(phrase.template.source)),
                ("score", .double(candidate.score)),
                ("bindings", .object(candidate.bindings.map { ($0.parameter, bindingJSON($0, app: candidate.app)) })),
            ])
        }
        let closest = explanation.nearMisses.map { miss -> JSONOutput in
            let phrase = catalog.phrases[miss.phraseIndex]
            return .object([
                ("app", .string(catalog.apps[phrase.app].app.name)),
                ("intent", .string(catalog.apps[phrase.app].shortcuts[phrase.shortcut ?? 0].intent)),
                ("locale", .string(phrase.locale)), ("phrase", .string(phrase.template.source)),
                ("matchedTokens", .int(miss.matchedTokens)),
                ("divergingToken", miss.divergingToken.map(JSONOutput.string) ?? .null),
                ("expected", .array(miss.expected.map(JSONOutput.string))),
                ("suggestion", miss.suggestion.map(JSONOutput.string) ?? .null),
            ])
        }
        return .object([
            ("tokens", .array(explanation.tokens.map(JSONOutput.string))),
            ("unknown", .array(explanation.unknownTokens.map { .string(explanation.tokens[$0]) })),
            ("candidates", .array(candidates)), ("verdict", .string(explanation.verdict)),
            ("blocked", .array(explanation.blockedApps.map(JSONOutput.string))),
            ("closest", .array(closest)),
        ])
    }

    private func values(_ binding: Binding, app: Int) -> [(String, String)] {
        guard case .values(let type, let choices) = binding.value else { return [] }
        return choices.map { choice in
            let value = catalog.apps[app].types[type].values[choice.index]
            return (value.id, value.title)
        }
    }

    private func describe(_ binding: Binding, app: Int) -> String {
        switch binding.value {
        case .values:
            let shown = values(binding, app: app).map { "\($0.0)" }.joined(separator: " | ")
            return "\(shown)  (said \"\(binding.text)\")"
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .number(let number): return String(number)
        case .date(let date): return ISODateParser.format(date)
        }
    }

    private func bindingJSON(_ binding: Binding, app: Int) -> JSONOutput {
        switch binding.value {
        case .values:
            return .array(values(binding, app: app).map { .object([("id", .string($0.0)), ("title", .string($0.1))]) })
        case .string(let text): return .string(text)
        case .integer(let number): return .int(number)
        case .number(let number): return .double(number)
        case .date(let date): return .string(ISODateParser.format(date))
        }
    }
}
