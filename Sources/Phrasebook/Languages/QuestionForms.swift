/// One language's ways of asking the built-in questions: whole
/// questions that name no app ("What can I do here?"), and forms with an
/// app's name between a prefix and a suffix ("What can I do with <App>?",
/// "<App>能做什么？", "<App>로 뭘 할 수 있어?").
///
/// Every form is normalized
/// as utterances are, so Han characters are single tokens.
struct QuestionForms: Sendable {
    /// Normalized questions that name no app.
    let everything: Set<String>
    /// The tokens before and after an app's name, in the order tried.
    let around: [([String], [String])]
    /// Normalized words that stand where an app's name would but mean "here"
    /// or the speaker (`ở đây`, `여기서`, `这里`): the question is about everything.
    let selfNames: Set<String>
    /// Particles that may be glued to the end of the app's name (Korean
    /// `명상으로`), longest first.
    let nameParticles: [String]
    /// Tokens that may end a question without changing it (`vậy`, `呢`).
    let trailing: Set<String>
    /// The positions in `around` of the forms whose prefix starts with a
    /// word, by that word; of the forms with no prefix, by the last word of
    /// their suffix; and of the forms with neither.
    ///
    /// A question is compared
    /// only with the forms its first or last word can be part of.
    let aroundByFirstWord: [String: [Int]]
    let aroundByLastWord: [String: [Int]]
    let aroundWithNeither: [Int]
    /// The first word of each of ``everything``'s questions: an utterance
    /// starting with another word is not one of them (no need to join it).
    let everythingFirstWords: Set<String>

    /// Forms from readable templates, `<app>` marking the app's name.
    init(
        everything: [String], around: [String], selfNames: [String] = [], nameParticles: [String] = [],
        trailing: [String] = []
    ) {
        self.everything = Set(everything.map(TextNormalizer.normalize))
        self.around = around.map { template in
            let parts = template.components(separatedBy: "<app>")
            return (TextNormalizer.words(parts[0]), TextNormalizer.words(parts.count > 1 ? parts[1] : ""))
        }
        self.selfNames = Set(selfNames.map(TextNormalizer.normalize))
        self.nameParticles = nameParticles.sorted { $0.count > $1.count }
        self.trailing = Set(trailing.flatMap(TextNormalizer.words))
        var byFirstWord: [String: [Int]] = [:]
        var byLastWord: [String: [Int]] = [:]
        var neither: [Int] = []
        for (index, form) in self.around.enumerated() {
            if let first = form.0.first {
                byFirstWord[first, default: []].append(index)
            } else if let last = form.1.last {
                byLastWord[last, default: []].append(index)
            } else {
                neither.append(index)
            }
        }
        aroundByFirstWord = byFirstWord
        aroundByLastWord = byLastWord
        aroundWithNeither = neither
        everythingFirstWords = Set(self.everything.compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// Whether an utterance whose first token is `first` and whose last
    /// tokens are `last` (and `beforeLast`, the token before it, if any)
    /// could be one of these questions: a check without allocating, made
    /// before the utterance's tokens are compared with any form.
    func mayAsk(first: String, last: String, beforeLast: String?) -> Bool {
        if everythingFirstWords.contains(first) || aroundByFirstWord[first] != nil || !aroundWithNeither.isEmpty {
            return true
        }
        if aroundByLastWord[last] != nil { return true }
        guard let beforeLast, trailing.contains(last) else { return false }
        return aroundByLastWord[beforeLast] != nil
    }
}
