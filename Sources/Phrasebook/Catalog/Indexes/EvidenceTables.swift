/// What evidence readings know of one app and its phrases, the same for
/// every utterance: worked out once per catalog, the first time a request
/// names the app (``Catalog/evidence(ofApp:index:)``), so a request reads
/// only what it says against them.
struct EvidenceApp: Sendable {
    /// The runs of words said in phrases of two or more of the app's
    /// shortcuts (`瞑想`, `task`), and the app's names: they name the app's
    /// domain and pick none of its phrases.
    var domain: Set<[String]>
    /// The words of the runs of ``domain`` (not of the app's names).
    var domainWords: Set<String>
    /// The app's names and synonyms, in every locale, as normalized words.
    var nouns: Set<[String]>
    /// The words of ``nouns``.
    var nameWords: Set<String>
    /// Every word of the app's names and its types' titles, in every locale.
    var nounWords: Set<String>
    /// The app's phrases, in catalog order.
    var phrases: [EvidencePhrase]
    /// Every word of the app's phrases, in every locale, but small words:
    /// a word left over in a request that is one of these may pick
    /// another of the app's phrases, so it is never harmless.
    var phraseWords: Set<String>
    /// The words of each value set, for a value read from some of its words.
    ///
    /// By value set (its index in ``Catalog/valueSets``), worked out the
    /// first time a request reads the set
    /// (``partialValueIndex(of:catalog:index:)``); one table shared by
    /// every app.
    var partialValues = LazyTable<PartialValueIndex>(count: 0)
    /// The forms of the enum cases and entities a phrase's intent may take
    /// outside its slots, by the phrase's place in ``Catalog/phrases`` and
    /// then by type, worked out the first time a request needs them; one
    /// table shared by every app.
    var outsideForms = LazyTable<[Int: NamedValueForms]>(count: 0)
    /// The value sets of the app's own types.
    var ownedSets: Set<Int> = []
    /// The words that say something in the catalog, of every app.
    ///
    /// Each word of a value or an app's name, of a type's title and of an
    /// app's domain runs: a word around a request that is one of these may
    /// say another request, so it is no chatter
    /// (``EvidenceReading/chatter``).
    var meaningfulWords: MeaningfulWords
    /// Runs of one-character words (of scripts written without spaces)
    /// that say something in the catalog, by first word: such a character
    /// alone says nothing, the run does (`会议` is chatter, `冥想` is not).
    var meaningfulRuns: [String: [[String]]]

    /// No app.
    init() {
        domain = []
        domainWords = []
        nouns = []
        nameWords = []
        nounWords = []
        phrases = []
        phraseWords = []
        meaningfulWords = MeaningfulWords()
        meaningfulRuns = [:]
    }

    /// The words of value set `set` when it is one of the app's own (see
    /// ``partialValues``), worked out the first time it is asked for: a
    /// catalog's sets are many (a million values at full size), a request
    /// reads a few.
    func partialValueIndex(of set: Int, catalog: Catalog, index: FlexibleIndex) -> PartialValueIndex? {
        guard ownedSets.contains(set), catalog.valueSets.indices.contains(set), let place = Int32(exactly: set)
        else { return nil }
        // Not through a closure: it would copy the catalog and its index.
        if let known = partialValues.kept(at: place) { return known }
        let made = PartialValueIndex(set: catalog.valueSets[set], catalog: catalog, index: index)
        partialValues.keep(made, at: place)
        return made
    }

    /// The tables of every app of `catalog`, by app, whose flexible index
    /// is `index`: the phrases are gathered by app in one pass.
    static func all(of catalog: Catalog, index: FlexibleIndex) -> [EvidenceApp] {
        var places = [[Int]](repeating: [], count: catalog.apps.count)
        for (place, phrase) in catalog.phrases.enumerated() where places.indices.contains(phrase.app) {
            places[phrase.app].append(place)
        }
        var languages: [String: EvidencePhrase.LanguageWords] = [:]
        var apps = places.indices.map { app in
            EvidenceApp(app: app, places: places[app], catalog: catalog, index: index, languages: &languages)
        }
        var meaningful = Set<String>()
        var runs: [String: [[String]]] = [:]
        // A run of one-character words is kept whole; other words one by one.
        func add(_ words: [String]) {
            let short = words.filter { $0.count == 1 && !$0.unicodeScalars.allSatisfy(\.isASCII) }
            if short.count == words.count, let first = words.first {
                if !(runs[first]?.contains(words) ?? false) { runs[first, default: []].append(words) }
            } else {
                for word in words where !short.contains(word) { meaningful.insert(word) }
            }
        }
        let vocabulary = catalog.vocabulary
        // The values' words are noted by id, not as text: a catalog of
        // 550,000 values has 1.4 million forms but a few thousand words
        // (whether a word is one short character is asked once per word).
        var valueWords = [Bool](repeating: false, count: vocabulary.count)
        var shortness = [UInt8](repeating: 0, count: vocabulary.count)
        func isShort(_ id: Int32) -> Bool {
            if shortness[Int(id)] == 0 {
                let text = vocabulary.text(of: id)
                shortness[Int(id)] = text.count == 1 && !text.unicodeScalars.allSatisfy(\.isASCII) ? 1 : 2
            }
            return shortness[Int(id)] == 1
        }
        for set in catalog.valueSets {
            for form in 0..<max(0, set.formStart.count - 1) {
                let ids = set.form(form)
                var said = false
                var allShort = true
                for id in ids where id >= 0 && Int(id) < vocabulary.count && !index.isSmallWord(id) {
                    said = true
                    if !isShort(id) { allShort = false }
                }
                guard said else { continue }
                if allShort {
                    add(ids.filter { $0 >= 0 && !index.isSmallWord($0) }.map { vocabulary.text(of: $0) })
                    continue
                }
                for id in ids where id >= 0 && Int(id) < vocabulary.count && !index.isSmallWord(id) && !isShort(id) {
                    // A glued form's text is another word's: kept as text.
                    if vocabulary.isGlued(id) {
                        meaningful.insert(vocabulary.text(of: id))
                    } else {
                        valueWords[Int(id)] = true
                    }
                }
            }
        }
        for app in apps {
            for noun in app.nouns { add(noun) }
            for run in app.domain { add(run) }
            for phrase in app.phrases {
                for noun in phrase.typeNouns { add(noun) }
            }
        }
        for word in index.valueNounWords where word.count > 1 { meaningful.insert(word) }
        // Small words (`to` of `To Do`) say nothing alone.
        meaningful = meaningful.filter { word in
            let id = vocabulary.id(of: word)
            return id < 0 || !index.isSmallWord(id)
        }
        let words = MeaningfulWords(texts: meaningful, valueWords: valueWords)
        for (place, set) in catalog.valueSets.enumerated() {
            guard case .values(let owner, _) = set.kind, apps.indices.contains(owner) else { continue }
            apps[owner].ownedSets.insert(place)
        }
        let partialValues = LazyTable<PartialValueIndex>(count: catalog.valueSets.count)
        let outsideForms = LazyTable<[Int: NamedValueForms]>(count: catalog.phrases.count)
        for app in apps.indices {
            apps[app].partialValues = partialValues
            apps[app].outsideForms = outsideForms
            apps[app].meaningfulWords = words
            apps[app].meaningfulRuns = runs
        }
        return apps
    }

    /// The tables of app `app` of `catalog`, whose phrases are at `places`
    /// and whose flexible index is `index`; `languages` keeps each
    /// locale's words once worked out.
    init(
        app: Int, places: [Int], catalog: Catalog, index: FlexibleIndex,
        languages: inout [String: EvidencePhrase.LanguageWords]
    ) {
        let shared = Self.domainRuns(of: places, catalog: catalog, index: index)
        domainWords = Set(shared.joined())
        var appOnly = catalog.apps[app]
        appOnly.types = []
        let nouns = Set(FlexibleIndex.valueNouns(of: [appOnly], locales: catalog.locales).map(TextNormalizer.words))
        self.nouns = nouns
        nameWords = Set(nouns.joined())
        nounWords = Set(
            FlexibleIndex.valueNouns(of: [catalog.apps[app]], locales: catalog.locales).flatMap(TextNormalizer.words))
        // The app's names pick no phrase either.
        let domain = shared.union(nouns)
        self.domain = domain
        var phrases: [EvidencePhrase] = []
        for place in places {
            let locale = catalog.phrases[place].locale
            let language =
                languages[locale]
                ?? EvidencePhrase.LanguageWords(Language.of(locale).flexibleWords, key: languages.count)
            languages[locale] = language
            phrases.append(
                EvidencePhrase(place: place, catalog: catalog, index: index, language: language, domain: domain))
        }
        self.phrases = phrases
        var phraseWords = Set<String>()
        for place in places {
            for piece in catalog.phrases[place].pieces {
                guard case .tokens(let ids) = piece else { continue }
                for id in ids where !index.isSmallWord(id) { phraseWords.insert(catalog.vocabulary.text(of: id)) }
            }
        }
        self.phraseWords = phraseWords
        meaningfulWords = MeaningfulWords()
        meaningfulRuns = [:]
    }

    /// The runs of words of an app's phrases (at `places`; words between
    /// small words and slots) said in phrases of two or more of its shortcuts.
    private static func domainRuns(of places: [Int], catalog: Catalog, index: FlexibleIndex) -> Set<[String]> {
        let vocabulary = catalog.vocabulary
        var shortcutsOf: [[String]: Set<Int>] = [:]
        for place in places {
            let phrase = catalog.phrases[place]
            guard let shortcut = phrase.shortcut else { continue }
            for piece in phrase.pieces {
                guard case .tokens(let ids) = piece else { continue }
                var run: [String] = []
                for id in ids + [-1] {
                    if id >= 0 && !index.isSmallWord(id) {
                        run.append(vocabulary.text(of: id))
                    } else if !run.isEmpty {
                        shortcutsOf[run, default: []].insert(shortcut)
                        run = []
                    }
                }
            }
        }
        return Set(shortcutsOf.filter { $0.value.count > 1 }.keys)
    }
}

/// What evidence readings know of one phrase: its words, action words,
/// runs of content words and the nouns of its values' types.
///
/// A class, shared and never changed after it is made: a request reads
/// every phrase of the apps it names, and a copy of a structure retained
/// each of its tables.
final class EvidencePhrase: Sendable {
    /// One word of the phrase's own text: its normalized text, its id and
    /// its place among the phrase's words and slots.
    struct Word: Sendable {
        var text: String
        var id: Int32
        var order: Int
    }

    /// The phrase language's words an evidence reading reads.
    ///
    /// One instance per language of a catalog, shared by every phrase of
    /// that language: reading a phrase then holds one reference to them
    /// instead of one to each table.
    final class LanguageWords: Sendable {
        /// The action lexicon.
        let lexicon: ActionLexicon
        /// The noun particles a word may have glued on.
        let particles: [String]
        /// The small words, normalized.
        let smallWords: Set<String>
        /// The lexicon's harmless words as tokens, by first token.
        let harmlessByFirst: [String: [[String]]]
        /// The words that close or open a clause, as tokens (see
        /// ``FlexibleWords/clauseMarks``).
        let clauseMarks: [[String]]
        /// The glued endings that close a clause, normalized.
        let clauseEndings: [String]
        /// The words that turn a request around, as tokens (see
        /// ``FlexibleWords/negations``).
        let negations: [[String]]
        /// The words that introduce a value said outside the phrase's slots,
        /// as tokens (see ``FlexibleWords/valueMarks``).
        let valueMarks: [[String]]
        /// The words of ``valueMarks``.
        let valueMarkWords: Set<String>
        /// The value marks of one word.
        let oneWordValueMarks: Set<String>
        /// The words that introduce a text said outside the phrase's slots,
        /// as tokens (see ``FlexibleWords/textMarks``).
        let textMarks: [[String]]
        /// The words that close such a text, as tokens (see
        /// ``FlexibleWords/textMarksAfter``).
        let textMarksAfter: [[String]]
        /// The same, normalized whole, for one glued to the text's last word.
        let gluedTextMarks: [String]
        /// The words for a name, as tokens (see ``FlexibleWords/nameWords``).
        let nameWords: [[String]]
        /// Which of a catalog's phrase languages these are (0, 1, …), so a
        /// request keeps what it works out per language by a number.
        let key: Int

        /// The words of `words` (a language's flexible words) an evidence
        /// reading reads, as the catalog's language number `key`.
        init(_ words: FlexibleWords, key: Int) {
            var harmless: [String: [[String]]] = [:]
            for form in words.actions.harmlessTokens { harmless[form[0], default: []].append(form) }
            lexicon = words.actions
            particles = words.nounParticles
            smallWords = Set(words.smallWords.flatMap(TextNormalizer.words))
            harmlessByFirst = harmless
            clauseMarks = words.clauseMarks.map(TextNormalizer.words).filter { !$0.isEmpty }
            clauseEndings = words.clauseEndings.map(TextNormalizer.normalize).filter { !$0.isEmpty }
            negations = words.negations.map(TextNormalizer.words).filter { !$0.isEmpty }
            valueMarks = words.valueMarks.map(TextNormalizer.words).filter { !$0.isEmpty }
            valueMarkWords = Set(valueMarks.joined())
            oneWordValueMarks = Set(valueMarks.filter { $0.count == 1 }.map { $0[0] })
            textMarks = words.textMarks.map(TextNormalizer.words).filter { !$0.isEmpty }
            textMarksAfter = words.textMarksAfter.map(TextNormalizer.words).filter { !$0.isEmpty }
            gluedTextMarks = words.textMarksAfter.map(TextNormalizer.normalize).filter { !$0.isEmpty }
            nameWords = words.nameWords.map(TextNormalizer.words).filter { !$0.isEmpty }
            self.key = key
        }
    }

    /// The phrase's index in ``Catalog/phrases``.
    let place: Int
    /// Whether the phrase's slots bind every value its intent needs.
    ///
    /// Each parameter neither optional nor with a default is a slot of the
    /// phrase or fixed by its shortcut. Words left over inside a request
    /// are read only for such a phrase (``EvidenceReading/leftovers``).
    let bindsEveryNeededValue: Bool
    /// The phrase's intent when it has a text (`String`) parameter its
    /// shortcut does not fix: one said outside the slots may be read.
    let textIntent: IntentDeclaration?
    /// The intent's text parameters its shortcut does not fix.
    let openTexts: [ParameterDeclaration]
    /// The parameters of ``textIntent`` its shortcut fixes.
    let fixedParameters: [String]
    /// Whether the phrase's intent has a text parameter its shortcut does
    /// not fix.
    var takesText: Bool { !openTexts.isEmpty }
    /// Whether one of those text parameters is required (neither optional
    /// nor defaulted): the phrase's content words may then be left unsaid
    /// when the text is said in their place.
    let takesRequiredText: Bool
    /// The words that mark where the phrase says the app's name.
    ///
    /// The word just before its name slot, the word just after it, and the
    /// suffix glued to it (`in`, `在`/`里`, `에서`), as normalized text. A word
    /// left over next to one of these, on the same side, stands where the
    /// name goes and may be another app's name.
    let nameMarks: (before: String?, after: String?, suffix: String?)
    /// The phrase's language's words.
    let language: LanguageWords
    /// The phrase's own words, in order.
    let literal: [Word]
    /// The texts of ``literal``.
    let words: [String]
    /// The texts of ``literal``, as a set.
    let wordSet: Set<String>
    /// The titles of its value slots' types, in the phrase's locale and
    /// as written, as normalized words.
    let typeNouns: [[String]]
    /// The words of ``typeNouns``.
    let typeNounWords: Set<String>
    /// Per value slot, in order: the title of its type in the phrase's
    /// locale and as written, as normalized words (none for an app's name).
    let slotNouns: [[[String]]]
    /// The action words among ``words``, with their groups.
    let actions: [ActionLexicon.Found]
    /// The text of each of ``actions``, its words joined by spaces.
    let actionTexts: [String]
    /// The places in ``words`` of the action words.
    let actionPlaces: Set<Int>
    /// Every run of content words (between small words, action words and
    /// slots) that is not one of the app's domain runs: each must be said.
    let contentRuns: [[Word]]
    /// The runs a request may say again harmlessly (the app's domain runs,
    /// the type nouns, the content runs and the action words), by first word.
    let ownRuns: [String: [[String]]]

    /// The tables of phrase `place` of `catalog`, in `language`, whose
    /// app's domain runs are `domain`.
    init(place: Int, catalog: Catalog, index: FlexibleIndex, language: LanguageWords, domain: Set<[String]>) {
        self.place = place
        self.language = language
        var nameMarks: (before: String?, after: String?, suffix: String?) = (nil, nil, nil)
        let phrase = catalog.phrases[place]
        let vocabulary = catalog.vocabulary
        var literal: [Word] = []
        var typeNouns: [[String]] = []
        var slotNouns: [[[String]]] = []
        var order = 0
        for (number, piece) in phrase.pieces.enumerated() {
            if case .slot(let keyID) = piece, catalog.slotKeys.indices.contains(Int(keyID)),
                catalog.slotKeys[Int(keyID)].parameter == nil
            {
                if number > 0, case .tokens(let ids) = phrase.pieces[number - 1], let last = ids.last {
                    nameMarks.before = vocabulary.text(of: last)
                }
                if number + 1 < phrase.pieces.count, case .tokens(let ids) = phrase.pieces[number + 1],
                    let first = ids.first
                {
                    nameMarks.after = vocabulary.text(of: first)
                }
                if let suffix = catalog.slotKeys[Int(keyID)].suffix {
                    nameMarks.suffix = vocabulary.text(of: suffix.written)
                }
            }
            switch piece {
            case .tokens(let ids):
                for id in ids {
                    literal.append(Word(text: vocabulary.text(of: id), id: id, order: order))
                    order += 1
                }
            case .slot(let keyID):
                order += 1
                if catalog.slotKeys.indices.contains(Int(keyID)), catalog.slotKeys[Int(keyID)].parameter != nil {
                    slotNouns.append([])
                }
                guard catalog.slotKeys.indices.contains(Int(keyID)),
                    case .valueSet(let set) = catalog.slotKeys[Int(keyID)].source,
                    catalog.valueSets.indices.contains(Int(set)),
                    case .values(let owner, let type) = catalog.valueSets[Int(set)].kind,
                    catalog.apps.indices.contains(owner), catalog.apps[owner].types.indices.contains(type)
                else { continue }
                let title = catalog.apps[owner].types[type].title
                typeNouns.append(TextNormalizer.words(title))
                typeNouns.append(TextNormalizer.words(catalog.apps[owner].translate(title, into: phrase.locale)))
                if catalog.slotKeys[Int(keyID)].parameter != nil, !slotNouns.isEmpty {
                    // The noun as written in the locale first, then the title.
                    let nouns = [typeNouns[typeNouns.count - 1], typeNouns[typeNouns.count - 2]].filter { !$0.isEmpty }
                    slotNouns[slotNouns.count - 1] = nouns
                }
            }
        }
        self.literal = literal
        self.nameMarks = nameMarks
        bindsEveryNeededValue = Self.bindsEveryNeededValue(phrase, catalog: catalog)
        (textIntent, openTexts, fixedParameters) = Self.textParameters(phrase, catalog: catalog)
        takesRequiredText = openTexts.contains { !$0.optional && $0.defaultValue == nil }
        let words = literal.map(\.text)
        self.words = words
        wordSet = Set(words)
        self.typeNouns = typeNouns
        typeNounWords = Set(typeNouns.joined())
        self.slotNouns = slotNouns
        let lexicon = language.lexicon
        // An action form never spans a slot: `Mark ${task} as done` says
        // `done`, not `mark as done`, which a request says only around no
        // value; the form's other words (`mark`, `as`) say nothing of their
        // own: neither content the request must say nor a clue to the app.
        var actions: [ActionLexicon.Found] = []
        var start = 0
        for end in stride(from: 1, through: literal.count, by: 1)
        where end == literal.count || literal[end].order != literal[end - 1].order + 1 {
            for var found in lexicon.actionWords(in: Array(words[start..<end]), where: { _ in true }) {
                found.range = (found.range.lowerBound + start)..<(found.range.upperBound + start)
                actions.append(found)
            }
            start = end
        }
        self.actions = actions
        actionTexts = actions.map { words[$0.range].joined(separator: " ") }
        let actionPlaces = Set(actions.flatMap(\.range))
        self.actionPlaces = actionPlaces
        let aroundSlots = Set(lexicon.actionWords(in: words) { _ in true }.flatMap(\.range)).subtracting(actionPlaces)
        var runs: [[Word]] = []
        var run: [Word] = []
        for (place, word) in literal.enumerated() {
            let content =
                !actionPlaces.contains(place) && !aroundSlots.contains(place) && !index.isSmallWord(word.id)
                && !lexicon.harmlessTokens.contains { $0.count == 1 && $0[0] == word.text }
            if content, let last = run.last, last.order + 1 != word.order {
                runs.append(run)
                run = []
            }
            if content {
                run.append(word)
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
        }
        if !run.isEmpty { runs.append(run) }
        contentRuns = runs.filter { !domain.contains($0.map(\.text)) }
        var ownRuns: [String: [[String]]] = [:]
        let aroundSlotWords = aroundSlots.sorted().map { [words[$0]] }
        for run in Array(domain) + typeNouns + runs.map({ $0.map(\.text) }) + actions.map({ Array(words[$0.range]) })
            + aroundSlotWords
        where !run.isEmpty && !(ownRuns[run[0]]?.contains(run) ?? false) {
            ownRuns[run[0], default: []].append(run)
        }
        self.ownRuns = ownRuns
    }

    /// The intent of `phrase` with the text (`String`) parameters its
    /// shortcut does not fix and the parameters it fixes, or no intent
    /// when it has no such text parameter.
    private static func textParameters(
        _ phrase: CompiledPhrase, catalog: Catalog
    ) -> (intent: IntentDeclaration?, open: [ParameterDeclaration], fixed: [String]) {
        guard catalog.apps.indices.contains(phrase.app), let shortcut = phrase.shortcut else { return (nil, [], []) }
        let manifest = catalog.apps[phrase.app]
        guard manifest.shortcuts.indices.contains(shortcut),
            let intent = manifest.intent(named: manifest.shortcuts[shortcut].intent)
        else { return (nil, [], []) }
        let fixed = manifest.shortcuts[shortcut].parameters.map(\.name)
        let open = intent.parameters.filter { $0.type == .string && !fixed.contains($0.name) }
        return open.isEmpty ? (nil, [], []) : (intent, open, fixed)
    }

    /// Whether `phrase`'s slots and its shortcut's fixed values give every
    /// parameter of its intent that is neither optional nor defaulted.
    private static func bindsEveryNeededValue(_ phrase: CompiledPhrase, catalog: Catalog) -> Bool {
        guard catalog.apps.indices.contains(phrase.app), let shortcut = phrase.shortcut else { return false }
        let manifest = catalog.apps[phrase.app]
        guard manifest.shortcuts.indices.contains(shortcut),
            let intent = manifest.intent(named: manifest.shortcuts[shortcut].intent)
        else { return false }
        var given = Set(manifest.shortcuts[shortcut].parameters.map(\.name))
        for piece in phrase.pieces {
            guard case .slot(let keyID) = piece, catalog.slotKeys.indices.contains(Int(keyID)),
                let parameter = catalog.slotKeys[Int(keyID)].parameter
            else { continue }
            given.insert(parameter)
        }
        return intent.parameters.allSatisfy { $0.optional || $0.defaultValue != nil || given.contains($0.name) }
    }
}
