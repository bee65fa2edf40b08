/// The compile stage proper: builds a ``Catalog`` from manifests — each
/// type's titles and synonyms into one shared value trie per locale, and
/// every phrase into a phrase graph whose slot edges point at those tries.
///
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
        /// and its statistics (timing included); the slot index and the
        /// value digests when made already (else the catalog makes them).
        func catalog(
            apps: [AppManifest], diagnostics: [Diagnostic], statistics: CatalogStatistics,
            slotIndex: SlotEdgeIndex? = nil,
            valueDigests: [[UInt64]]? = nil
        ) -> Catalog {
            Catalog(
                apps: apps, diagnostics: diagnostics, statistics: statistics, phrases: tries.phrases,
                vocabulary: tries.vocabulary, graph: tries.graph, slotKeys: tries.slotKeys,
                valueSets: tries.valueSets, typeIndex: typeIndex,
                valueIndex: valueIndex.map { $0.map(ValueIDIndex.init(table:)) },
                slotIndex: slotIndex, valueDigests: valueDigests)
        }

        /// The catalog's slot index for this build's tries.
        var slotIndex: SlotEdgeIndex {
            SlotEdgeIndex(
                graph: tries.graph, slotKeys: tries.slotKeys, valueSets: tries.valueSets,
                tokenCount: tries.vocabulary.count)
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
    /// Each value set's draft and the ids its words took, by set id; the
    /// tries are built from them once every phrase is in.
    var valueSetDrafts: [(draft: ValueSetDraft, ids: [Int32])] = []
    /// The drafts made ahead, side by side, of the sets the phrases name.
    var draftsAhead: [ValueSetKey: ValueSetDraft] = [:]
    var valueSetIDs: [ValueSetKey: Int32] = [:]
    var typeIndex: [[String: Int]] = []
    var valueIndex: [[[String: Int]]] = []
    var statistics = CatalogStatistics()
    var partial = CompiledTries(
        graph: TrieBuilder().build(), slotKeys: [], valueSets: [], phrases: [], vocabulary: Vocabulary())

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
                // The first value with an id keeps it: one hash per id, read
                // without copying the value.
                for valueIndex in type.values.indices {
                    let id = type.values.id(at: valueIndex)
                    if let first = ids.updateValue(valueIndex, forKey: id) { ids[id] = first }
                }
                values.append(ids)
                statistics.values += type.values.count
            }
            typeIndex.append(types)
            valueIndex.append(values)
        }
        let ahead = predictedValueSetKeys()
        for (key, draft) in zip(ahead, CatalogBuilder.drafts(ahead, manifests: manifests)) {
            draftsAhead[key] = draft
        }
        for (appIndex, manifest) in manifests.enumerated() {
            statistics.apps += 1
            statistics.shortcuts += manifest.shortcuts.count
            let locale = manifest.app.locale
            for (shortcutIndex, shortcut) in manifest.shortcuts.enumerated() {
                guard let intent = manifest.intent(named: shortcut.intent) else { continue }
                for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
                    guard let template = try? Template(parsing: phrase) else { continue }
                    addPhrase(
                        template, app: appIndex, shortcut: shortcutIndex, phraseIndex: phraseIndex, locale: locale,
                        intent: intent)
                }
            }
            for (phraseIndex, phrase) in manifest.negativePhrases.enumerated() {
                guard let template = try? Template(parsing: phrase), template.parameterNames.isEmpty else { continue }
                addPhrase(template, app: appIndex, shortcut: nil, phraseIndex: phraseIndex, locale: locale, intent: nil)
            }
            for translated in manifest.localizations.keys.sorted() {
                guard let localization = manifest.localizations[translated] else { continue }
                for (shortcutIndex, phrases) in localization.shortcutPhrases.enumerated()
                where shortcutIndex < manifest.shortcuts.count {
                    guard let intent = manifest.intent(named: manifest.shortcuts[shortcutIndex].intent) else {
                        continue
                    }
                    for (phraseIndex, phrase) in phrases.enumerated() {
                        guard let template = try? Template(parsing: phrase.text) else { continue }
                        addPhrase(
                            template, app: appIndex, shortcut: shortcutIndex, phraseIndex: phraseIndex,
                            locale: translated, intent: intent)
                    }
                }
                for (phraseIndex, phrase) in localization.negativePhrases.enumerated() {
                    guard let template = try? Template(parsing: phrase.text), template.parameterNames.isEmpty else {
                        continue
                    }
                    addPhrase(
                        template, app: appIndex, shortcut: nil, phraseIndex: phraseIndex, locale: translated,
                        intent: nil)
                }
            }
        }
        let graph = builder.build()
        valueSets = ParallelMap.map(taking: &valueSetDrafts) { item in
            let (draft, ids) = item
            return draft.finished(ids: ids)
        }
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
        statistics.bytes =
            graph.byteCount + vocabulary.byteCount
            + valueSets.reduce(0) { $0 + $1.trie.byteCount + $1.variants.count * 8 + $1.formFinals.count }
        partial = CompiledTries(
            graph: graph, slotKeys: slotKeys, valueSets: valueSets, phrases: phrases, vocabulary: vocabulary)
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
                if segmentIndex + 1 < template.segments.count, let prefix = Self.elidedWord(endingWith: text),
                    !words.isEmpty
                {
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
                expansions = expansions.saturatingProduct(max(valueSetDrafts[Int(set)].draft.variantCount, 1))
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
                    expansions = expansions.saturatingProduct(valueSetDrafts[Int(set)].draft.variantCount)
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
        phrases.append(
            CompiledPhrase(
                app: app, shortcut: shortcut, phraseIndex: phraseIndex, locale: locale, template: template,
                literalTokenCount: literalCount, expansionCount: expansions, pieces: pieces))
        builder.addPayload(id, at: node)
        addReadingsWithoutParticles(
            pieces, droppable: droppablePieces.prefix(Self.maximumDroppedParticles), payload: id)
        if shortcut != nil {
            statistics.expandedUtterances = statistics.expandedUtterances.saturatingSum(expansions)
        }
    }

    /// The most particles of one phrase read as left out (each doubles its paths).
    static let maximumDroppedParticles = 4

    /// Adds the phrase's readings without the droppable particles that start
    /// the pieces at `droppable` (each left out or kept; the phrase as written
    /// is already in the graph), ending at `payload` marked as such
    /// (``PhrasePayload/withoutParticle(_:)``).
    ///
    /// Only particles
    /// after a value slot and not right before an open slot are dropped: an
    /// open slot would take them in.
    private mutating func addReadingsWithoutParticles(
        _ pieces: [PhrasePiece], droppable candidates: ArraySlice<Int>, payload: Int32
    ) {
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
    ///
    /// A word glued on by an apostrophe (`${person}'s`, `${applicationName}'da`)
    /// is a suffix too, written with its apostrophe (`'s`).
    private mutating func gluedSuffix(after index: Int, in segments: [Template.Segment]) -> GluedSuffix? {
        if index + 1 < segments.count, case .text(let text) = segments[index + 1],
            let first = TextNormalizer.tokenize(text, limit: 1).first, first.sourceStart > 0
        {
            let before = String(decoding: text.utf8.prefix(first.sourceStart), as: UTF8.self).unicodeScalars
            if before.count == 1, let mark = before.first, ScriptClass(mark) == .apostrophe {
                let written = vocabulary.internGlued("'" + first.text)
                return GluedSuffix(
                    written: written, afterConsonant: written, afterVowel: written, rieulTakesVowelForm: false)
            }
        }
        guard index + 1 < segments.count, case .text(let text) = segments[index + 1],
            let first = TextNormalizer.tokenize(text, limit: 1).first, first.sourceStart == 0,
            let initial = first.text.unicodeScalars.first, HangulSyllable.isHangul(initial)
        else { return nil }
        let written = vocabulary.internGlued(first.text)
        guard let pair = Language.gluedParticle(first.text) else {
            return GluedSuffix(
                written: written, afterConsonant: written, afterVowel: written, rieulTakesVowelForm: false)
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

    /// The shared value trie for `kind` in `locale`, numbered on first use
    /// (its words interned then, its trie built at the end of the run);
    /// with `elidedPrefix`, each form's first word carries it (`l'entrée`).
    private mutating func valueSetID(_ kind: ValueSet.Kind, locale: String, elidedPrefix: String = "") -> Int32 {
        let setKey = ValueSetKey(kind: kind, locale: locale, elidedPrefix: elidedPrefix)
        if let id = valueSetIDs[setKey] { return id }
        let draft =
            draftsAhead.removeValue(forKey: setKey)
            ?? ValueSetDraft(kind, locale: locale, elidedPrefix: elidedPrefix, manifests: manifests)
        let ids = draft.words.map { vocabulary.intern($0) }
        statistics.valueVariants += draft.variantCount
        let id = Int32(valueSetDrafts.count)
        valueSetDrafts.append((draft, ids))
        valueSetIDs[setKey] = id
        return id
    }

    /// The value sets of entity and enum types that the phrases' parameters
    /// name, in the order the run first names them (without an elided word,
    /// which the run adds when a phrase has one): drafted ahead on every core.
    private func predictedValueSetKeys() -> [ValueSetKey] {
        var keys: [ValueSetKey] = []
        var seen = Set<ValueSetKey>()
        func add(_ phrase: String, app: Int, locale: String, intent: IntentDeclaration) {
            guard let template = try? Template(parsing: phrase) else { return }
            for segment in template.segments {
                guard case .parameter(let name) = segment, let parameter = intent.parameter(named: name),
                    case .named(let typeName) = parameter.type, let type = typeIndex[app][typeName]
                else { continue }
                let key = ValueSetKey(kind: .values(app: app, type: type), locale: locale)
                if seen.insert(key).inserted { keys.append(key) }
            }
        }
        for (app, manifest) in manifests.enumerated() {
            for shortcut in manifest.shortcuts {
                guard let intent = manifest.intent(named: shortcut.intent) else { continue }
                for phrase in shortcut.phrases { add(phrase, app: app, locale: manifest.app.locale, intent: intent) }
            }
            for translated in manifest.localizations.keys.sorted() {
                guard let localization = manifest.localizations[translated] else { continue }
                for (shortcutIndex, phrases) in localization.shortcutPhrases.enumerated()
                where shortcutIndex < manifest.shortcuts.count {
                    guard let intent = manifest.intent(named: manifest.shortcuts[shortcutIndex].intent) else {
                        continue
                    }
                    for phrase in phrases { add(phrase.text, app: app, locale: translated, intent: intent) }
                }
            }
        }
        return keys
    }
}

extension CatalogBuilder {
    /// Builds the value trie of `kind` in `locale` from `manifests`, interning
    /// its words in `vocabulary`: the compiler's one way to build a value set,
    /// also used to replace one type's values in a compiled catalog.
    ///
    /// With
    /// `elidedPrefix`, each form's first word carries it (`l'entrée`).
    static func valueSet(
        _ kind: ValueSet.Kind, locale: String, elidedPrefix: String = "", manifests: [AppManifest],
        vocabulary: inout Vocabulary
    ) -> ValueSet {
        let key = ValueSetKey(kind: kind, locale: locale, elidedPrefix: elidedPrefix)
        guard let draft = drafts([key], manifests: manifests).first else { preconditionFailure("one draft per key") }
        return draft.finished(ids: draft.words.map { vocabulary.intern($0) })
    }

    /// The drafts of the value sets `keys` (in that order), made side by
    /// side: a large type's values in parts of ``ValueSetDraft/valuesPerPart``,
    /// joined in order.
    static func drafts(_ keys: [ValueSetKey], manifests: [AppManifest]) -> [ValueSetDraft] {
        var parts: [(key: Int, values: Range<Int>?)] = []
        for (index, key) in keys.enumerated() {
            guard case .values(let app, let type) = key.kind else {
                parts.append((index, nil))
                continue
            }
            let count = manifests[app].types[type].values.count
            var start = 0
            repeat {
                let end = min(count, start + ValueSetDraft.valuesPerPart)
                parts.append((index, start..<end))
                start = end
            } while start < count
        }
        let work = parts
        var drafted: [ValueSetDraft?] = ParallelMap.map(work.count) { index in
            let key = keys[work[index].key]
            return ValueSetDraft(
                key.kind, locale: key.locale, elidedPrefix: key.elidedPrefix, manifests: manifests,
                values: work[index].values)
        }
        var drafts: [ValueSetDraft] = []
        drafts.reserveCapacity(keys.count)
        for index in drafted.indices {
            // Each part is let go once joined: a set is never held twice.
            guard let draft = drafted[index] else { continue }
            drafted[index] = nil
            if index > 0 && parts[index].key == parts[index - 1].key {
                drafts[drafts.count - 1].append(draft)
            } else {
                drafts.append(draft)
            }
        }
        return drafts
    }
}
