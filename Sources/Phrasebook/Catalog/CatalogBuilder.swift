/// The compile stage proper: builds a ``Catalog`` from manifests — each
/// type's titles and synonyms into one shared value trie per locale, and
/// every phrase into a phrase graph whose slot edges point at those tries.
/// It neither validates nor checks collisions: the compile entry point runs
/// those around it. A phrase the validator would reject (unknown parameter
/// or type, bad template) is left out of the tries.
enum CatalogBuilder {
    /// What one build produced: the tries, their sizes and the lookup
    /// indexes, which ``catalog(apps:diagnostics:statistics:)`` wraps in a
    /// ``Catalog``.
    struct Build {
        /// What analyses such as the collision check run on.
        var tries: CompiledTries
        /// Sizes (without timing).
        var statistics: CatalogStatistics
        /// Per app: type name → index in the manifest's `types`.
        var typeIndex: [[String: Int]]
        /// Per app and type: value id → index in the type's `values`.
        var valueIndex: [[[String: Int]]]

        /// The catalog of this build, with every diagnostic found around it
        /// and its statistics (timing included).
        func catalog(apps: [AppManifest], diagnostics: [Diagnostic], statistics: CatalogStatistics) -> Catalog {
            Catalog(
                apps: apps, diagnostics: diagnostics, statistics: statistics, phrases: tries.phrases,
                vocabulary: tries.vocabulary, graph: tries.graph, slotKeys: tries.slotKeys,
                valueSets: tries.valueSets, typeIndex: typeIndex, valueIndex: valueIndex.map { $0.map(ValueIDIndex.init(table:)) })
        }
    }

    /// Compiles `manifests` into tries.
    static func build(_ manifests: [AppManifest]) -> Build {
        var compiler = Compilation(manifests: manifests)
        compiler.run()
        return Build(
            tries: compiler.partial, statistics: compiler.statistics, typeIndex: compiler.typeIndex,
            valueIndex: compiler.valueIndex)
    }
}

/// The mutable state of one compilation.
private struct Compilation {
    let manifests: [AppManifest]
    var vocabulary = Vocabulary()
    var builder = TrieBuilder()
    var phrases: [CompiledPhrase] = []
    var slotKeys: [SlotKey] = []
    var slotKeyIDs: [SlotKey: Int32] = [:]
    var valueSets: [ValueSet] = []
    var valueSetIDs: [ValueSetKey: Int32] = [:]
    var typeIndex: [[String: Int]] = []
    var valueIndex: [[[String: Int]]] = []
    var statistics = CatalogStatistics()
    var partial = CompiledTries(graph: TrieBuilder().build(), slotKeys: [], valueSets: [], phrases: [], vocabulary: Vocabulary())

    init(manifests: [AppManifest]) {
        self.manifests = manifests
    }

    mutating func run() {
        for manifest in manifests {
            var types: [String: Int] = [:]
            var values: [[String: Int]] = []
            for (index, type) in manifest.types.enumerated() {
                types[type.name] = types[type.name] ?? index
                var ids: [String: Int] = [:]
                ids.reserveCapacity(type.values.count)
                for (valueIndex, value) in type.values.enumerated() where ids[value.id] == nil {
                    ids[value.id] = valueIndex
                }
                values.append(ids)
                statistics.values += type.values.count
            }
            typeIndex.append(types)
            valueIndex.append(values)
        }
        for (appIndex, manifest) in manifests.enumerated() {
            statistics.apps += 1
            statistics.shortcuts += manifest.shortcuts.count
            let locale = manifest.app.locale
            for (shortcutIndex, shortcut) in manifest.shortcuts.enumerated() {
                guard let intent = manifest.intent(named: shortcut.intent) else { continue }
                for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
                    guard let template = try? Template(parsing: phrase) else { continue }
                    addPhrase(template, app: appIndex, shortcut: shortcutIndex, phraseIndex: phraseIndex, locale: locale, intent: intent)
                }
            }
            for (phraseIndex, phrase) in manifest.negativePhrases.enumerated() {
                guard let template = try? Template(parsing: phrase), template.parameterNames.isEmpty else { continue }
                addPhrase(template, app: appIndex, shortcut: nil, phraseIndex: phraseIndex, locale: locale, intent: nil)
            }
            for translated in manifest.localizations.keys.sorted() {
                guard let localization = manifest.localizations[translated] else { continue }
                for (shortcutIndex, phrases) in localization.shortcutPhrases.enumerated() where shortcutIndex < manifest.shortcuts.count {
                    guard let intent = manifest.intent(named: manifest.shortcuts[shortcutIndex].intent) else { continue }
                    for (phraseIndex, phrase) in phrases.enumerated() {
                        guard let template = try? Template(parsing: phrase.text) else { continue }
                        addPhrase(template, app: appIndex, shortcut: shortcutIndex, phraseIndex: phraseIndex, locale: translated, intent: intent)
                    }
                }
                for (phraseIndex, phrase) in localization.negativePhrases.enumerated() {
                    guard let template = try? Template(parsing: phrase.text), template.parameterNames.isEmpty else { continue }
                    addPhrase(template, app: appIndex, shortcut: nil, phraseIndex: phraseIndex, locale: translated, intent: nil)
                }
            }
        }
        let graph = builder.build()
        vocabulary.indexAccentFolds()
        // The particle a glued suffix takes depends on each value's final
        // sound: note it for the value sets that some slot glues text to.
        for key in slotKeys where key.suffix != nil {
            guard case .valueSet(let set) = key.source, valueSets[Int(set)].formFinals.isEmpty else { continue }
            let values = valueSets[Int(set)]
            valueSets[Int(set)].formFinals = (0..<values.variants.count).map { form in
                vocabulary.finalSound(of: values.formTokens[Int(values.formStart[form + 1]) - 1])
            }
        }
        statistics.phrases = phrases.count
        statistics.phraseGraphNodes = graph.nodeCount
        statistics.valueTrieNodes = valueSets.reduce(0) { $0 + $1.trie.nodeCount }
        statistics.vocabularySize = vocabulary.count
        statistics.bytes = graph.byteCount + vocabulary.byteCount
            + valueSets.reduce(0) { $0 + $1.trie.byteCount + $1.variants.count * 8 + $1.formFinals.count }
        partial = CompiledTries(graph: graph, slotKeys: slotKeys, valueSets: valueSets, phrases: phrases, vocabulary: vocabulary)
    }

    private mutating func slotKeyID(_ key: SlotKey) -> Int32 {
        if let id = slotKeyIDs[key] { return id }
        let id = Int32(slotKeys.count)
        slotKeys.append(key)
        slotKeyIDs[key] = id
        return id
    }

    /// Adds one phrase to the graph; a phrase naming an unknown parameter or
    /// type is left out (the validator has reported it).
    private mutating func addPhrase(
        _ template: Template, app: Int, shortcut: Int?, phraseIndex: Int, locale: String, intent: IntentDeclaration?
    ) {
        var node = TokenTrie.root
        var literalCount = 0
        var expansions = 1
        var pieces: [PhrasePiece] = []
        // Set when the slot just added took the next segment's first word as its glued suffix.
        var firstWordIsGlued = false
        // The language's particles that may be left out after a slot, and
        // which pieces start with one right after a value slot.
        let droppable = Set(Language.of(locale).droppableParticles)
        var droppablePieces: [Int] = []
        // A word the segment just added elides onto the next slot's value (`l'`).
        var elidedPrefix = ""
        for (segmentIndex, segment) in template.segments.enumerated() {
            switch segment {
            case .text(let text):
                var ids: [Int32] = []
                var words = TextNormalizer.words(text)[...]
                if firstWordIsGlued {
                    words = words.dropFirst()
                    literalCount += 1
                    firstWordIsGlued = false
                }
                if segmentIndex + 1 < template.segments.count, let prefix = Self.elidedWord(endingWith: text), !words.isEmpty {
                    words = words.dropLast()
                    literalCount += 1
                    elidedPrefix = prefix
                }
                for word in words {
                    let id = vocabulary.intern(word)
                    ids.append(id)
                    node = builder.child(of: node, token: id)
                    literalCount += 1
                }
                if !ids.isEmpty {
                    if let first = words.first, droppable.contains(first), case .slot(let key)? = pieces.last,
                        case .valueSet = slotKeys[Int(key)].source
                    {
                        droppablePieces.append(pieces.count)
                    }
                    pieces.append(.tokens(ids))
                }
            case .applicationName:
                let set = valueSetID(.applicationName(app: app), locale: locale, elidedPrefix: elidedPrefix)
                elidedPrefix = ""
                expansions = expansions.saturatingProduct(max(valueSets[Int(set)].variantCount, 1))
                let suffix = gluedSuffix(after: segmentIndex, in: template.segments)
                firstWordIsGlued = suffix != nil
                let key = slotKeyID(SlotKey(source: .valueSet(set), parameter: nil, suffix: suffix))
                pieces.append(.slot(key))
                node = builder.slotChild(of: node, slot: key)
            case .parameter(let name):
                guard let parameter = intent?.parameter(named: name) else { return }
                let source: SlotSource
                switch parameter.type {
                case .named(let typeName):
                    guard let type = typeIndex[app][typeName] else { return }
                    let set = valueSetID(.values(app: app, type: type), locale: locale, elidedPrefix: elidedPrefix)
                    elidedPrefix = ""
                    expansions = expansions.saturatingProduct(valueSets[Int(set)].variantCount)
                    source = .valueSet(set)
                case .string: source = .open(.string)
                case .int: source = .open(.int)
                case .double: source = .open(.double)
                case .date: source = .open(.date)
                case .bool, .array: return
                }
                let suffix = gluedSuffix(after: segmentIndex, in: template.segments)
                firstWordIsGlued = suffix != nil
                let key = slotKeyID(SlotKey(source: source, parameter: name, suffix: suffix))
                pieces.append(.slot(key))
                node = builder.slotChild(of: node, slot: key)
            }
        }
        // A phrase with no words and no slots would match the empty utterance;
        // the validator reports it (PB115) and it stays out of the graph.
        guard !pieces.isEmpty else { return }
        let id = Int32(phrases.count)
        phrases.append(CompiledPhrase(
            app: app, shortcut: shortcut, phraseIndex: phraseIndex, locale: locale, template: template,
            literalTokenCount: literalCount, expansionCount: expansions, pieces: pieces))
        builder.addPayload(id, at: node)
        addReadingsWithoutParticles(pieces, droppable: droppablePieces.prefix(Self.maximumDroppedParticles), payload: id)
        if shortcut != nil {
            statistics.expandedUtterances = statistics.expandedUtterances.saturatingSum(expansions)
        }
    }

    /// The most particles of one phrase read as left out (each doubles its paths).
    static let maximumDroppedParticles = 4

    /// Adds the phrase's readings without the droppable particles that start
    /// the pieces at `droppable` (each left out or kept; the phrase as written
    /// is already in the graph), ending at `payload` marked as such
    /// (``PhrasePayload/withoutParticle(_:)``). Only particles
    /// after a value slot and not right before an open slot are dropped: an
    /// open slot would take them in.
    private mutating func addReadingsWithoutParticles(_ pieces: [PhrasePiece], droppable candidates: ArraySlice<Int>, payload: Int32) {
        // A particle alone between a value and an open slot stays: the open
        // slot would take it in (`${app}に${text}` said `瞑想に牛乳` is not `瞑想` + `に牛乳`).
        let droppable = candidates.filter { index in
            guard case .tokens(let ids) = pieces[index], ids.count == 1, index + 1 < pieces.count,
                case .slot(let key) = pieces[index + 1], case .open = slotKeys[Int(key)].source
            else { return true }
            return false
        }[...]
        guard !droppable.isEmpty else { return }
        for mask in 1..<(1 << droppable.count) {
            var node = TokenTrie.root
            for (index, piece) in pieces.enumerated() {
                switch piece {
                case .slot(let key):
                    node = builder.slotChild(of: node, slot: key)
                case .tokens(let ids):
                    let place = droppable.firstIndex(of: index).map { $0 - droppable.startIndex }
                    let drops = place.map { mask & (1 << $0) != 0 } ?? false
                    node = builder.path(from: node, tokens: drops ? ids.dropFirst() : ids[...])
                }
            }
            builder.addPayload(PhrasePayload.withoutParticle(payload), at: node)
        }
    }

    /// The Hangul word the segment after `index` (a slot) glues to the slot's
    /// value — its first word when no space or punctuation comes before it
    /// (`에서 ${book} 열어줘` after `${applicationName}`) — as a ``GluedSuffix``
    /// with both forms of a particle pair; `nil` when nothing is glued.
    /// A word glued on by an apostrophe (`${person}'s`, `${applicationName}'da`)
    /// is a suffix too, written with its apostrophe (`'s`).
    private mutating func gluedSuffix(after index: Int, in segments: [Template.Segment]) -> GluedSuffix? {
        if index + 1 < segments.count, case .text(let text) = segments[index + 1],
           let first = TextNormalizer.tokenize(text, limit: 1).first, first.sourceStart > 0 {
            let before = String(decoding: text.utf8.prefix(first.sourceStart), as: UTF8.self).unicodeScalars
            if before.count == 1, let mark = before.first, ScriptClass(mark) == .apostrophe {
                let written = vocabulary.internGlued("'" + first.text)
                return GluedSuffix(written: written, afterConsonant: written, afterVowel: written, rieulTakesVowelForm: false)
            }
        }
        guard index + 1 < segments.count, case .text(let text) = segments[index + 1],
            let first = TextNormalizer.tokenize(text, limit: 1).first, first.sourceStart == 0,
            let initial = first.text.unicodeScalars.first, HangulSyllable.isHangul(initial)
        else { return nil }
        let written = vocabulary.internGlued(first.text)
        guard let pair = Language.gluedParticle(first.text) else {
            return GluedSuffix(written: written, afterConsonant: written, afterVowel: written, rieulTakesVowelForm: false)
        }
        return GluedSuffix(
            written: written, afterConsonant: vocabulary.internGlued(pair.afterConsonant),
            afterVowel: vocabulary.internGlued(pair.afterVowel), rieulTakesVowelForm: pair.rieulTakesVowelForm)
    }

    /// The word and apostrophe that end `text` with nothing after them
    /// (`l'` of `Allume l'`), normalized: elided onto the slot that follows.
    static func elidedWord(endingWith text: String) -> String? {
        guard let last = TextNormalizer.tokenize(text).last else { return nil }
        let rest = String(decoding: text.utf8.dropFirst(last.sourceEnd), as: UTF8.self).unicodeScalars
        guard rest.count == 1, let mark = rest.first, ScriptClass(mark) == .apostrophe else { return nil }
        return last.text + "'"
    }

    /// The shared value trie for `kind` in `locale`, built on first use;
    /// with `elidedPrefix`, each form's first word carries it (`l'entrée`).
    private mutating func valueSetID(_ kind: ValueSet.Kind, locale: String, elidedPrefix: String = "") -> Int32 {
        let setKey = ValueSetKey(kind: kind, locale: locale, elidedPrefix: elidedPrefix)
        if let id = valueSetIDs[setKey] { return id }
        let set = CatalogBuilder.valueSet(kind, locale: locale, elidedPrefix: elidedPrefix, manifests: manifests, vocabulary: &vocabulary)
        statistics.valueVariants += set.variants.count
        let id = Int32(valueSets.count)
        valueSets.append(set)
        valueSetIDs[setKey] = id
        return id
    }
}

extension CatalogBuilder {
    /// Builds the value trie of `kind` in `locale` from `manifests`, interning
    /// its words in `vocabulary`: the compiler's one way to build a value set,
    /// also used to replace one type's values in a compiled catalog. With
    /// `elidedPrefix`, each form's first word carries it (`l'entrée`).
    static func valueSet(
        _ kind: ValueSet.Kind, locale: String, elidedPrefix: String = "", manifests: [AppManifest], vocabulary: inout Vocabulary
    ) -> ValueSet {
        var spoken: [(variant: ValueVariant, text: String)] = []
        switch kind {
        case .applicationName(let app):
            // In a translation's locale: the translated name and synonyms,
            // and the development name too (brand names often stay as they are).
            let manifest = manifests[app]
            let info = manifest.app
            spoken.append((ValueVariant(value: 0, synonym: -1), manifest.translate(info.name, into: locale)))
            for (index, synonym) in info.synonyms.enumerated() {
                spoken.append((ValueVariant(value: 0, synonym: Int32(index)), manifest.translate(synonym, into: locale)))
            }
            if locale != info.locale {
                // A translation that renames the app keeps its development
                // names: "SoupChef" still works in a Korean request.
                spoken.append((ValueVariant(value: 0, synonym: ValueVariant.developmentName), info.name))
                for (index, synonym) in info.synonyms.enumerated() where manifest.translate(synonym, into: locale) != synonym {
                    spoken.append((ValueVariant(value: 0, synonym: ValueVariant.developmentSynonym(index)), synonym))
                }
            }
        case .values(let app, let type):
            let manifest = manifests[app]
            let isDevelopmentLocale = locale == manifest.app.locale
            let declaration = manifest.types[type]
            spoken.reserveCapacity(declaration.values.count * 3)
            // Untranslated (no Localizable tables for the locale): titles as written.
            let translates = manifest.localizations[locale] != nil
            func addForms(title: String, synonyms: [String], localized: [String: LocalizedNames], valueIndex: Int) {
                let names = isDevelopmentLocale || localized.isEmpty ? nil : localized[locale]
                let title = names?.title ?? (translates ? manifest.translate(title, into: locale) : title)
                spoken.append((ValueVariant(value: Int32(valueIndex), synonym: -1), title))
                for (index, synonym) in (names?.synonyms ?? synonyms).enumerated() {
                    spoken.append((ValueVariant(value: Int32(valueIndex), synonym: Int32(index)), synonym))
                }
            }
            // Values read from sources: their fields read in place, no value copied.
            if let values = declaration.values.array {
                for index in values.indices {
                    addForms(title: values[index].title, synonyms: values[index].synonyms, localized: values[index].localized, valueIndex: index)
                }
            } else {
                for (index, value) in declaration.values.enumerated() {
                    addForms(title: value.title, synonyms: value.synonyms, localized: value.localized, valueIndex: index)
                }
            }
        }
        var trieBuilder = TrieBuilder(expectedNodes: spoken.count * 2)
        var variants: [ValueVariant] = []
        var formTokens: [Int32] = []
        var formStart: [Int32] = [0]
        variants.reserveCapacity(spoken.count)
        formStart.reserveCapacity(spoken.count + 1)
        formTokens.reserveCapacity(spoken.count * 3)
        for entry in spoken {
            let words = TextNormalizer.tokenize(entry.text)
            guard !words.isEmpty else { continue }
            var node = TokenTrie.root
            let formBegin = formTokens.count
            for (index, word) in words.enumerated() {
                let id = vocabulary.intern(index == 0 && !elidedPrefix.isEmpty ? elidedPrefix + word.text : word.text)
                formTokens.append(id)
                node = trieBuilder.child(of: node, token: id)
            }
            // One value said two ways that normalize alike counts once. A
            // value's forms come one after another, so an earlier form of
            // this value ending here is the last payload added here.
            if let last = trieBuilder.lastPayload(at: node), variants[Int(last)].value == entry.variant.value {
                formTokens.removeSubrange(formBegin...)
                continue
            }
            trieBuilder.addPayload(Int32(variants.count), at: node)
            variants.append(entry.variant)
            formStart.append(Int32(formTokens.count))
        }
        return ValueSet(
            kind: kind, locale: locale, elidedPrefix: elidedPrefix, trie: trieBuilder.build(), formTokens: formTokens, formStart: formStart, variants: variants,
            variantCount: variants.count)
    }
}
