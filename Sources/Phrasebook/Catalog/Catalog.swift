/// The compiled form of a Phrases folder: every app's declarations plus the
/// phrase graph and the shared value tries the matcher walks.
///
/// Immutable and
/// `Sendable`, so one catalog serves any number of threads.
public struct Catalog: Sendable {
    /// Everything the catalog holds, in one immutable object its copies
    /// share: a copy of a catalog (a matcher's, a conversation's, a step's)
    /// retains this one reference instead of each of its tables.
    let storage: CatalogStorage

    /// The apps, in load order.
    var apps: [AppManifest] { storage.apps }
    /// Every problem found while validating and compiling.
    public var diagnostics: [Diagnostic] { storage.diagnostics }
    /// Sizes and timing.
    public var statistics: CatalogStatistics { storage.statistics }
    /// Every compiled phrase; phrase graph payloads index this array.
    var phrases: [CompiledPhrase] { storage.phrases }
    /// What a candidate of each phrase reports, by phrase (see ``PhraseNames``).
    var phraseNames: [PhraseNames] { storage.phraseNames }
    /// Every token the phrases and values use, by id.
    var vocabulary: Vocabulary { storage.vocabulary }
    /// The phrase graph the matcher walks.
    var graph: TokenTrie { storage.graph }
    /// The slots' keys, which slot edges of the graph index.
    var slotKeys: [SlotKey] { storage.slotKeys }
    /// The shared value sets (and their tries) slot keys index.
    var valueSets: [ValueSet] { storage.valueSets }
    /// Each value set's trie, by set (see ``CatalogStorage/valueTries``).
    var valueTries: [TokenTrie] { storage.valueTries }
    /// The phrase graph seen by address (see ``TrieView``), valid while
    /// this catalog lives.
    var graphView: TrieView { storage.graphView }
    /// Each value set's trie seen by address, by set (see ``TrieView``),
    /// valid while this catalog lives.
    var valueTrieViews: [TrieView] { storage.valueTrieViews }
    /// Per slot key: its value set when it takes one without a glued
    /// suffix, else -1 (see ``CatalogStorage/plainSlotSets``).
    var plainSlotSets: [Int32] { storage.plainSlotSets }
    /// Per app: type name → index in the manifest's `types`.
    var typeIndex: [[String: Int]] { storage.typeIndex }
    /// Per app and type: value id → index in the type's `values`.
    var valueIndex: [[ValueIDIndex]] { storage.valueIndex }
    /// Per app and type: the digest of the type's values the fingerprint
    /// adds (``CatalogFingerprint/digest(of:)``), kept so that a load or an
    /// entity update hashes no value it did not change.
    var valueDigests: [[UInt64]] { storage.valueDigests }
    /// A stable hash of the apps, types, values, intents, shortcuts and
    /// phrases, computed once when the catalog is made: a
    /// ``ConversationState`` records it, and a conversation refuses a state
    /// recorded with a catalog whose fingerprint differs.
    public var fingerprint: String { storage.fingerprint }
    /// Every locale some phrase of the catalog is in, sorted.
    public var locales: [String] { storage.locales }
    /// ``locales`` keyed as ``localeKey(_:)`` keys them, when no two share
    /// a key; `nil` otherwise.
    var distinctLocaleKeys: [String]? { storage.distinctLocaleKeys }
    /// What flexible matching knows of the catalog's words, built on first
    /// use (see ``LazyFlexibleIndex``): loading a compiled catalog file and
    /// updating entities do not pay for it.
    var flexibleIndex: FlexibleIndex { storage.lazyFlexibleIndex.index }
    /// The box that builds ``flexibleIndex`` once, shared by copies.
    var lazyFlexibleIndex: LazyFlexibleIndex { storage.lazyFlexibleIndex }
    /// What completion derives from the catalog, built on first use and
    /// shared by copies.
    var completionAttachment: LazyAttachment { storage.completionAttachment }
    /// The words that tie a value to its maker in the catalog's languages
    /// (``ValueOwnerMarks``), worked out once and shared by copies.
    func valueOwnerMarks() -> ValueOwnerMarks {
        storage.ownerMarksAttachment.value { ValueOwnerMarks(locales: locales) }
    }

    /// The words that name the makers of values (``ValueOwnerWords``),
    /// worked out the first time a request says a maker's mark and shared
    /// by copies.
    func valueOwnerWords() -> ValueOwnerWords {
        storage.ownerWordsAttachment.value { ValueOwnerWords(catalog: self) }
    }

    /// What evidence readings know of each app (``EvidenceApp``), by app:
    /// worked out for every app the first time it is asked for and shared
    /// by copies; `index` is the catalog's flexible index.
    func evidenceApps(index: FlexibleIndex) -> [EvidenceApp] {
        if let known = storage.evidenceApps.kept(at: 0) { return known }
        let made = EvidenceApp.all(of: self, index: index)
        storage.evidenceApps.keep(made, at: 0)
        return made
    }

    /// The words that name an app in a request that does not say its name
    /// (``AppClues``), worked out the first time they are asked for and
    /// shared by copies; `index` is the catalog's flexible index.
    func appClues(index: FlexibleIndex) -> AppClues {
        if let known = storage.appClues.kept(at: 0) { return known }
        let made = AppClues(catalog: self, index: index, apps: evidenceApps(index: index))
        storage.appClues.keep(made, at: 0)
        return made
    }

    /// What evidence readings know of app `app` (see ``evidenceApps(index:)``).
    func evidence(ofApp app: Int, index: FlexibleIndex) -> EvidenceApp {
        let all = evidenceApps(index: index)
        return all.indices.contains(app) ? all[app] : EvidenceApp()
    }

    /// Which slot edges of a graph node may take a token (derived, see ``SlotEdgeIndex``).
    var slotIndex: SlotEdgeIndex { storage.slotIndex }
    /// Whether some slot takes an open `Date` value.
    var hasOpenDateSlots: Bool { storage.hasOpenDateSlots }
    /// Whether the exact stage may take a word the vocabulary does not
    /// hold (an open slot, or glued forms).
    var takesUnknownWords: Bool { storage.takesUnknownWords }
    /// The catalog's dialog templates, each parsed the first time a turn
    /// renders it (see ``DialogTemplates``), shared by copies.
    var dialogTemplates: DialogTemplates { storage.dialogTemplates }
    /// The sources this catalog was compiled from, when it was read from a
    /// compiled catalog file (see `Archive/`); `nil` otherwise.
    var sourceFingerprint: SourceFingerprint? { storage.sourceFingerprint }

    /// A catalog of `apps` compiled into `phrases`, `graph` and the value
    /// sets; what is derived from them (the fingerprint, the locales, the
    /// slot edge index unless given, the value digests unless given) is
    /// computed here.
    init(
        apps: [AppManifest], diagnostics: [Diagnostic], statistics: CatalogStatistics, phrases: [CompiledPhrase],
        vocabulary: Vocabulary, graph: TokenTrie, slotKeys: [SlotKey], valueSets: [ValueSet],
        typeIndex: [[String: Int]], valueIndex: [[ValueIDIndex]], sourceFingerprint: SourceFingerprint? = nil,
        slotIndex: SlotEdgeIndex? = nil, valueDigests: [[UInt64]]? = nil
    ) {
        storage = CatalogStorage(
            apps: apps, diagnostics: diagnostics, statistics: statistics, phrases: phrases, vocabulary: vocabulary,
            graph: graph,
            slotKeys: slotKeys, valueSets: valueSets, typeIndex: typeIndex, valueIndex: valueIndex,
            sourceFingerprint: sourceFingerprint, slotIndex: slotIndex, valueDigests: valueDigests)
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }

    /// The index of the app whose name or synonym — in any of its locales —
    /// normalizes like `name`.
    func appIndex(named name: String) -> Int? {
        let key = TextNormalizer.normalize(name)
        return apps.firstIndex { app in
            let names = [app.app.name] + app.app.synonyms
            return app.locales.contains { locale in
                names.contains { TextNormalizer.normalize(app.translate($0, into: locale)) == key }
            }
        }
    }

    /// The declaration of type `name` in app `app`.
    func type(named name: String, inApp app: Int) -> TypeDeclaration? {
        typeIndex[app][name].map { apps[app].types[$0] }
    }

    /// The index of type `name` in app `app`.
    func typeIndex(named name: String, inApp app: Int) -> Int? {
        typeIndex[app][name]
    }

    /// The index of intent `name` in app `app`'s `intents`, found in place
    /// (copying an intent out of the manifest would retain each of its
    /// fields).
    func intentIndex(named name: String, inApp app: Int) -> Int? {
        apps[app].intents.firstIndex { $0.name == name }
    }

    /// The index of the intent shortcut `shortcut` of app `app` invokes, in
    /// the app's `intents`, read from a table made with the catalog (finding
    /// it by name compares the names of the app's intents one by one, and a
    /// conversation turn asks at each step); `nil` when the app declares no
    /// intent of that name or there is no such shortcut.
    func intentIndex(ofShortcut shortcut: Int, inApp app: Int) -> Int? {
        guard storage.shortcutIntents.indices.contains(app), storage.shortcutIntents[app].indices.contains(shortcut)
        else { return nil }
        return storage.shortcutIntents[app][shortcut]
    }

    /// The index of the value with `id` in type `type` of app `app`.
    func valueIndex(id: String, type: Int, app: Int) -> Int? {
        valueIndex[app][type].index(of: id)
    }
}
