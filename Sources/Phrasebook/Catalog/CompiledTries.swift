/// The tries of a compilation, before they are wrapped in a ``Catalog``;
/// analyses such as collision finding run on it.
struct CompiledTries {
    var graph: TokenTrie
    var slotKeys: [SlotKey]
    var valueSets: [ValueSet]
    var phrases: [CompiledPhrase]
    var vocabulary: Vocabulary
}

extension Catalog {
    /// The catalog's tries, for the analyses that run on them (lint).
    var compiledTries: CompiledTries {
        CompiledTries(graph: graph, slotKeys: slotKeys, valueSets: valueSets, phrases: phrases, vocabulary: vocabulary)
    }
}
