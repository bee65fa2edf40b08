/// One language's ways of asking the built-in questions (SPEC §6): whole
/// questions that name no app ("What can I do here?"), and forms with an
/// app's name between a prefix and a suffix ("What can I do with <App>?",
/// "<App>能做什么？", "<App>로 뭘 할 수 있어?"). Every form is normalized
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
    /// word, by that word; and of the forms with no prefix. A question is
    /// compared only with the forms its first word can start.
    let aroundByFirstWord: [String: [Int]]
    let aroundWithoutPrefix: [Int]

    /// Forms from readable templates, `<app>` marking the app's name.
    init(everything: [String], around: [String], selfNames: [String] = [], nameParticles: [String] = [], trailing: [String] = []) {
        self.everything = Set(everything.map(TextNormalizer.normalize))
        self.around = around.map { template in
            let parts = template.components(separatedBy: "<app>")
            return (TextNormalizer.words(parts[0]), TextNormalizer.words(parts.count > 1 ? parts[1] : ""))
        }
        self.selfNames = Set(selfNames.map(TextNormalizer.normalize))
        self.nameParticles = nameParticles.sorted { $0.count > $1.count }
        self.trailing = Set(trailing.flatMap(TextNormalizer.words))
        var byFirstWord: [String: [Int]] = [:]
        var withoutPrefix: [Int] = []
        for (index, form) in self.around.enumerated() {
            if let first = form.0.first { byFirstWord[first, default: []].append(index) } else { withoutPrefix.append(index) }
        }
        aroundByFirstWord = byFirstWord
        aroundWithoutPrefix = withoutPrefix
    }
}
