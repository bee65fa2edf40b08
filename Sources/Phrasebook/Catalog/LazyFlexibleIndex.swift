import Foundation

/// A catalog's ``FlexibleIndex``, built the first time flexible matching
/// asks for it rather than when the catalog is made: building it reads
/// every word of the vocabulary, which took most of loading a compiled
/// catalog file and of an entity update, and an exact match never needs it.
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
    }

    /// The built index, once asked for. Guarded by `lock`.
    private var built: FlexibleIndex?
    /// What to build it from until then. Guarded by `lock`.
    private var sources: Sources?
    private let lock = NSLock()

    /// The index of `vocabulary` for phrases in `locales` and value sets
    /// with `valueTries`, built when first read.
    init(vocabulary: Vocabulary, locales: [String], appAllowsFlexible: [Bool], valueTries: [TokenTrie]) {
        sources = Sources(vocabulary: vocabulary, locales: locales, appAllowsFlexible: appAllowsFlexible, valueTries: valueTries)
    }

    /// Whether the index has been built (for tests: loading must not build it).
    var isBuilt: Bool {
        lock.lock()
        defer { lock.unlock() }
        return built != nil
    }

    /// The index, built now if no one asked for it before.
    var index: FlexibleIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let made = sources.map { FlexibleIndex(
                vocabulary: $0.vocabulary, locales: $0.locales, appAllowsFlexible: $0.appAllowsFlexible, valueTries: $0.valueTries)
        }
            ?? FlexibleIndex()
        built = made
        sources = nil
        return made
    }
}
