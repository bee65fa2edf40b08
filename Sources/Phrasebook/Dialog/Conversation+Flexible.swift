/// The dialog's side of flexible matching: asking "Did you mean …?" before
/// acting on a distant reading, and offering the closest phrases when
/// nothing was close enough.
extension Catalog {
    /// "Did you mean "Start Walking in Meditation"?", in the reading's language.
    func didYouMeanPrompt(_ match: PhraseMatch) -> Prompt {
        Prompt(kind: .didYouMean, text: didYouMeanText(match))
    }

    /// ` Closest phrases: "…", "…"` for a `noMatch` message, or nothing.
    func closestPhrasesNotice(_ result: MatchResult) -> String {
        guard let first = result.closest.first else { return "" }
        return " " + Language.of(first.locale).flexibleWords.closestPhrases(result.closest.map(spokenPhrase))
    }

    /// The closest phrases as suggestions, or `nil` when there are none.
    func closestSuggestions(_ result: MatchResult) -> [Suggestion]? {
        guard !result.closest.isEmpty else { return nil }
        return result.closest.map { match in
            let shortcut = apps[match.app].shortcuts[match.shortcut]
            return Suggestion(
                app: apps[match.app].app.name, intent: match.intent,
                shortTitle: shortcut.shortTitle.map { apps[match.app].translate($0, into: match.locale) },
                phrase: spokenPhrase(match))
        }
    }
}
