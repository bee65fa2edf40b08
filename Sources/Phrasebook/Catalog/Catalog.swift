/// The compiled form of a Phrases folder: every app's declarations plus the
/// phrase graph and the shared value tries the matcher walks. Immutable and
/// `Sendable`, so one catalog serves any number of threads.
public struct Catalog: Sendable {
    /// The apps, in load order.
    let apps: [AppManifest]
    /// Every problem found while validating and compiling.
    public let diagnostics: [Diagnostic]
    /// Sizes and timing.
    public let statistics: CatalogStatistics
    /// Every compiled phrase; phrase graph payloads index this array.
    let phrases: [CompiledPhrase]

    let vocabulary: Vocabulary
    let graph: TokenTrie
    let slotKeys: [SlotKey]
    let valueSets: [ValueSet]
    /// Per app: type name → index in the manifest's `types`.
    let typeIndex: [[String: Int]]
    /// Per app and type: value id → index in the type's `values`.
    let valueIndex: [[ValueIDIndex]]
    /// Per app and type: the digest of the type's values the fingerprint
    /// adds (``CatalogFingerprint/digest(of:)``), kept so that a load or an
    /// entity update hashes no value it did not change.
    let valueDigests: [[UInt64]]
    /// A stable hash of the apps, types, values, intents, shortcuts and
    /// phrases, computed once when the catalog is made: a
    /// ``ConversationState`` records it, and a conversation refuses a state
    /// recorded with a catalog whose fingerprint differs.
    public let fingerprint: String
    /// Every locale some phrase of the catalog is in, sorted.
    public let locales: [String]
    /// What flexible matching knows of the catalog's words, built on first
    /// use (see ``LazyFlexibleIndex``): loading a compiled catalog file and
    /// updating entities do not pay for it.
    var flexibleIndex: FlexibleIndex { lazyFlexibleIndex.index }
    /// The box that builds ``flexibleIndex`` once, shared by copies.
    let lazyFlexibleIndex: LazyFlexibleIndex
    /// Which slot edges of a graph node may take a token (derived, see ``SlotEdgeIndex``).
    let slotIndex: SlotEdgeIndex
    /// The sources this catalog was compiled from, when it was read from a
    /// compiled catalog file (see `Archive/`); `nil` otherwise.
    let sourceFingerprint: SourceFingerprint?

    init(
        apps: [AppManifest], diagnostics: [Diagnostic], statistics: CatalogStatistics, phrases: [CompiledPhrase],
        vocabulary: Vocabulary, graph: TokenTrie, slotKeys: [SlotKey], valueSets: [ValueSet],
        typeIndex: [[String: Int]], valueIndex: [[ValueIDIndex]], sourceFingerprint: SourceFingerprint? = nil,
        slotIndex: SlotEdgeIndex? = nil, valueDigests: [[UInt64]]? = nil
    ) {
        self.apps = apps
        self.diagnostics = diagnostics
        self.statistics = statistics
        self.phrases = phrases
        self.vocabulary = vocabulary
        self.graph = graph
        self.slotKeys = slotKeys
        self.valueSets = valueSets
        self.typeIndex = typeIndex
        self.valueIndex = valueIndex
        // Given when read from a file or only one type changed.
        let valueDigests = valueDigests ?? CatalogFingerprint.valueDigests(of: apps)
        self.valueDigests = valueDigests
        self.fingerprint = CatalogFingerprint.of(apps: apps, phrases: phrases, valueDigests: valueDigests)
        self.locales = Self.locales(of: phrases)
        var phraseLocales: [String] = []
        for phrase in phrases where !phraseLocales.contains(phrase.locale) { phraseLocales.append(phrase.locale) }
        lazyFlexibleIndex = LazyFlexibleIndex(
            vocabulary: vocabulary, locales: phraseLocales, appAllowsFlexible: apps.map(\.flexibleMatching),
            valueTries: valueSets.map(\.trie))
        self.sourceFingerprint = sourceFingerprint
        // Given when only some value sets changed (``SlotEdgeIndex/replacing(_:in:tokenCount:)``).
        self.slotIndex = slotIndex ?? SlotEdgeIndex(graph: graph, slotKeys: slotKeys, valueSets: valueSets, tokenCount: vocabulary.count)
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

    /// The index of the value with `id` in type `type` of app `app`.
    func valueIndex(id: String, type: Int, app: Int) -> Int? {
        valueIndex[app][type].index(of: id)
    }
}
