import Foundation

/// Fuzz target: the sample catalog's stored fields, changed as the input
/// says, written with a checksum that matches, then loaded and used.
///
/// Bytes flipped at random (`CatalogFile`) mostly break a count or a
/// string and are refused early; here each change is one decoded field set
/// to a chosen value — a phrase's app, a slot key's value set, a value
/// set's kind, a trie or slot index cell, a statistic — so the file decodes
/// and every check between the fields is reached. The input is read as
/// changes of 12 bytes each (what, which, which element, the new value);
/// the last kinds change raw bytes of the written file instead (a value's
/// offset moved by one) and sum it again.
func fuzzCatalogFields(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let input = FuzzInput.bytes(data, size)
    var fields = CatalogFields(FuzzInput.sampleCatalog)
    var byteChanges: [(position: Int, value: UInt8)] = []
    var offset = 0
    while offset + 12 <= input.count && offset < 12 * 16 {
        let change = CatalogFieldChange(input[offset..<offset + 12])
        if let byteChange = change.apply(to: &fields) { byteChanges.append(byteChange) }
        offset += 12
    }
    var bytes = CatalogFile.bytes(of: fields, sources: SourceFingerprint(directory: "/phrasebook-fuzz", entries: []))
    if !byteChanges.isEmpty {
        let body = bytes.count - CatalogFile.headerLength
        for change in byteChanges where body > 0 {
            bytes[CatalogFile.headerLength + change.position % body] &+= change.value
        }
        CatalogFileSeed.stampHeader(of: &bytes)
    }
    guard let catalog = try? CatalogFile.catalog(from: bytes) else { return }
    // What builds the flexible index or compiles again is slow: asked of one input in four.
    CatalogFieldUse.use(catalog, thoroughly: input.count % 4 == 0)
}

/// One change the input asks of the fields.
struct CatalogFieldChange {
    let kind: UInt8
    let which: Int
    let element: Int
    let value: Int32

    /// The change 12 bytes spell: a kind, a field's index (3 bytes), an
    /// element's index (4 bytes), a new value (4 bytes, little-endian).
    init(_ bytes: ArraySlice<UInt8>) {
        let start = bytes.startIndex
        func number(_ from: Int, _ count: Int) -> UInt32 {
            (0..<count).reduce(0) { $0 | UInt32(bytes[start + from + $1]) << (8 * UInt32($1)) }
        }
        kind = bytes[start]
        which = Int(number(1, 3))
        element = Int(number(4, 4))
        value = Int32(bitPattern: number(8, 4))
    }

    /// Values a field is most often set to: the edges of every range a check asks.
    private var chosen: Int32 {
        switch value & 0xF {
        case 0: 0
        case 1: -1
        case 2: 1
        case 3: Int32.max
        case 4: Int32.min
        default: value >> 4
        }
    }

    /// Applies the change to `fields`, or returns the byte change it asks of the written file.
    func apply(to fields: inout CatalogFields) -> (position: Int, value: UInt8)? {
        let value = chosen
        switch kind % 20 {
        case 0:
            guard !fields.phrases.isEmpty else { return nil }
            fields.phrases[which % fields.phrases.count].app = Int(value)
        case 1:
            guard !fields.phrases.isEmpty else { return nil }
            fields.phrases[which % fields.phrases.count].shortcut = value < -1 ? nil : Int(value)
        case 2:
            guard !fields.phrases.isEmpty else { return nil }
            fields.phrases[which % fields.phrases.count].phraseIndex = Int(value)
        case 3:
            guard !fields.phrases.isEmpty else { return nil }
            let phrase = which % fields.phrases.count
            var pieces = fields.phrases[phrase].pieces
            guard !pieces.isEmpty else { return nil }
            let piece = element % pieces.count
            switch pieces[piece] {
            case .slot: pieces[piece] = .slot(value)
            case .tokens(var ids):
                if ids.isEmpty { return nil }
                ids[Int(UInt32(bitPattern: value)) % ids.count] = value >> 8
                pieces[piece] = .tokens(ids)
            }
            if element & 0x100 != 0 { pieces.remove(at: piece) }
            fields.phrases[phrase].pieces = pieces
        case 4:
            guard !fields.slotKeys.isEmpty else { return nil }
            let key = which % fields.slotKeys.count
            fields.slotKeys[key].source =
                element % 2 == 0
                ? .valueSet(value)
                : .open([OpenSlotKind.string, .int, .double, .date][Int(UInt32(bitPattern: value)) % 4])
        case 5:
            guard !fields.slotKeys.isEmpty else { return nil }
            let names = fields.apps.flatMap { $0.intents.flatMap { $0.parameters.map(\.name) } }
            fields.slotKeys[which % fields.slotKeys.count].parameter =
                names.isEmpty || value < 0 ? nil : names[Int(value) % names.count]
        case 6:
            guard !fields.slotKeys.isEmpty else { return nil }
            fields.slotKeys[which % fields.slotKeys.count].suffix =
                value == 0
                ? nil
                : GluedSuffix(written: value, afterConsonant: value, afterVowel: value, rieulTakesVowelForm: false)
        case 7:
            guard !fields.valueSets.isEmpty else { return nil }
            fields.valueSets[which % fields.valueSets.count].kind =
                element % 3 == 0 ? .applicationName(app: Int(value)) : .values(app: element % 7, type: Int(value))
        case 8:
            guard !fields.valueSets.isEmpty else { return nil }
            let locales = ["en", "ja", "ko", "vi", "zh-Hans", ""]
            fields.valueSets[which % fields.valueSets.count].locale = locales[Int(UInt32(bitPattern: value)) % 6]
        case 9:
            guard !fields.valueSets.isEmpty else { return nil }
            let set = which % fields.valueSets.count
            let variants = fields.valueSets[set].variants
            guard variants.count > 0 else { return nil }
            var values = Array(variants.values)
            var synonyms = Array(variants.synonyms)
            if element & 1 == 0 {
                values[(element >> 1) % values.count] = value
            } else {
                synonyms[(element >> 1) % synonyms.count] = value
            }
            if let changed = ValueVariants(values: Int32Column(values), synonyms: Int32Column(synonyms)) {
                fields.valueSets[set].variants = changed
            }
        case 10:
            guard !fields.valueSets.isEmpty else { return nil }
            let set = which % fields.valueSets.count
            fields.valueSets[set].trie = Self.changed(fields.valueSets[set].trie, element: element, to: value)
        case 11:
            fields.graph = Self.changed(fields.graph, element: element, to: value)
        case 12:
            guard !fields.slotIndexColumns.isEmpty else { return nil }
            let column = which % fields.slotIndexColumns.count
            var cells = Array(fields.slotIndexColumns[column])
            if cells.isEmpty { return nil }
            cells[element % cells.count] = value
            fields.slotIndexColumns[column] = Int32Column(cells)
        case 13:
            let big = [Int(value), Int.min, Int.max, -1][element % 4]
            switch which % 10 {
            case 0: fields.statistics.apps = big
            case 1: fields.statistics.shortcuts = big
            case 2: fields.statistics.phrases = big
            case 3: fields.statistics.values = big
            case 4: fields.statistics.valueVariants = big
            case 5: fields.statistics.expandedUtterances = big
            case 6: fields.statistics.phraseGraphNodes = big
            case 7: fields.statistics.valueTrieNodes = big
            case 8: fields.statistics.vocabularySize = big
            default: fields.statistics.compileSeconds = Double(big)
            }
        case 14:
            guard !fields.apps.isEmpty else { return nil }
            let app = which % fields.apps.count
            let locales = fields.apps[app].localizations.keys.sorted()
            guard !locales.isEmpty else { return nil }
            let locale = locales[element % locales.count]
            if value & 1 == 0 {
                _ = fields.apps[app].localizations[locale]?.shortcutPhrases.popLast()
            } else {
                fields.apps[app].localizations[locale]?.shortcutPhrases.append([])
            }
        case 15:
            guard !fields.apps.isEmpty else { return nil }
            let app = which % fields.apps.count
            switch element % 4 {
            case 0: _ = fields.apps[app].types.popLast()
            case 1: _ = fields.apps[app].shortcuts.popLast()
            case 2: _ = fields.apps[app].intents.popLast()
            default: fields.apps[app].app.locale = ["en", "ja", "ko"][Int(UInt32(bitPattern: value)) % 3]
            }
        case 16:
            guard !fields.typeIndex.isEmpty else { return nil }
            let app = which % fields.typeIndex.count
            let names = fields.typeIndex[app].keys.sorted()
            guard !names.isEmpty else { return nil }
            fields.typeIndex[app][names[element % names.count]] = Int(value)
        case 17:
            guard !fields.apps.isEmpty else { return nil }
            let app = which % fields.apps.count
            guard !fields.apps[app].shortcuts.isEmpty else { return nil }
            let shortcut = element % fields.apps[app].shortcuts.count
            let intents = fields.apps[app].intents.map(\.name) + ["NoSuchIntent"]
            fields.apps[app].shortcuts[shortcut].intent = intents[Int(UInt32(bitPattern: value)) % intents.count]
        default:
            // A byte of the written file, anywhere in its body.
            return (which << 8 | element & 0xFF, UInt8(truncatingIfNeeded: value == 0 ? 1 : value))
        }
        return nil
    }

    /// `trie` with one cell of one of its eight columns (`element`'s low
    /// 3 bits pick which) set to `value`.
    static func changed(_ trie: TokenTrie, element: Int, to value: Int32) -> TokenTrie {
        var columns = [
            trie.edgeStart, trie.edgeToken, trie.edgeTarget, trie.slotStart, trie.slotKey, trie.slotTarget,
            trie.payloadStart, trie.payloads,
        ].map { Array($0) }
        let column = element & 7
        guard !columns[column].isEmpty else { return trie }
        columns[column][(element >> 3) % columns[column].count] = value
        return TokenTrie(
            edgeStart: columns[0], edgeToken: columns[1], edgeTarget: columns[2], slotStart: columns[3],
            slotKey: columns[4], slotTarget: columns[5], payloadStart: columns[6], payloads: columns[7])
    }
}

/// What the target does with a catalog that loaded: what `say`, `list`,
/// `complete`, `repl`, `coverage` and `update-entities` do with one.
enum CatalogFieldUse {
    /// Utterances of every sample app, in several locales.
    static let utterances = [
        "Start Walking in Meditation", "Open Dune in Library", "Order a tomato soup from Soup Chef",
        "Delete Buy milk in Tasks", "瞑想でウォーキングを開始", "open dune", "strat walkng in meditaton",
    ]

    /// Lists, matches, completes and converses; `thoroughly`, also
    /// explains, matches misspelled words, runs a corpus case and updates entities.
    static func use(_ catalog: Catalog, thoroughly: Bool) {
        _ = catalog.listing()
        let matcher = Matcher(catalog: catalog)
        for utterance in utterances.prefix(thoroughly ? utterances.count : 5) {
            _ = matcher.candidates(for: utterance).map(\.parameters)
        }
        _ = matcher.completions(for: "Open D")
        var conversation = Conversation(catalog: catalog, timeZone: FuzzInput.timeZone, now: { FuzzInput.now })
        FuzzInput.play(["Delete Buy milk in Tasks", "yes", "Open Dune in Library"], in: &conversation)
        guard thoroughly else { return }
        _ = matcher.explain(utterances[0]).text()
        let corpus = CorpusParser.parse(
            "@locale en\n\n> Start Walking in Meditation\n= Meditation StartMeditationIntent session=walking\n",
            file: "fuzz.txt")
        _ = CoverageReport(catalog: catalog, results: CorpusRunner(catalog: catalog).run(corpus.cases)).text()
        if let app = catalog.apps.first, let type = app.types.first {
            let (updated, _) = catalog.replacingEntities(
                app: app.app.name, type: type.name, json: #"[{ "id": "x", "title": "Dune" }]"#, path: "fuzz.json")
            if let updated { _ = Matcher(catalog: updated).match("Open Dune in Library").candidates.count }
        }
    }
}
