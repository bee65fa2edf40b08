import Foundation

extension Catalog {
    /// What `phrasebook compile` prints after the diagnostics: the apps,
    /// shortcuts, phrases and values compiled, the expanded utterances, the
    /// trie's size, and the compile time with the error and warning counts.
    public var compileSummary: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let milliseconds = String(format: "%.1f", statistics.compileSeconds * 1000)
        return """
            \(statistics.apps.counted("app")), \(statistics.shortcuts.counted("shortcut")), \
            \(statistics.phrases.counted("phrase")), \(statistics.values.counted("value")) \
            (\(statistics.valueVariants.counted("title or synonym", plural: "titles and synonyms")))
            \(statistics.expandedUtterances.counted("expanded utterance"))
            trie: \(statistics.phraseGraphNodes) phrase-graph nodes + \(statistics.valueTrieNodes) value-trie nodes, \
            \(statistics.vocabularySize.counted("distinct token")), \(statistics.bytes) bytes
            compiled in \(milliseconds) ms: \(errors.counted("error")), \(warnings.counted("warning"))
            """
    }

    /// What `phrasebook compile --json` prints: `{"statistics":{…},"errors":N,"warnings":N,"diagnostics":[…]}`.
    public var compileJSON: JSONOutput {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let counts: JSONOutput = .object([
            ("apps", .int(statistics.apps)), ("shortcuts", .int(statistics.shortcuts)),
            ("phrases", .int(statistics.phrases)), ("values", .int(statistics.values)),
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
