/// The tables of a ``Catalog``, held once and shared by its copies (see
/// ``Catalog``'s own documentation of each): immutable, so sharing it is
/// as good as copying it.
final class CatalogStorage: Sendable {
    /// The apps, in load order.
    let apps: [AppManifest]
    /// Every problem found while validating and compiling.
    let diagnostics: [Diagnostic]
    /// Sizes and timing.
    let statistics: CatalogStatistics
    /// Every compiled phrase.
    let phrases: [CompiledPhrase]
    /// What a candidate of each phrase reports, by phrase (see ``PhraseNames``).
    let phraseNames: [PhraseNames]
    /// Every token the phrases and values use, by id.
    let vocabulary: Vocabulary
    /// The phrase graph.
    let graph: TokenTrie
    /// The slots' keys.
    let slotKeys: [SlotKey]
    /// The shared value sets.
    let valueSets: [ValueSet]
    /// Each value set's trie, by set: what a match walks, in an array of
    /// its own so finding one reads 8 bytes rather than a whole value set.
    let valueTries: [TokenTrie]
    /// ``graph`` seen by address, for the exact walk (kept valid by `graph`).
    let graphView: TrieView
    /// The buckets of each value trie's root when it is wide, by set, which
    /// `valueTrieViews` read.
    let valueRootBuckets: [RootEdgeBuckets?]
    /// Each of ``valueTries`` seen by address, by set, for the exact walk
    /// (kept valid by `valueTries` and `valueRootBuckets`): walking a slot
    /// edge retains nothing.
    let valueTrieViews: [TrieView]
    /// Per slot key: its value set when it takes one without a glued
    /// suffix, else -1 (an open slot, or a suffix to cut): what the exact
    /// walk reads for most slot edges instead of the whole key.
    let plainSlotSets: [Int32]
    /// Per app: type name → index in the manifest's `types`.
    let typeIndex: [[String: Int]]
    /// Per app and type: value id → index in the type's `values`.
    let valueIndex: [[ValueIDIndex]]
    /// Per app and type: the digest of the type's values.
    let valueDigests: [[UInt64]]
    /// The catalog's stable hash, worked out when first read.
    private let lazyFingerprint: LazyFingerprint
    /// The catalog's stable hash.
    var fingerprint: String { lazyFingerprint.fingerprint }
    /// Every locale some phrase is in, sorted.
    let locales: [String]
    /// ``locales`` keyed as ``Catalog/localeKey(_:)`` keys them, when no two
    /// share a key (`nil` otherwise): a locale tag is then looked up among
    /// the few locales, not matched against every phrase's.
    let distinctLocaleKeys: [String]?
    /// The box that builds the flexible index once.
    let lazyFlexibleIndex: LazyFlexibleIndex
    /// What completion derives from the catalog, built on first use.
    let completionAttachment = LazyAttachment()
    /// The words a mistyped word may be corrected to, built on first use.
    let typoAttachment = LazyAttachment()
    /// The words that tie a value to its maker, built on first use.
    let ownerMarksAttachment = LazyAttachment()
    /// The words that name the makers of values, built on first use.
    let ownerWordsAttachment = LazyAttachment()
    /// What evidence readings know of each app, by app, worked out for
    /// every app the first time flexible matching asks (see
    /// ``EvidenceApp``), kept at place 0.
    let evidenceApps: LazyTable<[EvidenceApp]>
    /// The words that name an app in a request that does not say its name
    /// (see ``AppClues``), worked out the first time one is read, kept at
    /// place 0.
    let appClues: LazyTable<AppClues>
    /// Which slot edges of a graph node may take a token.
    let slotIndex: SlotEdgeIndex
    /// The sources the catalog was compiled from, when read from a file.
    let sourceFingerprint: SourceFingerprint?
    /// Per app and shortcut: the index of the shortcut's intent in the
    /// app's `intents`, `nil` when it declares none of that name.
    let shortcutIntents: [[Int?]]
    /// Whether some slot takes an open `Date` value, so a match must be
    /// ready to read dates (most catalogs have none).
    let hasOpenDateSlots: Bool
    /// Whether the exact stage may take a word the vocabulary does not
    /// hold: an open slot takes any word, and a glued form's cut may find a
    /// known prefix in an unknown word.
    let takesUnknownWords: Bool
    /// The dialog templates (a slot per intent): each intent's result
    /// dialog in its app's own locale parsed now, any other text as turns
    /// first render it.
    let dialogTemplates: DialogTemplates

    /// The tables of a catalog of `apps`, with what is derived from them
    /// computed (see ``Catalog/init(apps:diagnostics:statistics:phrases:vocabulary:graph:slotKeys:valueSets:typeIndex:valueIndex:sourceFingerprint:slotIndex:valueDigests:)``).
    init(
        apps: [AppManifest], diagnostics: [Diagnostic], statistics: CatalogStatistics, phrases: [CompiledPhrase],
        vocabulary: Vocabulary, graph: TokenTrie, slotKeys: [SlotKey], valueSets: [ValueSet],
        typeIndex: [[String: Int]], valueIndex: [[ValueIDIndex]], sourceFingerprint: SourceFingerprint?,
        slotIndex: SlotEdgeIndex?, valueDigests: [[UInt64]]?
    ) {
        self.apps = apps
        self.diagnostics = diagnostics
        self.statistics = statistics
        self.phrases = phrases
        let shortcutIntents = Self.shortcutIntents(of: apps)
        self.shortcutIntents = shortcutIntents
        phraseNames = PhraseNames.of(phrases, apps: apps, shortcutIntents: shortcutIntents)
        self.vocabulary = vocabulary
        self.graph = graph
        self.slotKeys = slotKeys
        self.valueSets = valueSets
        self.typeIndex = typeIndex
        self.valueIndex = valueIndex
        // Given when read from a file or only one type changed.
        let valueDigests = valueDigests ?? CatalogFingerprint.valueDigests(of: apps)
        self.valueDigests = valueDigests
        lazyFingerprint = LazyFingerprint(apps: apps, phrases: phrases, valueDigests: valueDigests)
        let phraseLocales = Catalog.localesInOrderMet(of: phrases)
        self.locales = phraseLocales.sorted()
        let localeKeys = locales.map(Catalog.localeKey)
        distinctLocaleKeys = Set(localeKeys).count == localeKeys.count ? localeKeys : nil
        let valueTries = valueSets.map(\.trie)
        self.valueTries = valueTries
        graphView = TrieView(graph)
        let valueRootBuckets = valueTries.map(RootEdgeBuckets.init)
        self.valueRootBuckets = valueRootBuckets
        valueTrieViews = zip(valueTries, valueRootBuckets).map { TrieView($0, rootBuckets: $1) }
        plainSlotSets = slotKeys.map { key in
            guard key.suffix == nil, case .valueSet(let set) = key.source else { return -1 }
            return set
        }
        lazyFlexibleIndex = LazyFlexibleIndex(
            vocabulary: vocabulary, locales: phraseLocales, appAllowsFlexible: apps.map(\.flexibleMatching),
            valueTries: valueTries, graph: graph, slotKeys: slotKeys, phrases: phrases, apps: apps,
            valueSetOwners: valueSets.map { set in
                switch set.kind {
                case .values(let app, let type): FlexibleIndex.nounOwner(app: app, type: type)
                case .applicationName(let app): FlexibleIndex.nounOwner(app: app, type: nil)
                }
            })
        evidenceApps = LazyTable(count: 1)
        appClues = LazyTable(count: 1)
        self.sourceFingerprint = sourceFingerprint
        hasOpenDateSlots = slotKeys.contains { key in
            if case .open(.date) = key.source { return true }
            return false
        }
        let hasOpenSlots = slotKeys.contains { key in
            if case .open = key.source { return true }
            return false
        }
        takesUnknownWords = hasOpenSlots || vocabulary.hasGluedForms
        dialogTemplates = DialogTemplates(apps: apps)
        // Given when only some value sets changed (``SlotEdgeIndex/replacing(_:in:tokenCount:)``).
        self.slotIndex =
            slotIndex
            ?? SlotEdgeIndex(graph: graph, slotKeys: slotKeys, valueSets: valueSets, tokenCount: vocabulary.count)
    }

    /// Per app and shortcut: the index of the shortcut's intent in the
    /// app's `intents` (the first of that name), `nil` when it declares
    /// none of that name.
    static func shortcutIntents(of apps: [AppManifest]) -> [[Int?]] {
        apps.map { app in
            app.shortcuts.map { shortcut in app.intents.firstIndex { $0.name == shortcut.intent } }
        }
    }
}
