/// The generated words entity titles, synonyms and app names are made of: a
/// few thousand pronounceable pseudo-words built from syllables, drawn with a
/// skew so a few words are common (as "the", "night" or "house" are in real
/// titles) and most are rare.
///
/// Deterministic for a given seed.
///
/// No lexicon word ends in "x", so ``unknownWord(_:)`` can make words no
/// catalog contains, for misses.
struct Lexicon {
    /// The words, most frequent first.
    let words: [String]

    private static let onsets = [
        "b", "bl", "br", "c", "ch", "cl", "cr", "d", "dr", "f", "fl", "fr", "g", "gl", "gr", "h", "j", "k",
        "l", "m", "n", "p", "pl", "pr", "r", "s", "sh", "sk", "sl", "sn", "sp", "st", "t", "th", "tr", "v", "w", "y",
        "z",
    ]
    private static let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "oa", "oo", "ou", "ie"]
    private static let codas = ["", "", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ng", "rk", "ck", "ll", "th"]

    /// Function words the generated phrases use; lexicon words avoid them so a
    /// title word is never also a phrase's literal word by accident.
    static let reserved: Set<String> = [
        "a", "an", "the", "of", "and", "in", "on", "with", "to", "for", "my", "me", "up", "new", "using", "use",
        "ask", "tell", "from", "at", "is", "it", "this", "that", "please", "hey", "can", "you", "stop", "close",
    ]

    /// `count` distinct words from `seed`.
    init(count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed, stream: "lexicon")
        var seen = Set<String>()
        var words: [String] = []
        words.reserveCapacity(count)
        while words.count < count {
            let syllables = 1 + random.skewed(below: 3)
            var word = ""
            for index in 0..<syllables {
                word += random.pick(Self.onsets) + random.pick(Self.vowels)
                if index == syllables - 1 || random.chance(0.3) { word += random.pick(Self.codas) }
            }
            guard word.count >= 3, !Self.reserved.contains(word), seen.insert(word).inserted else { continue }
            words.append(word)
        }
        self.words = words
    }

    /// A word, frequent words more likely.
    func word(_ random: inout SplitMix64) -> String {
        words[random.skewed(below: words.count)]
    }

    /// A capitalized word.
    func capitalizedWord(_ random: inout SplitMix64) -> String {
        Self.capitalized(word(&random))
    }

    /// A word that no lexicon word equals (it ends in "x"): a typo, or a name
    /// the catalog does not know.
    func unknownWord(_ random: inout SplitMix64) -> String {
        words[random.below(words.count)] + "x"
    }

    /// `word` with its first letter upper-cased.
    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
