extension Matcher {
    /// Why `utterance` matched what it did, or why it matched nothing: its
    /// tokens, every candidate, the verdict, and — when nothing matched —
    /// the phrases that came closest and where each diverged.
    ///
    /// - Parameters:
    ///   - utterance: What the user typed or said.
    ///   - locale: A locale tag to match in only, or `nil` for every locale.
    /// - Returns: The explanation.
    public func explain(_ utterance: String, locale: String? = nil) -> Explanation {
        var explainer = Explainer(catalog: catalog)
        explainer.allowsFlexibleMatching = allowsFlexibleMatching
        return explainer.explain(utterance, locale: locale)
    }
}

extension Explanation {
    /// The explanation as `phrasebook explain` prints it: the tokens (words
    /// no phrase uses in ``TextStyle/yellow``), the candidates with their
    /// bindings and scores, the verdict, and the closest phrases.
    ///
    /// - Parameter style: How to style each span of the text (plain by default).
    /// - Returns: The explanation as text.
    public func text(style: (String, TextStyle) -> String = TextStyle.plain) -> String {
        var lines: [String] = []
        let shown = tokens.enumerated().map { index, token in
            unknownTokens.contains(index) ? style(token + "?", .yellow) : token
        }
        lines.append(style("Tokens: ", .bold) + shown.joined(separator: " "))
        if !unknownTokens.isEmpty {
            let words = unknownTokens.map { "\"\(tokens[$0])\"" }.joined(separator: ", ")
            lines.append(style("  no phrase or value uses \(words)", .dim))
        }
        if !phraseMatches.isEmpty {
            lines.append(style("Candidates:", .bold))
            for (rank, candidate) in phraseMatches.enumerated() {
                let phrase = catalog.phrases[candidate.phraseIndex]
                let app = catalog.apps[candidate.app].app.name
                lines.append(
                    "  \(rank + 1). \(app) › \(candidate.intent)  \"\(phrase.template.source)\"  [\(candidate.locale)]  score \(candidate.score)"
                )
                for binding in candidate.bindings {
                    lines.append("     \(binding.parameter) = \(describe(binding, app: candidate.app))")
                }
                if let liberties = candidate.liberties, let cost = candidate.cost {
                    lines.append("     liberties, cost \(cost):")
                    for liberty in liberties { lines.append("       " + liberty.description) }
                }
            }
        }
        lines.append(style("Verdict: ", .bold) + verdict)
        if !nearMisses.isEmpty {
            lines.append(style("Closest phrases:", .bold))
            for (rank, miss) in nearMisses.enumerated() {
                let phrase = catalog.phrases[miss.phraseIndex]
                let app = catalog.apps[phrase.app].app.name
                let intent = catalog.apps[phrase.app].shortcuts[phrase.shortcut ?? 0].intent
                lines.append("  \(rank + 1). \(app) › \(intent)  \"\(phrase.template.source)\"  [\(phrase.locale)]")
                let matched = tokens.prefix(miss.matchedTokens).joined(separator: " ")
                let start = miss.matchedTokens == 0 ? "nothing matched" : "matched \"\(matched)\""
                if let token = miss.divergingToken {
                    lines.append("     \(start), then diverged at word \(miss.matchedTokens + 1) \"\(token)\"")
                } else {
                    lines.append("     \(start), then the utterance ended")
                }
                lines.append("     expected: " + miss.expected.joined(separator: " or "))
                if let suggestion = miss.suggestion {
                    lines.append("     " + style("did you mean \"\(suggestion)\"?", .green))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The explanation as `phrasebook explain --json` prints it:
    /// `{"tokens","unknown","candidates","verdict","blocked","closest"}`.
    public var json: JSONOutput {
        let candidates = phraseMatches.map { candidate -> JSONOutput in
            let phrase = catalog.phrases[candidate.phraseIndex]
            return .object(
                [
                    ("app", .string(catalog.apps[candidate.app].app.name)), ("intent", .string(candidate.intent)),
                    ("locale", .string(candidate.locale)), ("phrase", .string(phrase.template.source)),
                    ("score", .double(candidate.score)),
                    (
                        "bindings",
                        .object(candidate.bindings.map { ($0.parameter, bindingJSON($0, app: candidate.app)) })
                    ),
                ] + flexibleJSON(candidate))
        }
        let closest = nearMisses.map { miss -> JSONOutput in
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
            ("tokens", .array(tokens.map(JSONOutput.string))),
            ("unknown", .array(unknownTokens.map { .string(tokens[$0]) })),
            ("candidates", .array(candidates)), ("verdict", .string(verdict)),
            ("blocked", .array(blockedApps.map(JSONOutput.string))),
            ("closest", .array(closest)),
        ])
    }

    /// The id and title of each value a binding may mean.
    private func values(_ binding: Binding, app: Int) -> [(id: String, title: String)] {
        guard case .values(let type, let choices) = binding.value else { return [] }
        return choices.map { choice in
            let value = catalog.apps[app].types[type].values[choice.index]
            return (value.id, value.title)
        }
    }

    private func describe(_ binding: Binding, app: Int) -> String {
        switch binding.value {
        case .values:
            let shown = values(binding, app: app).map(\.id).joined(separator: " | ")
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
            return .array(
                values(binding, app: app).map { .object([("id", .string($0.id)), ("title", .string($0.title))]) })
        case .string(let text): return .string(text)
        case .integer(let number): return .int(number)
        case .number(let number): return .double(number)
        case .date(let date): return .string(ISODateParser.format(date))
        }
    }
}

extension Explanation {
    /// `"cost"` and `"liberties":[{"kind","typed","read","cost"}]` for a
    /// flexible reading; nothing for an exact one.
    func flexibleJSON(_ candidate: PhraseMatch) -> [(String, JSONOutput)] {
        guard let liberties = candidate.liberties, let cost = candidate.cost else { return [] }
        return [
            ("cost", .double(cost)),
            (
                "liberties",
                .array(
                    liberties.map { liberty in
                        .object([
                            ("kind", .string(liberty.kind.rawValue)), ("typed", .string(liberty.typed)),
                            ("read", .string(liberty.read)),
                            ("cost", .double((liberty.cost * 100).rounded() / 100)),
                        ])
                    })
            ),
        ]
    }
}
