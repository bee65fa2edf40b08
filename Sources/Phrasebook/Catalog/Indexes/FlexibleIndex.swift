import Foundation

/// What flexible matching needs to know about a catalog's words, built once
/// with the catalog from its vocabulary and the languages of its phrases:
/// the words by their deletions, with a letter-set mask (to find the words
/// within a typo's reach without comparing every one), the classes of
/// interchangeable words, the small words and what each costs to leave out,
/// and the word sequences (fillers, generic app words) a user may add.
struct FlexibleIndex: Sendable {
    /// Why an utterance word may be skipped.
    enum SkipKind: UInt8, Sendable {
        /// A filler or politeness word.
        case filler
        /// A generic word for an app.
        case genericAppWord
        /// A small word: an article, a classifier, a preposition.
        case smallWord
        /// What a value is, said after it: its type's title or its app's name.
        case valueNoun
    }

    /// Words a user may add: `tokens` normalized, skipped as one.
    struct Skip: Sendable {
        var tokens: [String]
        var kind: SkipKind
        /// For a ``SkipKind/valueNoun``: what it names, as
        /// ``nounOwner(app:type:)`` codes, ascending.
        var owners: [Int64] = []

        /// Whether `typed`'s tokens from `position` on begin with ``tokens``.
        func isTyped(in typed: [Token], at position: Int) -> Bool {
            position + tokens.count <= typed.count && zip(tokens, typed[position...]).allSatisfy { $0 == $1.text }
        }
    }

    /// The alphabetic words typos may reach (``takesTypos(_:)``), by their
    /// deletions once looked up often enough, each word with as many as a
    /// typed word may need to reach it (``typoDeletions(word:hangul:)``).
    private(set) var typoNeighbours = LazyTypoNeighbourhood()
    /// The Hangul words typos may reach, by their deletions (of jamo).
    private(set) var hangulTypoNeighbours = LazyTypoNeighbourhood()
    /// Each word's typing letters (``typoLetters(_:)``, else its scalars),
    /// flat: word `id`'s are `scalars[scalarStart[id]..<scalarStart[id+1]]`.
    private(set) var scalarStart: [Int32] = [0]
    private(set) var scalars: [UInt32] = []
    /// Each word's typing-letter set, as 64 hashed bits (see ``letterMask(_:)``).
    private(set) var masks: [UInt64] = []
    /// Per word id: its class of interchangeable words, or -1.
    private(set) var classOf: [Int32] = []
    /// Classes' members: class `c`'s are `classMembers[classStart[c]..<classStart[c+1]]`.
    private(set) var classStart: [Int32] = [0]
    private(set) var classMembers: [Int32] = []
    /// Class keys (a group's name, or an ending stem) by key text.
    private var classByKey: [String: Int32] = [:]
    /// The ending stems among ``classByKey``'s keys (without their
    /// `stem:`): a stem the filter turns down names no class, told
    /// without building its key and hashing it as a string.
    private var classStems = WordHashFilter()
    /// Per word id: whether it is a small word (cheap to add or leave out).
    private(set) var isSmall: [Bool] = []
    /// Per value set, the small words its values start with (`the` of
    /// `The Outsider`), ascending: value set `k`'s are
    /// `leadingSmallWords[leadingSmallWordStart[k]..<leadingSmallWordStart[k+1]]`.
    ///
    /// A value trie's root has an edge per title; the flexible walk, which
    /// may leave a value's leading small word out, reads these instead.
    private(set) var leadingSmallWordStart: [Int32] = [0]
    private(set) var leadingSmallWords: [Int32] = []
    /// Per place in ``leadingSmallWords``, the node its root edge leads to
    /// (what a lookup of the word at the trie's root, a search of one
    /// edge per title, finds).
    private(set) var leadingSmallWordNodes: [Int32] = []
    /// Per word id, the value sets whose trie's root has an edge for it,
    /// ascending, with the node the edge leads to: word `id`'s are
    /// `rootEdgeSets[rootEdgeStart[id]..<rootEdgeStart[id+1]]` and the same
    /// places of `rootEdgeTargets`.
    ///
    /// The flexible walk looks up once per
    /// utterance position which value sets the readings there start a value
    /// of, instead of searching every set's root for every reading.
    private(set) var rootEdgeStart: [Int32] = [0]
    private(set) var rootEdgeSets: [Int32] = []
    private(set) var rootEdgeTargets: [Int32] = []
    /// Per word id: whether it is one Han character (which a substituted
    /// character may be read as).
    private(set) var isHan: [Bool] = []
    /// The Han words by their readings, in the catalog's languages
    /// (``CharacterReadingIndex``): homophones and kana typed for kanji.
    private(set) var characterReadings = CharacterReadingIndex()
    /// Which words are number words of some language, asked per word on
    /// first use (see ``NumberWordCache``).
    private let numberWords: NumberWordCache
    /// What flexible matching makes of each word on its own, worked out
    /// per word on first use.
    private let wordReadingsCache: LazyTable<WordReadings>
    /// What flexible matching makes of words the vocabulary lacks, by
    /// their text, kept for the first ``unknownWordCapacity`` such words
    /// (a filler, a politeness word or a common typo comes back in request
    /// after request; working one out reads the typo neighbourhood).
    private let unknownWordReadings = BoundedMemo<String, WordReadings>(capacity: FlexibleIndex.unknownWordCapacity)

    /// How many words the vocabulary lacks keep their readings: past it,
    /// the readings of a new one are worked out each time it is read, so
    /// requests made of ever new words cannot make the index grow.
    static let unknownWordCapacity = 4096
    /// What each span of catalog words reads as, asked per span on first
    /// use (see ``NumberSpanCache``).
    private let numberSpans = NumberSpanCache()
    /// Per value set, the nodes number words from its trie's root reach,
    /// worked out per set on first use.
    private let valueNumberSpellings: LazyTable<ValueNumberSpellings>
    /// The same below value-trie nodes other than the root, worked out per
    /// set and node on first use (see ``NodeNumberSpellingsCache``).
    private let nodeNumberSpellings = NodeNumberSpellingsCache()
    /// Sequences a user may add, by their first token.
    private(set) var skipsByFirstToken: [String: [Skip]] = [:]
    /// The shapes of the first tokens of ``skipsByFirstToken``: a word the
    /// filter turns down starts no sequence, told without hashing it as a
    /// string (which normalizes a word that is not ASCII first).
    private var skipShapes = WordShapeFilter([String]())
    /// The bytes of the first tokens of ``skipsByFirstToken`` (normalized,
    /// as utterance tokens are): asked after ``skipShapes``, it turns down
    /// most words of a shape some first token has (many, for words outside
    /// ASCII, whose first and last bytes say little) without hashing them
    /// as strings.
    private var skipBytes = WordHashFilter()
    /// A bit per byte value that ends a noun particle (as written and
    /// composed): a word whose last byte is none ends in no particle.
    private var nounParticleLastBytes = [UInt64](repeating: 0, count: 4)
    /// The shapes of the member texts of ``groupKeys``.
    private var groupShapes = WordShapeFilter([String]())
    /// The bytes of the member texts of ``groupKeys``, asked after
    /// ``groupShapes`` (as ``skipBytes`` after ``skipShapes``).
    private var groupBytes = WordHashFilter()
    /// Traditional characters and their simplified forms.
    private(set) var simplified: [Unicode.Scalar: Unicode.Scalar] = [:]
    /// The lowest scalar value among ``simplified``'s keys: a scalar below
    /// it (every ASCII letter) is not looked up.
    private var lowestTraditional: UInt32 = 0
    /// Noun particles, longest first.
    private(set) var nounParticles: [String] = []
    /// Every word of the apps' names and types' titles (``valueNouns(of:locales:)``), normalized.
    private(set) var valueNounWords = Set<String>()
    /// The apps' names and types' titles of one word (`책`, `本`).
    private(set) var wholeWordNouns = Set<String>()
    /// Per noun particle: how many characters it has.
    private(set) var nounParticleCounts: [Int] = []
    /// The last characters of the noun particles: a word ending in none
    /// ends in no particle (one test instead of a suffix test per particle).
    private var nounParticleEndings: Set<Character> = []
    /// Whether some noun particle is empty (and so ends every word).
    private var hasEmptyNounParticle = false
    /// The bytes vocabulary words have before a noun particle they end
    /// with (`완료` of `완료로`), none when there are no noun particles: a
    /// word the filter turns down is no word's stem, told without looking
    /// up the word with each particle glued on (see ``mayBeGluedStem(_:)``).
    private var gluedStems = WordHashFilter()
    /// The beginnings of the vocabulary's Hangul words, each whole syllables
    /// and shorter than its word: what a word typed in parts starts with
    /// (see ``mayStartHangulWord(_:)``).
    private var hangulWordStarts = WordHashFilter()
    /// Generic app words said as one token (`앱`), for a glued particle after them.
    private(set) var genericAppTokens: [String] = []
    /// The vocabulary's glued forms (``Vocabulary/gluedID(of:)``) with their
    /// UTF-8 bytes, in id order: a handful of particles, compared byte by
    /// byte (see ``gluedID(of:)``).
    private var gluedForms: [(id: Int32, bytes: [UInt8])] = []
    /// The number readers of the catalog's languages, each with its test
    /// of whether a word may be in a number it reads (a span with another
    /// word is not asked about).
    private(set) var numberReaders: [NumberReader] = []
    /// Ending stems of the catalog's languages.
    private var stems: [@Sendable (String) -> String?] = []
    /// The groups' keys by member text.
    private var groupKeys: [String: [String]] = [:]
    /// The phrase graph's node signatures (what a walk can still read
    /// below each node), made with the index.
    var graphMasks = GraphTokenMasks()
    /// The locales of the phrases below each phrase-graph node, made with the index.
    var graphLocales = GraphLocaleMasks()
    /// Whether some slot of the catalog is open (takes any words), made
    /// with the index: a walk then has no floor on what the rest of an
    /// utterance costs.
    var hasOpenSlot = false
    /// Per app: whether its phrases may match flexibly.
    private(set) var appAllowsFlexible: [Bool] = []
    /// The phrase graph's words that say a count (`一` in `点一碗${soup}`,
    /// `한` in `한 그릇`), each with its number; made with the index (see
    /// ``noteCountWords(graph:vocabulary:)``).
    var countWords: [CountWord] = []
    /// Per app, where its phrases say its name (``AppNamePlace`` bits);
    /// made with the index (see ``noteAppNamePlaces(phrases:slotKeys:appCount:)``).
    var appNamePlaces: [UInt8] = []
    /// Per slot key: the ``nounOwner(app:type:)`` code of what its values
    /// are (its type, or its app for an app-name slot), -1 for none; made
    /// with the index (see ``noteSlotNounOwners(slotKeys:valueSetOwners:)``).
    private(set) var slotNounOwners: [Int64] = []
    /// The words that join two clauses in the catalog's languages
    /// (``FlexibleWords/clauseJoiners``), as tokens, by first token: where a
    /// request may be parted into clauses (``Matcher/clauses(texts:breaks:index:)``).
    private(set) var clauseMarks: [String: [[String]]] = [:]
    /// The glued endings that close a clause in the catalog's languages
    /// (``FlexibleWords/clauseEndings``), normalized.
    private(set) var clauseEndings: [String] = []
    /// The first bytes of the clause-joining words and the last bytes of
    /// the clause endings, as 256-bit sets: a word whose bytes are in
    /// neither is looked up in neither (``mayPartClauses(_:)``).
    private var clauseJoinerFirstBytes = [UInt64](repeating: 0, count: 4)
    private var clauseEndingLastBytes = [UInt64](repeating: 0, count: 4)
    /// The words that turn a request around in the catalog's languages
    /// (``FlexibleWords/negations``), as tokens.
    private(set) var negations: [[String]] = []
    /// Whether some word is a whole number in digits (`24`): without one,
    /// number words can read nothing and the readers are not asked.
    private(set) var hasNumberWords = false

    /// An index over nothing (a catalog without phrases).
    init() {
        numberWords = NumberWordCache(count: 0)
        wordReadingsCache = LazyTable(count: 0)
        valueNumberSpellings = LazyTable(count: 0)
    }

    /// The index of `vocabulary` for phrases in `locales`, whose apps'
    /// names and types' titles are `valueNouns`, each with what it names
    /// (``valueNounOwners(of:locales:)``).
    init(
        vocabulary: Vocabulary, locales: [String], appAllowsFlexible: [Bool], valueTries: [TokenTrie],
        valueNouns: [String: [Int64]]
    ) {
        self.appAllowsFlexible = appAllowsFlexible
        numberWords = NumberWordCache(count: vocabulary.count)
        wordReadingsCache = LazyTable(count: vocabulary.count)
        valueNumberSpellings = LazyTable(count: valueTries.count)
        var languages: [Language] = []
        for locale in locales {
            let language = Language.of(locale)
            if !languages.contains(where: { $0.isSame(as: language) }) { languages.append(language) }
        }
        var smallWords = Set<String>()
        var readingTables: [CharacterReadings] = []
        for language in languages {
            let words = language.flexibleWords
            for (index, group) in words.interchangeable.enumerated() {
                for member in group {
                    groupKeys[TextNormalizer.normalize(member), default: []].append("\(language.tag)#\(index)")
                }
            }
            if let stem = words.endingStem { stems.append(stem) }
            for mark in words.clauseJoiners {
                let tokens = TextNormalizer.words(mark)
                if let first = tokens.first, !(clauseMarks[first]?.contains(tokens) ?? false) {
                    clauseMarks[first, default: []].append(tokens)
                }
            }
            clauseEndings += words.clauseEndings.map(TextNormalizer.normalize).filter { !$0.isEmpty }
            for joiner in clauseMarks.keys {
                if let byte = joiner.utf8.first { Self.insert(byte, into: &clauseJoinerFirstBytes) }
            }
            for ending in clauseEndings {
                if let byte = ending.utf8.last { Self.insert(byte, into: &clauseEndingLastBytes) }
            }
            negations += words.negations.map(TextNormalizer.words).filter { !$0.isEmpty }
            for filler in words.fillers { addSkip(filler, .filler) }
            for word in words.genericAppWords {
                addSkip(word, .genericAppWord)
                let tokens = TextNormalizer.words(word)
                if tokens.count == 1 { genericAppTokens.append(tokens[0]) }
            }
            for word in words.smallWords {
                let tokens = TextNormalizer.words(word)
                if tokens.count == 1 { smallWords.insert(tokens[0]) }
                addSkip(word, .smallWord)
            }
            nounParticles += words.nounParticles
            numberReaders.append(NumberReader(read: language.readNumber, mayRead: language.mayBeInNumber))
            let pairs = Array(words.traditionalToSimplified.unicodeScalars.filter { !$0.properties.isWhitespace })
            for start in stride(from: 0, to: pairs.count - 1, by: 2) { simplified[pairs[start]] = pairs[start + 1] }
            readingTables.append(words.characterReadings())
        }
        for (noun, owners) in valueNouns.sorted(by: { $0.key < $1.key }) { addNoun(noun, owners: owners) }
        valueNounWords = Set(valueNouns.keys.flatMap(TextNormalizer.words))
        wholeWordNouns = Set(valueNouns.keys.map(TextNormalizer.words).filter { $0.count == 1 }.map { $0[0] })
        lowestTraditional = simplified.keys.lazy.map(\.value).min() ?? 0
        nounParticles.sort { $0.count > $1.count }
        nounParticleCounts = nounParticles.map(\.count)
        for particle in nounParticles {
            if let last = particle.last { nounParticleEndings.insert(last) } else { hasEmptyNounParticle = true }
            for form in [particle, particle.precomposedStringWithCanonicalMapping] {
                if let byte = form.utf8.last { nounParticleLastBytes[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
            }
        }
        skipShapes = WordShapeFilter(skipsByFirstToken.keys)
        groupShapes = WordShapeFilter(groupKeys.keys)
        for word in skipsByFirstToken.keys { Self.insertComposed(word, into: &skipBytes) }
        for word in groupKeys.keys { Self.insertComposed(word, into: &groupBytes) }

        for id in vocabulary.gluedTokens.sorted() { gluedForms.append((id, Array(vocabulary.text(of: id).utf8))) }
        var byClass: [[Int32]] = []
        var typoWords: [Int32] = []
        var hangulTypoWords: [Int32] = []
        classOf = [Int32](repeating: -1, count: vocabulary.count)
        isSmall = [Bool](repeating: false, count: vocabulary.count)
        isHan = [Bool](repeating: false, count: vocabulary.count)
        let particleBytes = nounParticles.map { Array($0.utf8) }
        for id in 0..<Int32(vocabulary.count) {
            let text = vocabulary.text(of: id)
            if !particleBytes.isEmpty { noteGluedStems(of: text, particles: particleBytes) }
            let facts = Self.wordFacts(of: text)
            if !facts.ascii { noteHangulWordStarts(of: Array(text.unicodeScalars)) }
            scalars += facts.letters
            scalarStart.append(Int32(scalars.count))
            masks.append(Self.letterMask(facts.letters))
            // A glued form is read only against a slot's suffix.
            guard !vocabulary.isGlued(id) else { continue }
            if !hasNumberWords && facts.wholeNumber { hasNumberWords = true }
            if smallWords.contains(text) { isSmall[Int(id)] = true }
            if facts.han { isHan[Int(id)] = true }
            if facts.takesTypos {
                if facts.hangul { hangulTypoWords.append(id) } else { typoWords.append(id) }
            }
            for key in classKeys(of: text) {
                let known = classByKey[key]
                let index = known ?? Int32(byClass.count)
                if known == nil {
                    classByKey[key] = index
                    byClass.append([])
                    if key.hasPrefix(Self.stemKeyPrefix) {
                        classStems.insert(key.utf8.dropFirst(Self.stemKeyPrefix.utf8.count))
                    }
                }
                byClass[Int(index)].append(id)
                // A word of a group and of a stem's class reads as the
                // group's, as an utterance word the catalog lacks does
                // (``wordClass(of:id:)``): its first key's class.
                if classOf[Int(id)] < 0 { classOf[Int(id)] = index }
            }
        }
        characterReadings = CharacterReadingIndex(tables: readingTables, vocabulary: vocabulary, isHan: isHan)
        typoNeighbours = LazyTypoNeighbourhood(
            words: typoWords, scalars: scalars, scalarStart: scalarStart, hangul: false)
        hangulTypoNeighbours = LazyTypoNeighbourhood(
            words: hangulTypoWords, scalars: scalars, scalarStart: scalarStart, hangul: true)
        for members in byClass {
            classMembers += members
            classStart.append(Int32(classMembers.count))
        }
        for trie in valueTries {
            for edge in trie.edges(of: TokenTrie.root) where isSmallWord(trie.edgeToken[edge]) {
                leadingSmallWords.append(trie.edgeToken[edge])
                leadingSmallWordNodes.append(trie.edgeTarget[edge])
            }
            leadingSmallWordStart.append(Int32(leadingSmallWords.count))
        }
        var rootEdgeCounts = [Int32](repeating: 0, count: vocabulary.count + 1)
        for trie in valueTries {
            for edge in trie.edges(of: TokenTrie.root) {
                let token = Int(trie.edgeToken[edge])
                if token >= 0 && token < vocabulary.count { rootEdgeCounts[token + 1] += 1 }
            }
        }
        for id in 0..<vocabulary.count { rootEdgeCounts[id + 1] += rootEdgeCounts[id] }
        rootEdgeStart = rootEdgeCounts
        rootEdgeSets = [Int32](repeating: 0, count: Int(rootEdgeCounts[vocabulary.count]))
        rootEdgeTargets = rootEdgeSets
        var nextPlace = rootEdgeCounts
        for (set, trie) in valueTries.enumerated() {
            for edge in trie.edges(of: TokenTrie.root) {
                let token = Int(trie.edgeToken[edge])
                guard token >= 0 && token < vocabulary.count else { continue }
                let place = Int(nextPlace[token])
                nextPlace[token] += 1
                rootEdgeSets[place] = Int32(set)
                rootEdgeTargets[place] = trie.edgeTarget[edge]
            }
        }
    }

    /// What the index notes of one vocabulary word.
    struct WordFacts: Equatable {
        /// Its typing letters (``typoLetters(_:)``), else its scalars.
        var letters: [UInt32]
        /// Whether it is all ASCII.
        var ascii: Bool
        /// Whether it is a whole number in digits (``isWholeNumber(_:)``).
        var wholeNumber: Bool
        /// Whether it is one Han character.
        var han: Bool
        /// Whether typos are read in it (``takesTypos(_:)``, with typing letters).
        var takesTypos: Bool
        /// Whether it is a Hangul word (``isHangulWord(_:)``).
        var hangul: Bool
    }

    /// The ``WordFacts`` of word `text`: an ASCII word (most words of most
    /// catalogs) is read from its bytes, as the scalar tests read it (no
    /// ASCII scalar is Hangul or Han, a digit is its only numeric one, its
    /// typing letters are its letters unless a digit makes it not alphabetic).
    static func wordFacts(of text: String) -> WordFacts {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let letters = text.utf8.map(UInt32.init)
            let digits = letters.lazy.filter { $0 >= 0x30 && $0 <= 0x39 }.count
            let wholeNumber =
                !letters.isEmpty && letters.count <= 9 && digits == letters.count
                && (letters.count == 1 || letters[0] != 0x30)
            return WordFacts(
                letters: letters, ascii: true, wholeNumber: wholeNumber, han: false,
                takesTypos: letters.count >= 4 && digits == 0, hangul: false)
        }
        let scalars = Array(text.unicodeScalars)
        let typing = typoLetters(scalars)
        return WordFacts(
            letters: typing ?? scalars.map(\.value), ascii: false, wholeNumber: isWholeNumber(scalars),
            han: scalars.count == 1 && ScriptClass(scalars[0]) == .single && scalars[0].properties.isIdeographic,
            takesTypos: typing != nil && takesTypos(scalars), hangul: isHangulWord(scalars))
    }

    /// Adds the bytes of `word` to `filter`, as written and composed (a
    /// normalized token's form; the same bytes for a word already composed).
    private static func insertComposed(_ word: String, into filter: inout WordHashFilter) {
        filter.insert(word)
        filter.insert(word.precomposedStringWithCanonicalMapping)
    }

    /// The words a user may say beside a value to say what it is, in each
    /// of `locales` an app speaks: the app's name and synonyms and its
    /// types' titles, as translated (`Meditation`, `명상`, `Book`, `书架`).
    static func valueNouns(of apps: [AppManifest], locales: [String]) -> [String] {
        var nouns = Set<String>()
        for app in apps {
            let words = [app.app.name] + app.app.synonyms + app.types.map(\.title)
            for word in words {
                nouns.insert(word)
                for locale in locales { nouns.insert(app.translate(word, into: locale)) }
            }
        }
        return nouns.sorted()
    }

    /// The words a user may say beside a value to say what it is
    /// (``valueNouns(of:locales:)``), each with what it names: the
    /// ``nounOwner(app:type:)`` codes of the apps it is a name of and the
    /// types it is a title of, ascending.
    static func valueNounOwners(of apps: [AppManifest], locales: [String]) -> [String: [Int64]] {
        var owners: [String: Set<Int64>] = [:]
        for (place, app) in apps.enumerated() {
            var words = ([app.app.name] + app.app.synonyms).map { ($0, nounOwner(app: place, type: nil)) }
            for (type, declaration) in app.types.enumerated() {
                words.append((declaration.title, nounOwner(app: place, type: type)))
            }
            for (word, owner) in words {
                owners[word, default: []].insert(owner)
                for locale in locales { owners[app.translate(word, into: locale), default: []].insert(owner) }
            }
        }
        return owners.mapValues { $0.sorted() }
    }

    /// The code of what a value noun names: app `app`'s name when `type`
    /// is `nil`, else the title of its type `type`.
    static func nounOwner(app: Int, type: Int?) -> Int64 {
        Int64(app) << 32 | Int64((type ?? -1) + 1)
    }

    /// Notes per slot key what its values are (``slotNounOwners``), from
    /// `valueSetOwners`: per value set, the ``nounOwner(app:type:)`` code
    /// of its type or app, -1 for none.
    mutating func noteSlotNounOwners(slotKeys: [SlotKey], valueSetOwners: [Int64]) {
        slotNounOwners = slotKeys.map { key in
            guard case .valueSet(let set) = key.source, valueSetOwners.indices.contains(Int(set)) else { return -1 }
            return valueSetOwners[Int(set)]
        }
    }

    /// Whether value noun `skip` says what the values of slot key `key`
    /// are (`owners`: an index's ``slotNounOwners``): their type's title or
    /// their app's name (`the Dune book`, `걷기 명상`), never another type's
    /// or app's (`Thiền Sách`).
    static func noun(_ skip: Skip, fits key: Int32, owners: [Int64]) -> Bool {
        guard key >= 0, Int(key) < owners.count else { return false }
        let owner = owners[Int(key)]
        guard owner >= 0 else { return false }
        let app = owner & ~0xFFFF_FFFF
        return skip.owners.contains { $0 == owner || $0 == app }
    }

    /// Adds value noun `text` naming `owners`, merged with a noun of the same tokens.
    private mutating func addNoun(_ text: String, owners: [Int64]) {
        let tokens = TextNormalizer.words(text)
        guard let first = tokens.first else { return }
        var skips = skipsByFirstToken[first] ?? []
        if let place = skips.firstIndex(where: { $0.kind == .valueNoun && $0.tokens == tokens }) {
            skips[place].owners = Array(Set(skips[place].owners).union(owners)).sorted()
        } else {
            skips.append(Skip(tokens: tokens, kind: .valueNoun, owners: owners))
        }
        skipsByFirstToken[first] = skips
    }

    /// Adds `text`, cut into normalized tokens, as a sequence of kind `kind` a user may add.
    private mutating func addSkip(_ text: String, _ kind: SkipKind) {
        let tokens = TextNormalizer.words(text)
        guard let first = tokens.first else { return }
        skipsByFirstToken[first, default: []].append(Skip(tokens: tokens, kind: kind))
    }

    /// The id of glued form `text` (as ``Vocabulary/gluedID(of:)`` finds
    /// it), -1 for none: its bytes compared with those of each glued form.
    ///
    /// Both are normalized (composed) text, whose equal strings have equal
    /// bytes; a dictionary of strings hashed a word that is not ASCII only
    /// after normalizing it again.
    func gluedID(of text: String) -> Int32 {
        let count = text.utf8.count
        for form in gluedForms where form.bytes.count == count && text.utf8.elementsEqual(form.bytes) { return form.id }
        return -1
    }

    /// Adds to ``gluedStems`` the stems vocabulary word `text` has before
    /// each noun particle (as UTF-8 bytes, `particles`) it ends with and is
    /// longer than.
    private mutating func noteGluedStems(of text: String, particles: [[UInt8]]) {
        var text = text
        text.withUTF8 { bytes in
            guard let last = bytes.last,
                hasEmptyNounParticle || nounParticleLastBytes[Int(last >> 6)] & (1 << UInt64(last & 63)) != 0
            else { return }
            for particle in particles
            where bytes.count > particle.count && bytes.suffix(particle.count).elementsEqual(particle) {
                gluedStems.insert(bytes.prefix(bytes.count - particle.count))
            }
        }
    }

    /// Adds to ``hangulWordStarts`` the beginnings of a vocabulary word of
    /// Hangul syllables `letters` (its first syllables, all but the last).
    private mutating func noteHangulWordStarts(of letters: [Unicode.Scalar]) {
        guard letters.count >= 2, letters.allSatisfy(HangulSyllable.isSyllable) else { return }
        var bytes: [UInt8] = []
        for letter in letters.dropLast() {
            bytes.append(contentsOf: String(letter).utf8)
            hangulWordStarts.insert(bytes)
        }
    }

    /// Whether some vocabulary word of Hangul syllables may start with the
    /// syllables of `start` (UTF-8 bytes) and go on: `false` for surely none.
    @inline(__always)
    func mayStartHangulWord(_ start: some Collection<UInt8>) -> Bool {
        hangulWordStarts.mayContain(start)
    }

    /// Whether a vocabulary word may be `stem` (UTF-8 bytes) with a noun
    /// particle glued on: `false` for surely none.
    @inline(__always)
    func mayBeGluedStem(_ stem: some Collection<UInt8>) -> Bool {
        gluedStems.mayContain(stem)
    }

    /// Whether `text` may end in a noun particle: it ends in a particle's
    /// last character (its last byte tested first).
    func mayEndInNounParticle(_ text: String) -> Bool {
        guard !nounParticles.isEmpty else { return false }
        if hasEmptyNounParticle { return true }
        guard let byte = text.utf8.last, nounParticleLastBytes[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0,
            let last = text.last
        else { return false }
        return nounParticleEndings.contains(last)
    }

    /// The sequences a user may add that start with word `text`
    /// (``skipsByFirstToken``), looked up only when its shape may be one's.
    func skips(startingWith text: String) -> [Skip] {
        guard skipShapes.mayContain(text), skipBytes.mayContain(text) else { return [] }
        return skipsByFirstToken[text] ?? []
    }

    /// What a class key made of an ending stem starts with (a group's key
    /// starts with its language's tag).
    private static let stemKeyPrefix = "stem:"

    /// The class keys of a word: its groups', and its ending stem.
    func classKeys(of text: String) -> [String] {
        var keys = groupKeys[text] ?? []
        for stem in stems {
            if let key = stem(text) { keys.append(Self.stemKeyPrefix + key) }
        }
        return keys
    }

    /// The class an utterance word belongs to (by a key it shares with
    /// catalog words), or -1.
    func wordClass(of text: String, id: Int32) -> Int32 {
        if id >= 0, Int(id) < classOf.count { return classOf[Int(id)] }
        // The keys of ``classKeys(of:)`` in its order, without listing them:
        // the groups' (looked up only when the word's shape may be a
        // member's), then the stems'.
        if groupShapes.mayContain(text), groupBytes.mayContain(text), let keys = groupKeys[text] {
            for key in keys {
                if let found = classByKey[key] { return found }
            }
        }
        for stem in stems {
            if let key = stem(text), classStems.mayContain(key), let found = classByKey[Self.stemKeyPrefix + key] {
                return found
            }
        }
        return -1
    }

    /// The words of class `wordClass`.
    func members(ofClass wordClass: Int32) -> ArraySlice<Int32> {
        classMembers[Int(classStart[Int(wordClass)])..<Int(classStart[Int(wordClass) + 1])]
    }

    /// The scalars of word `id`.
    @inline(__always)
    func letters(of id: Int32) -> ArraySlice<UInt32> {
        scalars[Int(scalarStart[Int(id)])..<Int(scalarStart[Int(id) + 1])]
    }

    /// The places in ``leadingSmallWords`` and ``leadingSmallWordNodes``
    /// of the small words value set `set`'s values start with.
    @inline(__always)
    func leadingSmallWordPlaces(ofValueSet set: Int32) -> Range<Int> {
        guard set >= 0 && Int(set) + 1 < leadingSmallWordStart.count else { return 0..<0 }
        return Int(leadingSmallWordStart[Int(set)])..<Int(leadingSmallWordStart[Int(set) + 1])
    }

    /// The small words value set `set`'s values start with, ascending.
    @inline(__always)
    func leadingSmallWords(ofValueSet set: Int32) -> ArraySlice<Int32> {
        guard set >= 0 && Int(set) + 1 < leadingSmallWordStart.count else { return [] }
        return leadingSmallWords[Int(leadingSmallWordStart[Int(set)])..<Int(leadingSmallWordStart[Int(set) + 1])]
    }

    /// The places in ``rootEdgeSets`` and ``rootEdgeTargets`` of the value
    /// sets whose trie's root has an edge for word `id`.
    @inline(__always)
    func rootEdges(of id: Int32) -> Range<Int> {
        guard id >= 0 && Int(id) + 1 < rootEdgeStart.count else { return 0..<0 }
        return Int(rootEdgeStart[Int(id)])..<Int(rootEdgeStart[Int(id) + 1])
    }

    /// Whether `word` may be a clause-joining word's first word or end
    /// with a clause ending: `false` for most words, told by their first
    /// and last bytes.
    func mayPartClauses(_ word: String) -> Bool {
        guard let first = word.utf8.first, let last = word.utf8.last else { return false }
        return Self.contains(first, in: clauseJoinerFirstBytes) || Self.contains(last, in: clauseEndingLastBytes)
    }

    /// Adds `byte` to the 256-bit set `bits`.
    private static func insert(_ byte: UInt8, into bits: inout [UInt64]) {
        bits[Int(byte >> 6)] |= 1 << UInt64(byte & 63)
    }

    /// Whether the 256-bit set `bits` holds `byte`.
    private static func contains(_ byte: UInt8, in bits: [UInt64]) -> Bool {
        bits[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
    }

    /// Whether word `id` is a small word.
    @inline(__always)
    func isSmallWord(_ id: Int32) -> Bool {
        id >= 0 && Int(id) < isSmall.count && isSmall[Int(id)]
    }

    /// Whether word `id` is one Han character.
    @inline(__always)
    func isHanWord(_ id: Int32) -> Bool {
        id >= 0 && Int(id) < isHan.count && isHan[Int(id)]
    }

    /// Whether word `id` of `vocabulary` (the one the index was made from)
    /// is a number word of some language: written with no ASCII digit, not a
    /// glued form, and read as a number by some language's reader.
    func isNumber(_ id: Int32, in vocabulary: Vocabulary) -> Bool {
        guard id >= 0, Int(id) < vocabulary.count, !vocabulary.isGlued(id) else { return false }
        return numberWords.isNumberWord(id) {
            let text = vocabulary.text(of: id)
            return !text.unicodeScalars.contains { $0.properties.numericType != nil && $0.isASCII }
                && numberReaders.contains { $0.mayRead(text) && $0.read([text]) != nil }
        }
    }

    /// The readers of ``numberReaders`` that may read a number holding
    /// `word`, as bits (``numberReaderBit(_:)``).
    func numberReaderMask(of word: String) -> UInt64 {
        var mask: UInt64 = 0
        for (place, reader) in numberReaders.enumerated() where reader.mayRead(word) {
            mask |= Self.numberReaderBit(place)
        }
        return mask
    }

    /// The number the words `words` read as, by the first reader of those
    /// in `readerMask` that reads a whole number below a billion in them,
    /// as the vocabulary id of its digits (-1 when none does, or the catalog
    /// has no such word).
    func numberReading(of words: [String], readerMask: UInt64, vocabulary: Vocabulary) -> Int32 {
        for (place, reader) in numberReaders.enumerated() where readerMask & Self.numberReaderBit(place) != 0 {
            guard let number = reader.read(words), number >= 0, number < 1e9, number == number.rounded() else {
                continue
            }
            return vocabulary.id(of: String(Int(number)))
        }
        return -1
    }

    /// ``numberReading(of:readerMask:vocabulary:)`` of utterance words
    /// `words`, whose vocabulary ids are `ids` (two to four): asked once per
    /// span of catalog words.
    func numberReading(
        ofSpan ids: ArraySlice<Int32>, words: ArraySlice<Token>, readerMask: UInt64, vocabulary: Vocabulary
    ) -> Int32 {
        func decide() -> Int32 { numberReading(of: words.map(\.text), readerMask: readerMask, vocabulary: vocabulary) }
        guard ids.count >= 2, ids.count <= 4, ids.allSatisfy({ $0 >= 0 }) else { return decide() }
        let start = ids.startIndex
        let span = NumberSpanCache.Span(
            first: ids[start], second: ids[start + 1], third: ids.count > 2 ? ids[start + 2] : -1,
            fourth: ids.count > 3 ? ids[start + 3] : -1)
        return numberSpans.reading(of: span, decide: decide)
    }

    /// The number spellings below node `node` of value set `set`'s trie
    /// (see ``ValueNumberSpellings``; kept per set for the root, per node
    /// elsewhere), which `decide` works out the first time they are asked for.
    func numberSpellings(ofValueSet set: Int32, below node: Int32, decide: () -> ValueNumberSpellings)
        -> ValueNumberSpellings
    {
        node == TokenTrie.root
            ? valueNumberSpellings.value(at: set, decide: decide)
            : nodeNumberSpellings.spellings(ofValueSet: set, below: node, decide: decide)
    }

    /// The ``WordReadings`` of utterance word `text` (vocabulary id `id`,
    /// -1 when the vocabulary lacks it), if they were worked out and kept
    /// (``keep(_:id:text:)``).
    ///
    /// (Not a lookup with a closure that works them
    /// out: its context copied this index and the vocabulary for each word.)
    func keptWordReadings(id: Int32, text: String) -> WordReadings? {
        id >= 0 ? wordReadingsCache.kept(at: id) : unknownWordReadings.kept(text)
    }

    /// Keeps `readings` as those of utterance word `text` (vocabulary id
    /// `id`, -1 when the vocabulary lacks it; such words only up to
    /// ``unknownWordCapacity`` of them).
    func keep(_ readings: WordReadings, id: Int32, text: String) {
        if id >= 0 {
            wordReadingsCache.keep(readings, at: id)
        } else {
            unknownWordReadings.keep(readings, for: text)
        }
    }

    /// Reader `reader`'s bit in ``numberReaderMask(of:)``: its own for the
    /// first 63, one shared by the rest.
    @inline(__always)
    static func numberReaderBit(_ reader: Int) -> UInt64 {
        1 << UInt64(min(reader, 63))
    }

    /// The traditional characters of `text` replaced by simplified ones,
    /// or `nil` when it has none.
    func simplifiedForm(of text: String) -> String? {
        // Most words have no traditional character: they are looked at
        // once, without building a copy.
        guard !simplified.isEmpty,
            text.unicodeScalars.contains(where: { $0.value >= lowestTraditional && simplified[$0] != nil })
        else { return nil }
        var changed = false
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = simplified[scalar] {
                result.append(replacement)
                changed = true
            } else {
                result.append(scalar)
            }
        }
        return changed ? String(result) : nil
    }

    /// Whether typos are read in a word of these letters: four or more
    /// letters of an alphabetic script (see ``isAlphabetic(_:)``), or two or
    /// more Hangul syllables.
    static func takesTypos(_ letters: [Unicode.Scalar]) -> Bool {
        (letters.count >= 4 && isAlphabetic(letters)) || (letters.count >= 2 && isHangulWord(letters))
    }

    /// Whether a word is how a whole number from 0 to 999,999,999 is written
    /// in digits (what a number-word reading may read, see ``FlexibleSearch``).
    static func isWholeNumber(_ letters: [Unicode.Scalar]) -> Bool {
        guard !letters.isEmpty, letters.count <= 9, letters.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) else {
            return false
        }
        return letters.count == 1 || letters[0] != "0"
    }

    /// Whether a word is written in an alphabetic script: not Han, whose
    /// every character is a word, nor Hangul (compared by its jamo, see
    /// ``typoLetters(_:)``), nor digits.
    static func isAlphabetic(_ letters: [Unicode.Scalar]) -> Bool {
        !letters.contains { ScriptClass($0) == .single || HangulSyllable.isHangul($0) || $0.hasNumericType }
    }

    /// Whether a word is all precomposed Hangul syllables.
    static func isHangulWord(_ letters: [Unicode.Scalar]) -> Bool {
        !letters.isEmpty && letters.allSatisfy(HangulSyllable.isSyllable)
    }

    /// The letters a typo is counted on: an alphabetic word's letters
    /// without accents (a typo in `thu vien` typed without them still reads
    /// `thư viện`), a Hangul word's jamo (one wrong jamo is one edit, as a
    /// Korean keyboard types a jamo per key); `nil` for other words.
    static func typoLetters(_ letters: [Unicode.Scalar]) -> [UInt32]? {
        typoLetters(
            letters, hangul: isHangulWord(letters), alphabetic: isAlphabetic(letters),
            ascii: letters.allSatisfy(\.isASCII)
        ) {
            let text = String(String.UnicodeScalarView(letters))
            return AccentFolding.fold(text) ?? text
        }
    }

    /// ``typoLetters(_:)`` of a word whose facts its caller has worked out:
    /// whether it is a ``isHangulWord(_:)``, ``isAlphabetic(_:)`` and all
    /// ASCII; `folded` gives its accent fold (the word itself when it has
    /// none), asked for only for a word outside ASCII.
    static func typoLetters(
        _ letters: [Unicode.Scalar], hangul: Bool, alphabetic: Bool, ascii: Bool, folded: () -> String
    ) -> [UInt32]? {
        if hangul {
            var jamo: [UInt32] = []
            jamo.reserveCapacity(letters.count * 3)
            for letter in letters { HangulSyllable.appendJamo(of: letter, to: &jamo) }
            return jamo
        }
        guard alphabetic else { return nil }
        // An ASCII word folds to itself: its letters as they are.
        if ascii { return letters.map(\.value) }
        return folded().unicodeScalars.map(\.value)
    }

    /// How many typing edits a word of `length` typing letters may take:
    /// alphabetic words as ``EditDistance/tolerance(forLength:)``; Hangul
    /// words (in jamo) one from two syllables, two from about four.
    static func typoEdits(forLength length: Int, hangul: Bool) -> Int {
        guard hangul else { return EditDistance.tolerance(forLength: length) }
        return length < 4 ? 0 : length < 10 ? 1 : 2
    }

    /// How many typing edits a typed word of `typed` typing letters may
    /// take to be read as a word of `word` letters, 0 when it may not be
    /// read as one: words up to as many letters longer or shorter as a word
    /// one letter longer may take edits, each pair with the budget of the
    /// longer of the two.
    static func typoEdits(typed: Int, word: Int, hangul: Bool) -> Int {
        let reach = typoEdits(forLength: typed + 1, hangul: hangul)
        guard reach > 0, word >= max(1, typed - reach), word <= typed + reach else { return 0 }
        return typoEdits(forLength: max(typed, word), hangul: hangul)
    }

    /// The most letters a typed word of `typed` letters may need deleted to
    /// meet a word it may be read as (``TypoNeighbourhood``): of `d` edits
    /// between words `k` letters apart, at most `d - k` delete from the
    /// longer one.
    static func typoDeletions(typed: Int, hangul: Bool) -> Int {
        var most = 0
        for word in max(1, typed - 2)...(typed + 2) {
            most = max(most, typoEdits(typed: typed, word: word, hangul: hangul) - max(0, word - typed))
        }
        return most
    }

    /// The most letters a word of `word` letters may need deleted to meet a
    /// typed word that may be read as it (see ``typoDeletions(typed:hangul:)``).
    static func typoDeletions(word: Int, hangul: Bool) -> Int {
        var most = 0
        for typed in max(1, word - 2)...(word + 2) {
            most = max(most, typoEdits(typed: typed, word: word, hangul: hangul) - max(0, typed - word))
        }
        return most
    }

    /// A 64-bit set of a word's letters (hashed): a word one edit away
    /// differs in at most two bits.
    static func letterMask(_ letters: some Sequence<UInt32>) -> UInt64 {
        var mask: UInt64 = 0
        for letter in letters { mask |= 1 << UInt64(letter % 64) }
        return mask
    }
}
