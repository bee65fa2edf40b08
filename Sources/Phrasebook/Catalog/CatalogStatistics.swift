/// Sizes and timing of a compiled catalog, as `phrasebook compile` and the
/// benchmark print them.
public struct CatalogStatistics: Sendable {
    /// Apps compiled.
    public var apps = 0
    /// App Shortcuts.
    public var shortcuts = 0
    /// Phrase templates (including negative phrases).
    public var phrases = 0
    /// Entity and enum values across all types.
    public var values = 0
    /// Titles and synonyms inserted into value tries.
    public var valueVariants = 0
    /// Utterances the phrases expand to (phrase × app names × values).
    public var expandedUtterances = 0
    /// Nodes of the phrase graph.
    public var phraseGraphNodes = 0
    /// Nodes of all shared value tries.
    public var valueTrieNodes = 0
    /// Distinct tokens.
    public var vocabularySize = 0
    /// Bytes held by tries and vocabulary.
    public var bytes = 0
    /// Seconds spent validating and compiling.
    public var compileSeconds = 0.0

    /// All trie nodes.
    public var trieNodes: Int { phraseGraphNodes + valueTrieNodes }
}
