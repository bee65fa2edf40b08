/// The words that name an app in a request that does not say its name,
/// the same for every utterance: worked out once per catalog, the first
/// time such a request is read (``Catalog/appClues(index:)``).
///
/// A clue is a run of words of one app's own — a run of content words of
/// its phrases (`menu`, `stats`, `統計`), a run said in phrases of two or
/// more of its shortcuts (`瞑想`, `task`), a title of one of its types
/// (`shelf`, `Book`, `本`) — that no other app's phrases, names or types
/// use; a value of one of its types is a clue too, found in the value
/// tries. A run that could belong to several apps names none, and an
/// action word, a small word, a filler or a harmless word names no app
/// (any app's phrase may say them) — unless it is a type's title, the
/// app's noun (`book`, `kệ`).
struct AppClues: Sendable {
    /// A run of words that names one app.
    struct Run: Sendable, Equatable {
        /// The run's words' ids in the vocabulary.
        var ids: [Int32]
        /// The app it names.
        var app: Int
    }

    /// The runs that name one app alone, by the id of their first word.
    var runs: [Int32: [Run]]
    /// Per app: the words that say which app without picking one of its
    /// phrases, as runs by first word — its types' titles in every locale
    /// and, in scripts without spaces, the runs of two characters or more
    /// said inside the words of two or more of its shortcuts' phrases
    /// (`瞑想`): harmless in any reading of the app when it is implied
    /// (`Soup menu`: `soup` says which app).
    var appWords: [[String: [[String]]]]
    /// Per app: the shortcuts whose phrases say each run of content words
    /// (and each word of one, in a script with spaces): a clue that is one
    /// of them is harmless only in a reading of one of those shortcuts
    /// (`menu` picks the menu, and is no filler of an order).
    var runShortcuts: [[[String]: Set<Int>]]

    /// A shortcut's short title in one locale, as words.
    struct Title: Sendable, Equatable {
        /// The title's words, normalized.
        var words: [String]
        /// The app's index in ``Catalog/apps``.
        var app: Int
        /// The shortcut's index in the app's manifest.
        var shortcut: Int
        /// The locale the title is written in.
        var locale: String
    }

    /// The shortcuts' short titles in each locale of their app's phrases,
    /// by first word: a request that says one and nothing else asks for
    /// that shortcut (`Currently reading`, `注文状況`).
    var titles: [String: [Title]]

    /// The words of every locale's small words and harmless words
    /// (``ActionLexicon/harmless``): a word the vocabulary lacks may be
    /// one of these in a request that names no app, and no other.
    var harmlessWords: Set<String>

    /// No clues.
    init() {
        titles = [:]
        harmlessWords = []
        runs = [:]
        appWords = []
        runShortcuts = []
    }

    /// The clues of every app of `catalog`, whose flexible index is
    /// `index` and whose evidence tables are `apps` (by app).
    init(catalog: Catalog, index: FlexibleIndex, apps: [EvidenceApp]) {
        let vocabulary = catalog.vocabulary
        let lexicons = catalog.locales.map { Language.of($0).flexibleWords.actions }
        var fillers = Set<[String]>()
        var harmlessWords = Set<String>()
        for locale in catalog.locales {
            let words = Language.of(locale).flexibleWords
            for form in words.actions.harmlessTokens {
                fillers.insert(form)
                harmlessWords.formUnion(form)
            }
            harmlessWords.formUnion(words.smallWords.flatMap(TextNormalizer.words))
        }
        self.harmlessWords = harmlessWords
        func isSmall(_ word: String) -> Bool {
            let id = vocabulary.id(of: word)
            return id >= 0 && index.isSmallWord(id)
        }
        /// Whether `run` says nothing of an app's own: small words, fillers,
        /// generic words for an app, action words and harmless words.
        ///
        /// A type's title (`isTitle`) is a noun whatever a language's lists
        /// make of its words: only a filler or a generic word for an app
        /// says nothing then (`kệ`, a classifier, is the shelf; `book`, a
        /// verb, the book).
        func saysNothing(_ run: [String], isTitle: Bool = false) -> Bool {
            if fillers.contains(run) { return true }
            if let first = run.first,
                index.skips(startingWith: first).contains(where: {
                    $0.tokens == run && ($0.kind == .filler || $0.kind == .genericAppWord)
                })
            {
                return true
            }
            if isTitle { return false }
            if run.allSatisfy(isSmall) { return true }
            return lexicons.contains { lexicon in
                var covered = Set<Int>()
                for found in lexicon.actionWords(in: run, where: { _ in true }) { covered.formUnion(found.range) }
                return run.indices.allSatisfy { covered.contains($0) || isSmall(run[$0]) }
            }
        }
        var owners: [[String]: Set<Int>] = [:]
        var appWords = [[String: [[String]]]](repeating: [:], count: catalog.apps.count)
        var runShortcuts = [[[String]: Set<Int>]](repeating: [:], count: catalog.apps.count)
        func add(_ words: [String], to table: inout [String: [[String]]]) {
            guard let first = words.first, !(table[first]?.contains(words) ?? false) else { return }
            table[first, default: []].append(words)
        }
        for (app, manifest) in catalog.apps.enumerated() {
            var own = Set<[String]>()
            var titles = Set<[String]>()
            // The app's names name it, but are no clue of it: said whole
            // they are its name; each of their words alone another thing.
            for title in manifest.types.map(\.title) {
                for spelled in Set([title] + catalog.locales.map { manifest.translate(title, into: $0) }) {
                    let words = TextNormalizer.words(spelled)
                    own.insert(words)
                    titles.insert(words)
                    add(words, to: &appWords[app])
                }
            }
            guard apps.indices.contains(app) else { continue }
            for run in apps[app].domain where !apps[app].nouns.contains(run) { own.insert(run) }
            // Runs of characters said inside two or more shortcuts' words.
            var gramShortcuts: [[String]: Set<Int>] = [:]
            for phrase in apps[app].phrases {
                guard let shortcut = catalog.phrases[phrase.place].shortcut else { continue }
                for run in phrase.contentRuns {
                    let words = run.map(\.text)
                    own.insert(words)
                    runShortcuts[app][words, default: []].insert(shortcut)
                    if words.count > 1 {
                        // A word of a space-separated script says something
                        // alone; a character of a script without spaces
                        // does only in its run.
                        for word in words where !Self.isCharacter(word) {
                            own.insert([word])
                            runShortcuts[app][[word], default: []].insert(shortcut)
                        }
                    }
                    for gram in Self.characterRuns(in: words) { gramShortcuts[gram, default: []].insert(shortcut) }
                }
            }
            for (gram, shortcuts) in gramShortcuts where shortcuts.count > 1 {
                own.insert(gram)
                add(gram, to: &appWords[app])
            }
            for run in own where !run.isEmpty && !saysNothing(run, isTitle: titles.contains(run)) {
                owners[run, default: []].insert(app)
            }
        }
        // A run of another app's names names none (`soup` of `Soup Chef`).
        for (app, evidence) in apps.enumerated() {
            for noun in evidence.nouns {
                for word in noun where owners[[word]] != nil { owners[[word], default: []].insert(app) }
                if owners[noun] != nil { owners[noun, default: []].insert(app) }
            }
        }
        var runs: [Int32: [Run]] = [:]
        for (words, apps) in owners where apps.count == 1 {
            // A run the vocabulary does not hold whole is never typed so.
            let ids = words.map { vocabulary.id(of: $0) }
            guard let app = apps.first, let first = ids.first, !ids.contains(where: { $0 < 0 }) else { continue }
            runs[first, default: []].append(Run(ids: ids, app: app))
        }
        // The longest run first at each word, then in a fixed order.
        for key in runs.keys {
            runs[key]?.sort { lhs, rhs in
                lhs.ids.count != rhs.ids.count
                    ? lhs.ids.count > rhs.ids.count : lhs.ids.lexicographicallyPrecedes(rhs.ids)
            }
        }
        self.runs = runs
        self.appWords = appWords
        self.runShortcuts = runShortcuts
        titles = Self.titles(of: catalog)
    }

    /// The short titles of `catalog`'s shortcuts in each locale of their
    /// app's phrases (the app's own locale first), by first word; a title
    /// said alike in several locales is kept in the first.
    static func titles(of catalog: Catalog) -> [String: [Title]] {
        var locales = [[String]](repeating: [], count: catalog.apps.count)
        for phrase in catalog.phrases
        where locales.indices.contains(phrase.app) && !locales[phrase.app].contains(phrase.locale) {
            locales[phrase.app].append(phrase.locale)
        }
        var titles: [String: [Title]] = [:]
        for (app, manifest) in catalog.apps.enumerated() {
            let own = manifest.app.locale
            let ordered = locales[app].filter { $0 == own } + locales[app].filter { $0 != own }
            for (shortcut, declaration) in manifest.shortcuts.enumerated() {
                guard let title = declaration.shortTitle else { continue }
                for locale in ordered {
                    let words = TextNormalizer.words(manifest.translate(title, into: locale))
                    guard let first = words.first,
                        !(titles[first] ?? []).contains(where: {
                            $0.words == words && $0.app == app && $0.shortcut == shortcut
                        })
                    else { continue }
                    titles[first, default: []].append(
                        Title(words: words, app: app, shortcut: shortcut, locale: locale))
                }
            }
        }
        return titles
    }

    /// The runs of two to four characters inside `words` that hold a Han
    /// or katakana character (not a run of hiragana only: an ending).
    static func characterRuns(in words: [String]) -> [[String]] {
        var runs: [[String]] = []
        for run in words.runs(where: isCharacter) {
            for from in run {
                for length in 2...4 where from + length <= run.upperBound {
                    let gram = Array(words[from..<(from + length)])
                    if gram.contains(where: { !isHiragana($0) }) { runs.append(gram) }
                }
            }
        }
        return runs
    }

    /// Whether `word` is one hiragana character.
    private static func isHiragana(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) }
    }

    /// Whether `word` is one character of a script written without spaces
    /// (a Han or kana character, a token of its own).
    static func isCharacter(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        return scalars.count == 1 && ScriptClass(scalars[0]) == .single
    }
}
