/// Sizes and compile time of a compiled catalog, as `phrasebook compile`
/// prints them.
///
/// ```swift
/// let statistics = Catalog(directory: "Phrases").statistics
/// print(statistics.phrases, statistics.expandedUtterances, statistics.bytes)
/// ```
public struct CatalogStatistics: Sendable {
    /// Apps compiled.
    public internal(set) var apps = 0
    /// App Shortcuts.
    public internal(set) var shortcuts = 0
    /// Phrase templates (including negative phrases).
    public internal(set) var phrases = 0
    /// Entity and enum values across all types.
    public internal(set) var values = 0
    /// Titles and synonyms inserted into value tries.
    public internal(set) var valueVariants = 0
    /// Utterances the phrases expand to (phrase × app names × values).
    public internal(set) var expandedUtterances = 0
    /// Nodes of the phrase graph.
    public internal(set) var phraseGraphNodes = 0
    /// Nodes of all shared value tries.
    public internal(set) var valueTrieNodes = 0
    /// Distinct tokens.
    public internal(set) var vocabularySize = 0
    /// Bytes held by tries and vocabulary.
    public internal(set) var bytes = 0
    /// Seconds spent validating and compiling.
    public internal(set) var compileSeconds = 0.0

    /// All trie nodes.
    public var trieNodes: Int { phraseGraphNodes + valueTrieNodes }
}
