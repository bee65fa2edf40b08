import Foundation

/// A catalog's ``FlexibleIndex``, built the first time flexible matching
/// asks for it rather than when the catalog is made: building it reads
/// every word of the vocabulary, which took most of loading a compiled
/// catalog file and of an entity update, and an exact match never needs it.
///
/// Shared by copies of a catalog (the index is built once for all of them)
/// and safe to ask from several threads at once: the first asker builds it,
/// the others wait for it.
final class LazyFlexibleIndex: @unchecked Sendable {
    /// What the index is built from, dropped once it is built.
    private struct Sources {
        var vocabulary: Vocabulary
        var locales: [String]
        var appAllowsFlexible: [Bool]
        var valueTries: [TokenTrie]
        var graph: TokenTrie
        var slotKeys: [SlotKey]
        var phrases: [CompiledPhrase]
        var apps: [AppManifest]
        var valueSetOwners: [Int64]
    }

    /// A built index, in a box of its own: a match takes the box (one
    /// reference) and reads the index in place, where a copy of the index
    /// would retain and release each of its tables on every match.
    final class Built: Sendable {
        /// The index.
        let index: FlexibleIndex

        /// A box holding `index`.
        init(_ index: FlexibleIndex) {
            self.index = index
        }
    }

    /// The built index, once asked for.
    ///
    /// Guarded by `lock`.
    private var built: Built?
    /// What to build it from until then.
    ///
    /// Guarded by `lock`.
    private var sources: Sources?
    private let lock = NSLock()

    /// The index of `vocabulary` for phrases in `locales` and value sets
    /// with `valueTries`, with the signatures and locales of `graph`'s
    /// nodes (whose slots `slotKeys` name and whose payloads are places in
    /// `phrases`) and the apps' names and types' titles, read from `apps`
    /// when the index is built (loading a catalog does not gather them);
    /// `valueSetOwners` says per value set what its values are
    /// (``FlexibleIndex/nounOwner(app:type:)``, -1 for none).
    init(
        vocabulary: Vocabulary, locales: [String], appAllowsFlexible: [Bool], valueTries: [TokenTrie], graph: TokenTrie,
        slotKeys: [SlotKey],
        phrases: [CompiledPhrase], apps: [AppManifest], valueSetOwners: [Int64]
    ) {
        sources = Sources(
            vocabulary: vocabulary, locales: locales, appAllowsFlexible: appAllowsFlexible, valueTries: valueTries,
            graph: graph,
            slotKeys: slotKeys, phrases: phrases, apps: apps, valueSetOwners: valueSetOwners)
    }

    /// Whether the index has been built (for tests: loading must not build it).
    var isBuilt: Bool {
        lock.lock()
        defer { lock.unlock() }
        return built != nil
    }

    /// The index, built now if no one asked for it before.
    var index: FlexibleIndex { box.index }

    /// The index in its box, built now if no one asked for it before.
    var box: Built {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        var made = FlexibleIndex()
        if let sources {
            // The graph's token masks (a fifth of the work at full size) are
            // made on another core while the vocabulary is indexed here.
            // `concurrentPerform` runs both on this thread when no other is
            // free, so holding the lock cannot starve it.
            let parts = ParallelMap.map(2) { part -> FlexibleIndexPart in
                guard part == 0 else {
                    return .graphMasks(
                        GraphTokenMasks(
                            graph: sources.graph, slotKeys: sources.slotKeys, valueTries: sources.valueTries))
                }
                return .vocabulary(
                    FlexibleIndex(
                        vocabulary: sources.vocabulary, locales: sources.locales,
                        appAllowsFlexible: sources.appAllowsFlexible,
                        valueTries: sources.valueTries,
                        valueNouns: FlexibleIndex.valueNounOwners(of: sources.apps, locales: sources.locales)))
            }
            var graphMasks = GraphTokenMasks()
            for part in parts {
                switch part {
                case .vocabulary(let index): made = index
                case .graphMasks(let masks): graphMasks = masks
                }
            }
            made.graphMasks = graphMasks
            made.noteCountWords(graph: sources.graph, vocabulary: sources.vocabulary)
            made.noteSlotNounOwners(slotKeys: sources.slotKeys, valueSetOwners: sources.valueSetOwners)
            made.noteAppNamePlaces(phrases: sources.phrases, slotKeys: sources.slotKeys, appCount: sources.apps.count)
            made.graphLocales = GraphLocaleMasks(
                graph: sources.graph, phrases: sources.phrases, locales: sources.locales,
                appAllowsFlexible: sources.appAllowsFlexible)
            made.hasOpenSlot = sources.slotKeys.contains { key in
                if case .open = key.source { return true }
                return false
            }
        }
        let box = Built(made)
        built = box
        sources = nil
        return box
    }
}

/// One of the two parts of a ``FlexibleIndex`` made side by side.
private enum FlexibleIndexPart: Sendable {
    /// The index of the vocabulary (what the rest is noted into).
    case vocabulary(FlexibleIndex)
    /// The phrase graph's token masks.
    case graphMasks(GraphTokenMasks)
}
