extension CatalogFileCheck {
    /// Throws when the apps, phrases, slot keys and value sets read from a
    /// file do not fit together as the compiler makes them: every index is
    /// in range (``check(_:apps:typeIndex:valueDigests:)`` asks that), but a
    /// crafted file can still point an app's `${applicationName}` slot at
    /// another app's names, or relabel one app's values as another's type,
    /// and the matcher reads a slot's values with the phrase's app.
    ///
    /// Asked: each app's translations have a phrase list per shortcut; each
    /// phrase's locale is one of its app's, its phrase index is in its list,
    /// and a phrase of a shortcut has an intent; each slot of a phrase is
    /// over a value set of the phrase's app and locale (the app's names for
    /// `${applicationName}`, the parameter's type for a parameter of the
    /// shortcut's intent) or an open slot of the parameter's type; and the
    /// graph is a tree whose path to each payload crosses exactly the slots
    /// of its phrase, in order.
    static func checkPhrases(_ catalog: CompiledTries, apps: [AppManifest], typeIndex: [[String: Int]])
        throws(ArchiveError)
    {
        try checkApps(apps)
        // Per app and shortcut, the shortcut's intent (`nil` when the app declares none of that name).
        let intents = apps.map { app in app.shortcuts.map { app.intent(named: $0.intent) } }
        for phrase in catalog.phrases {
            let app = apps[phrase.app]
            let intent = try intentOf(phrase, in: app, intents: intents[phrase.app])
            for piece in phrase.pieces {
                guard case .slot(let key) = piece else { continue }
                try checkSlot(
                    catalog.slotKeys[Int(key)], of: phrase, intent: intent, valueSets: catalog.valueSets,
                    types: typeIndex[phrase.app])
            }
        }
        try checkPaths(of: catalog)
    }

    /// Each translation has one phrase list per shortcut (`list` reads them by shortcut).
    private static func checkApps(_ apps: [AppManifest]) throws(ArchiveError) {
        for app in apps {
            for localization in app.localizations.values
            where localization.shortcutPhrases.count != app.shortcuts.count {
                throw ArchiveReader.damaged("a translation of \(app.app.name) has the wrong number of shortcuts")
            }
        }
    }

    /// The intent of `phrase`'s shortcut in `app` (`nil` for a phrase the
    /// app says is not its own), after checking the phrase's locale and index.
    private static func intentOf(
        _ phrase: CompiledPhrase, in app: AppManifest, intents: [IntentDeclaration?]
    ) throws(ArchiveError) -> IntentDeclaration? {
        let isDevelopment = phrase.locale == app.app.locale
        let localization = app.localizations[phrase.locale]
        guard isDevelopment || localization != nil else { throw ArchiveReader.damaged("a phrase's locale") }
        let count: Int
        var intent: IntentDeclaration?
        if let shortcut = phrase.shortcut {
            guard let found = intents[shortcut] else { throw ArchiveReader.damaged("a phrase's intent") }
            intent = found
            count =
                isDevelopment
                ? app.shortcuts[shortcut].phrases.count : localization?.shortcutPhrases[shortcut].count ?? 0
        } else {
            count = isDevelopment ? app.negativePhrases.count : localization?.negativePhrases.count ?? 0
        }
        guard phrase.phraseIndex >= 0, phrase.phraseIndex < count else {
            throw ArchiveReader.damaged("a phrase's index")
        }
        return intent
    }

    /// `key` is a slot `phrase` (of `intent`, over an app whose type indexes
    /// are `types`) can have.
    private static func checkSlot(
        _ key: SlotKey, of phrase: CompiledPhrase, intent: IntentDeclaration?, valueSets: [ValueSet],
        types: [String: Int]
    ) throws(ArchiveError) {
        let declared: TypeReference?
        if let name = key.parameter {
            guard let parameter = intent?.parameter(named: name) else {
                throw ArchiveReader.damaged("a phrase's slot names no parameter of its intent")
            }
            declared = parameter.type
        } else {
            declared = nil
        }
        switch key.source {
        case .valueSet(let set):
            let values = valueSets[Int(set)]
            let expected: ValueSet.Kind?
            switch declared {
            case nil: expected = .applicationName(app: phrase.app)
            case .named(let name): expected = types[name].map { .values(app: phrase.app, type: $0) }
            default: expected = nil
            }
            guard values.kind == expected, values.locale == phrase.locale else {
                throw ArchiveReader.damaged("a phrase's slot takes values of another app, type or locale")
            }
        case .open(let kind):
            let expected: OpenSlotKind? =
                switch declared {
                case .string: .string
                case .int: .int
                case .double: .double
                case .date: .date
                default: nil
                }
            guard kind == expected else { throw ArchiveReader.damaged("a phrase's open slot is of another type") }
        }
    }

    /// The phrase graph is a tree (each node but the root reached by one
    /// edge), and the slot edges on the path to each payload are its
    /// phrase's slots in order: the matcher binds the values read on the
    /// way to the phrase it ends at.
    private static func checkPaths(of catalog: CompiledTries) throws(ArchiveError) {
        let graph = catalog.graph
        let nodes = graph.nodeCount
        // Per node: the node its edge comes from, and the slot key of that
        // edge (-1 for a token edge).
        var parent = [Int32](repeating: -1, count: nodes)
        var key = [Int32](repeating: -1, count: nodes)
        for node in 0..<nodes {
            for edge in graph.edges(of: Int32(node)) {
                let target = Int(graph.edgeTarget[edge])
                guard parent[target] < 0 else { throw ArchiveReader.damaged("the phrase graph is not a tree") }
                parent[target] = Int32(node)
            }
            for slot in graph.slots(of: Int32(node)) {
                let target = Int(graph.slotTarget[slot])
                guard parent[target] < 0 else { throw ArchiveReader.damaged("the phrase graph is not a tree") }
                parent[target] = Int32(node)
                key[target] = graph.slotKey[slot]
            }
        }
        for node in 0..<nodes {
            for position in graph.payloadRange(of: Int32(node)) {
                let phrase = catalog.phrases[PhrasePayload.phrase(graph.payloads[position])]
                // The phrase's slots from the last, against the path's from the payload up.
                var slots = phrase.pieces.reversed().lazy.compactMap { piece -> Int32? in
                    if case .slot(let key) = piece { key } else { nil }
                }.makeIterator()
                var current = node
                while current != 0 {
                    if key[current] >= 0, slots.next() != key[current] {
                        throw ArchiveReader.damaged("the phrase graph's path to a phrase crosses other slots")
                    }
                    let up = Int(parent[current])
                    guard up >= 0 else { throw ArchiveReader.damaged("the phrase graph has a node no edge reaches") }
                    current = up
                }
                if slots.next() != nil {
                    throw ArchiveReader.damaged("the phrase graph's path to a phrase misses its slots")
                }
            }
        }
    }
}
