/// The flexible stage of a match: a cost-bounded walk of the phrase graph
/// and its value tries, run only when the exact walk found nothing.
///
/// Each
/// step either reads an utterance token as a token of the graph — itself,
/// or a reading of it that costs something (a typo within the word's edit
/// budget, accents, a traditional character, another word of its class, the
/// word without a particle, number words for digits) — or takes a liberty
/// without reading: an utterance word skipped (a filler, a generic app
/// word, a small word, any word), a graph word left out, a Korean particle
/// left off or typed apart. Costs add up (``FlexibleCost``); a path whose
/// cost exceeds ``FlexibleCost/budget`` is dropped, and a graph place
/// already reached at a lower cost is not walked again.
///
/// The readings of each utterance token and the skips at each position are
/// worked out once, before the walk (typo readings from the words that
/// share a deletion with the token, see ``TypoNeighbourhood``), so the walk
/// itself only looks up children and appends to reused arrays.
struct FlexibleSearch {
    /// One way to read utterance tokens `position..<position+length` as token `token`.
    struct Reading {
        var token: Int32
        var length: Int32
        var cost: Float
        var kind: Liberty.Kind?
    }

    /// One way to skip utterance tokens at a position.
    struct Skip {
        var length: Int32
        var cost: Float
        var kind: Liberty.Kind
    }

    /// A liberty taken on a path, linked to the one before it.
    struct Record {
        var kind: Liberty.Kind
        var start: Int32
        var end: Int32
        /// The graph token read or left out, -1 for none.
        var read: Int32
        var cost: Float
        var parent: Int32
    }

    struct State {
        var node: Int32
        var position: Int32
        var cell: Int32
        var cost: Float
        var record: Int32
        var drops: UInt8
        /// The place's slot in the walk's ``CheapestCosts`` when it was
        /// pushed (set by ``push(_:)``): read again where the place is
        /// taken off the stack, unless the table has grown since.
        var slot: Int32 = -1
    }

    /// A phrase the walk reached with the whole utterance read.
    struct Found {
        var phrase: Int
        var cell: Int32
        var cost: Float
        var record: Int32
    }

    /// The exact search's state, whose cells, open values and candidate
    /// naming the flexible walk shares.
    var base = MatchSearch()
    private(set) var count: Int32 = 0
    /// How many states the last ``run(_:index:)`` took off its stack (at
    /// most ``Matcher/maximumStates``): what a walk cost, in steps.
    private(set) var statesExplored = 0
    var readingStart: [Int32] = [0]
    var readings: [Reading] = []
    var skipStart: [Int32] = [0]
    var skips: [Skip] = []
    /// The liberties taken, each linked to the one before it on its path
    /// (see ``Record``), in memory the walk owns (a ``ScratchStack`` read
    /// by place: appended without an array's uniqueness check).
    let records = ScratchStack<Record>(capacity: 4096)
    var found: [Found] = []
    /// A glued-suffix cut of a token whose prefix is read with a typo.
    struct TypoSplit {
        var position: Int32
        var split: Vocabulary.Split
        var cost: Float
    }
    /// Glued-suffix cuts read with a typo, by position.
    var typoSplits: [TypoSplit] = []
    /// Per position: whether the token is a Han character between two
    /// characters, so it may be read as another Han character (a typo).
    var substitutable: [Bool] = []
    /// Per position: the number its digits say, or -1.
    var digits: [Double] = []
    private var cheapest = CheapestCosts(capacity: 0)
    /// The readings a value trie's root has a child for, per value set and
    /// position (`set * (count + 1) + position`): `rootReads[start..<end]`,
    /// in reading order (see ``lookUpRootReadings(_:index:)``).
    private var rootReadStart: [Int32] = []
    private var rootReadEnd: [Int32] = []
    private var rootReads: [(reading: Int32, next: Int32)] = []
    /// The value sets met at one position while looking up `rootReads`
    /// (kept for its storage).
    private var rootReadSets: [Int32] = []
    /// Per slot key and position (`key * (count + 1) + position`): the
    /// least cost a walk of the key's values from there ended no value at,
    /// `.infinity` until one did.
    ///
    /// Every test of a value walk only gets
    /// stricter as its starting cost grows, so a walk starting at that cost
    /// or more ends none either and is not made (many graph places reach
    /// the same slot at the same position).
    private var deadValueWalks: [Float] = []
    /// Per slot key and position (as `deadValueWalks`): whether a walk of
    /// the key's values may take a first step there other than digits
    /// (see ``mayStartValue(_:index:set:suffix:at:walk:)``): 0 until worked
    /// out, 1 yes, 2 no.
    private var valueStarts: [UInt8] = []
    /// Per position, the least the rest of the utterance costs to read
    /// (see ``restFloors(_:hasOpenSlot:into:)``); set when the walk starts.
    private(set) var restFloor: [Float] = []
    /// Per position, the least its token costs to consume in a value walk
    /// other than by a reading (see ``valueOnlyCosts(_:into:)``); set when the
    /// walk starts.
    private(set) var valueOnlyCost: [Float] = []
    /// Whether the catalog's phrases glue forms to slots (a particle may
    /// be typed apart after a value); set when an utterance is loaded, so
    /// the floors need not copy the vocabulary to ask.
    private(set) var hasGluedForms = false
    /// The phrase graph's node signatures (``GraphTokenMasks``).
    private(set) var graphMasks = GraphTokenMasks()
    /// The phrase graph's node locales (``GraphLocaleMasks``).
    private(set) var graphLocales = GraphLocaleMasks()
    /// The locale bits a node must have for the walk to go on from it:
    /// those of the locale the caller keeps phrases of (see
    /// ``GraphLocaleMasks/wanted(for:)``); every bit unless set before
    /// ``run(_:)``.
    var wantedLocales = UInt64.max
    /// The most a reading may cost: ``FlexibleCost/budget`` unless the
    /// matcher asks for less (a reading it adds a cost to afterwards).
    ///
    /// Set after loading: loading sets the default.
    var budget = FlexibleCost.budget
    /// Per node signature (``GraphTokenMasks/masks``), its row in
    /// `maskFloors`, -1 until met; made on the first use.
    var maskRows: [Int32] = []
    /// The ways to consume each position's token that a place's floor
    /// weighs, position `p`'s at `optionStart[p]..<optionStart[p + 1]`:
    /// first its readings of one token cheaper than its cheapest one-token
    /// skip, up to `floorPositions[p].oneTokenEnd`, then the ways of more
    /// tokens (see ``makeFloorOptions()``); set when the walk starts.
    var floorOptions: [FloorOption] = []
    var optionStart: [Int32] = []
    var floorPositions: [FloorPosition] = []
    /// Per position, what skipping every token from there costs (see
    /// ``skipOnlyFloors(into:)``); set when the walk starts.
    private(set) var skipOnlyFloor: [Float] = []
    /// Every reading's signature bits together (see ``makeFloorOptions()``);
    /// set when the walk starts.
    var readingBits = GraphTokenMasks.Mask()
    /// Per reading (as `readings`), its word's signature bits
    /// (``GraphTokenMasks/bits(of:)``); set when the walk starts.
    var readingTokenBits: [(low: UInt64, high: UInt64)] = []
    /// Per position, its readings' signature bits together; set when the
    /// walk starts.
    var positionBits: [(low: UInt64, high: UInt64)] = []
    /// Per signature met, with only its bits in `readingBits` kept: its
    /// row in `maskFloors` (signatures alike there share a row).
    var floorRows = FloorRowTable()
    /// Rows of `count + 1` floors, one per distinct signature met (see
    /// ``placeFloor(node:position:)``): the first `maskRowLowest.count`
    /// rows are this walk's, the rest storage the last walks left.
    var maskFloors: [Float] = []
    /// Per row of `maskFloors`, the lowest position worked out (the rows
    /// are worked out from the end as far down as places ask).
    var maskRowLowest: [Int32] = []
    /// Per position, the glued id of the token typed as a word of its own
    /// after a value (see ``spacedParticle(at:index:)``),
    /// `notWorkedOut` until asked; empty until a value ends before a token.
    private var spacedForms: [Int32] = []
    /// Per position, whether that form follows a generic app word.
    private var spacedAfterAppWord: [Bool] = []
    /// A `spacedForms` entry not yet worked out.
    private static let notWorkedOut = Int32.min
    /// The places still to walk, in memory the walk owns (see
    /// ``ScratchStack``: a push or pop reads and writes it without an
    /// array's uniqueness check).
    ///
    /// Shared by copies of the walk; one walk at
    /// a time runs (the per-thread walk of ``MatchSearchPool``).
    private let stack = ScratchStack<State>(capacity: 256)
    /// The typo distance and the storage typo lookups fill, kept with the
    /// walk (see ``TypoDistance``).
    private var typo = TypoDistance()
    /// The index's ``FlexibleIndex/slotNounOwners``: what each slot's values are.
    private var slotNounOwners: [Int64] = []
    /// What each utterance word makes on its own (``WordReadings``), by
    /// position; set when an utterance is loaded.
    private var tokenWords: [WordReadings] = []
    /// The phrase graph root's edges to words of phrases the caller keeps
    /// (``wantedLocales``), in edge order; set when the walk starts if the
    /// caller keeps one locale's phrases.
    ///
    /// The root has a word per phrase
    /// start of every locale, and a word left out at the root (at each
    /// position a skip reaches) weighs them all.
    private var rootDropEdges: [Int32] = []
    /// Whether ``rootDropEdges`` stands for the root's edges in this walk.
    private var rootEdgesFiltered = false
    /// A step of a value walk still to take: a value-trie node reached at
    /// an utterance position, at a cost, with the last liberty taken.
    struct ValueStep {
        var node: Int32
        var position: Int32
        var cost: Float
        var record: Int32
    }
    /// The value walk's steps still to take, as ``stack``.
    private let pending = ScratchStack<ValueStep>(capacity: 64)

    /// An empty walk, to ``load(_:index:tokens:ids:utterance:)`` an utterance into.
    init() {}

    /// The walk of `utterance`, already cut into `tokens` with their
    /// vocabulary `ids`.
    init(_ catalog: Catalog, tokens: [Token], ids: [Int32], utterance: String) {
        load(catalog, index: catalog.flexibleIndex, tokens: tokens, ids: ids, utterance: utterance)
    }

    /// Whether keeping this walk for reuse would hold on to more memory
    /// than a common match needs (a long utterance over a large catalog).
    var isOversized: Bool {
        records.capacity > 1 << 16 || stack.capacity > 1 << 14 || pending.capacity > 1 << 14
            || base.cells.capacity > 1 << 14 || found.capacity > 1 << 14
            || rootReadStart.capacity > 1 << 18 || deadValueWalks.capacity > 1 << 18 || maskFloors.capacity > 1 << 18
    }

    /// Empties the walk (keeping its arrays' storage) and loads
    /// `utterance`, already cut into `tokens` with their vocabulary `ids`:
    /// the readings and skips of each token, worked out before the walk.
    ///
    /// `index` is `catalog`'s flexible index (asked for once per match: a
    /// copy retains each of its tables).
    mutating func load(_ catalog: Catalog, index: FlexibleIndex, tokens: [Token], ids: [Int32], utterance: String) {
        base.load(catalog, tokens: tokens, ids: ids, utterance: utterance)
        loadReadings(catalog, index: index, tokens: tokens, ids: ids)
    }

    /// ``load(_:index:tokens:ids:utterance:)`` of the utterance the exact
    /// walk `exact` read into these tokens, whose glued-form cuts are
    /// copied rather than cut again.
    mutating func load(
        _ catalog: Catalog, index: FlexibleIndex, tokens: [Token], ids: [Int32], utterance: String,
        cutAs exact: borrowing MatchSearch
    ) {
        base.load(catalog, tokens: tokens, ids: ids, utterance: utterance, cutAs: exact)
        loadReadings(catalog, index: index, tokens: tokens, ids: ids)
    }

    /// The rest of ``load(_:index:tokens:ids:utterance:)`` once `base` has
    /// the utterance: empties the walk and works out each token's readings
    /// and skips.
    private mutating func loadReadings(_ catalog: Catalog, index: FlexibleIndex, tokens: [Token], ids: [Int32]) {
        slotNounOwners = index.slotNounOwners
        count = Int32(tokens.count)
        readingStart.empty()
        readingStart.append(0)
        readings.empty()
        skipStart.empty()
        skipStart.append(0)
        skips.empty()
        records.removeAll()
        found.removeAll(keepingCapacity: true)
        typoSplits.empty()
        substitutable.empty()
        digits.empty()
        rootReads.removeAll(keepingCapacity: true)
        spacedForms.empty()
        spacedAfterAppWord.empty()
        maskRows.removeAll(keepingCapacity: true)
        readingBits = GraphTokenMasks.Mask()
        floorRows.removeAll()
        maskRowLowest.removeAll(keepingCapacity: true)
        stack.removeAll()
        pending.removeAll()
        wantedLocales = UInt64.max
        budget = FlexibleCost.budget
        // Room for a place per four graph nodes, from 256 to 2,048: a small
        // graph does not pay for filling a table sized for a large one.
        cheapest.reset(capacity: min(2048, max(256, catalog.graph.nodeCount / 4)))
        let vocabulary = catalog.vocabulary
        hasGluedForms = vocabulary.hasGluedForms
        graphMasks = index.graphMasks
        graphLocales = index.graphLocales
        // What each word makes on its own, once per vocabulary word (in the
        // storage the last walk left, taken out while it is filled).
        var words = tokenWords
        tokenWords = []
        words.removeAll(keepingCapacity: true)
        defer { tokenWords = words }
        for (token, id) in zip(tokens, ids) {
            if let kept = index.keptWordReadings(id: id, text: token.text) {
                words.append(kept)
                continue
            }
            let word = Self.wordReadings(of: token.text, id: id, index: index, vocabulary: vocabulary, typo: &typo)
            index.keep(word, id: id, text: token.text)
            words.append(word)
        }
        for (position, token) in tokens.enumerated() {
            let first = readings.count
            func add(_ id: Int32, _ length: Int32, _ cost: Float, _ kind: Liberty.Kind?) {
                guard id >= 0 else { return }
                for existing in first..<readings.count
                where readings[existing].token == id && readings[existing].length == length {
                    if readings[existing].cost > cost {
                        readings[existing] = Reading(token: id, length: length, cost: cost, kind: kind)
                    }
                    return
                }
                readings.append(Reading(token: id, length: length, cost: cost, kind: kind))
            }
            let text = token.text
            let id = ids[position]
            // The word's facts are read in place: a copy of its readings
            // (two arrays) cost a retain and a release of each per token.
            add(id, 1, 0, nil)
            substitutable.append(
                words[position].isIdeograph && position > 0 && position + 1 < tokens.count
                    && words[position - 1].isUnspaced
                    && words[position + 1].isUnspaced)
            digits.append(words[position].digits)
            let particles = index.nounParticles
            for reading in words[position].readings {
                let kind = Liberty.Kind(reading.kind)
                add(reading.token, 1, reading.cost, kind)
                // A word the phrase writes with a particle glued on, typed with it apart (`완료 로`).
                if reading.apartParticle >= 0 && position + 1 < tokens.count
                    && tokens[position + 1].text == particles[Int(reading.apartParticle)]
                {
                    add(reading.token, 2, reading.cost, kind)
                }
            }
            // A Hangul word typed in parts (`일시정지 해` for `일시정지해`,
            // `완료 해 줘` for `완료해줘`), as Korean spacing often has it: the
            // word and the next one or two, written together, a word the
            // catalog knows.
            if words[position].isHangul && position + 1 < tokens.count && words[position + 1].isHangul
                && index.mayStartHangulWord(text.utf8)
            {
                typo.bytes.removeAll(keepingCapacity: true)
                typo.appendBytes(of: text)
                for length in 2...FlexibleCost.wordApartParts where position + length <= tokens.count {
                    let part = position + length - 1
                    // Parts no word starts with are looked no further.
                    guard words[part].isHangul, length == 2 || index.mayStartHangulWord(typo.bytes) else { break }
                    typo.appendBytes(of: tokens[part].text)
                    let joined = typo.bytes.withUnsafeBufferPointer { vocabulary.id(utf8: $0) }
                    add(joined, Int32(length), FlexibleCost.wordApart, .wordApart)
                }
            }
            if index.characterReadings.longestKanaReading > 0 && words[position].isUnspaced {
                addKanaReadings(at: position, tokens: tokens, index: index, add: add)
            }
            if words[position].isHangul {
                // A value with a typo before a glued particle (`이방잉을`).
                for split in base.splits(at: position) where split.prefix < 0 {
                    let prefix = Array(text.unicodeScalars.dropLast(split.formLength))
                    guard prefix.count >= 2, let typing = FlexibleIndex.typoLetters(prefix) else { continue }
                    for candidate in Self.typoCandidates(typing, hangul: true, index: index, typo: &typo) {
                        let final = FinalSound(of: vocabulary.text(of: candidate.id))
                        typoSplits.append(
                            TypoSplit(
                                position: Int32(position),
                                split: Vocabulary.Split(
                                    prefix: candidate.id, form: split.form, final: final, formLength: split.formLength),
                                cost: candidate.cost))
                    }
                }
            }
            // Number words for a title's digits (`twenty four` for `24`), when
            // some word is one: only readers that may read every word of the span.
            var readerMask = UInt64.max
            for length in 1...4 where index.hasNumberWords && position + length <= tokens.count {
                if length == 1 && words[position].isNumeral { break }
                readerMask &= words[position + length - 1].numberReaderMask
                if readerMask == 0 { break }
                let number =
                    length == 1
                    ? words[position].numberReading
                    : index.numberReading(
                        ofSpan: ids[position..<(position + length)], words: tokens[position..<(position + length)],
                        readerMask: readerMask,
                        vocabulary: vocabulary)
                add(number, Int32(length), FlexibleCost.number, .number)
            }
            readingStart.append(Int32(readings.count))

            var skippedOne = false
            // What a value is is skipped only after a value (``endValue``).
            for skip in words[position].skips where skip.kind != .valueNoun && skip.isTyped(in: tokens, at: position) {
                let (cost, kind): (Float, Liberty.Kind) =
                    switch skip.kind {
                    case .filler: (FlexibleCost.filler, .filler)
                    case .genericAppWord: (FlexibleCost.genericAppWord, .genericAppWord)
                    case .smallWord: (FlexibleCost.smallWordAdded, .smallWordAdded)
                    case .valueNoun: (FlexibleCost.valueNoun, .valueNoun)
                    }
                if skip.tokens.count == 1 { skippedOne = true }
                skips.append(Skip(length: Int32(skip.tokens.count), cost: cost, kind: kind))
            }
            if !skippedOne {
                // A word the catalog does not know and no reading explains
                // (one read only as a character of the same reading, or
                // as the kanji its kana spell, is still unknown).
                let unknown = readings[Int(readingStart[position])..<readings.count].allSatisfy {
                    $0.kind == .homophone || $0.kind == .kanaReading
                }
                skips.append(
                    Skip(
                        length: 1, cost: unknown ? FlexibleCost.unknownWordAdded : FlexibleCost.wordAdded,
                        kind: .wordAdded))
            }
            skipStart.append(Int32(skips.count))
        }
        // Accents are a way of typing, not a slip per word: left out all
        // through an utterance they cost ``FlexibleCost/accent`` in all;
        // so do kana typed in the other kana.
        for (kind, cost) in [(Liberty.Kind.accent, FlexibleCost.accent), (.kana, FlexibleCost.kana)] {
            var taken = 0
            for position in 0..<count where readings(at: position).contains(where: { readings[$0].kind == kind }) {
                taken += 1
            }
            if taken > 1 {
                for place in readings.indices where readings[place].kind == kind {
                    readings[place].cost = cost / Float(taken)
                }
            }
        }
    }

    /// Adds, through `add`, the readings of the kana from `position` on as
    /// kanji of the catalog: each run of one kana or more that spells a
    /// kanji's reading (``CharacterReadingIndex``), in either kana, read
    /// as that kanji (`さく` for `削`, `じょ` for `除`: `さくじょ` for `削除`).
    private func addKanaReadings(
        at position: Int, tokens: [Token], index: FlexibleIndex, add: (Int32, Int32, Float, Liberty.Kind?) -> Void
    ) {
        let readings = index.characterReadings
        var spelled = String.UnicodeScalarView()
        for length in 1...readings.longestKanaReading where position + length <= tokens.count {
            let scalars = tokens[position + length - 1].text.unicodeScalars
            guard scalars.count == 1, let kana = scalars.first, KanaFolding.isKana(kana) else { break }
            spelled.append(KanaFolding.hiragana(kana))
            let cost = length == 1 ? FlexibleCost.shortKanaReading : FlexibleCost.kanaReading
            for kanji in readings.words(readAs: String(spelled)) { add(kanji, Int32(length), cost, .kanaReading) }
        }
    }

    /// The words within a typo's reach of typing letters `typing` (see
    /// ``FlexibleIndex/typoLetters(_:)``), with what reading each costs, by
    /// length and then id (the order the walk reads them in).
    ///
    /// The words
    /// sharing a deletion with it (``TypoNeighbourhood``) are checked with
    /// ``TypoDistance``.
    ///
    /// `scanning` says whether the words are scanned or looked up in their
    /// table (see ``LazyTypoNeighbourhood/tableForLookup(scanning:)``; for
    /// tests), `nil` as the neighbourhood decides.
    static func typoCandidates(
        _ typing: [UInt32], hangul: Bool, index: FlexibleIndex, typo: inout TypoDistance, scanning: Bool? = nil
    ) -> [(id: Int32, cost: Float)] {
        // Filled in the storage `typo` keeps (see ``TypoDistance/found``).
        typo.found.removeAll(keepingCapacity: true)
        let typedCount = typing.count
        let reach = FlexibleIndex.typoEdits(forLength: typedCount + 1, hangul: hangul)
        let neighbours = hangul ? index.hangulTypoNeighbours : index.typoNeighbours
        // No word is long enough (a long run of letters is not looked up letter by letter).
        guard reach > 0, typedCount - reach <= neighbours.longestWord else { return typo.found }
        let typed = ArraySlice(typing)
        typo.hashes.removeAll(keepingCapacity: true)
        TypoNeighbourhood.appendDeletionHashes(
            of: typed, upTo: FlexibleIndex.typoDeletions(typed: typedCount, hangul: hangul), to: &typo.hashes,
            prefix: &typo.prefix,
            power: &typo.power)
        let mask = FlexibleIndex.letterMask(typing)
        typo.order.removeAll(keepingCapacity: true)
        if let table = neighbours.tableForLookup(scanning: scanning) {
            typo.words.removeAll(keepingCapacity: true)
            for hash in typo.hashes { table.appendWords(withDeletionHash: hash, to: &typo.words) }
            // By length, then id; each word once (several of its deletions may match).
            for word in typo.words { typo.order.append(Int64(index.letters(of: word).count) << 32 | Int64(word)) }
            typo.order.sort()
        } else {
            scanTypoWords(
                typing, mask: mask, reach: reach, hangul: hangul, neighbours: neighbours, index: index, typo: &typo)
        }
        var last: Int64 = -1
        for place in typo.order.indices {
            let key = typo.order[place]
            guard key != last else { continue }
            last = key
            let candidate = Int32(truncatingIfNeeded: key)
            let word = index.letters(of: candidate)
            let allowed = FlexibleIndex.typoEdits(typed: typedCount, word: word.count, hangul: hangul)
            guard allowed > 0 else { continue }
            // The letter sets first: most words fail them.
            guard (mask ^ index.masks[Int(candidate)]).nonzeroBitCount <= 2 * allowed else { continue }
            // A short alphabetic word typed with another first letter is
            // another word (`mượn` is not `cuốn`).
            guard hangul || typedCount > 5 || word.first == typing.first else { continue }
            let limit = Int32(Float(allowed) * FlexibleCost.typoEdit * TypoDistance.unitsPerCost)
            guard let units = typo.units(typed, word, limit: limit),
                units > 0  // the same letters but for accents: an accent reading
            else { continue }
            typo.found.append((candidate, Float(units) / TypoDistance.unitsPerCost))
        }
        return typo.found
    }

    /// Fills `typo.order` with the words the table of `neighbours` would
    /// find for typing letters `typing` (whose deletion hashes are in
    /// `typo.hashes`), found by a scan: the words of each length within
    /// `reach`, by length and then id, that pass the letter-set and
    /// first-letter tests of ``typoCandidates(_:hangul:index:typo:)`` and
    /// share a deletion hash with the typed word.
    private static func scanTypoWords(
        _ typing: [UInt32], mask: UInt64, reach: Int, hangul: Bool, neighbours: LazyTypoNeighbourhood,
        index: FlexibleIndex, typo: inout TypoDistance
    ) {
        let typedCount = typing.count
        typo.hashes.sort()
        for length in max(1, typedCount - reach)...(typedCount + reach) {
            let allowed = FlexibleIndex.typoEdits(typed: typedCount, word: length, hangul: hangul)
            guard allowed > 0 else { continue }
            let deletions = FlexibleIndex.typoDeletions(word: length, hangul: hangul)
            for candidate in neighbours.words(ofLength: length) {
                guard (mask ^ index.masks[Int(candidate)]).nonzeroBitCount <= 2 * allowed else { continue }
                let word = index.letters(of: candidate)
                guard hangul || typedCount > 5 || word.first == typing.first else { continue }
                typo.wordHashes.removeAll(keepingCapacity: true)
                TypoNeighbourhood.appendDeletionHashes(
                    of: word, upTo: deletions, to: &typo.wordHashes, prefix: &typo.prefix, power: &typo.power)
                guard Self.shareAHash(typo.wordHashes, sorted: typo.hashes) else { continue }
                typo.order.append(Int64(length) << 32 | Int64(candidate))
            }
        }
    }

    /// Whether one of `hashes` is one of `sorted` (ascending).
    private static func shareAHash(_ hashes: [UInt64], sorted: [UInt64]) -> Bool {
        for hash in hashes {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < hash { low = middle + 1 } else { high = middle }
            }
            if low < sorted.count && sorted[low] == hash { return true }
        }
        return false
    }

    /// The readings of the token at `position`.
    @inline(__always)
    func readings(at position: Int32) -> Range<Int> {
        Int(readingStart[Int(position)])..<Int(readingStart[Int(position) + 1])
    }

    /// The skips at `position`.
    @inline(__always)
    func skips(at position: Int32) -> Range<Int> {
        Int(skipStart[Int(position)])..<Int(skipStart[Int(position) + 1])
    }

    /// A liberty on top of `parent`, unless it costs nothing.
    @inline(__always)
    private mutating func record(
        _ kind: Liberty.Kind?, _ start: Int32, _ end: Int32, read: Int32, cost: Float, parent: Int32
    ) -> Int32 {
        guard let kind, cost > 0 else { return parent }
        records.push(Record(kind: kind, start: start, end: end, read: read, cost: cost, parent: parent))
        return Int32(records.count - 1)
    }

    /// Pushes a graph place unless it is over budget (with the least the
    /// rest of the utterance costs from that place, ``placeFloor(node:position:)``,
    /// worked out once per place) or was reached for less.
    @inline(__always)
    private mutating func push(_ state: State) {
        if let admitted = admitted(state) { stack.push(admitted) }
    }

    /// Pushes a graph place reached from `state` by a liberty (`kind`,
    /// over tokens `start..<end`, reading `read`, costing `cost`, as
    /// ``record(_:_:_:read:cost:parent:)`` takes it), recording the liberty
    /// only when the place is pushed: most places a liberty leads to are
    /// turned away, and their records would never be read.
    ///
    /// The caller has
    /// checked the place against the rest floor (every caller does, before
    /// it makes the state), and its node's locale unless `nodeChecked` is
    /// `false`: neither is tested again.
    @inline(__always)
    private mutating func push(
        _ state: State, taking kind: Liberty.Kind?, _ start: Int32, _ end: Int32, read: Int32, cost: Float,
        nodeChecked: Bool
    ) {
        guard var admitted = admitted(state, floorChecked: true, nodeChecked: nodeChecked) else { return }
        admitted.record = record(kind, start, end, read: read, cost: cost, parent: state.record)
        stack.push(admitted)
    }

    /// `state` with its slot in the cost table set, when ``push(_:)``
    /// would push it (marking its cost in the table), else `nil`.
    ///
    /// The rest
    /// floor and the node's locale are not tested when the caller says it
    /// has (`floorChecked`, `nodeChecked`).
    @inline(__always)
    private mutating func admitted(_ state: State, floorChecked: Bool = false, nodeChecked: Bool = false) -> State? {
        guard floorChecked || state.cost + restFloor[Int(state.position)] <= budget + 1e-4,
            nodeChecked || graphLocales.bits(of: state.node) & wantedLocales != 0
        else { return nil }
        let slot = cheapest.slot(of: Int64(state.node) << 12 | Int64(state.position))
        // The place's floor is no more than skipping every token, so it is
        // worked out only for a path it may drop.
        if state.cost + skipOnlyFloor[Int(state.position)] > budget + 1e-4 {
            var bound = cheapest.bound(at: slot)
            if bound.isNaN {
                bound = placeFloor(node: state.node, position: state.position)
                cheapest.setBound(bound, at: slot)
            }
            guard state.cost + bound <= budget + 1e-4 else { return nil }
        }
        let known = cheapest.cost(at: slot)
        if known < state.cost - 1e-4 { return nil }
        // A place reached again at the same cost with the same bindings
        // (cell) and words left out would walk exactly what the first
        // reaching walks: only the liberties' account differs (`app` skipped
        // before or after another `app`), so it is not walked again. Reached
        // with other bindings, it is: a tie between two values is a choice.
        let holder = Int64(state.cell) << 8 | Int64(state.drops)
        if known > state.cost {
            cheapest.setCost(state.cost, holder: holder, at: slot)
        } else if cheapest.holder(at: slot) == holder {
            return nil
        }
        var state = state
        state.slot = Int32(truncatingIfNeeded: slot)
        return state
    }

    /// Walks the graph from the root; `found` holds every phrase reached.
    mutating func run(_ catalog: Catalog) {
        run(catalog, index: catalog.flexibleIndex)
    }

    /// Walks the graph from the root with `catalog`'s flexible index `index`.
    mutating func run(_ catalog: Catalog, index: FlexibleIndex) {
        // The graph read through its view (``TrieView``): every node the
        // walk reads is the root or one an edge of the graph leads to (the
        // root's edges kept for a locale are the graph's own), so every
        // index lies in its column.
        let graph = catalog.graphView
        // Worked out in the storage the last walk left (each taken out of
        // the walk while it is filled, so it is held once).
        var floors = restFloor
        restFloor = []
        restFloors(catalog, hasOpenSlot: index.hasOpenSlot, into: &floors)
        restFloor = floors
        floors = valueOnlyCost
        valueOnlyCost = []
        valueOnlyCosts(catalog, into: &floors)
        valueOnlyCost = floors
        floors = skipOnlyFloor
        skipOnlyFloor = []
        skipOnlyFloors(into: &floors)
        skipOnlyFloor = floors
        makeFloorOptions()
        // Room for a typical walk up front: growing this array a step at a
        // time copied it a dozen times per walk.
        base.cells.reserveCapacity(base.cells.count + 256)
        lookUpRootReadings(catalog, index: index)
        // Both filled over the last walk's tables (see `refill`).
        deadValueWalks.refill(with: .infinity, count: catalog.slotKeys.count * (Int(count) + 1))
        valueStarts.refill(with: 0, count: deadValueWalks.count)
        rootDropEdges.empty()
        rootEdgesFiltered = wantedLocales != UInt64.max
        if rootEdgesFiltered {
            // One locale's list, from those the index worked out.
            if let kept = graphLocales.rootEdges(forWanted: wantedLocales) {
                rootDropEdges.append(contentsOf: kept)
            } else {
                for edge in graph.edges(of: TokenTrie.root)
                where graphLocales.bits(of: graph.edgeTarget(edge)) & wantedLocales != 0 {
                    rootDropEdges.append(Int32(edge))
                }
            }
        }
        push(State(node: TokenTrie.root, position: 0, cell: -1, cost: 0, record: -1, drops: 0))
        statesExplored = 0
        // The stack's memory is read directly: an array's `popLast` would be
        // a call of its own here, for every state.
        while let state = stack.pop() {
            statesExplored += 1
            if statesExplored > Matcher.maximumStates { break }
            if cheapest.cost(of: Int64(state.node) << 12 | Int64(state.position), hint: Int(state.slot)) < state.cost
                - 1e-4
            {
                continue
            }
            let position = state.position
            if position == count {
                for payload in graph.payloadRange(of: state.node) {
                    let phrase = PhrasePayload.phrase(graph.payload(payload))
                    guard index.appAllowsFlexible[catalog.phrases[phrase].app] else { continue }
                    found.append(Found(phrase: phrase, cell: state.cell, cost: state.cost, record: state.record))
                }
            }
            // A word of the phrase left out: only where the walk can go on.
            // (What ``push(_:)`` would turn away for the rest floor is not
            // tried: neither a small word left out nor another word, when
            // the cheaper of them is already over.)
            let floorHere = restFloor[Int(position)]
            if state.drops < 2 && (state.cost + FlexibleCost.smallWordDropped) + floorHere <= budget + 1e-4 {
                let wordDropFits = (state.cost + FlexibleCost.wordDropped) + floorHere <= budget + 1e-4
                // At the root, only the words of kept phrases (the others
                // fail the locale test below).
                let fromList = rootEdgesFiltered && state.node == TokenTrie.root
                for item in fromList ? 0..<rootDropEdges.count : graph.edges(of: state.node) {
                    let edge = fromList ? Int(rootDropEdges[item]) : item
                    let token = graph.edgeToken(edge)
                    let small = index.isSmallWord(token)
                    guard small || wordDropFits else { continue }
                    let cost = small ? FlexibleCost.smallWordDropped : FlexibleCost.wordDropped
                    guard state.cost + cost <= budget else { continue }
                    let target = graph.edgeTarget(edge)
                    // No phrase the caller keeps lies below (``push(_:)`` would
                    // turn the place away): not looked into. At the root, most
                    // words start other locales' phrases (the root's list holds
                    // only the words of kept ones).
                    guard fromList || graphLocales.bits(of: target) & wantedLocales != 0,
                        small || canContinueInGraph(graph, at: target, position: position)
                    else { continue }
                    push(
                        State(
                            node: target, position: position, cell: state.cell, cost: state.cost + cost,
                            record: state.record, drops: state.drops + 1),
                        taking: small ? .smallWordDropped : .wordDropped, position, position, read: token, cost: cost,
                        nodeChecked: true)
                }
            }
            if position < count {
                for skip in skips(at: position) {
                    let option = skips[skip]
                    guard (state.cost + option.cost) + restFloor[Int(position + option.length)] <= budget + 1e-4 else {
                        continue
                    }
                    push(
                        State(
                            node: state.node, position: position + option.length, cell: state.cell,
                            cost: state.cost + option.cost, record: state.record,
                            drops: state.drops),
                        taking: option.kind, position, position + option.length, read: -1, cost: option.cost,
                        nodeChecked: true)
                }
            }
            // A slot takes at least one token: none is filled at the end.
            for slot in graph.slots(of: state.node) where position < count {
                // No phrase the caller keeps lies past the slot: its values
                // are not walked (nor is the walk's key marked dead here).
                guard graphLocales.bits(of: graph.slotTarget(slot)) & wantedLocales != 0 else { continue }
                let key = graph.slotKey(slot)
                // Never lowered for an open slot's key.
                let walk = Int(key) * (Int(count) + 1) + Int(position)
                guard state.cost < deadValueWalks[walk] else { continue }
                let target = graph.slotTarget(slot)
                // The key's fields read in place: a copy of the key would
                // retain its parameter name at every slot a state visits.
                let suffix = catalog.slotKeys[Int(key)].suffix
                switch catalog.slotKeys[Int(key)].source {
                case .valueSet(let set):
                    let cells = base.cells.count
                    if digits[Int(position)] >= 0 && state.cost + FlexibleCost.number <= budget
                        || mayStartValue(catalog, index: index, set: set, suffix: suffix, at: position, walk: walk)
                    {
                        walkValues(
                            catalog, index: index, set: set, trie: catalog.valueTrieViews[Int(set)], key: key,
                            suffix: suffix, target: target, from: state)
                    }
                    if base.cells.count == cells { deadValueWalks[walk] = min(deadValueWalks[walk], state.cost) }
                case .open(let kind):
                    for end in (position + 1)...count {
                        if let suffix {
                            for split in base.splits(at: Int(end) - 1) where suffix.accepts(split.form) {
                                guard
                                    let value = base.openValue(
                                        kind, from: Int(position), to: Int(end), suffixLength: split.formLength)
                                else { continue }
                                fill(
                                    key: key, value: value, from: state, to: end, suffixLength: Int32(split.formLength),
                                    target: target, cost: state.cost, record: state.record)
                            }
                        } else if let value = base.openValue(kind, from: Int(position), to: Int(end), suffixLength: 0) {
                            fill(
                                key: key, value: value, from: state, to: end, suffixLength: 0, target: target,
                                cost: state.cost, record: state.record)
                        }
                    }
                }
            }
            // Readings last: the exact one is walked first.
            // A reading whose word is not in the node's edge signature (no
            // edge of the node reads it) is not looked up, and none is
            // when no reading here has a word in it.
            let signature = edgeSignature(of: state.node)
            if position < count && signature.mayRead(positionBits[Int(position)]) {
                for reading in readings(at: position).reversed() {
                    // The signature first: it turns most readings away, told
                    // from their bits alone (the reading itself is not read).
                    guard signature.mayRead(readingTokenBits[reading]) else { continue }
                    let option = readings[reading]
                    guard (state.cost + option.cost) + restFloor[Int(position + option.length)] <= budget + 1e-4,
                        let next = graph.child(of: state.node, token: option.token)
                    else { continue }
                    push(
                        State(
                            node: next, position: position + option.length, cell: state.cell,
                            cost: state.cost + option.cost, record: state.record, drops: 0),
                        taking: option.kind, position, position + option.length, read: option.token, cost: option.cost,
                        nodeChecked: false)
                }
            }
        }
    }

    /// Whether a walk of value set `set`'s trie from `position`
    /// (for a slot with glued suffix `suffix`, if any) may take a first
    /// step that reads a token other than digits read as number words:
    /// from the trie's root or from a value's leading small word left out,
    /// a reading of the token there goes on in the trie, or a glued-suffix
    /// cut of it (with or without a typo) ends a value.
    ///
    /// Every value the
    /// walk ends starts with one of these steps or with digits (a Han
    /// character read for another never comes first), so a walk without
    /// one ends nothing and is not set up: most slots a walk reaches start
    /// no value at most positions. The answer does not depend on the
    /// walk's cost, so it is worked out once per slot key and position
    /// (`walk`, as in `deadValueWalks`).
    // The answer known (most calls) is read in the caller; working it out
    // is a call of its own.
    @inline(__always)
    private mutating func mayStartValue(
        _ catalog: Catalog, index: FlexibleIndex, set: Int32, suffix: GluedSuffix?, at position: Int32, walk: Int
    ) -> Bool {
        guard position < count else { return false }
        if valueStarts[walk] == 0 {
            // The answers told from the tables alone (most: a reading the
            // root has a child for, or no suffix and no leading small
            // word to look past) are set here; the others are worked out
            // by a call of their own.
            if !rootReadings(set: set, at: position).isEmpty {
                valueStarts[walk] = 1
            } else if suffix == nil && index.leadingSmallWordPlaces(ofValueSet: set).isEmpty {
                valueStarts[walk] = 2
            } else {
                workOutValueStart(catalog, index: index, set: set, suffix: suffix, at: position, walk: walk)
            }
        }
        return valueStarts[walk] == 1
    }

    /// Sets `valueStarts[walk]` (see ``mayStartValue(_:index:set:suffix:at:walk:)``).
    @inline(never)
    private mutating func workOutValueStart(
        _ catalog: Catalog, index: FlexibleIndex, set: Int32, suffix: GluedSuffix?, at position: Int32, walk: Int
    ) {
        valueStarts[walk] = firstValueStep(catalog, index: index, set: set, suffix: suffix, at: position) ? 1 : 2
    }

    /// See ``mayStartValue(_:index:set:suffix:at:walk:)``.
    // Inlined into its caller: called as a method of its own, it would take
    // a copy of the whole walk (and a retain of each of its arrays) each
    // time, as a non-mutating call from a mutating one does.
    @inline(__always)
    private func firstValueStep(
        _ catalog: Catalog, index: FlexibleIndex, set: Int32, suffix: GluedSuffix?, at position: Int32
    ) -> Bool {
        if !rootReadings(set: set, at: position).isEmpty { return true }
        // The trie is read only past the table above, from the catalog's
        // list of tries (a value set is a large value to copy out).
        guard suffix != nil || !index.leadingSmallWordPlaces(ofValueSet: set).isEmpty else { return false }
        let trie = catalog.valueTrieViews[Int(set)]
        if let suffix, mayEndGlued(trie, at: TokenTrie.root, position: position, suffix: suffix) { return true }
        for place in index.leadingSmallWordPlaces(ofValueSet: set) {
            // The node the word's root edge leads to, kept with the index.
            let next = index.leadingSmallWordNodes[place]
            guard !trie.edges(of: next).isEmpty else { continue }
            if let suffix, mayEndGlued(trie, at: next, position: position, suffix: suffix) { return true }
            for reading in readings(at: position) where trie.child(of: next, token: readings[reading].token) != nil {
                return true
            }
        }
        return false
    }

    /// Whether a glued-suffix cut of the token at `position` (with or
    /// without a typo) that `suffix` accepts ends a value of `trie` right
    /// after `node`.
    @inline(__always)
    private func mayEndGlued(_ trie: TrieView, at node: Int32, position: Int32, suffix: GluedSuffix) -> Bool {
        for split in base.splits(at: Int(position)) where split.prefix >= 0 && suffix.accepts(split.form) {
            if let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) { return true }
        }
        for typoSplit in typoSplits where typoSplit.position == position && suffix.accepts(typoSplit.split.form) {
            if let end = trie.child(of: node, token: typoSplit.split.prefix), trie.isTerminal(end) { return true }
        }
        return false
    }

    /// Phrase-graph node `node`'s signature (``GraphTokenMasks``): the
    /// words a walk from it can still read, every bit set when the index
    /// has none for it.
    @inline(__always)
    private func signature(of node: Int32) -> GraphTokenMasks.Mask {
        guard Int(node) < graphMasks.nodeMasks.count else {
            return GraphTokenMasks.Mask(low: .max, high: .max, flags: .max)
        }
        return graphMasks.masks[Int(graphMasks.maskID(of: node))]
    }

    /// Phrase-graph node `node`'s edge signature (``GraphTokenMasks/edgeMasks``):
    /// the words of its own token edges, every bit set when the index has
    /// none for it.
    @inline(__always)
    private func edgeSignature(of node: Int32) -> GraphTokenMasks.Mask {
        guard Int(node) < graphMasks.nodeEdgeMasks.count else {
            return GraphTokenMasks.Mask(low: .max, high: .max, flags: .max)
        }
        return graphMasks.edgeMasks[Int(graphMasks.edgeMaskID(of: node))]
    }

    /// Whether a walk at phrase-graph node `node` can read the token at
    /// `position` (or the utterance ends there, or a slot starts there).
    ///
    /// Graph nodes have edge signatures: a reading at `position` whose word
    /// is not in the node's is no child of it, and is not looked up (most
    /// words left out lead to a place the next word does not go on from).
    @inline(__always)
    private func canContinueInGraph(_ graph: TrieView, at node: Int32, position: Int32) -> Bool {
        if !graph.slots(of: node).isEmpty { return true }
        if position == count { return graph.isTerminal(node) }
        let signature = edgeSignature(of: node)
        guard signature.mayRead(positionBits[Int(position)]) else { return false }
        for reading in readings(at: position) where signature.mayRead(readingTokenBits[reading]) {
            if graph.child(of: node, token: readings[reading].token) != nil { return true }
        }
        return false
    }

    /// Whether a walk at value-trie node `node` can read the token at
    /// `position` (or the utterance ends there).
    @inline(__always)
    private func canContinue(_ trie: TrieView, at node: Int32, position: Int32) -> Bool {
        if position == count { return trie.isTerminal(node) }
        for reading in readings(at: position) where trie.child(of: node, token: readings[reading].token) != nil {
            return true
        }
        return false
    }

    /// Walks a value trie (read through its view, ``TrieView``: the walk
    /// reads its root, the nodes the index keeps for it, and nodes its
    /// edges lead to) from `state` with the tokens' readings, ending a
    /// value wherever one ends (for a slot with a glued suffix: with the
    /// suffix glued on, left off, or typed as a word of its own).
    private mutating func walkValues(
        _ catalog: Catalog, index: FlexibleIndex, set: Int32, trie: TrieView, key: Int32, suffix: GluedSuffix?,
        target: Int32, from state: State
    ) {
        // The vocabulary is read only where digits meet number words (a
        // copy of it retained each of its tables, per value walk).
        // `pending` is empty here: the loop below runs until it is.
        pending.push(ValueStep(node: TokenTrie.root, position: state.position, cost: state.cost, record: state.record))
        while let step = pending.pop() {
            let (node, position, cost, liberty) = (step.node, step.position, step.cost, step.record)
            guard position < count else { continue }
            if node == TokenTrie.root && position == state.position {
                // A value's leading small word left out (`Outsider` for `The Outsider`).
                let nextCost = cost + FlexibleCost.smallWordDropped
                if nextCost <= budget && nextCost + restFloor[Int(position)] <= budget + 1e-4 {
                    for place in index.leadingSmallWordPlaces(ofValueSet: set) {
                        // The node the word's root edge leads to, kept with the index.
                        let small = index.leadingSmallWords[place]
                        let next = index.leadingSmallWordNodes[place]
                        guard !trie.edges(of: next).isEmpty else { continue }
                        let dropped = record(
                            .smallWordDropped, position, position, read: small, cost: FlexibleCost.smallWordDropped,
                            parent: liberty)
                        pending.push(ValueStep(node: next, position: position, cost: nextCost, record: dropped))
                    }
                }
            }
            if let suffix {
                for split in base.splits(at: Int(position)) where split.prefix >= 0 && suffix.accepts(split.form) {
                    guard let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) else { continue }
                    let formCost: Float =
                        suffix.isGrammatical(split.form, after: split.final) ? 0 : FlexibleCost.particleForm
                    let formRecord = record(
                        .particleForm, position, position + 1, read: split.form, cost: formCost, parent: liberty)
                    endValue(
                        key: key, start: state.position, end: position + 1, valueNode: end,
                        suffixLength: Int32(split.formLength), target: target, parent: state.cell,
                        cost: cost + formCost, record: formRecord)
                }
                for typoSplit in typoSplits where typoSplit.position == position && suffix.accepts(typoSplit.split.form)
                {
                    let split = typoSplit.split
                    guard let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) else { continue }
                    let formCost: Float =
                        suffix.isGrammatical(split.form, after: split.final) ? 0 : FlexibleCost.particleForm
                    let typoRecord = record(
                        .typo, position, position + 1, read: split.prefix, cost: typoSplit.cost, parent: liberty)
                    let formRecord = record(
                        .particleForm, position, position + 1, read: split.form, cost: formCost, parent: typoRecord)
                    endValue(
                        key: key, start: state.position, end: position + 1, valueNode: end,
                        suffixLength: Int32(split.formLength), target: target, parent: state.cell,
                        cost: cost + typoSplit.cost + formCost, record: formRecord)
                }
            }
            if position > state.position && substitutable[Int(position)]
                && cost + FlexibleCost.substitutedCharacter <= FlexibleCost.askThreshold
            {
                // A Han character of a value or app name typed for another,
                // after one of its characters read and where the value ends or
                // goes on with the character after it (not in a phrase's own
                // words, where one character is often a word: `听` is not `读`).
                for edge in trie.edges(of: node)
                where index.isHanWord(trie.edgeToken(edge)) && trie.edgeToken(edge) != base.ids[Int(position)] {
                    let next = trie.edgeTarget(edge)
                    guard trie.isTerminal(next) || canContinue(trie, at: next, position: position + 1) else { continue }
                    let nextCost = cost + FlexibleCost.substitutedCharacter
                    let nextRecord = record(
                        .typo, position, position + 1, read: trie.edgeToken(edge),
                        cost: FlexibleCost.substitutedCharacter, parent: liberty)
                    if suffix == nil && trie.isTerminal(next) {
                        endValue(
                            key: key, start: state.position, end: position + 1, valueNode: next, suffixLength: 0,
                            target: target, parent: state.cell, cost: nextCost, record: nextRecord)
                    }
                    pending.push(ValueStep(node: next, position: position + 1, cost: nextCost, record: nextRecord))
                }
            }
            if digits[Int(position)] >= 0 && cost + FlexibleCost.number <= budget {
                // Digits typed for a value's number words (`24` for `twenty four`).
                var reached: [Int32] = []
                let vocabulary = catalog.vocabulary
                // The set's spellings below the node, worked out once (from
                // the root, a word per title, per set; elsewhere per node).
                index.numberSpellings(ofValueSet: set, below: node) {
                    Self.numberSpellings(
                        trie: catalog.valueTries[Int(set)], below: node, index: index, vocabulary: vocabulary)
                }
                .appendNodes(spelling: digits[Int(position)], to: &reached)
                for next in reached {
                    let nextCost = cost + FlexibleCost.number
                    let nextRecord = record(
                        .number, position, position + 1, read: -1, cost: FlexibleCost.number, parent: liberty)
                    if suffix == nil && trie.isTerminal(next) {
                        endValue(
                            key: key, start: state.position, end: position + 1, valueNode: next, suffixLength: 0,
                            target: target, parent: state.cell, cost: nextCost, record: nextRecord)
                    }
                    pending.push(ValueStep(node: next, position: position + 1, cost: nextCost, record: nextRecord))
                }
            }
            // At a value trie's root (a thousand titles' first words), the
            // readings it has a child for are looked up once per position.
            let atRoot = node == TokenTrie.root
            for item in atRoot ? rootReadings(set: set, at: position) : readings(at: position) {
                let reading = atRoot ? Int(rootReads[item].reading) : item
                let option = readings[reading]
                // Another count is the phrase's to read, not a title's
                // (`Hai trăm năm` is not `Một trăm năm`).
                if option.kind == .count { continue }
                let found = atRoot ? rootReads[item].next : trie.child(of: node, token: option.token)
                guard let next = found else { continue }
                let end = position + option.length
                let nextCost = cost + option.cost
                guard nextCost <= budget, nextCost + restFloor[Int(end)] <= budget + 1e-4 else { continue }
                let nextRecord = record(
                    option.kind, position, end, read: option.token, cost: option.cost, parent: liberty)
                if trie.isTerminal(next) {
                    if let suffix {
                        // The particle left off…
                        let dropped = record(
                            .particle, end, end, read: suffix.written, cost: FlexibleCost.particle, parent: nextRecord)
                        endValue(
                            key: key, start: state.position, end: end, valueNode: next, suffixLength: 0, target: target,
                            parent: state.cell, cost: nextCost + FlexibleCost.particle, record: dropped)
                        // …or typed as a word of its own, maybe after a generic app word (`도서관 앱에서`).
                        if end < count {
                            let (form, isAppWord) = spacedParticle(at: end, index: index)
                            if form >= 0 && suffix.accepts(form) {
                                let kind = isAppWord ? Liberty.Kind.genericAppWord : .particle
                                let spacedCost = isAppWord ? FlexibleCost.genericAppWord : FlexibleCost.particle
                                let spaced = record(
                                    kind, end, end + 1, read: form, cost: spacedCost, parent: nextRecord)
                                endValue(
                                    key: key, start: state.position, end: end, valueNode: next, suffixLength: 0,
                                    target: target, parent: state.cell, cost: nextCost + spacedCost, record: spaced,
                                    resume: end + 1)
                            }
                        }
                    } else {
                        endValue(
                            key: key, start: state.position, end: end, valueNode: next, suffixLength: 0, target: target,
                            parent: state.cell, cost: nextCost, record: nextRecord)
                    }
                }
                pending.push(ValueStep(node: next, position: end, cost: nextCost, record: nextRecord))
            }
        }
    }

    /// The glued form the token at `position` is, typed as a word of its
    /// own after a value (`로`), maybe after a generic app word (`앱에서`):
    /// its glued id (-1 for none) and whether a generic app word comes
    /// first.
    ///
    /// Worked out the first time a value ends before the token.
    private mutating func spacedParticle(at position: Int32, index: FlexibleIndex) -> (form: Int32, isAppWord: Bool) {
        if spacedForms.isEmpty {
            spacedForms.append(contentsOf: repeatElement(Self.notWorkedOut, count: Int(count)))
            spacedAfterAppWord.append(contentsOf: repeatElement(false, count: Int(count)))
        }
        if spacedForms[Int(position)] == Self.notWorkedOut {
            var text = base.tokens[Int(position)].text
            // Bytes first (their count, then whether the word's bytes start
            // the token's: normalized text that starts with a word starts
            // with its bytes), then the prefix, then characters (counting
            // them walks them, and most words start with no generic app
            // word): a word that starts with another and has more
            // characters has more bytes.
            for word in index.genericAppTokens
            where text.utf8.count > word.utf8.count && text.utf8.starts(with: word.utf8) && text.hasPrefix(word)
                && text.count > word.count
            {
                text = String(text.dropFirst(word.count))
                spacedAfterAppWord[Int(position)] = true
                break
            }
            spacedForms[Int(position)] = index.gluedID(of: text)
        }
        return (spacedForms[Int(position)], spacedAfterAppWord[Int(position)])
    }

    /// The readings at `position` that value set `set`'s trie has a root
    /// child for, in reading order: positions in `rootReads`.
    @inline(__always)
    private func rootReadings(set: Int32, at position: Int32) -> Range<Int> {
        let slot = Int(set) * (Int(count) + 1) + Int(position)
        guard set >= 0 && slot < rootReadStart.count else { return 0..<0 }
        return Int(rootReadStart[slot])..<Int(rootReadEnd[slot])
    }

    /// Looks up, for every position, which value sets' trie roots have a
    /// child for a reading there (``FlexibleIndex/rootEdges(of:)``), and
    /// lists them per value set and position in reading order.
    ///
    /// Many states
    /// reach the same value sets at the same position (every app's
    /// `${applicationName}` slot after each verb), and most sets start no
    /// value with the words there: one pass over the readings replaces a
    /// search of each set's root (a word per title) for each reading.
    private mutating func lookUpRootReadings(_ catalog: Catalog, index: FlexibleIndex) {
        let width = Int(count) + 1
        rootReadStart.refill(with: 0, count: catalog.valueSets.count * width)
        rootReadEnd.refill(with: 0, count: catalog.valueSets.count * width)
        for position in 0..<count {
            // First each set's readings here are counted (in `rootReadEnd`,
            // zero until then), noting the sets in the order they are met…
            rootReadSets.empty()
            var total = 0
            for reading in readings(at: position) where readings[reading].kind != .count {
                for place in index.rootEdges(of: readings[reading].token) {
                    let slot = Int(index.rootEdgeSets[place]) * width + Int(position)
                    guard slot < rootReadEnd.count else { continue }
                    if rootReadEnd[slot] == 0 { rootReadSets.append(index.rootEdgeSets[place]) }
                    rootReadEnd[slot] += 1
                    total += 1
                }
            }
            // …then each set gets its range, its end the place the next of
            // its readings goes…
            var start = Int32(rootReads.count)
            for set in rootReadSets {
                let slot = Int(set) * width + Int(position)
                let length = rootReadEnd[slot]
                rootReadStart[slot] = start
                rootReadEnd[slot] = start
                start += length
            }
            // …and the readings are put in place in reading order, as a sort
            // of them by set (keeping that order) would leave them.
            if total > 0 { rootReads.append(contentsOf: repeatElement((reading: 0, next: 0), count: total)) }
            for reading in readings(at: position) where readings[reading].kind != .count {
                for place in index.rootEdges(of: readings[reading].token) {
                    let slot = Int(index.rootEdgeSets[place]) * width + Int(position)
                    guard slot < rootReadEnd.count else { continue }
                    rootReads[Int(rootReadEnd[slot])] = (Int32(reading), index.rootEdgeTargets[place])
                    rootReadEnd[slot] += 1
                }
            }
        }
    }

    /// The nodes of `trie` that up to four number words from `node` reach,
    /// each with the numbers some language reads the words past `node` as,
    /// depth first (each node before those below it).
    private static func numberSpellings(
        trie: TokenTrie, below node: Int32, index: FlexibleIndex, vocabulary: Vocabulary
    ) -> ValueNumberSpellings {
        var spellings = ValueNumberSpellings()
        func visit(_ node: Int32, _ words: [String]) {
            guard words.count < 4 else { return }
            for edge in trie.edges(of: node) where index.isNumber(trie.edgeToken[edge], in: vocabulary) {
                let spelled = words + [vocabulary.text(of: trie.edgeToken[edge])]
                let next = trie.edgeTarget[edge]
                let numbers = index.numberReaders.compactMap { $0.read(spelled) }
                if !numbers.isEmpty {
                    spellings.nodes.append(next)
                    spellings.numbers += numbers
                    spellings.numberStart.append(Int32(spellings.numbers.count))
                }
                visit(next, spelled)
            }
        }
        visit(node, [])
        return spellings
    }

    /// Records a value ending and pushes the slot's target after it (at
    /// `resume` when a particle typed apart follows the value).
    private mutating func endValue(
        key: Int32, start: Int32, end: Int32, valueNode: Int32, suffixLength: Int32, target: Int32, parent: Int32,
        cost: Float,
        record: Int32, resume: Int32? = nil
    ) {
        guard cost <= budget else { return }
        base.cells.append(
            MatchSearch.Cell(
                slotKey: key, start: start, end: end, valueNode: valueNode, parent: parent, suffixLength: suffixLength))
        let cell = Int32(base.cells.count - 1)
        push(State(node: target, position: resume ?? end, cell: cell, cost: cost, record: record, drops: 0))
        // What the value is, said after it (`the Dune book`, `걷기 명상`):
        // not where the phrase may go on with the word (`${session}
        // ${applicationName}`), which reads it as the phrase writes it.
        let nounCost = cost + FlexibleCost.valueNoun
        guard resume == nil, end < count, nounCost <= budget, tokenWords[Int(end)].startsValueNoun else { return }
        let next = base.ids[Int(end)]
        guard next < 0 || !signature(of: target).mayRead(GraphTokenMasks.bits(of: next)) else { return }
        let tokens = base.tokens
        for skip in tokenWords[Int(end)].skips
        where skip.kind == .valueNoun && FlexibleIndex.noun(skip, fits: key, owners: slotNounOwners)
            && skip.isTyped(in: tokens, at: Int(end))
        {
            let after = end + Int32(skip.tokens.count)
            let noun = self.record(.valueNoun, end, after, read: -1, cost: FlexibleCost.valueNoun, parent: record)
            push(State(node: target, position: after, cell: cell, cost: nounCost, record: noun, drops: 0))
        }
    }

    /// Records an open slot's value and pushes the slot's target after it.
    private mutating func fill(
        key: Int32, value: BoundValue, from state: State, to end: Int32, suffixLength: Int32, target: Int32,
        cost: Float, record: Int32
    ) {
        base.cells.append(
            MatchSearch.Cell(
                slotKey: key, start: state.position, end: end, valueNode: -1, parent: state.cell,
                suffixLength: suffixLength))
        let cell = Int32(base.cells.count - 1)
        base.openValues[cell] = value
        push(State(node: target, position: end, cell: cell, cost: cost, record: record, drops: 0))
    }

    /// The liberties of a path, first to last.
    func liberties(of found: Found, in catalog: Catalog) -> [Liberty] {
        liberties(of: found, vocabulary: catalog.vocabulary)
    }

    /// The liberties of a path, first to last, naming words of
    /// `vocabulary` (the catalog's, asked for once by a caller naming
    /// several paths: each copy of it retains its tables).
    func liberties(of found: Found, vocabulary: Vocabulary) -> [Liberty] {
        // The path's length first, so the list is allocated once (grown a
        // liberty at a time, it would be copied to new storage for most paths).
        var length = 0
        var cursor = found.record
        while cursor >= 0 {
            length += 1
            cursor = records[Int(cursor)].parent
        }
        var list: [Liberty] = []
        list.reserveCapacity(length)
        cursor = found.record
        while cursor >= 0 {
            let entry = records[Int(cursor)]
            cursor = entry.parent
            // Most liberties type one word: its text as it is, not joined.
            let typed =
                switch entry.end - entry.start {
                case 1: base.tokens[Int(entry.start)].text
                case 2...: base.tokens[Int(entry.start)..<Int(entry.end)].map(\.text).joined(separator: " ")
                default: ""
                }
            let read = entry.read >= 0 ? vocabulary.text(of: entry.read) : ""
            list.append(Liberty(kind: entry.kind, typed: typed, read: read, cost: Double(entry.cost)))
        }
        list.reverse()
        return list
    }
}
