/// Finds phrases that write a word against a `${…}` token with no space
/// (`Apri${applicationName}`, a real Italian translation) in a script that
/// spaces its words: Siri reads the word and the value as one word, so the
/// phrase is almost surely a slip.
///
/// Hangul (particles glue on by design),
/// Han and Kana (unspaced) and a word glued by an apostrophe (`${person}'s`,
/// `l'${x}`) are not reported.
enum GluedWordFinder {
    /// One warning (PB123) per glued word, with the phrase as it should read as the witness.
    static func findings(in catalog: Catalog, locale: String?) -> [LintFinding] {
        var findings: [LintFinding] = []
        for phrase in catalog.phrases where locale == nil || phrase.locale == locale {
            let segments = phrase.template.segments
            for (index, segment) in segments.enumerated() {
                let token: String
                switch segment {
                case .text: continue
                case .applicationName: token = "${applicationName}"
                case .parameter(let name): token = "${\(name)}"
                }
                var glued: [String] = []
                if index > 0, case .text(let before) = segments[index - 1], let last = before.unicodeScalars.last,
                    isSpacedWord(last),
                    let word = TextNormalizer.tokenize(before).last
                {
                    glued.append(
                        "\"\(String(before.utf8.suffix(before.utf8.count - word.sourceStart)) ?? word.text)\" is written against \(token)"
                    )
                }
                if index + 1 < segments.count, case .text(let after) = segments[index + 1],
                    let first = after.unicodeScalars.first,
                    isSpacedWord(first), let word = TextNormalizer.tokenize(after, limit: 1).first
                {
                    glued.append(
                        "\(token) is written against \"\(String(after.utf8.prefix(word.sourceEnd)) ?? word.text)\"")
                }
                for problem in glued {
                    let manifest = catalog.apps[phrase.app]
                    let site = PhraseSite(phrase, in: manifest)
                    findings.append(
                        LintFinding(
                            site.diagnostic(
                                .warning, .gluedWord,
                                "\(problem) with no space, so the two read as one word; add a space (this \(site.noun("phrase")): \"\(phrase.template.source)\")"
                            )))
                }
            }
        }
        return findings
    }

    /// Whether `scalar` is a letter or digit of a script that spaces its words.
    private static func isSpacedWord(_ scalar: Unicode.Scalar) -> Bool {
        ScriptClass(scalar) == .word && !HangulSyllable.isHangul(scalar)
    }
}
