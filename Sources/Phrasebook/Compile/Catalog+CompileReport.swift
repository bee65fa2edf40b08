import Foundation

extension Catalog {
    /// What `phrasebook compile` prints after the diagnostics: the apps,
    /// shortcuts, phrases and values compiled, the expanded utterances, the
    /// trie's size, and the compile time with the error and warning counts.
    ///
    /// Phrases are counted as `coverage` counts them: each phrase of a
    /// shortcut in each locale once, a repeated one once, negative phrases
    /// apart.
    public var compileSummary: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let negative = negativePhraseCount
        let negativeNote = negative == 0 ? "" : " (and \(negative.counted("negative phrase")))"
        let warnings = diagnostics.count - errors
        let milliseconds = String(format: "%.1f", statistics.compileSeconds * 1000)
        return """
            \(statistics.apps.counted("app")), \(statistics.shortcuts.counted("shortcut")), \
            \(shortcutPhraseCount.counted("phrase"))\(negativeNote), \(statistics.values.counted("value")) \
            (\(statistics.valueVariants.counted("title or synonym", plural: "titles and synonyms")))
            \(statistics.expandedUtterances.counted("expanded utterance"))
            trie: \(statistics.phraseGraphNodes) phrase-graph nodes + \(statistics.valueTrieNodes) value-trie nodes, \
            \(statistics.vocabularySize.counted("distinct token")), \(statistics.bytes) bytes
            compiled in \(milliseconds) ms: \(errors.counted("error")), \(warnings.counted("warning"))
            """
    }

    /// What `phrasebook compile --json` prints: `{"statistics":{…},"errors":N,"warnings":N,"diagnostics":[…]}`,
    /// phrases counted as in ``compileSummary``.
    public var compileJSON: JSONOutput {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let counts: JSONOutput = .object([
            ("apps", .int(statistics.apps)), ("shortcuts", .int(statistics.shortcuts)),
            ("phrases", .int(shortcutPhraseCount)), ("negativePhrases", .int(negativePhraseCount)),
            ("values", .int(statistics.values)),
            ("valueVariants", .int(statistics.valueVariants)),
            ("expandedUtterances", .int(statistics.expandedUtterances)),
            ("phraseGraphNodes", .int(statistics.phraseGraphNodes)),
            ("valueTrieNodes", .int(statistics.valueTrieNodes)),
            ("trieNodes", .int(statistics.trieNodes)), ("vocabulary", .int(statistics.vocabularySize)),
            ("bytes", .int(statistics.bytes)), ("compileSeconds", .double(statistics.compileSeconds)),
        ])
        return .object([
            ("statistics", counts), ("errors", .int(errors)), ("warnings", .int(diagnostics.count - errors)),
            ("diagnostics", .array(diagnostics.map(\.json))),
        ])
    }
}

extension Catalog {
    /// The phrases of shortcuts, each locale's once: a phrase a shortcut
    /// repeats in one locale (a String Catalog may list one twice) counts
    /// once, as `coverage` counts it.
    var shortcutPhraseCount: Int {
        var seen = Set<String>()
        for phrase in phrases {
            guard let shortcut = phrase.shortcut else { continue }
            seen.insert("\(phrase.app) \(shortcut) \(phrase.locale) \(phrase.template.normalizedText)")
        }
        return seen.count
    }

    /// The negative phrases, each locale's once.
    var negativePhraseCount: Int {
        var seen = Set<String>()
        for phrase in phrases where phrase.shortcut == nil {
            seen.insert("\(phrase.app) \(phrase.locale) \(phrase.template.normalizedText)")
        }
        return seen.count
    }
}
