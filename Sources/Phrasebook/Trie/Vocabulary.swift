/// Maps every normalized token the catalog knows to a dense integer id, so
/// the tries store and compare integers instead of strings.
///
/// Besides the words, the vocabulary holds:
/// - **glued forms**: Hangul text a phrase writes glued to the slot before
///   it (`에서` in `${applicationName}에서`, `를` in `${book}를`). A glued form
///   has an id of its own, apart from the same text said as a word, and is
///   in `gluedTokens`; an expansion spells it right after the value's last
///   token (`도서관` `에서` reads `도서관에서`, see ``render(_:)``).
///   ``gluedSplits(of:into:)`` cuts an utterance token into a known prefix and
///   a glued form (`도서관에서` → `도서관` + `에서`).
/// - **accent folds** (after ``indexAccentFolds()``): every folded form
///   (``AccentFolding``) shared by an accented Latin token is a fold class;
///   `foldOf[id]` is the class of a token (-1 for none) and the class's
///   members — the tokens that fold to it, accented or not — are
///   `foldMembers[foldStart[c]..<foldStart[c+1]]` (compressed sparse rows).
///   `thien` and `thiền` are one class. A catalog without accented Latin
///   tokens has no classes and keeps these arrays empty.
///
/// Words are looked up by their UTF-8 bytes in an open-addressing table
/// (``id(utf8:)``, ``WordTable``), so the matcher hashes a token's bytes once
/// with a cheap hash instead of building and hashing a `String` key.
struct Vocabulary: Sendable {
    /// Every token's UTF-8 bytes, by id: token `k`'s are `utf8[utf8Start[k]..<utf8Start[k+1]]`.
    private var utf8: [UInt8] = []
    private var utf8Start: [Int32] = [0]
    /// The words' ids by their bytes.
    private var wordTable = WordTable()
    private var gluedIDs: [String: Int32] = [:]
    /// Every token's text, by id.
    private(set) var texts: [String] = []
    /// The ids of glued forms (every other id is a word).
    private(set) var gluedTokens: Set<Int32> = []
    /// The lengths in Unicode scalars of the glued forms, longest first.
    private(set) var gluedLengths: [Int] = []
    private var foldIDs: [String: Int32] = [:]
    /// Per id: its accent fold class, or -1 (empty before ``indexAccentFolds()``
    /// and when there are no classes).
    private(set) var foldOf: [Int32] = []
    /// Where each fold class's members start in `foldMembers` (one more entry than classes).
    private(set) var foldStart: [Int32] = [0]
    /// The members of every fold class, sorted by id within a class.
    private(set) var foldMembers: [Int32] = []

    /// The id given to a token the catalog does not know.
    static let unknown: Int32 = -1

    /// An empty vocabulary.
    init() {}

    /// How many distinct tokens (words and glued forms) there are.
    var count: Int { texts.count }

    /// Whether any phrase glues text to a slot.
    var hasGluedForms: Bool { !gluedLengths.isEmpty }

    /// Whether some accented token has an accent-free twin class.
    var hasAccentFolds: Bool { !foldMembers.isEmpty }

    /// The id of `token`, adding it when new.
    mutating func intern(_ token: String) -> Int32 {
        let known = id(of: token)
        if known != Self.unknown { return known }
        let id = append(token)
        if wordTable.needsToGrow {
            var grown = WordTable(capacity: wordTable.count * 2)
            for word in wordTable.ids { grown.insert(word, key: key(of: word)) }
            wordTable = grown
        }
        wordTable.insert(id, key: key(of: id))
        return id
    }

    /// Token `id`'s bytes read as a ``WordTable/Key``.
    private func key(of id: Int32) -> WordTable.Key {
        utf8.withUnsafeBufferPointer { bytes in
            WordTable.Key(UnsafeBufferPointer(rebasing: bytes[Int(utf8Start[Int(id)])..<Int(utf8Start[Int(id) + 1])]))
        }
    }

    /// The id of the word whose UTF-8 bytes are `key`, or ``unknown``.
    func id(utf8 key: UnsafeBufferPointer<UInt8>) -> Int32 {
        id(of: WordTable.Key(key), bytes: key)
    }

    /// The id of the word whose `count` UTF-8 bytes are at `start`, or
    /// ``unknown``, reading the bytes 8 at a time: the 8 bytes from every
    /// multiple of 8 below `count` must be readable.
    @inline(__always)
    func id(paddedUTF8 start: UnsafePointer<UInt8>, count: Int) -> Int32 {
        id(
            of: WordTable.Key(paddedBytes: UnsafeRawPointer(start), count: count),
            bytes: UnsafeBufferPointer(start: start, count: count))
    }

    /// Writes the id of each word `spans` places in the bytes at `base` (as
    /// ``id(paddedUTF8:count:)``, which reads them 8 at a time) into `ids`,
    /// which has one element per span: an utterance's words in one call,
    /// so the vocabulary's tables are reached once, not once per word.
    ///
    /// Returns whether every word is known (no ``unknown`` written).
    @discardableResult
    func ids(
        paddedUTF8 base: UnsafePointer<UInt8>, spans: UnsafeBufferPointer<TokenSpan>,
        into ids: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        // Or-ed ids: negative when some id is (``unknown`` is -1).
        var any: Int32 = 0
        for (index, span) in zip(ids.indices, spans) {
            let id = id(paddedUTF8: base + Int(span.start), count: Int(span.end - span.start))
            ids[index] = id
            any |= id
        }
        return any >= 0
    }

    /// The id of the word `key` describes, whose bytes are `bytes`.
    @inline(__always)
    private func id(of key: WordTable.Key, bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        wordTable.id(of: key) { id in
            // A word longer than a slot's head: compare its bytes past it.
            let start = Int(utf8Start[Int(id)])
            let end = Int(utf8Start[Int(id) + 1])
            guard end - start == bytes.count else { return false }
            return utf8.withUnsafeBufferPointer { stored in
                for offset in WordTable.headLength..<bytes.count where stored[start + offset] != bytes[offset] {
                    return false
                }
                return true
            }
        }
    }

    /// The id of `form` written glued to the token before it, adding it when new.
    mutating func internGlued(_ form: String) -> Int32 {
        if let id = gluedIDs[form] { return id }
        let id = append(form)
        gluedIDs[form] = id
        gluedTokens.insert(id)
        let length = form.unicodeScalars.count
        if !gluedLengths.contains(length) {
            gluedLengths.append(length)
            gluedLengths.sort(by: >)
        }
        return id
    }

    private mutating func append(_ text: String) -> Int32 {
        let id = Int32(texts.count)
        texts.append(text)
        utf8.append(contentsOf: text.utf8)
        utf8Start.append(Int32(utf8.count))
        if !foldOf.isEmpty { foldOf.append(-1) }
        return id
    }

    /// Whether `id` is a glued form rather than a word.
    func isGlued(_ id: Int32) -> Bool {
        !gluedTokens.isEmpty && gluedTokens.contains(id)
    }

    /// The final sound of token `id`'s last scalar: which particle form follows it.
    func finalSound(of id: Int32) -> FinalSound {
        FinalSound(of: text(of: id))
    }

    /// The id of `token`, or ``unknown``.
    func id(of token: String) -> Int32 {
        var token = token
        return token.withUTF8 { id(utf8: $0) }
    }

    /// The id of glued form `form`, or ``unknown``.
    func gluedID(of form: String) -> Int32 {
        gluedIDs[form] ?? Self.unknown
    }

    /// The text of a known id.
    func text(of id: Int32) -> String {
        id >= 0 && Int(id) < texts.count ? texts[Int(id)] : "?"
    }

    /// Token ids as an utterance: words joined by spaces, each glued form
    /// written onto the token before it (`도서관에서 이방인을 읽을래`).
    func render(_ tokens: some Sequence<Int32>) -> String {
        var text = ""
        for token in tokens {
            if !text.isEmpty && !isGlued(token) { text += " " }
            text += self.text(of: token)
        }
        return text
    }

    /// One way to cut an utterance token into a prefix and a glued form.
    struct Split {
        /// The prefix's id, or ``Vocabulary/unknown`` (an open slot may still take it).
        var prefix: Int32
        /// The glued form's id.
        var form: Int32
        /// The final sound of the prefix, which picks the particle form.
        var final: FinalSound
        /// How many Unicode scalars the glued form has.
        var formLength: Int
    }

    /// Appends to `splits` every cut of `token` into a non-empty prefix and a
    /// glued form (`도서관에서` → `도서관` + `에서`; `이방인으로` → `이방인` + `으로`
    /// and `이방인으` + `로`; `bob's` → `bob` + `'s`).
    ///
    /// A token that neither ends in
    /// Hangul nor holds an apostrophe has none.
    func gluedSplits(of token: String, into splits: inout [Split]) {
        guard hasGluedForms else { return }
        // Glued forms are Hangul particles, or words glued by an apostrophe
        // (`'s`). The bytes first, searched once: a token with no apostrophe
        // that ends in an ASCII byte has none, without reading its last
        // scalar or searching its bytes one by one.
        let bytes = token.utf8.withContiguousStorageIfAvailable { bytes in
            (apostrophe: bytes.contains(0x27), endsPastASCII: (bytes.last ?? 0) >= 0x80)
        }
        let hasApostrophe = bytes?.apostrophe ?? token.utf8.contains(0x27)
        guard hasApostrophe || bytes?.endsPastASCII != false else { return }
        let scalars = token.unicodeScalars
        guard let last = scalars.last, hasApostrophe || HangulSyllable.isHangul(last) else { return }
        let count = scalars.count
        for length in gluedLengths where length < count {
            let cut = scalars.index(scalars.endIndex, offsetBy: -length)
            guard let form = gluedIDs[String(scalars[cut...])] else { continue }
            let prefix = String(scalars[..<cut])
            splits.append(Split(prefix: id(of: prefix), form: form, final: FinalSound(of: prefix), formLength: length))
        }
    }

    /// Builds the accent fold classes (see the type's documentation) once
    /// every token is interned: only classes that hold an accented token.
    mutating func indexAccentFolds() {
        var groups: [String: [Int32]] = [:]
        for (index, text) in texts.enumerated()
        where text.utf8.contains(where: { $0 >= 0x80 }) && !isGlued(Int32(index)) {
            guard let folded = AccentFolding.fold(text), folded != text else { continue }
            groups[folded, default: []].append(Int32(index))
        }
        let keys = groups.keys.sorted()
        var starts: [Int32] = [0]
        var members: [Int32] = []
        for key in keys {
            var group = groups[key, default: []]
            let plain = id(of: key)
            if plain != Self.unknown { group.append(plain) }
            members += group.sorted()
            starts.append(Int32(members.count))
        }
        // Built to fit: every member is a token, the starts rise to the end.
        _ = setFolds(keys: keys, starts: starts, members: members)
    }

    /// The accent fold classes in class order, as a compiled file stores
    /// them: each class's folded text, and where its members start in
    /// `members` (one more start than classes).
    var storedFolds: (keys: [String], starts: [Int32], members: [Int32]) {
        var keys = [String](repeating: "", count: foldIDs.count)
        for (key, foldClass) in foldIDs where Int(foldClass) < keys.count { keys[Int(foldClass)] = key }
        return (keys, foldStart, foldMembers)
    }

    /// Makes room in the word lookup table for `words` words at once, when
    /// it holds none yet (a file's vocabulary is read whole, so the table
    /// need not grow step by step).
    mutating func reserveWords(_ words: Int) {
        guard wordTable.count == 0, words > 0 else { return }
        wordTable = WordTable(capacity: words)
    }

    /// Sets the fold classes: those ``indexAccentFolds()`` worked out, or
    /// those ``storedFolds`` gave, once every token is interned; `false`
    /// (and no classes) when they do not fit this vocabulary: more classes
    /// than class numbers, starts not rising from 0 to the member count, or
    /// a member that is no token.
    mutating func setFolds(keys: [String], starts: [Int32], members: [Int32]) -> Bool {
        foldIDs = [:]
        foldOf = []
        foldStart = [0]
        foldMembers = []
        // Fewer classes than `Int32` numbers: a class number is an `Int32`.
        guard keys.count < Int(Int32.max), starts.count == keys.count + 1, starts.first == 0,
            starts.last.map(Int.init) == members.count, zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
            members.allSatisfy({ $0 >= 0 && Int($0) < count })
        else { return false }
        guard !keys.isEmpty else { return true }
        var foldOf = [Int32](repeating: -1, count: count)
        var foldIDs: [String: Int32] = [:]
        foldIDs.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            let foldClass = Int32(index)
            foldIDs[key] = foldClass
            for member in members[Int(starts[index])..<Int(starts[index + 1])] { foldOf[Int(member)] = foldClass }
        }
        self.foldIDs = foldIDs
        self.foldOf = foldOf
        foldStart = starts
        foldMembers = members
        return true
    }

    /// The fold class of an utterance token: the class of its id when the
    /// vocabulary knows it, else the class of its folded form; -1 for none.
    func foldClass(of token: String, id: Int32) -> Int32 {
        guard hasAccentFolds else { return -1 }
        if id >= 0 { return foldClass(ofID: id) }
        guard let folded = AccentFolding.fold(token) else { return -1 }
        return foldIDs[folded] ?? -1
    }

    /// The fold class of vocabulary token `id` (not -1), -1 for none: what
    /// ``foldClass(of:id:)`` says of a token the vocabulary knows, without
    /// its text.
    func foldClass(ofID id: Int32) -> Int32 {
        guard hasAccentFolds, id >= 0, Int(id) < foldOf.count else { return -1 }
        return foldOf[Int(id)]
    }

    /// The tokens of fold class `foldClass`.
    func members(ofFold foldClass: Int32) -> ArraySlice<Int32> {
        foldMembers[Int(foldStart[Int(foldClass)])..<Int(foldStart[Int(foldClass) + 1])]
    }

    /// Approximate bytes held (the words' bytes, the word table, the reverse
    /// table, and the glued forms' and accent folds' indexes when there are any).
    var byteCount: Int {
        texts.reduce(0) { $0 + $1.utf8.count } * 2 + texts.count * (16 + 4) + wordTable.byteCount + gluedTokens.count
            * 8
            + foldIDs.count * 36 + (foldOf.count + foldStart.count - 1 + foldMembers.count) * 4
    }
}
