/// The words a keyboard scheme's keyed word (``TypingKeys``) may read as:
/// the words of the scheme's languages, by their key spelling and by
/// their letters without marks.
struct KeyedWords: Sendable {
    /// The scheme.
    var keys: TypingKeys
    /// Each marked word by its key spelling (`ddawtj`: `đặt`).
    var bySpelling: [String: String] = [:]
    /// The marked words by their letters without marks (`dat`: `đặt`).
    var byPlain: [String: [String]] = [:]

    /// Adds `word` (normalized).
    mutating func add(_ word: String) {
        guard let spelled = keys.spelling(ofMarked: word), bySpelling[spelled] == nil,
            let plain = AccentFolding.fold(word)
        else { return }
        bySpelling[spelled] = word
        byPlain[plain, default: []].append(word)
    }

    /// The word `folded` (accent-free, read by nothing as typed) types with
    /// the scheme's keys: the word of the same key spelling, else the one
    /// word of its letters (a mark typed wrong: `ddatj` for `đặt`); `nil`
    /// when none, or when the word holds no key.
    func word(typed folded: String) -> String? {
        guard let spelled = keys.spelling(ofTyped: folded) else { return nil }
        if let word = bySpelling[spelled] { return word }
        let toned = spelled.last.map { Set(keys.tones.values).contains($0) } ?? false
        let plain = keys.plainLetters(of: spelled, toned: toned)
        guard plain != folded || toned, let words = byPlain[plain], words.count == 1 else { return nil }
        return words.first
    }
}

extension TypoLexicon {
    /// Adds `words` (of `locale`) to `keyed`, the words its language's
    /// keyboard scheme (``TypingKeys``) may read a keyed word as.
    static func addKeyed(_ words: [String], locale: String, to keyed: inout [KeyedWords]) {
        let keys = Language.of(locale).flexibleWords.typingKeys
        guard !keys.isEmpty else { return }
        let place =
            keyed.firstIndex { $0.keys.letters == keys.letters && $0.keys.finals == keys.finals }
            ?? {
                keyed.append(KeyedWords(keys: keys))
                return keyed.count - 1
            }()
        for word in words where !word.isEmpty { keyed[place].add(word) }
    }

    /// The word of a language typing marks as keys that `folded` (an
    /// accent-free word nothing reads as typed) is, typed with those keys
    /// (`duwngf` for `dừng`); `nil` when none.
    ///
    /// Cheap for most words: a catalog without such a language has no
    /// scheme, and a word without keys reads nothing.
    func keyedWord(_ folded: String) -> String? {
        for scheme in typingKeys {
            if let word = scheme.word(typed: folded) { return word }
        }
        return nil
    }
}

extension TypoWordCorrections {
    /// How many corrections are guesses: all but the words typed with a
    /// keyboard scheme's keys (``TypingKeys``), which are spelled, not
    /// mistyped, and count as typed.
    var guessed: Int { found.filter { !$0.isKeyed }.count }
}
