import Foundation

/// The depth-first walk of one match.
///
/// It holds the match's own state only;
/// the catalog is passed to each method (borrowed, not copied per match).
/// Each thread keeps its walk in the ``MatchSearchPool`` and reuses it for
/// its next match (``read(_:_:)`` empties it), so a match allocates none of
/// its working arrays.
struct MatchSearch {
    /// A slot filled on the way, linked to the one before it.
    struct Cell {
        var slotKey: Int32
        var start: Int32
        var end: Int32
        /// The value trie node the slot ended at, or -1 for an open slot.
        var valueNode: Int32
        var parent: Int32
        /// Scalars of the last token that are a glued suffix, not the value.
        var suffixLength: Int32
    }

    /// Bits of `State.penalty`: how a path read the utterance loosely.
    enum Penalty {
        /// A particle in the form the value's final sound does not take.
        static let particleForm: UInt8 = 1
        /// A token read as an accented twin of what was typed.
        static let accent: UInt8 = 2
        /// A particle the phrase writes after a slot left out (Japanese `を`).
        static let droppedParticle: UInt8 = 4
    }

    struct State {
        var node: Int32
        var position: Int32
        var cell: Int32
        var penalty: UInt8
    }

    struct Accepted {
        var phrase: Int
        var cell: Int32
        var penalty: UInt8
    }

    /// The utterance's tokens; empty for an ASCII utterance read by ids
    /// alone (see ``read(_:_:)``): ``text(ofToken:)`` and
    /// ``loadedTokens()`` read its words then.
    private(set) var tokens: [Token] = []
    /// Where each token lies in the utterance's UTF-8 bytes.
    private(set) var spans: [TokenSpan] = []
    /// Each token's vocabulary id (``Vocabulary/unknown`` when unknown).
    private(set) var ids: [Int32] = []
    /// Whether some token of `ids` is ``Vocabulary/unknown``.
    private(set) var hasUnknownToken = false
    /// The utterance as typed.
    private(set) var utterance = ""
    /// The walk's pending states, kept to reuse their memory (shared by
    /// copies of the walk: only ``run(_:)`` uses it, from start to end).
    private let stack = ScratchStack<State>()
    /// An ASCII utterance's bytes lowercased: where its words are looked up.
    private var lowered: [UInt8] = []
    var cells: [Cell] = []
    var openValues: [Int32: BoundValue] = [:]
    /// Reads an open `Date` slot's text, as answers to a date prompt are
    /// read (ISO 8601 in UTC only, when not set and `dateClock` is not).
    var dates: DateParser?
    /// What `dates` is made from on the first open `Date` slot read (the
    /// clock is read then, once): most matches read no date, so they make no
    /// parser and read no clock.
    var dateClock: (now: @Sendable () -> Date, timeZone: TimeZone, locale: String)?
    /// Further locales whose date words an open `Date` slot may use.
    var dateLocales: [String] = []
    var accepted: [Accepted] = []
    /// Glued-suffix cuts of the utterance's tokens: token `k`'s are
    /// `splits[splitStart[k]..<splitStart[k+1]]`; empty when the catalog
    /// glues nothing.
    var splitStart: [Int32] = []
    var splits: [Vocabulary.Split] = []
    /// Whether the walk reads tokens as their accent fold classes.
    var isFolding = false
    /// With `isFolding`, the tokens position `k` may be read as:
    /// `alternativeToken[alternativeStart[k]..<alternativeStart[k+1]]`, each
    /// with whether it differs from the token typed.
    var alternativeStart: [Int32] = []
    var alternativeToken: [Int32] = []
    var alternativeFolded: [Bool] = []
    /// The value trie walk's pending places, kept to reuse their storage.
    var pending: [(node: Int32, position: Int32, penalty: UInt8)] = []
    /// The slot edges an indexed node may take the next token on, kept to
    /// reuse its storage: like ``stack``, a list the walk owns, filled and
    /// read with none of an array's uniqueness checks (copies of the walk
    /// share it; only the walk running uses it).
    let indexedSlots = ScratchStack<SlotEdgeIndex.Edge>(capacity: 16)

    /// An empty walk, to ``read(_:_:)`` an utterance into.
    init() {}

    /// The walk of `utterance`, already cut into `tokens` with their
    /// vocabulary `ids`.
    init(_ catalog: borrowing Catalog, tokens: [Token], ids: [Int32], utterance: String) {
        self.tokens = tokens
        self.spans = tokens.map {
            TokenSpan(start: Int32(clamping: $0.sourceStart), end: Int32(clamping: $0.sourceEnd))
        }
        self.ids = ids
        hasUnknownToken = ids.contains { $0 < 0 }
        self.utterance = utterance
        cutGluedForms(catalog)
    }

    /// Empties the walk (keeping its arrays' storage) and loads `utterance`,
    /// already cut into `tokens` with their vocabulary `ids`, as
    /// ``init(_:tokens:ids:utterance:)`` makes a walk of it: the flexible
    /// stage's walk, kept per thread, reads each utterance this way.
    mutating func load(_ catalog: borrowing Catalog, tokens: [Token], ids: [Int32], utterance: String) {
        loadTokens(tokens, ids: ids, utterance: utterance)
        cutGluedForms(catalog)
    }

    /// ``load(_:tokens:ids:utterance:)`` of the utterance walk `read` read
    /// into these tokens, its glued-form cuts copied rather than cut again
    /// (the flexible stage's walk after the exact one, which cut them).
    mutating func load(
        _ catalog: borrowing Catalog, tokens: [Token], ids: [Int32], utterance: String,
        cutAs read: borrowing MatchSearch
    ) {
        loadTokens(tokens, ids: ids, utterance: utterance)
        if read.splitStart.count == tokens.count + 1 {
            splitStart.append(contentsOf: read.splitStart)
            splits.append(contentsOf: read.splits)
        } else {
            cutGluedForms(catalog)
        }
    }

    /// Empties the walk and takes `tokens`, their `ids` and `utterance`.
    private mutating func loadTokens(_ tokens: [Token], ids: [Int32], utterance: String) {
        self.tokens = tokens
        spans.empty()
        for token in tokens {
            spans.append(TokenSpan(start: Int32(clamping: token.sourceStart), end: Int32(clamping: token.sourceEnd)))
        }
        self.ids = ids
        hasUnknownToken = ids.contains { $0 < 0 }
        self.utterance = utterance
        emptyWalk()
        if !dateLocales.isEmpty { dateLocales = [] }
    }

    /// Empties what a walk of the last utterance left (its cells, accepted
    /// phrases, glued-form cuts, open values and accent alternatives),
    /// keeping the arrays' storage: most are empty already or hold a few
    /// elements (see `Array.empty()`).
    private mutating func emptyWalk() {
        cells.empty()
        accepted.empty()
        splitStart.empty()
        splits.empty()
        if !openValues.isEmpty { openValues.removeAll() }
        if dates != nil { dates = nil }
        if dateClock != nil { dateClock = nil }
        if isFolding {
            isFolding = false
            alternativeStart.empty()
            alternativeToken.empty()
            alternativeFolded.empty()
        }
    }

    /// Empties the walk (keeping its arrays' storage) and reads `utterance`
    /// into it: its tokens' places and vocabulary ids, and their glued-form
    /// cuts.
    ///
    /// `false` when it has more than ``Matcher/maximumTokens`` tokens.
    ///
    /// An ASCII utterance is read straight from its bytes: each word is
    /// looked up in the vocabulary where it lies, and its normalized text is
    /// made only when a glued form must be cut from it or something asks
    /// for it (``text(ofToken:)``, ``loadedTokens()``).
    mutating func read(_ utterance: String, _ catalog: borrowing Catalog) -> Bool {
        self.utterance = utterance
        if !tokens.isEmpty { tokens = [] }
        emptyWalk()
        let readASCII = utterance.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count < Int(Int32.max), lowerASCII(bytes) else { return false }
            lowered.withUnsafeBufferPointer { lowered in
                guard let base = lowered.baseAddress else {
                    spans.empty()
                    ids.empty()
                    hasUnknownToken = false
                    return
                }
                // `lowered` holds `loweredPadding` bytes past the utterance,
                // so its words are cut and each word's bytes read 8 at a time.
                TextNormalizer.loweredASCIIWords(
                    padded: base, count: bytes.count, limit: Matcher.maximumTokens, into: &spans)
                // `ids` is sized once and written in place (see `resize`).
                ids.resize(to: spans.count, padding: Vocabulary.unknown)
                let allKnown = ids.withUnsafeMutableBufferPointer { ids in
                    spans.withUnsafeBufferPointer { spans in
                        catalog.vocabulary.ids(paddedUTF8: base, spans: spans, into: ids)
                    }
                }
                hasUnknownToken = !allKnown
            }
            return true
        }
        if readASCII == true {
            guard spans.count <= Matcher.maximumTokens else { return false }
            if catalog.vocabulary.hasGluedForms {
                tokens = TextNormalizer.tokenize(utterance, limit: Matcher.maximumTokens)
            }
        } else {
            tokens = TextNormalizer.tokenize(utterance, limit: Matcher.maximumTokens)
            guard tokens.count <= Matcher.maximumTokens else { return false }
            spans.removeAll(keepingCapacity: true)
            ids.removeAll(keepingCapacity: true)
            hasUnknownToken = false
            for token in tokens {
                spans.append(
                    TokenSpan(start: Int32(clamping: token.sourceStart), end: Int32(clamping: token.sourceEnd)))
                let id = catalog.vocabulary.id(of: token.text)
                ids.append(id)
                if id < 0 { hasUnknownToken = true }
            }
        }
        cutGluedForms(catalog)
        return true
    }

    /// Bytes past an utterance's end that `lowered` keeps readable, so a
    /// word's bytes can be read 8 at a time (``Vocabulary/id(paddedUTF8:count:)``).
    private static let loweredPadding = 8

    /// Fills the start of `lowered` with `bytes`, capital ASCII letters made
    /// small (an ASCII word's normalized form); `false` when a byte is not
    /// ASCII.
    ///
    /// `lowered` only grows, and always has ``loweredPadding`` bytes
    /// past `bytes`: what lies there is never part of a token.
    private mutating func lowerASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        let needed = count + Self.loweredPadding
        if lowered.count < needed { lowered.append(contentsOf: repeatElement(0, count: needed - lowered.count)) }
        return lowered.withUnsafeMutableBufferPointer { lowered in
            var any: UInt64 = 0
            var index = 0
            if let source = bytes.baseAddress, let target = lowered.baseAddress {
                // Eight bytes at a time. For a byte b below 0x80, b + 0x3F has
                // its high bit set when b ≥ "A" and b + 0x25 when b > "Z",
                // without a carry into the next byte; a chunk with a byte of
                // 0x80 or more is not ASCII, and its result is not used.
                let from = UnsafeRawPointer(source)
                let to = UnsafeMutableRawPointer(target)
                while count - index >= 8 {
                    let word = UInt64(littleEndian: from.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    any |= word
                    let capitals =
                        ((word &+ 0x3F3F_3F3F_3F3F_3F3F) ^ (word &+ 0x2525_2525_2525_2525)) & 0x8080_8080_8080_8080
                    to.storeBytes(of: (word | capitals >> 2).littleEndian, toByteOffset: index, as: UInt64.self)
                    index += 8
                }
            }
            while index < count {
                let byte = bytes[index]
                any |= UInt64(byte)
                lowered[index] = TextNormalizer.lowercasedASCII(byte)
                index += 1
            }
            return any & 0x8080_8080_8080_8080 == 0
        }
    }

    /// Whether keeping this walk for reuse would hold on to more memory than
    /// a common match needs (an open slot over a long utterance).
    var isOversized: Bool {
        stack.capacity > 1024 || indexedSlots.capacity > 1024 || cells.capacity > 1024 || accepted.capacity > 1024
            || splits.capacity > 1024
            || lowered.capacity > 4096 + Self.loweredPadding
    }

    /// Fills `splits` with every token's glued-suffix cuts, when the catalog
    /// glues forms.
    ///
    /// Inlined: most catalogs glue none, and each match calls it.
    @inline(__always)
    private mutating func cutGluedForms(_ catalog: borrowing Catalog) {
        // The vocabulary asked for once (each copy of it retains its tables).
        let vocabulary = catalog.vocabulary
        guard vocabulary.hasGluedForms else { return }
        splitStart.reserveCapacity(tokens.count + 1)
        splitStart.append(0)
        for token in tokens {
            vocabulary.gluedSplits(of: token.text, into: &splits)
            splitStart.append(Int32(splits.count))
        }
    }

    /// The utterance's tokens, made from its text when the walk read ids alone.
    func loadedTokens() -> [Token] {
        tokens.isEmpty && !ids.isEmpty ? TextNormalizer.tokenize(utterance, limit: Matcher.maximumTokens) : tokens
    }

    /// The normalized text of token `position`: for an utterance read by ids
    /// alone, its bytes in `lowered`.
    func text(ofToken position: Int) -> String {
        if position < tokens.count { return tokens[position].text }
        return String(decoding: lowered[Int(spans[position].start)..<Int(spans[position].end)], as: UTF8.self)
    }

    /// The words of an utterance read by ids alone (no ``tokens``), each
    /// lowercased, joined by single spaces — ``TextNormalizer/display(_:)``
    /// of its tokens, since an ASCII word is its bytes lowercased and in no
    /// single-token script — between `prefix` and `suffix`.
    ///
    /// Made once, at
    /// its size, from the texts' bytes and `lowered`.
    func shownWords(after prefix: String, before suffix: String) -> String {
        var prefix = prefix
        var suffix = suffix
        var words = max(spans.count - 1, 0)
        for span in spans { words += Int(span.end - span.start) }
        let count = prefix.utf8.count + words + suffix.utf8.count
        return lowered.withUnsafeBufferPointer { lowered in
            String(unsafeUninitializedCapacity: count) { text in
                // `text` has room for the prefix, every span, a space
                // between each two and the suffix, and each span lies in
                // `lowered`; every copy is still cut to the room left.
                var written = 0
                func write(_ bytes: UnsafeBufferPointer<UInt8>) {
                    let length = min(bytes.count, count - written)
                    guard length > 0, let source = bytes.baseAddress, let target = text.baseAddress else { return }
                    (target + written).update(from: source, count: length)
                    written += length
                }
                prefix.withUTF8 { write($0) }
                for (number, span) in spans.enumerated() {
                    if number > 0 && written < count {
                        text[written] = UInt8(ascii: " ")
                        written += 1
                    }
                    write(UnsafeBufferPointer(rebasing: lowered[Int(span.start)..<Int(span.end)]))
                }
                suffix.withUTF8 { write($0) }
                return written
            }
        }
    }

    /// Prepares a second walk that ignores accents, forgetting the first
    /// walk's results; `false` (and nothing changed) when no token of the
    /// utterance has an accent-fold twin, so that walk would find nothing
    /// new, or when a token is no word even with accents ignored and the
    /// catalog takes no unknown word, so that walk would find nothing.
    mutating func prepareAccentFolding(_ catalog: Catalog) -> Bool {
        // The vocabulary asked for once (each copy of it retains its tables).
        let vocabulary = catalog.vocabulary
        guard vocabulary.hasAccentFolds else { return false }
        // Filled in the storage the last walks left, so the three arrays
        // are neither allocated per utterance nor copied as they grow. Each is taken out of the walk
        // while it is filled, so it is held once; it is read only once
        // `isFolding` is set, and an unfinished fill is emptied by the next.
        isFolding = false
        var start = alternativeStart
        var alternatives = alternativeToken
        var folded = alternativeFolded
        alternativeStart = []
        alternativeToken = []
        alternativeFolded = []
        defer {
            alternativeStart = start
            alternativeToken = alternatives
            alternativeFolded = folded
        }
        start.empty()
        alternatives.empty()
        folded.empty()
        start.append(0)
        start.reserveCapacity(ids.count + 1)
        alternatives.reserveCapacity(4 * ids.count)
        folded.reserveCapacity(4 * ids.count)
        // A token read as no word at all (unknown, in no fold class) ends
        // every path of the walk, as an unknown token ends the walk of the
        // tokens as typed (see ``mayAccept(_:)``): unless the catalog takes
        // unknown words, such a walk is not run.
        let mayTakeUnknown = catalog.takesUnknownWords
        for position in ids.indices {
            let id = ids[position]
            // A known token's class is read by its id: its text is made only
            // for a token the vocabulary lacks.
            let foldClass =
                id >= 0 ? vocabulary.foldClass(ofID: id) : vocabulary.foldClass(of: text(ofToken: position), id: id)
            if foldClass >= 0 {
                for member in vocabulary.members(ofFold: foldClass) {
                    alternatives.append(member)
                    folded.append(member != id)
                }
            } else if id >= 0 {
                alternatives.append(id)
                folded.append(false)
            } else if !mayTakeUnknown {
                return false
            }
            start.append(Int32(alternatives.count))
        }
        guard folded.contains(true) else { return false }
        isFolding = true
        cells.removeAll()
        openValues.removeAll()
        accepted.removeAll()
        return true
    }

    /// Whether ``run(_:)`` (reading tokens as typed) may accept a phrase:
    /// `false` when a token is not in the vocabulary and the catalog takes
    /// no unknown word (``Catalog/takesUnknownWords``).
    ///
    /// A path accepts only
    /// when each token is taken by a token edge, a value trie edge (both
    /// hold vocabulary ids only), a glued form's cut (whose prefix may be
    /// known when the whole token is not) or an open slot; without the last
    /// two, an unknown token ends every path, so such a miss is not walked.
    func mayAccept(_ catalog: borrowing Catalog) -> Bool {
        !hasUnknownToken || catalog.takesUnknownWords
    }

    mutating func run(_ catalog: Catalog) {
        // The graph and the value tries are read through views (see
        // ``TrieView``): a slot edge walked retains nothing. The views'
        // array is retained once here; `catalog` keeps what they show alive.
        let graph = catalog.graphView
        let tries = catalog.valueTrieViews
        let plainSets = catalog.plainSlotSets
        let count = Int32(ids.count)
        // The walk's steps mutate `self` and push onto the stack, which
        // each takes as a reference (no copy, no uniqueness check).
        let stack = self.stack
        defer { stack.removeAll() }
        stack.push(State(node: TokenTrie.root, position: 0, cell: -1, penalty: 0))
        var explored = 0
        while let state = stack.pop() {
            explored += 1
            if explored > Matcher.maximumStates { break }
            if state.position == count {
                for position in graph.payloadRange(of: state.node) {
                    let payload = graph.payload(position)
                    let penalty =
                        state.penalty | (PhrasePayload.leavesParticleOut(payload) ? Penalty.droppedParticle : 0)
                    accepted.append(Accepted(phrase: PhrasePayload.phrase(payload), cell: state.cell, penalty: penalty))
                }
            } else if isFolding {
                let position = Int(state.position)
                for alternative in Int(alternativeStart[position])..<Int(alternativeStart[position + 1]) {
                    guard let next = graph.child(of: state.node, token: alternativeToken[alternative]) else { continue }
                    let penalty = state.penalty | (alternativeFolded[alternative] ? Penalty.accent : 0)
                    stack.push(State(node: next, position: state.position + 1, cell: state.cell, penalty: penalty))
                }
            } else if let next = graph.child(of: state.node, token: ids[Int(state.position)]) {
                stack.push(State(node: next, position: state.position + 1, cell: state.cell, penalty: state.penalty))
            }
            guard state.position < count else { continue }
            let slotRange = graph.slots(of: state.node)
            guard !slotRange.isEmpty else { continue }
            if !isFolding && catalog.slotIndex.isIndexed(state.node) {
                let next = state.position + 1 < count ? ids[Int(state.position) + 1] : Vocabulary.unknown
                catalog.slotIndex.slots(
                    of: state.node, startingWith: ids[Int(state.position)], then: next, into: indexedSlots)
                // The edges' walks push states and read values: none of them
                // fills the list again while it is read.
                for index in 0..<indexedSlots.count {
                    let edge = indexedSlots[index]
                    if edge.set >= 0 {
                        // A value-set edge without a glued suffix, whose
                        // trie the index says the tokens lead into.
                        let slot = Int(edge.slot)
                        walkIndexedValues(
                            tries[Int(edge.set)], key: graph.slotKey(slot), target: graph.slotTarget(slot), from: state,
                            edge: edge,
                            into: stack)
                    } else {
                        walkSlot(
                            Int(edge.slot), graph: graph, tries: tries, plainSets: plainSets, from: state, catalog,
                            into: stack)
                    }
                }
            } else {
                for slot in slotRange {
                    walkSlot(slot, graph: graph, tries: tries, plainSets: plainSets, from: state, catalog, into: stack)
                }
            }
        }
    }

    /// Walks slot edge `slot` of `state`'s node: every value it can take from
    /// the utterance at `state`'s position pushes the edge's target.
    ///
    /// A key
    /// over a value set without a glued suffix (most) is told by
    /// `plainSets` (``Catalog/plainSlotSets``) without reading the key.
    @inline(__always)
    private mutating func walkSlot(
        _ slot: Int, graph: TrieView, tries: [TrieView], plainSets: [Int32], from state: State, _ catalog: Catalog,
        into stack: ScratchStack<State>
    ) {
        let count = Int32(ids.count)
        let key = graph.slotKey(slot)
        let target = graph.slotTarget(slot)
        let plainSet = plainSets[Int(key)]
        if plainSet >= 0 {
            // The first token read from a wide root's bucket (see
            // ``TrieView/rootChild(token:)``), the rest as any walk reads
            // them. The walk runs only below the utterance's last token.
            let trie = tries[Int(plainSet)]
            if isFolding {
                walkPlainValuesIgnoringAccents(trie, key: key, target: target, from: state, into: stack)
                return
            }
            guard let first = trie.rootChild(token: ids[Int(state.position)]) else { return }
            walkValues(
                trie, key: key, suffix: nil, target: target, from: state, at: first, after: state.position + 1,
                into: stack)
            return
        }
        // Read the key's fields in place: copying the whole key would
        // retain its parameter name on every slot edge walked.
        let suffix = catalog.slotKeys[Int(key)].suffix
        switch catalog.slotKeys[Int(key)].source {
        case .valueSet(let set):
            let trie = tries[Int(set)]
            if isFolding {
                pending.empty()
                pending.append((TokenTrie.root, state.position, state.penalty))
                walkValuesIgnoringAccents(trie, key: key, suffix: suffix, target: target, from: state, into: stack)
            } else {
                walkValues(trie, key: key, suffix: suffix, target: target, from: state, into: stack)
            }
        case .open(let kind):
            if kind == .date, let clock = dateClock {
                dates = DateParser(now: clock.now(), timeZone: clock.timeZone, locale: clock.locale)
                dateClock = nil
            }
            for end in (state.position + 1)...count {
                if let suffix {
                    for split in splits(at: Int(end) - 1) where suffix.accepts(split.form) {
                        let penalty =
                            state.penalty
                            | (suffix.isGrammatical(split.form, after: split.final) ? 0 : Penalty.particleForm)
                        let suffixLength = Int32(split.formLength)
                        guard
                            let value = openValue(
                                kind, from: Int(state.position), to: Int(end), suffixLength: Int(suffixLength))
                        else { continue }
                        fillOpen(
                            key: key, value: value, from: state, to: end, suffixLength: suffixLength, target: target,
                            penalty: penalty, into: stack)
                    }
                } else if let value = openValue(kind, from: Int(state.position), to: Int(end), suffixLength: 0) {
                    fillOpen(
                        key: key, value: value, from: state, to: end, suffixLength: 0, target: target,
                        penalty: state.penalty, into: stack)
                }
            }
        }
    }

    /// The glued-suffix cuts of token `position`.
    @inline(__always)
    func splits(at position: Int) -> ArraySlice<Vocabulary.Split> {
        splitStart.isEmpty ? [] : splits[Int(splitStart[position])..<Int(splitStart[position + 1])]
    }

    /// Walks the value trie of an indexed slot edge (a value set without a
    /// glued suffix) from `state`, starting where the index's `edge` says
    /// the first tokens lead: a one-token value ends at its first node, and
    /// the walk goes on from its second node, after two tokens, or ends
    /// there when it has none (no value of the set starts with those two).
    @inline(__always)
    private mutating func walkIndexedValues(
        _ trie: TrieView, key: Int32, target: Int32, from state: State, edge: SlotEdgeIndex.Edge,
        into stack: ScratchStack<State>
    ) {
        // The index offers an edge only for a token at `state.position`,
        // and a second node only for a token after it: both ends lie in
        // the utterance. A first node is where a one-token value ends (the
        // index keeps it only then), so it is not read here: most edges
        // offered for a one-token value lead nowhere further, and the
        // node's payloads are read only for the reading that is named.
        if edge.firstNode >= 0 {
            cells.append(
                Cell(
                    slotKey: key, start: state.position, end: state.position + 1, valueNode: edge.firstNode,
                    parent: state.cell, suffixLength: 0))
            stack.push(
                State(node: target, position: state.position + 1, cell: Int32(cells.count - 1), penalty: state.penalty))
        }
        guard edge.secondNode >= 0 && state.position + 2 <= Int32(ids.count) else { return }
        walkValues(
            trie, key: key, suffix: nil, target: target, from: state, at: edge.secondNode, after: state.position + 2,
            into: stack)
    }

    /// Walks a value trie with the utterance's tokens from `state`, pushing
    /// the slot's target after every value that ends there (for a slot with a
    /// glued suffix: every value whose last token is the prefix of a cut
    /// utterance token, before a form of the suffix).
    ///
    /// The walk starts at the
    /// root, or (a slot without a glued suffix only) at `start`, the node the
    /// tokens before `startPosition` lead to, and then pushes the target
    /// first when a value ends there.
    private mutating func walkValues(
        _ trie: TrieView, key: Int32, suffix: GluedSuffix?, target: Int32, from state: State,
        at start: Int32 = TokenTrie.root,
        after startPosition: Int32? = nil, into stack: ScratchStack<State>
    ) {
        let count = Int32(ids.count)
        var node = TokenTrie.root
        var position = state.position
        if let startPosition, suffix == nil {
            node = start
            position = startPosition
            if trie.isTerminal(node) {
                cells.append(
                    Cell(
                        slotKey: key, start: state.position, end: position, valueNode: node, parent: state.cell,
                        suffixLength: 0))
                stack.push(
                    State(node: target, position: position, cell: Int32(cells.count - 1), penalty: state.penalty))
            }
        }
        while position < count {
            if let suffix {
                endGlued(
                    trie, node: node, at: position, key: key, suffix: suffix, target: target, from: state,
                    penalty: state.penalty, into: stack)
            }
            guard let next = trie.child(of: node, token: ids[Int(position)]) else { break }
            node = next
            position += 1
            if suffix == nil && trie.isTerminal(node) {
                cells.append(
                    Cell(
                        slotKey: key, start: state.position, end: position, valueNode: node, parent: state.cell,
                        suffixLength: 0))
                stack.push(
                    State(node: target, position: position, cell: Int32(cells.count - 1), penalty: state.penalty))
            }
        }
    }

    /// ``walkValuesIgnoringAccents(_:key:suffix:target:from:into:)`` of a
    /// value set without a glued suffix (``Catalog/plainSlotSets``), whose
    /// first step reads each token the one at `state`'s position (below
    /// the token count) may be read as from a wide root's bucket (see
    /// ``TrieView/rootChild(token:)``), as the walk of the tokens as typed
    /// reads its first token: most slots a folding walk reaches start no
    /// value there, and those end here, without a search of the root.
    @inline(__always)
    private mutating func walkPlainValuesIgnoringAccents(
        _ trie: TrieView, key: Int32, target: Int32, from state: State, into stack: ScratchStack<State>
    ) {
        pending.empty()
        let position = state.position
        for alternative in Int(alternativeStart[Int(position)])..<Int(alternativeStart[Int(position) + 1]) {
            guard let next = trie.rootChild(token: alternativeToken[alternative]) else { continue }
            let nextPenalty = state.penalty | (alternativeFolded[alternative] ? Penalty.accent : 0)
            if trie.isTerminal(next) {
                cells.append(
                    Cell(
                        slotKey: key, start: position, end: position + 1, valueNode: next, parent: state.cell,
                        suffixLength: 0))
                stack.push(
                    State(node: target, position: position + 1, cell: Int32(cells.count - 1), penalty: nextPenalty))
            }
            pending.append((next, position + 1, nextPenalty))
        }
        guard !pending.isEmpty else { return }
        walkValuesIgnoringAccents(trie, key: key, suffix: nil, target: target, from: state, into: stack)
    }

    /// ``walkValues(_:key:suffix:target:from:at:after:into:)`` reading each token as
    /// any token of its accent fold class: a depth-first walk, as one
    /// position may lead to several nodes, of the places in `pending` (the
    /// caller's first: the root at `state`'s position, or the places its
    /// first step reached).
    private mutating func walkValuesIgnoringAccents(
        _ trie: TrieView, key: Int32, suffix: GluedSuffix?, target: Int32, from state: State,
        into stack: ScratchStack<State>
    ) {
        let count = Int32(ids.count)
        while let (node, position, penalty) = pending.popLast() {
            guard position < count else { continue }
            if let suffix {
                endGlued(
                    trie, node: node, at: position, key: key, suffix: suffix, target: target, from: state,
                    penalty: penalty, into: stack)
            }
            for alternative in Int(alternativeStart[Int(position)])..<Int(alternativeStart[Int(position) + 1]) {
                guard let next = trie.child(of: node, token: alternativeToken[alternative]) else { continue }
                let nextPenalty = penalty | (alternativeFolded[alternative] ? Penalty.accent : 0)
                if suffix == nil && trie.isTerminal(next) {
                    cells.append(
                        Cell(
                            slotKey: key, start: state.position, end: position + 1, valueNode: next, parent: state.cell,
                            suffixLength: 0))
                    stack.push(
                        State(node: target, position: position + 1, cell: Int32(cells.count - 1), penalty: nextPenalty))
                }
                pending.append((next, position + 1, nextPenalty))
            }
        }
    }

    /// Ends a value at token `position` cut into its prefix and a glued
    /// form: for each cut whose form is one of `suffix`'s and whose prefix
    /// ends a value from `node`, pushes the slot's target after the token.
    @inline(__always)
    private mutating func endGlued(
        _ trie: TrieView, node: Int32, at position: Int32, key: Int32, suffix: GluedSuffix, target: Int32,
        from state: State,
        penalty: UInt8, into stack: ScratchStack<State>
    ) {
        for split in splits(at: Int(position)) where split.prefix >= 0 && suffix.accepts(split.form) {
            guard let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) else { continue }
            let formPenalty = suffix.isGrammatical(split.form, after: split.final) ? 0 : Penalty.particleForm
            cells.append(
                Cell(
                    slotKey: key, start: state.position, end: position + 1, valueNode: end, parent: state.cell,
                    suffixLength: Int32(split.formLength)))
            stack.push(
                State(
                    node: target, position: position + 1, cell: Int32(cells.count - 1), penalty: penalty | formPenalty))
        }
    }

    /// Records an open slot's value and pushes the slot's target after it.
    private mutating func fillOpen(
        key: Int32, value: BoundValue, from state: State, to end: Int32, suffixLength: Int32, target: Int32,
        penalty: UInt8,
        into stack: ScratchStack<State>
    ) {
        cells.append(
            Cell(
                slotKey: key, start: state.position, end: end, valueNode: -1, parent: state.cell,
                suffixLength: suffixLength))
        let cell = Int32(cells.count - 1)
        openValues[cell] = value
        stack.push(State(node: target, position: end, cell: cell, penalty: penalty))
    }

    /// The text the user typed for tokens `start..<end`, without the last
    /// `suffixLength` scalars (a glued suffix, `을` of `이방인을`).
    func sourceText(from start: Int, to end: Int, suffixLength: Int = 0) -> String {
        let typed = typedText(Int(spans[start].start)..<Int(spans[end - 1].end))
        guard suffixLength > 0 else { return typed }
        let scalars = typed.unicodeScalars
        if scalars.count > suffixLength {
            let cut = scalars.index(scalars.endIndex, offsetBy: -suffixLength)
            if TextNormalizer.normalize(String(scalars[cut...]))
                == String(text(ofToken: end - 1).unicodeScalars.suffix(suffixLength))
            {
                return String(scalars[..<cut])
            }
        }
        // Typed in another form than its normalized one (decomposed jamo):
        // the words before as typed, then the normalized prefix.
        let prefix = normalizedPrefix(of: end - 1, suffixLength: suffixLength)
        return end - 1 > start ? sourceText(from: start, to: end - 1) + " " + prefix : prefix
    }

    /// The utterance's UTF-8 bytes `range` (the bounds of tokens) as text.
    private func typedText(_ range: Range<Int>) -> String {
        let copied = utterance.utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        if let copied { return copied }
        let utf8 = utterance.utf8
        return String(
            decoding: utf8[
                utf8.index(
                    utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                        utf8.startIndex, offsetBy: range.upperBound)], as: UTF8.self)
    }

    /// Token `position`'s normalized text without its last `suffixLength` scalars.
    private func normalizedPrefix(of position: Int, suffixLength: Int) -> String {
        String(String.UnicodeScalarView(text(ofToken: position).unicodeScalars.dropLast(suffixLength)))
    }

    /// The normalized texts of tokens `start..<end`, the last one without its glued suffix.
    private func tokenTexts(from start: Int, to end: Int, suffixLength: Int) -> [String] {
        var texts = (start..<end).map { text(ofToken: $0) }
        if suffixLength > 0 { texts[texts.count - 1] = normalizedPrefix(of: end - 1, suffixLength: suffixLength) }
        return texts
    }

    func openValue(_ kind: OpenSlotKind, from start: Int, to end: Int, suffixLength: Int) -> BoundValue? {
        switch kind {
        case .string:
            return .string(sourceText(from: start, to: end, suffixLength: suffixLength))
        case .int:
            guard end - start <= 8 else { return nil }
            return NumberParser.integer(tokenTexts(from: start, to: end, suffixLength: suffixLength)).map(
                BoundValue.integer)
        case .double:
            guard end - start <= 8 else { return nil }
            return NumberParser.number(tokenTexts(from: start, to: end, suffixLength: suffixLength)).map(
                BoundValue.number)
        case .date:
            guard end - start <= 8 else { return nil }
            let text = sourceText(from: start, to: end, suffixLength: suffixLength)
            guard let dates else { return ISODateParser.parse(text).map(BoundValue.date) }
            if let date = dates.parse(text) { return .date(date) }
            for locale in dateLocales where locale != dates.locale {
                var reader = dates
                reader.locale = locale
                if let date = reader.parse(text) { return .date(date) }
            }
            return nil
        }
    }

    /// The one reading the walk found, when the ranked result would be
    /// exactly it: a single accepted path of `locale` (every locale when
    /// `nil`), not of a negative phrase, read without ignoring accents.
    ///
    /// `nil` otherwise (the whole ranking then decides).
    func onlyReading(in catalog: borrowing Catalog, locale: String?) -> Accepted? {
        guard !isFolding else { return nil }
        var only: Accepted?
        for accepted in accepted {
            // The phrase's names hold what is checked here: the phrase's own
            // record is not read on the way to a candidate.
            if let locale, catalog.phraseNames[accepted.phrase].locale != locale { continue }
            guard only == nil, !catalog.phraseNames[accepted.phrase].isNegative else { return nil }
            only = accepted
        }
        return only
    }

    /// The score of an accepted reading: 1, lowered by each penalty it took
    /// (the score of the candidate made of it, read without making one).
    func score(of accepted: Accepted) -> Double {
        var score = 1.0
        if accepted.penalty & Penalty.particleForm != 0 { score *= Matcher.particleFormScore }
        if accepted.penalty & Penalty.accent != 0 { score *= Matcher.accentInsensitiveScore }
        if accepted.penalty & Penalty.droppedParticle != 0 { score *= Matcher.droppedParticleScore }
        return score
    }

    /// ``candidate(for:in:)`` named as ``Candidate/init(_:in:)`` names it,
    /// built straight from the walk's cells: no intermediate match, bindings
    /// or choice lists.
    func namedCandidate(for accepted: Accepted, in catalog: borrowing Catalog) -> Candidate {
        let names = catalog.phraseNames[accepted.phrase]
        let app = names.appIndex
        let isDevelopmentLocale = names.isDevelopmentLocale
        var parameters: [Candidate.Parameter] = []
        var cursor = accepted.cell
        while cursor >= 0 {
            let cellID = cursor
            let cell = cells[Int(cellID)]
            cursor = cell.parent
            guard let parameter = catalog.slotKeys[Int(cell.slotKey)].parameter else { continue }
            let named: ParameterValues
            if case .valueSet(let set) = catalog.slotKeys[Int(cell.slotKey)].source,
                case .values(_, let type) = catalog.valueSets[Int(set)].kind
            {
                // The cell's node is one the walk reached in this trie.
                let trie = catalog.valueTrieViews[Int(set)]
                let payloads = trie.payloadRange(of: cell.valueNode)
                if payloads.count == 1 {
                    // The common case, one value: named when read in the
                    // app's own locale, else in an array made at its size.
                    let value = Int(catalog.valueSets[Int(set)].variants[Int(trie.payload(payloads.lowerBound))].value)
                    named =
                        isDevelopmentLocale
                        ? .entity(catalog.apps[app].types[type].values, index: value)
                        : .made([
                            catalog.entity(
                                value, type: type, app: app, locale: names.locale, isDevelopmentLocale: false)
                        ])
                } else {
                    // Several values (their words shared): each once, where
                    // it first ends here (no list of those seen), named when
                    // read in the app's own locale, else now.
                    var indices: [Int32] = []
                    for position in payloads {
                        let value = catalog.valueSets[Int(set)].variants[Int(trie.payload(position))].value
                        let isRepeat = (payloads.lowerBound..<position).contains { earlier in
                            catalog.valueSets[Int(set)].variants[Int(trie.payload(earlier))].value == value
                        }
                        if !isRepeat { indices.append(value) }
                    }
                    named =
                        isDevelopmentLocale
                        ? .entities(catalog.apps[app].types[type].values, indices: indices)
                        : .made(
                            indices.map {
                                catalog.entity(
                                    Int($0), type: type, app: app, locale: names.locale, isDevelopmentLocale: false)
                            })
                }
            } else if let open = openValues[cellID] {
                named = .made(catalog.parameterValues(of: open, app: app, locale: names.locale))
            } else {
                continue
            }
            // The words as typed, read from the utterance when asked for;
            // a glued suffix's cut is made now (see ``sourceText(from:to:suffixLength:)``).
            let typed =
                cell.suffixLength == 0
                ? TypedText(
                    utterance: utterance, bytes: Int(spans[Int(cell.start)].start)..<Int(spans[Int(cell.end) - 1].end))
                : TypedText(sourceText(from: Int(cell.start), to: Int(cell.end), suffixLength: Int(cell.suffixLength)))
            let made = Candidate.Parameter(name: parameter, typed: typed, named: named)
            // The first made at its size (most candidates have one), later ones appended.
            if parameters.isEmpty { parameters = [made] } else { parameters.append(made) }
        }
        // Most candidates have one parameter or none: nothing to reverse.
        if parameters.count > 1 { parameters.reverse() }
        return Candidate(names: names, score: self.score(of: accepted), parameters: parameters)
    }

    /// The match `accepted` is: its phrase, each slot's binding and how the
    /// app's name was said.
    ///
    /// With `typingTexts` false, each binding's
    /// ``Binding/text`` is left empty rather than copied from the
    /// utterance: for a reading only resolved at once, whose outcome shows
    /// no text as typed, and which is then dropped.
    func candidate(for accepted: Accepted, in catalog: Catalog, typingTexts: Bool = true) -> PhraseMatch {
        // Fields are read in place throughout: copying a phrase, manifest,
        // slot key or value set out of its array would retain (and release)
        // every reference it holds.
        let app = catalog.phrases[accepted.phrase].app
        let shortcut = catalog.phrases[accepted.phrase].shortcut ?? 0
        var bindings: [Binding] = []
        var applicationName: ValueVariant?
        var cursor = accepted.cell
        while cursor >= 0 {
            let cellID = cursor
            let cell = cells[Int(cellID)]
            cursor = cell.parent
            let source = catalog.slotKeys[Int(cell.slotKey)].source
            guard let parameter = catalog.slotKeys[Int(cell.slotKey)].parameter else {
                if case .valueSet(let set) = source {
                    let trie = catalog.valueSets[Int(set)].trie
                    let payloads = trie.payloadRange(of: cell.valueNode)
                    applicationName = payloads.first.map {
                        catalog.valueSets[Int(set)].variants[Int(trie.payloads[$0])]
                    }
                }
                continue
            }
            let value: BoundValue
            if case .valueSet(let set) = source, case .values(_, let type) = catalog.valueSets[Int(set)].kind {
                let trie = catalog.valueSets[Int(set)].trie
                var choices: [ValueChoice] = []
                for position in trie.payloadRange(of: cell.valueNode) {
                    let variant = catalog.valueSets[Int(set)].variants[Int(trie.payloads[position])]
                    if !choices.contains(where: { $0.index == Int(variant.value) }) {
                        choices.append(ValueChoice(index: Int(variant.value), variant: variant))
                    }
                }
                value = .values(type: type, choices: choices)
            } else if let open = openValues[cellID] {
                value = open
            } else {
                continue
            }
            bindings.append(
                Binding(
                    parameter: parameter, value: value, tokenRange: Int(cell.start)..<Int(cell.end),
                    text: typingTexts
                        ? sourceText(from: Int(cell.start), to: Int(cell.end), suffixLength: Int(cell.suffixLength))
                        : ""))
        }
        bindings.reverse()
        return PhraseMatch(
            phraseIndex: accepted.phrase, app: app, shortcut: shortcut,
            intent: catalog.apps[app].shortcuts[shortcut].intent, locale: catalog.phrases[accepted.phrase].locale,
            bindings: bindings,
            applicationName: applicationName, score: self.score(of: accepted))
    }
}
